import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents } from '@tirage/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/**
 * Whose legacy orders a call may read: those imported for the email of the token's customer, in
 * the shop of the request, once the customer has proven they own that email (migration 0015). The
 * email and its proof are read with the orders (one statement), so a customer who changes their
 * email sees no order until they have verified the new one.
 */
export interface LegacyOrderOwner {
  readonly customerId: string;
  readonly tenantCode: string;
}

interface LegacyOrderLineRow {
  readonly productName: string;
  readonly quantity: number;
  readonly attributes: string;
  readonly totalExclCents: number;
  readonly totalInclCents: number;
}

export interface LegacyOrderSummaryRow {
  readonly orderNumber: string;
  /** DD-MM-YYYY. */
  readonly placedOn: string;
  readonly status: string;
  readonly currency: CurrencyCode;
  readonly lineCount: number;
  readonly totalExclCents: number;
  readonly totalInclCents: number;
}

export interface LegacyOrderRow extends Omit<LegacyOrderSummaryRow, 'lineCount'> {
  readonly lines: readonly LegacyOrderLineRow[];
  readonly shippingAddress: string | null;
  readonly billingAddress: string | null;
}

/**
 * The customer's legacy orders, joined on their email when it is the one they verified, in the
 * request's shop.
 */
function owned(q: Queryable, owner: LegacyOrderOwner) {
  return queryBuilder(q)
    .selectFrom('legacyOrders as o')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.email', '=', 'o.customerEmail').onRef('c.verifiedEmail', '=', 'c.email'),
    )
    .where('c.id', '=', owner.customerId)
    .where('o.tenantCode', '=', owner.tenantCode);
}

/** The summary's columns; the day as DD-MM-YYYY, as the contract shows it. */
const SUMMARY_COLUMNS = [
  'o.orderNumber',
  sql<string>`to_char(o.placed_on, 'DD-MM-YYYY')`.as('placedOn'),
  'o.status',
  'o.currency',
  'o.totalExclCents',
  'o.totalInclCents',
] as const;

/** One page of the customer's legacy orders, newest first (by day, then number), and their count. */
export async function listLegacyOrders(
  q: Queryable,
  owner: LegacyOrderOwner,
  request: { readonly page: number; readonly perPage: number },
): Promise<{ readonly orders: readonly LegacyOrderSummaryRow[]; readonly total: number }> {
  const count = await owned(q, owner)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const total = Number(count?.total ?? 0);
  const offset = (request.page - 1) * request.perPage;
  // Past the last page there is nothing to read (and a page number that large needs no offset).
  if (offset >= total) return { orders: [], total };
  const orders = await owned(q, owner)
    .select(SUMMARY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('legacyOrderLines as l')
        .whereRef('l.tenantCode', '=', 'o.tenantCode')
        .whereRef('l.orderNumber', '=', 'o.orderNumber')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('lineCount'),
    )
    .orderBy('o.placedOn', 'desc')
    .orderBy('o.orderNumber', 'desc')
    .limit(request.perPage)
    .offset(offset)
    .$castTo<LegacyOrderSummaryRow>()
    .execute();
  return { orders, total };
}

/**
 * One of the customer's legacy orders by its number, or nothing: another customer's number and
 * an unknown one read the same, so numbers cannot be probed.
 */
export async function findLegacyOrder(
  q: Queryable,
  owner: LegacyOrderOwner,
  orderNumber: string,
): Promise<LegacyOrderRow | undefined> {
  const order = await owned(q, owner)
    .select(SUMMARY_COLUMNS)
    .select(['o.shippingAddress', 'o.billingAddress'])
    .where('o.orderNumber', '=', orderNumber)
    .$castTo<Omit<LegacyOrderRow, 'lines'>>()
    .executeTakeFirst();
  if (order === undefined) return undefined;
  const lines = await queryBuilder(q)
    .selectFrom('legacyOrderLines')
    .select(['productName', 'quantity', 'attributes', 'totalExclCents', 'totalInclCents'])
    .where('tenantCode', '=', owner.tenantCode)
    .where('orderNumber', '=', order.orderNumber)
    .orderBy('position')
    .execute();
  return {
    ...order,
    // numeric arrives as text from PostgreSQL; it holds hundredths at most.
    lines: lines.map((line) => ({ ...line, quantity: Number(line.quantity) })),
  };
}

const money = (amount: number, currency: CurrencyCode) => moneyToWire(cents(amount, currency));

/** A legacy order of the list as the contract answers it. */
export function legacyOrderSummaryToWire(order: LegacyOrderSummaryRow) {
  return {
    orderNumber: order.orderNumber,
    placedOn: order.placedOn,
    status: order.status,
    lineItemCount: order.lineCount,
    totalPrice: money(order.totalExclCents, order.currency),
    taxedPrice: money(order.totalInclCents, order.currency),
    currencyCode: order.currency,
  };
}

/** A legacy order as the contract answers it. */
export function legacyOrderToWire(order: LegacyOrderRow) {
  return {
    orderNumber: order.orderNumber,
    placedOn: order.placedOn,
    status: order.status,
    lineItems: order.lines.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      attributes: line.attributes,
      totalPrice: money(line.totalExclCents, order.currency),
      taxedPrice: money(line.totalInclCents, order.currency),
    })),
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    totalPrice: money(order.totalExclCents, order.currency),
    taxedPrice: money(order.totalInclCents, order.currency),
    currencyCode: order.currency,
  };
}
