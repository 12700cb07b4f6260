import type { VatBuyer } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { preparedQuery } from '../db/query-builder.js';

/** Where a cart or an order is invoiced, as VAT reads it. */
export interface BillTo {
  readonly country: string;
  readonly vatNumber: string | null;
}

// Asked for a customer's billing address: built and compiled once.
const kindOfCustomer = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('customers').select(['userCategory', 'isPremium', 'vatNumber']).where('id', '=', params.id),
);

/** What pricing needs to know of who asks: a premium reseller's discount, and the VAT buyer. */
export interface CustomerPricing {
  /** A premium reseller (set by staff): the shop's reseller discount applies. */
  readonly premium: boolean;
  /** Who is invoiced, for the VAT; undefined without a billing address. */
  readonly buyer: VatBuyer | undefined;
}

/**
 * Who asks for a price, read once: whether they are a premium reseller, and who is invoiced for
 * the VAT. A company (user category 1) or a premium reseller may be reverse-charged with the
 * billing address's VAT number, else the one of its company profile; a private customer or a guest
 * never is, whatever number is given.
 */
export async function customerPricing(
  q: Queryable,
  customerId: string | undefined,
  billTo: BillTo | null | undefined,
): Promise<CustomerPricing> {
  const row =
    customerId === undefined ? undefined : await kindOfCustomer.executeTakeFirst(q, { id: customerId });
  const premium = row?.isPremium === true;
  if (billTo === undefined || billTo === null) return { premium, buyer: undefined };
  if (row === undefined) return { premium, buyer: { kind: 'private', billingCountry: billTo.country } };
  const company = row.userCategory === 1 || premium;
  const vatNumber = billTo.vatNumber || row.vatNumber || null;
  return {
    premium,
    buyer: { kind: company ? 'company' : 'private', billingCountry: billTo.country, vatNumber },
  };
}
