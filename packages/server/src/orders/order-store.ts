import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents, type Money, type OrderStatus, type PaymentMethod } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { StoredAddress } from '../cart/cart-store.js';
import { isUuid } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import type { BankTransferAccount } from '../config/config.js';
import type { Queryable } from '../db/database.js';
import { type PaymentRow, paymentToWire } from './payment-store.js';

/** The choices made at checkout, kept with the order. */
interface CheckoutChoices {
  readonly sender: { readonly type: 'product' } | { readonly type: 'custom'; readonly customSender: string };
  readonly userNotes: { readonly invoiceRequested: boolean; readonly comment: string | null };
  readonly internalCheckout: boolean;
  readonly skipDocReview: boolean;
  readonly recapChecks: Readonly<Record<string, boolean>>;
}

export interface OrderRow {
  readonly id: string;
  readonly orderNumber: string;
  readonly cartId: string;
  readonly customerId: string;
  readonly tenantCode: string;
  readonly status: OrderStatus;
  readonly currency: CurrencyCode;
  readonly lines: readonly WireLine[];
  readonly shippingAddress: StoredAddress | null;
  readonly billingAddress: StoredAddress | null;
  readonly totalCents: number;
  readonly taxedCents: number;
  readonly paidCents: number;
  readonly checkout: CheckoutChoices;
  readonly paymentMethod: PaymentMethod | null;
  readonly createdAt: string;
}

interface OrderRecord {
  id: string;
  order_number: string;
  cart_id: string;
  customer_id: string;
  tenant_code: string;
  status: OrderStatus;
  currency: string;
  lines: WireLine[];
  shipping_address: StoredAddress | null;
  billing_address: StoredAddress | null;
  total_cents: number;
  taxed_cents: number;
  paid_cents: number;
  checkout: CheckoutChoices;
  payment_method: PaymentMethod | null;
  created_at: Date | string;
}

const ORDER_COLUMNS = `id::text as id, order_number, cart_id::text as cart_id, customer_id::text as customer_id,
  tenant_code, status, currency, lines, shipping_address, billing_address, total_cents, taxed_cents,
  paid_cents, checkout, payment_method, created_at`;

const asOrder = (row: OrderRecord): OrderRow => ({
  id: row.id,
  orderNumber: row.order_number,
  cartId: row.cart_id,
  customerId: row.customer_id,
  tenantCode: row.tenant_code,
  status: row.status,
  currency: row.currency as CurrencyCode,
  lines: row.lines,
  shippingAddress: row.shipping_address,
  billingAddress: row.billing_address,
  totalCents: row.total_cents,
  taxedCents: row.taxed_cents,
  paidCents: row.paid_cents,
  checkout: row.checkout,
  paymentMethod: row.payment_method,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Whose orders a call may read: the customer of the token, in the shop of the request. */
export interface OrderOwner {
  readonly customerId: string;
  readonly tenantCode: string;
}

async function findOwnedOrder(
  q: Queryable,
  column: 'id' | 'order_number',
  value: string,
  owner: OrderOwner,
  lock: boolean,
): Promise<OrderRow | undefined> {
  const [row] = await q.query<OrderRecord>(
    `select ${ORDER_COLUMNS} from orders where ${column} = $1 and customer_id = $2 and tenant_code = $3${
      lock ? ' for update' : ''
    }`,
    [value, owner.customerId, owner.tenantCode],
  );
  return row === undefined ? undefined : asOrder(row);
}

/**
 * An order of this customer in this shop, or nothing: another customer's order, an unknown or
 * malformed id all read as absent, so order ids cannot be probed. `lock` holds the row.
 */
export async function findCustomerOrder(
  q: Queryable,
  id: string,
  owner: OrderOwner,
  options: { readonly lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  return findOwnedOrder(q, 'id', id, owner, options.lock === true);
}

/** An order by id, whoever owns it, its row locked: settling a payment that reconciliation found. */
export async function lockOrder(q: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await q.query<OrderRecord>(`select ${ORDER_COLUMNS} from orders where id = $1 for update`, [
    id,
  ]);
  return row === undefined ? undefined : asOrder(row);
}

/**
 * An order of this customer in this shop by its number, or nothing: like ids, another customer's
 * number and an unknown one read the same, so numbers cannot be probed either.
 */
export function findCustomerOrderByNumber(
  q: Queryable,
  orderNumber: string,
  owner: OrderOwner,
): Promise<OrderRow | undefined> {
  return findOwnedOrder(q, 'order_number', orderNumber, owner, false);
}

/** An order as the customer's orders list shows it. */
export interface OrderSummaryRow {
  readonly id: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly currency: CurrencyCode;
  readonly lineItemCount: number;
  readonly totalCents: number;
  readonly taxedCents: number;
  readonly createdAt: string;
}

interface OrderSummaryRecord {
  id: string;
  order_number: string;
  status: OrderStatus;
  currency: string;
  line_item_count: number;
  total_cents: number;
  taxed_cents: number;
  created_at: Date | string;
}

/**
 * One page of this customer's orders in this shop, newest first, and how many there are. Orders
 * placed at the same instant keep one order by id, so pages never overlap nor skip one. The lines
 * themselves are not read: the list only counts them.
 */
export async function listCustomerOrders(
  q: Queryable,
  owner: OrderOwner,
  request: { readonly page: number; readonly perPage: number },
): Promise<{ readonly orders: readonly OrderSummaryRow[]; readonly total: number }> {
  const [count] = await q.query<{ total: number }>(
    'select count(*)::int as total from orders where customer_id = $1 and tenant_code = $2',
    [owner.customerId, owner.tenantCode],
  );
  const total = count?.total ?? 0;
  const offset = (request.page - 1) * request.perPage;
  // Past the last page there is nothing to read (and a page number that large needs no offset).
  if (offset >= total) return { orders: [], total };
  const rows = await q.query<OrderSummaryRecord>(
    `select id::text as id, order_number, status, currency, jsonb_array_length(lines) as line_item_count,
       total_cents, taxed_cents, created_at
     from orders where customer_id = $1 and tenant_code = $2
     order by created_at desc, id desc
     limit $3 offset $4`,
    [owner.customerId, owner.tenantCode, request.perPage, offset],
  );
  return {
    total,
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      status: row.status,
      currency: row.currency as CurrencyCode,
      lineItemCount: row.line_item_count,
      totalCents: row.total_cents,
      taxedCents: row.taxed_cents,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** An order of the list as the contract answers it. */
export function orderSummaryToWire(order: OrderSummaryRow) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    lineItemCount: order.lineItemCount,
    totalPrice: moneyToWire(cents(order.totalCents, order.currency)),
    taxedPrice: moneyToWire(cents(order.taxedCents, order.currency)),
    currencyCode: order.currency,
  };
}

export async function findOrderByCart(q: Queryable, cartId: string): Promise<OrderRow | undefined> {
  const [row] = await q.query<OrderRecord>(`select ${ORDER_COLUMNS} from orders where cart_id = $1`, [
    cartId,
  ]);
  return row === undefined ? undefined : asOrder(row);
}

/** Inserts the order made from a cart; its number comes from a sequence, so numbers never repeat. */
export async function insertOrder(
  q: Queryable,
  order: Omit<OrderRow, 'id' | 'orderNumber' | 'status' | 'paidCents' | 'paymentMethod' | 'createdAt'>,
): Promise<{ readonly id: string; readonly orderNumber: string }> {
  const [row] = await q.query<{ id: string; order_number: string }>(
    `insert into orders (order_number, cart_id, customer_id, tenant_code, currency, lines,
       shipping_address, billing_address, total_cents, taxed_cents, checkout)
     values ('TIR-' || nextval('order_numbers'), $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8, $9, $10::jsonb)
     returning id::text as id, order_number`,
    [
      order.cartId,
      order.customerId,
      order.tenantCode,
      order.currency,
      JSON.stringify(order.lines),
      order.shippingAddress === null ? null : JSON.stringify(order.shippingAddress),
      order.billingAddress === null ? null : JSON.stringify(order.billingAddress),
      order.totalCents,
      order.taxedCents,
      JSON.stringify(order.checkout),
    ],
  );
  if (row === undefined) throw new Error('insert into orders returned no row');
  return { id: row.id, orderNumber: row.order_number };
}

/** Replaces an order's lines and totals (a finalized edit). */
export async function updateOrderLines(
  q: Queryable,
  id: string,
  lines: readonly WireLine[],
  totals: { readonly totalCents: number; readonly taxedCents: number },
): Promise<void> {
  await q.query(
    `update orders set lines = $2::jsonb, total_cents = $3, taxed_cents = $4, updated_at = now() where id = $1`,
    [id, JSON.stringify(lines), totals.totalCents, totals.taxedCents],
  );
}

/**
 * Adds a payment's amount to what the order has been paid, in the payment's transaction (the
 * order's row locked): the order is 'paid' once nothing is left to pay, and keeps its status
 * otherwise. Answers the order as it is now.
 */
export async function addOrderPayment(
  q: Queryable,
  order: OrderRow,
  payment: { readonly amountCents: number; readonly method: PaymentMethod; readonly at: Temporal.Instant },
): Promise<OrderRow> {
  const [row] = await q.query<OrderRecord>(
    `update orders set paid_cents = paid_cents + $2,
       status = case when paid_cents + $2 >= taxed_cents then 'paid' else status end,
       payment_method = $3, updated_at = $4::timestamptz
     where id = $1
     returning ${ORDER_COLUMNS}`,
    [order.id, payment.amountCents, payment.method, payment.at.toString()],
  );
  if (row === undefined) throw new Error(`order ${order.id} vanished while it was paid`);
  return asOrder(row);
}

/**
 * The shopper chose how the rest will be paid, with no money yet: a bank transfer (the order
 * keeps waiting for it), or deferred payment on invoice (the order goes on to file review now).
 * Answers the order as it is now.
 */
export async function chooseLaterPayment(
  q: Queryable,
  order: OrderRow,
  method: 'bankTransfer' | 'deferred',
  at: Temporal.Instant,
): Promise<OrderRow> {
  const [row] = await q.query<OrderRecord>(
    `update orders set payment_method = $2,
       status = case when $2 = 'deferred' then 'fileReview' else status end,
       updated_at = $3::timestamptz
     where id = $1
     returning ${ORDER_COLUMNS}`,
    [order.id, method, at.toString()],
  );
  if (row === undefined) throw new Error(`order ${order.id} vanished while its payment was chosen`);
  return asOrder(row);
}

/** After an edit the shopper chooses again how to pay: the method is cleared and, if money is due, the order awaits payment. */
export async function resetPaymentMethod(q: Queryable, order: OrderRow): Promise<void> {
  await q.query(
    `update orders set payment_method = null,
       status = case when taxed_cents > paid_cents and status = 'paid' then 'pendingPayment' else status end,
       updated_at = now()
     where id = $1`,
    [order.id],
  );
}

/**
 * How the order may be paid: card, PayPal and bank transfer always; the wallet while it has
 * credit in the order's currency (a wallet pays only orders in its own currency); deferred
 * payment on invoice when the order's billing address allows it (staff set that).
 */
function allowedPaymentMethods(
  walletCredit: Money,
  orderCurrency: CurrencyCode,
  billingHasDeferredPayments = false,
): PaymentMethod[] {
  return [
    'card',
    'paypal',
    'bankTransfer',
    ...(walletCredit.cents > 0 && walletCredit.currency === orderCurrency ? (['wallet'] as const) : []),
    ...(billingHasDeferredPayments ? (['deferred'] as const) : []),
  ];
}

/** The order as the contract answers it, with its payments and the customer's wallet. */
export function orderToWire(
  order: OrderRow,
  options: {
    readonly walletCredit: Money;
    readonly payments: readonly PaymentRow[];
    /** The account the shopper was told to send a bank transfer to, while one is awaited. */
    readonly bankTransferAccount: BankTransferAccount | undefined;
  },
) {
  const pending = Math.max(0, order.taxedCents - order.paidCents);
  const billing = order.billingAddress;
  const transferAccount =
    pending > 0 &&
    options.payments.some((payment) => payment.method === 'bankTransfer' && payment.status === 'pending')
      ? options.bankTransferAccount
      : undefined;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    lineItems: [...order.lines],
    shippingAddress:
      order.shippingAddress === null
        ? null
        : (({ hasDeferredPayments: _ignored, ...address }) => address)(order.shippingAddress),
    billingAddress:
      billing === null
        ? null
        : { ...billing, type: 'billing' as const, hasDeferredPayments: billing.hasDeferredPayments ?? false },
    totalPrice: moneyToWire(cents(order.totalCents, order.currency)),
    taxedPrice: moneyToWire(cents(order.taxedCents, order.currency)),
    pendingAmountDetails: { taxedTotal: moneyToWire(cents(pending, order.currency)) },
    payments: options.payments.map(paymentToWire),
    currencyCode: order.currency,
    // Paid on invoice: the shopper chose it (allowed by the billing address is `allowedPaymentMethods`).
    isDeferredPayment: options.payments.some(
      (payment) => payment.method === 'deferred' && payment.status !== 'failed',
    ),
    hasWalletPayment: options.payments.some(
      (payment) => payment.method === 'wallet' && payment.status === 'paid',
    ),
    allowedPaymentMethods: allowedPaymentMethods(
      options.walletCredit,
      order.currency,
      billing?.hasDeferredPayments === true,
    ),
    bankTransfer:
      transferAccount === undefined
        ? null
        : {
            accountHolder: transferAccount.holder,
            iban: transferAccount.iban,
            bic: transferAccount.bic,
            reference: order.orderNumber,
            amount: moneyToWire(cents(pending, order.currency)),
          },
  };
}
