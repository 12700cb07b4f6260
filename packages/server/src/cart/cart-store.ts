import { randomUUID } from 'node:crypto';
import { type LineItemInput, moneyToWire } from '@tirage/api-client/contract';
import { type CartLines, type CurrencyCode, cents, type Money } from '@tirage/domain';
import { sql } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { BillTo } from '../customer/vat-buyer.js';
import type { Queryable } from '../db/database.js';
import { jsonb, preparedQuery, queryBuilder } from '../db/query-builder.js';
import type { PricedLine, WireLine } from './line-pricing.js';

/** A cart row. Addresses are kept as answered (contract `addressSchema` / `billingAddressSchema`). */
export interface CartRow {
  readonly id: string;
  readonly tenantCode: string;
  readonly customerId: string | null;
  readonly anonymousId: string | null;
  readonly status: 'open' | 'ordered' | 'merged' | 'abandoned';
  readonly currency: CurrencyCode;
  readonly country: string;
  readonly locale: string;
  readonly shippingAddress: StoredAddress | null;
  readonly billingAddress: StoredAddress | null;
}

/** An address as stored on a cart or an order: the contract's answer shape. */
export interface StoredAddress {
  readonly id: string;
  readonly type: 'shipping' | 'billing';
  readonly country: string;
  readonly postalCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company: string | null;
  readonly street: string;
  readonly streetComplement: string | null;
  readonly city: string;
  readonly phone: string | null;
  readonly email: string | null;
  readonly vatNumber: string | null;
  readonly hasDeferredPayments?: boolean;
}

/** A stored line: the request it came from and the line as answered, with its totals. */
export interface LineRow {
  readonly id: string;
  readonly input: LineItemInput;
  readonly line: WireLine;
  readonly totalCents: number;
  readonly taxedCents: number;
  readonly createdAt: string;
}

const CART_COLUMNS = [
  'id',
  'tenantCode',
  'customerId',
  'anonymousId',
  'status',
  'currency',
  'country',
  'locale',
  'shippingAddress',
  'billingAddress',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs in the database; anything else names nothing (and must not reach a uuid cast). */
export const isUuid = (value: string): boolean => UUID.test(value);

// The statements of every cart write (`PUT item` above all), built and compiled once.
const cartById = preparedQuery(
  (qb, params: { id: string }) =>
    qb.selectFrom('carts').select(CART_COLUMNS).where('id', '=', params.id).$castTo<CartRow>(), // status, currency and addresses as their writers stored them
);

const cartByIdLocked = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('carts').select(CART_COLUMNS).where('id', '=', params.id).forUpdate().$castTo<CartRow>(),
);

/** Reads a cart; with `lock`, holds its row until the transaction ends, serialising its writers. */
export async function findCart(
  q: Queryable,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<CartRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (options.lock === true ? cartByIdLocked : cartById).executeTakeFirst(q, { id });
}

/** Who is asking: the request's shop and, when logged in, the customer. */
export interface CartCaller {
  readonly tenantCode: string;
  readonly customerId: string | undefined;
}

/**
 * Whether the caller may see and change a cart: it must be open and in the caller's shop; a
 * customer's cart only for that customer; a guest cart only for a guest (its id, a random UUID,
 * is what the guest holds). Anything else is answered as unknown, so ids cannot be probed.
 */
export function callerOwns(cart: CartRow, caller: CartCaller): boolean {
  if (cart.status !== 'open' || cart.tenantCode !== caller.tenantCode) return false;
  return cart.customerId === null ? caller.customerId === undefined : cart.customerId === caller.customerId;
}

/** The open cart of an owner in a shop, locked when asked. */
export async function findOpenCart(
  q: Queryable,
  owner: { readonly tenantCode: string } & (
    | { readonly customerId: string }
    | { readonly anonymousId: string }
  ),
  options: { readonly lock?: boolean } = {},
): Promise<CartRow | undefined> {
  return queryBuilder(q)
    .selectFrom('carts')
    .select(CART_COLUMNS)
    .where('tenantCode', '=', owner.tenantCode)
    .where((eb) =>
      'customerId' in owner
        ? eb('customerId', '=', owner.customerId)
        : eb.and([eb('anonymousId', '=', owner.anonymousId), eb('customerId', 'is', null)]),
    )
    .where('status', '=', 'open')
    .$if(options.lock === true, (select) => select.forUpdate())
    .$castTo<CartRow>() // status, currency and addresses as their writers stored them
    .executeTakeFirst();
}

/**
 * Makes the transaction the only one opening a cart for this owner until it ends: concurrent
 * opens then run one after the other, each seeing what the one before committed. Without it, an
 * open (with `forceCreate`) could find the cart another had just abandoned, and miss the one
 * created in its place, which its snapshot does not show.
 */
export function lockCartOwner(
  q: Queryable,
  owner: { readonly tenantCode: string } & (
    | { readonly customerId: string }
    | { readonly anonymousId: string }
  ),
): Promise<void> {
  return lockShopper(q, 'cart-owner', owner);
}

/**
 * Makes the transaction the only one doing `scope`'s work for this shopper (a customer, or a guest
 * by anonymous id, in a shop) until it ends: a transaction-scoped advisory lock on their key.
 */
export async function lockShopper(
  q: Queryable,
  scope: string,
  owner: { readonly tenantCode: string; readonly customerId?: string; readonly anonymousId?: string },
): Promise<void> {
  const who = owner.customerId !== undefined ? `customer:${owner.customerId}` : `guest:${owner.anonymousId}`;
  const key = `${scope}:${owner.tenantCode}:${who}`;
  await queryBuilder(q)
    .selectNoFrom(sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`.as('locked'))
    .execute();
}

/**
 * Creates the owner's open cart, or does nothing when one appeared meanwhile (the partial unique
 * indexes allow one open cart per owner and shop); the caller then reads the one that exists.
 */
export async function insertOpenCart(
  q: Queryable,
  cart: {
    readonly tenantCode: string;
    readonly customerId: string | undefined;
    readonly anonymousId: string | undefined;
    readonly currency: CurrencyCode;
    readonly country: string;
    readonly locale: string;
  },
): Promise<void> {
  await queryBuilder(q)
    .insertInto('carts')
    .values({
      tenantCode: cart.tenantCode,
      customerId: cart.customerId ?? null,
      anonymousId: cart.anonymousId ?? null,
      currency: cart.currency,
      country: cart.country,
      locale: cart.locale,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function setCartStatus(q: Queryable, id: string, status: CartRow['status']): Promise<void> {
  await queryBuilder(q)
    .updateTable('carts')
    .set({ status, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Changes what a cart is priced in and ships to; its lines must be priced again with it. */
export async function updateCart(
  q: Queryable,
  id: string,
  change: {
    readonly currency?: CurrencyCode;
    readonly shippingAddress?: StoredAddress | null;
    readonly billingAddress?: StoredAddress | null;
  },
): Promise<void> {
  // Only what is given: Kysely leaves undefined values out of the SET (a null address clears it).
  await queryBuilder(q)
    .updateTable('carts')
    .set({
      currency: change.currency,
      shippingAddress: change.shippingAddress === undefined ? undefined : jsonb(change.shippingAddress),
      billingAddress: change.billingAddress === undefined ? undefined : jsonb(change.billingAddress),
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A line as the cart answers it and its rules count it: without the request it came from, which
 * only repricing needs (and which is as big as the line itself to read).
 */
export type AnsweredLine = Omit<LineRow, 'input'>;

const linesOfCart = preparedQuery(
  (qb, params: { cartId: string }) =>
    qb
      .selectFrom('cartLines')
      .select(['id', 'input', 'line', 'totalCents', 'taxedCents', 'createdAt'])
      .where('cartId', '=', params.cartId)
      .orderBy('position')
      .$castTo<Omit<LineRow, 'createdAt'> & { createdAt: Date }>(), // the JSON as insertLine stored it
);

const answeredLinesOfCart = preparedQuery((qb, params: { cartId: string }) =>
  qb
    .selectFrom('cartLines')
    .select(['id', 'line', 'totalCents', 'taxedCents', 'createdAt'])
    .where('cartId', '=', params.cartId)
    .orderBy('position')
    .$castTo<Omit<AnsweredLine, 'createdAt'> & { createdAt: Date }>(),
);

/** The cart's lines in the order they were put in it. */
export async function cartLines(q: Queryable, cartId: string): Promise<readonly LineRow[]> {
  const rows = await linesOfCart.execute(q, { cartId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The cart's lines in order, without their requests (see `AnsweredLine`). */
async function answeredCartLines(q: Queryable, cartId: string): Promise<readonly AnsweredLine[]> {
  const rows = await answeredLinesOfCart.execute(q, { cartId });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Locks a cart's row for the transaction, then reads its lines: every write to a cart starts
 * here, so its writers run one after the other. Two statements on purpose: a statement that
 * waited for the lock still reads with the snapshot it started with, so lines read in the
 * locking statement would miss those the previous writer just added.
 */
export async function lockCartWithLines(
  q: Queryable,
  id: string,
): Promise<{ readonly cart: CartRow; readonly lines: readonly LineRow[] } | undefined> {
  const cart = await findCart(q, id, { lock: true });
  return cart === undefined ? undefined : { cart, lines: await cartLines(q, cart.id) };
}

/** `lockCartWithLines` for a writer that does not reprice the other lines: without their requests. */
export async function lockCartWithAnsweredLines(
  q: Queryable,
  id: string,
): Promise<{ readonly cart: CartRow; readonly lines: readonly AnsweredLine[] } | undefined> {
  const cart = await findCart(q, id, { lock: true });
  return cart === undefined ? undefined : { cart, lines: await answeredCartLines(q, cart.id) };
}

/** The lines as the domain's cart rules see them. */
export function asCartLines<Row extends AnsweredLine>(
  currency: CurrencyCode,
  lines: readonly Row[],
): CartLines<DomainLine<Row>> {
  return {
    currency,
    lines: lines.map((line) => ({ id: line.id, taxedTotal: cents(line.taxedCents, currency), row: line })),
  };
}

export interface DomainLine<Row extends AnsweredLine = LineRow> {
  readonly id: string;
  readonly taxedTotal: Money;
  readonly row: Row;
}

/** A new line row for a priced line: a fresh id, stamped with the time it joins the cart. */
export function newLineRow(input: LineItemInput, priced: PricedLine, now: Temporal.Instant): LineRow {
  const id = randomUUID();
  const createdAt = now.toString();
  return {
    id,
    input,
    line: { ...priced.line, id, lineItemCreationTimestamp: createdAt },
    totalCents: priced.total.cents,
    taxedCents: priced.taxedTotal.cents,
    createdAt,
  };
}

/** A copy of a line under a new id, stamped now (a duplicated line). */
export function copyLineRow(row: LineRow, now: Temporal.Instant): LineRow {
  const id = randomUUID();
  const createdAt = now.toString();
  return { ...row, id, createdAt, line: { ...row.line, id, lineItemCreationTimestamp: createdAt } };
}

/** The same line priced again: id and creation time kept. */
export function repricedLineRow(row: AnsweredLine, input: LineItemInput, priced: PricedLine): LineRow {
  return {
    ...row,
    input,
    line: { ...priced.line, id: row.id, lineItemCreationTimestamp: row.createdAt },
    totalCents: priced.total.cents,
    taxedCents: priced.taxedTotal.cents,
  };
}

export async function insertLine(q: Queryable, cartId: string, row: LineRow): Promise<void> {
  await queryBuilder(q)
    .insertInto('cartLines')
    .values({
      id: row.id,
      cartId,
      input: jsonb(row.input),
      line: jsonb(row.line),
      totalCents: row.totalCents,
      taxedCents: row.taxedCents,
      createdAt: row.createdAt,
    })
    .execute();
}

/** What a line row stores of its request, its priced line and its totals. */
const pricedLineValues = (row: LineRow) => ({
  input: jsonb(row.input),
  line: jsonb(row.line),
  totalCents: row.totalCents,
  taxedCents: row.taxedCents,
});

const replaceLine = preparedQuery(
  (qb, params: { id: string; input: string; line: string; totalCents: number; taxedCents: number }) =>
    qb
      .updateTable('cartLines')
      .set({
        input: params.input,
        line: params.line,
        totalCents: params.totalCents,
        taxedCents: params.taxedCents,
      })
      .where('id', '=', params.id),
);

export async function replaceLineRow(q: Queryable, row: LineRow): Promise<void> {
  await replaceLine.execute(q, { id: row.id, ...pricedLineValues(row) });
}

export async function deleteLine(q: Queryable, lineId: string): Promise<void> {
  await queryBuilder(q).deleteFrom('cartLines').where('id', '=', lineId).execute();
}

/** Moves lines to another cart (a guest cart merged into the customer's at login). */
export async function moveLine(q: Queryable, row: LineRow, toCartId: string): Promise<void> {
  await queryBuilder(q)
    .updateTable('cartLines')
    .set({ cartId: toCartId, ...pricedLineValues(row) })
    .where('id', '=', row.id)
    .execute();
}

/** The cart as the contract answers it: lines keyed by id, totals summed from the lines. */
export function cartToWire(cart: CartRow, lines: readonly AnsweredLine[]) {
  const total = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const taxed = lines.reduce((sum, line) => sum + line.taxedCents, 0);
  const { hasDeferredPayments: _ignored, ...shipping } = cart.shippingAddress ?? {
    hasDeferredPayments: false,
  };
  return {
    id: cart.id,
    currencyCode: cart.currency,
    lineItems: Object.fromEntries(lines.map((line) => [line.id, line.line])),
    totalPrice: moneyToWire(cents(total, cart.currency)),
    taxedPrice: moneyToWire(cents(taxed, cart.currency)),
    shippingAddress: cart.shippingAddress === null ? null : (shipping as StoredAddress),
    billingAddress:
      cart.billingAddress === null
        ? null
        : {
            ...cart.billingAddress,
            type: 'billing' as const,
            hasDeferredPayments: cart.billingAddress.hasDeferredPayments ?? false,
          },
    vatMention: vatMentionOf(lines.map((line) => line.line)),
  };
}

/**
 * The legal mention of a cart's or an order's VAT: its lines ship to one address and bill one
 * buyer, so they share their VAT decision; the first line that carries a mention says it.
 */
export function vatMentionOf(
  lines: readonly { readonly vatMention?: string | null | undefined }[],
): string | null {
  return lines.find((line) => typeof line.vatMention === 'string')?.vatMention ?? null;
}

/** Where the cart ships, as pricing reads it. */
export const shipToOf = (cart: Pick<CartRow, 'shippingAddress'>) =>
  cart.shippingAddress === null
    ? undefined
    : { country: cart.shippingAddress.country, postalCode: cart.shippingAddress.postalCode };

/** Where the cart is invoiced, as VAT reads it (a reverse charge needs the VAT number). */
export const billToOf = (cart: Pick<CartRow, 'billingAddress'>): BillTo | undefined =>
  cart.billingAddress === null
    ? undefined
    : { country: cart.billingAddress.country, vatNumber: cart.billingAddress.vatNumber };
