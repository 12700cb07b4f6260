import { randomUUID } from 'node:crypto';
import type { cartAddressInputSchema, FieldError } from '@tirage/api-client/contract';
import { cartTaxedTotal, exceedsMaxCartPrice, maxPriceExceeded, zero } from '@tirage/domain';
import type * as z from 'zod';
import { type AddressRecord, findCustomerAddress } from '../customer/address-store.js';
import { checkPostalCode } from '../customer/postal-codes.js';
import type { Queryable } from '../db/database.js';
import { Refusal, refuse, refuseFields } from '../http/route.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import {
  asCartLines,
  billToOf,
  type CartRow,
  callerOwns,
  cartLines,
  findCart,
  type LineRow,
  replaceLineRow,
  repricedLineRow,
  type StoredAddress,
  shipToOf,
  updateCart,
} from './cart-store.js';
import { type PriceInputContext, priceInput } from './price-input.js';

export const CART_NOT_FOUND = () => refuse(404, 'Cart not found', { kind: 'cart.notFound' });

/**
 * Prices every line of a cart again for a new currency or shipping country; the cart must stay
 * under its maximum price. A line whose product or promotion no longer allows it is refused,
 * naming the line, rather than silently dropped.
 */
export async function repriceLines(
  tx: Queryable,
  lines: readonly LineRow[],
  context: PriceInputContext,
): Promise<readonly LineRow[]> {
  const repriced: LineRow[] = [];
  for (const row of lines) {
    const { promisedArrivalDate: _promised, ...input } = row.input;
    const priced = await priceInput(
      tx,
      { ...input, currencyCode: context.currency },
      { ...context, description: 'stored' },
    );
    if (!priced.ok) {
      const message = priced.outcome.ok ? '' : priced.outcome.error.message;
      throw new Refusal(
        refuse(409, `Line ${row.id} cannot be priced again: ${message}`, { kind: 'cart.repriceFailed' }),
      );
    }
    repriced.push(repricedLineRow(row, priced.input, priced.priced));
  }
  const total = cartTaxedTotal(asCartLines(context.currency, repriced));
  const limits = context.tenant.tenant.rules.cart;
  if (exceedsMaxCartPrice({ productTaxed: zero(context.currency), cartTaxed: total }, limits)) {
    const error = maxPriceExceeded(limits);
    throw new Refusal(refuse(409, error.message, { kind: error.kind }));
  }
  return repriced;
}

/** An address-book entry as the cart keeps it. */
function addressFromBook(record: AddressRecord): StoredAddress {
  const fields = record.fields;
  return {
    id: record.id,
    type: record.type,
    country: fields.country,
    postalCode: fields.postalCode,
    firstName: fields.firstName,
    lastName: fields.lastName,
    street: fields.street,
    city: fields.city,
    company: fields.company ?? null,
    streetComplement: fields.streetComplement ?? null,
    phone: fields.phone ?? null,
    email: fields.email ?? null,
    vatNumber: fields.vatNumber ?? null,
    ...(record.type === 'billing' ? { hasDeferredPayments: record.hasDeferredPayments } : {}),
  };
}

/**
 * The cart's address from the request: with `id`, the customer's address-book entry (the stored
 * one is used; a guest has no book, another customer's id is not found); else the typed fields,
 * their postal code checked for their country.
 */
export async function cartAddress(
  tx: Queryable,
  sent: z.output<typeof cartAddressInputSchema>,
  type: 'shipping' | 'billing',
  customerId: string | undefined,
): Promise<StoredAddress> {
  const path = `${type}Address`;
  if (sent.id !== undefined) {
    const book =
      customerId === undefined ? undefined : await findCustomerAddress(tx, customerId, { id: sent.id, type });
    if (book === undefined) {
      throw new Refusal(
        refuse(404, 'Address not found', {
          kind: 'address.notFound',
          errors: [{ path: `${path}.id`, message: 'No such address in your address book' }],
        }),
      );
    }
    return addressFromBook(book);
  }
  const postalCode = checkPostalCode(sent.country, sent.postalCode);
  if (!postalCode.ok) {
    throw new Refusal(refuseFields([{ path: `${path}.postalCode`, message: postalCode.error.message }]));
  }
  const { id: _none, ...fields } = sent;
  return addressFromBook({
    id: randomUUID(),
    type,
    fields: { ...fields, postalCode: postalCode.value },
    hasDeferredPayments: false,
  });
}

/**
 * Sets the cart's shipping and/or billing address in the caller's transaction. Both must be in a
 * country the shop knows (the countries it delivers to: the address book holds the same); every
 * line is priced again for a shipping address (VAT, dates).
 */
export async function applyCartAddresses(
  tx: Queryable,
  cart: CartRow,
  change: { readonly shipping?: StoredAddress | undefined; readonly billing?: StoredAddress | undefined },
  context: Omit<PriceInputContext, 'shipTo' | 'billTo' | 'currency'>,
): Promise<{ readonly cart: CartRow; readonly lines: readonly LineRow[] }> {
  const { shipping, billing } = change;
  const { code, domainConfig } = context.tenant.tenant;
  const errors: FieldError[] = [
    ...(shipping === undefined || domainConfig.countries.includes(shipping.country)
      ? []
      : [
          {
            path: 'shippingAddress.country',
            message: `The shop ${code} does not deliver to ${shipping.country}`,
          },
        ]),
    ...(billing === undefined || domainConfig.countries.includes(billing.country)
      ? []
      : [
          { path: 'billingAddress.country', message: `The shop ${code} does not bill to ${billing.country}` },
        ]),
  ];
  if (errors.length > 0) throw new Refusal(refuseFields(errors));
  let updated = cart;
  let lines = await cartLines(tx, cart.id);
  if (shipping !== undefined) updated = { ...updated, shippingAddress: shipping };
  if (billing !== undefined) updated = { ...updated, billingAddress: billing };
  // Where the cart ships and who is invoiced decide the VAT (a reverse charge, an overseas rate).
  if (shipping !== undefined || billing !== undefined) {
    lines = await repriceLines(tx, lines, {
      ...context,
      currency: cart.currency,
      shipTo: shipToOf(updated),
      billTo: billToOf(updated),
    });
    for (const line of lines) await replaceLineRow(tx, line);
  }
  await updateCart(tx, cart.id, {
    ...(shipping === undefined ? {} : { shippingAddress: shipping }),
    ...(billing === undefined ? {} : { billingAddress: billing }),
  });
  return { cart: updated, lines };
}

/**
 * The address book's link to the cart: an address call naming a `cartId` sets the written
 * address on that cart, in the same transaction. A cart the customer does not own is a 404 and
 * the address write is rolled back with it.
 */
export async function linkAddressToCart(
  tx: Queryable,
  link: {
    readonly customerId: string;
    readonly cartId: string;
    readonly address: AddressRecord;
    readonly tenant: RequestTenant;
  },
  context: Omit<PriceInputContext, 'shipTo' | 'billTo' | 'currency' | 'tenant' | 'customerId'>,
): Promise<void> {
  const cart = await findCart(tx, link.cartId, { lock: true });
  if (
    cart === undefined ||
    !callerOwns(cart, { tenantCode: link.tenant.tenant.code, customerId: link.customerId })
  ) {
    throw new Refusal(CART_NOT_FOUND());
  }
  const address = addressFromBook(link.address);
  await applyCartAddresses(
    tx,
    cart,
    link.address.type === 'shipping' ? { shipping: address } : { billing: address },
    { ...context, tenant: link.tenant, customerId: link.customerId },
  );
}
