import { randomUUID } from 'node:crypto';
import { type LineItemInput, moneyToWire } from '@tirage/api-client/contract';
import { type CartLines, type CurrencyCode, cents, type Money } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
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

const CART_COLUMNS = `id::text as id, tenant_code, customer_id::text as customer_id,
  anonymous_id::text as anonymous_id, status, currency, country, locale, shipping_address, billing_address`;

interface CartRecord {
  id: string;
  tenant_code: string;
  customer_id: string | null;
  anonymous_id: string | null;
  status: CartRow['status'];
  currency: string;
  country: string;
  locale: string;
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
}

const asCart = (row: CartRecord): CartRow => ({
  id: row.id,
  tenantCode: row.tenant_code,
  customerId: row.customer_id,
  anonymousId: row.anonymous_id,
  status: row.status,
  currency: row.currency as CurrencyCode,
  country: row.country,
  locale: row.locale,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs in the database; anything else names nothing (and must not reach a uuid cast). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** Reads a cart; with `lock`, holds its row until the transaction ends, serialising its writers. */
export async function findCart(
  q: Queryable,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<CartRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await q.query<CartRecord>(
    `select ${CART_COLUMNS} from carts where id = $1${options.lock === true ? ' for update' : ''}`,
    [id],
  );
  return row === undefined ? undefined : asCart(row);
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
  const lock = options.lock === true ? ' for update' : '';
  const [row] =
    'customerId' in owner
      ? await q.query<CartRecord>(
          `select ${CART_COLUMNS} from carts
           where tenant_code = $1 and customer_id = $2 and status = 'open'${lock}`,
          [owner.tenantCode, owner.customerId],
        )
      : await q.query<CartRecord>(
          `select ${CART_COLUMNS} from carts
           where tenant_code = $1 and anonymous_id = $2 and customer_id is null and status = 'open'${lock}`,
          [owner.tenantCode, owner.anonymousId],
        );
  return row === undefined ? undefined : asCart(row);
}

/**
 * Makes the transaction the only one opening a cart for this owner until it ends: concurrent
 * opens then run one after the other, each seeing what the one before committed. Without it, an
 * open (with `forceCreate`) could find the cart another had just abandoned, and miss the one
 * created in its place, which its snapshot does not show.
 */
export async function lockCartOwner(
  q: Queryable,
  owner: { readonly tenantCode: string } & (
    | { readonly customerId: string }
    | { readonly anonymousId: string }
  ),
): Promise<void> {
  const who = 'customerId' in owner ? `customer:${owner.customerId}` : `guest:${owner.anonymousId}`;
  await q.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `cart-owner:${owner.tenantCode}:${who}`,
  ]);
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
  await q.query(
    `insert into carts (tenant_code, customer_id, anonymous_id, currency, country, locale)
     values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing`,
    [
      cart.tenantCode,
      cart.customerId ?? null,
      cart.anonymousId ?? null,
      cart.currency,
      cart.country,
      cart.locale,
    ],
  );
}

export async function setCartStatus(q: Queryable, id: string, status: CartRow['status']): Promise<void> {
  await q.query('update carts set status = $2, updated_at = now() where id = $1', [id, status]);
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
  await q.query(
    `update carts set
       currency = coalesce($2, currency),
       shipping_address = case when $3::boolean then $4::jsonb else shipping_address end,
       billing_address = case when $5::boolean then $6::jsonb else billing_address end,
       updated_at = now()
     where id = $1`,
    [
      id,
      change.currency ?? null,
      change.shippingAddress !== undefined,
      change.shippingAddress === undefined ? null : JSON.stringify(change.shippingAddress),
      change.billingAddress !== undefined,
      change.billingAddress === undefined ? null : JSON.stringify(change.billingAddress),
    ],
  );
}

interface LineRecord {
  id: string;
  input: LineItemInput;
  line: WireLine;
  total_cents: number;
  taxed_cents: number;
  created_at: Date | string;
}

/**
 * A line as the cart answers it and its rules count it: without the request it came from, which
 * only repricing needs (and which is as big as the line itself to read).
 */
export type AnsweredLine = Omit<LineRow, 'input'>;

/** The cart's lines in the order they were put in it. */
export async function cartLines(q: Queryable, cartId: string): Promise<readonly LineRow[]> {
  const rows = await q.query<LineRecord>(
    `select id::text as id, input, line, total_cents, taxed_cents, created_at
     from cart_lines where cart_id = $1 order by position`,
    [cartId],
  );
  return rows.map(asLine);
}

/** The cart's lines in order, without their requests (see `AnsweredLine`). */
async function answeredCartLines(q: Queryable, cartId: string): Promise<readonly AnsweredLine[]> {
  const rows = await q.query<Omit<LineRecord, 'input'>>(
    `select id::text as id, line, total_cents, taxed_cents, created_at
     from cart_lines where cart_id = $1 order by position`,
    [cartId],
  );
  return rows.map(asAnsweredLine);
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

const asAnsweredLine = (row: Omit<LineRecord, 'input'>): AnsweredLine => ({
  id: row.id,
  line: row.line,
  totalCents: row.total_cents,
  taxedCents: row.taxed_cents,
  createdAt: new Date(row.created_at).toISOString(),
});

const asLine = (row: LineRecord): LineRow => ({ ...asAnsweredLine(row), input: row.input });

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
  await q.query(
    `insert into cart_lines (id, cart_id, input, line, total_cents, taxed_cents, created_at)
     values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7)`,
    [
      row.id,
      cartId,
      JSON.stringify(row.input),
      JSON.stringify(row.line),
      row.totalCents,
      row.taxedCents,
      row.createdAt,
    ],
  );
}

export async function replaceLineRow(q: Queryable, row: LineRow): Promise<void> {
  await q.query(
    `update cart_lines set input = $2::jsonb, line = $3::jsonb, total_cents = $4, taxed_cents = $5
     where id = $1`,
    [row.id, JSON.stringify(row.input), JSON.stringify(row.line), row.totalCents, row.taxedCents],
  );
}

export async function deleteLine(q: Queryable, lineId: string): Promise<void> {
  await q.query('delete from cart_lines where id = $1', [lineId]);
}

/** Moves lines to another cart (a guest cart merged into the customer's at login). */
export async function moveLine(q: Queryable, row: LineRow, toCartId: string): Promise<void> {
  await q.query(
    `update cart_lines set cart_id = $2, input = $3::jsonb, line = $4::jsonb, total_cents = $5, taxed_cents = $6
     where id = $1`,
    [row.id, toCartId, JSON.stringify(row.input), JSON.stringify(row.line), row.totalCents, row.taxedCents],
  );
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
  };
}
