import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents } from '@tirage/domain';
import type { Queryable } from '../db/database.js';

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

interface SummaryRecord {
  order_number: string;
  placed_on: string;
  status: string;
  currency: string;
  line_count: number;
  total_excl_cents: number;
  total_incl_cents: number;
}

/**
 * The customer's legacy orders, joined on their email when it is the one they verified; `$1` the
 * customer, `$2` the shop.
 */
const OWNED = `legacy_orders o join customers c
    on c.email = o.customer_email and c.verified_email = c.email
  where c.id = $1 and o.tenant_code = $2`;

const SUMMARY_COLUMNS = `o.order_number, to_char(o.placed_on, 'DD-MM-YYYY') as placed_on, o.status,
  o.currency, o.total_excl_cents, o.total_incl_cents`;

const summaryOf = (row: SummaryRecord): LegacyOrderSummaryRow => ({
  orderNumber: row.order_number,
  placedOn: row.placed_on,
  status: row.status,
  currency: row.currency as CurrencyCode,
  lineCount: row.line_count,
  totalExclCents: row.total_excl_cents,
  totalInclCents: row.total_incl_cents,
});

/** One page of the customer's legacy orders, newest first (by day, then number), and their count. */
export async function listLegacyOrders(
  q: Queryable,
  owner: LegacyOrderOwner,
  request: { readonly page: number; readonly perPage: number },
): Promise<{ readonly orders: readonly LegacyOrderSummaryRow[]; readonly total: number }> {
  const [count] = await q.query<{ total: number }>(`select count(*)::int as total from ${OWNED}`, [
    owner.customerId,
    owner.tenantCode,
  ]);
  const total = count?.total ?? 0;
  const offset = (request.page - 1) * request.perPage;
  // Past the last page there is nothing to read (and a page number that large needs no offset).
  if (offset >= total) return { orders: [], total };
  const rows = await q.query<SummaryRecord>(
    `select ${SUMMARY_COLUMNS},
       (select count(*)::int from legacy_order_lines l
        where l.tenant_code = o.tenant_code and l.order_number = o.order_number) as line_count
     from ${OWNED}
     order by o.placed_on desc, o.order_number desc
     limit $3 offset $4`,
    [owner.customerId, owner.tenantCode, request.perPage, offset],
  );
  return { orders: rows.map(summaryOf), total };
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
  const [order] = await q.query<
    Omit<SummaryRecord, 'line_count'> & { shipping_address: string | null; billing_address: string | null }
  >(
    `select ${SUMMARY_COLUMNS}, o.shipping_address, o.billing_address
     from ${OWNED} and o.order_number = $3`,
    [owner.customerId, owner.tenantCode, orderNumber],
  );
  if (order === undefined) return undefined;
  const lines = await q.query<{
    product_name: string;
    quantity: string | number;
    attributes: string;
    total_excl_cents: number;
    total_incl_cents: number;
  }>(
    `select product_name, quantity, attributes, total_excl_cents, total_incl_cents
     from legacy_order_lines where tenant_code = $1 and order_number = $2
     order by position`,
    [owner.tenantCode, order.order_number],
  );
  const { lineCount: _count, ...summary } = summaryOf({ ...order, line_count: lines.length });
  return {
    ...summary,
    lines: lines.map((line) => ({
      productName: line.product_name,
      // numeric arrives as text from PostgreSQL; it holds hundredths at most.
      quantity: Number(line.quantity),
      attributes: line.attributes,
      totalExclCents: line.total_excl_cents,
      totalInclCents: line.total_incl_cents,
    })),
    shippingAddress: order.shipping_address,
    billingAddress: order.billing_address,
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
