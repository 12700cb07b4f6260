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

/**
 * Who is invoiced, for the VAT: a company (user category 1) or a premium reseller may be
 * reverse-charged with the billing address's VAT number, else the one of its company profile; a
 * private customer or a guest never is, whatever number is given. Undefined without a billing
 * address.
 */
export async function vatBuyer(
  q: Queryable,
  customerId: string | undefined,
  billTo: BillTo | null | undefined,
): Promise<VatBuyer | undefined> {
  if (billTo === undefined || billTo === null) return undefined;
  if (customerId === undefined) return { kind: 'private', billingCountry: billTo.country };
  const row = await kindOfCustomer.executeTakeFirst(q, { id: customerId });
  const company = row !== undefined && (row.userCategory === 1 || row.isPremium === true);
  const vatNumber = billTo.vatNumber || row?.vatNumber || null;
  return { kind: company ? 'company' : 'private', billingCountry: billTo.country, vatNumber };
}
