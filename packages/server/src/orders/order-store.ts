import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents, type Money, type OrderStatus, type PaymentMethod } from '@tirage/domain';
import { sql } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { StoredAddress } from '../cart/cart-store.js';
import { isUuid, vatMentionOf } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import type { BankTransferAccount } from '../config/config.js';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';
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

const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'cartId',
  'customerId',
  'tenantCode',
  'status',
  'currency',
  'lines',
  'shippingAddress',
  'billingAddress',
  'totalCents',
  'taxedCents',
  'paidCents',
  'checkout',
  'paymentMethod',
  'createdAt',
] as const;

/** An order as read: status, currency and the JSON columns as their writers stored them. */
type OrderRecord = Omit<OrderRow, 'createdAt'> & { readonly createdAt: Date };

const asOrder = (row: OrderRecord): OrderRow => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Whose orders a call may read: the customer of the token, in the shop of the request. */
export interface OrderOwner {
  readonly customerId: string;
  readonly tenantCode: string;
}

/**
 * One order by `column`, in the shop and, with `customerId`, only that customer's; `lock` holds
 * the row.
 */
async function findOrder(
  q: Queryable,
  column: 'id' | 'orderNumber',
  value: string,
  scope: { readonly tenantCode: string; readonly customerId?: string },
  lock: boolean,
): Promise<OrderRow | undefined> {
  const row = await queryBuilder(q)
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where(column, '=', value)
    .$if(scope.customerId !== undefined, (select) =>
      select.where('customerId', '=', scope.customerId as string),
    )
    .where('tenantCode', '=', scope.tenantCode)
    .$if(lock, (select) => select.forUpdate())
    .$castTo<OrderRecord>()
    .executeTakeFirst();
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
  return findOrder(q, 'id', id, owner, options.lock === true);
}

/** An order by id, whoever owns it, its row locked: settling a payment that reconciliation found. */
export async function lockOrder(q: Queryable, id: string): Promise<OrderRow | undefined> {
  const row = await queryBuilder(q)
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .$castTo<OrderRecord>()
    .executeTakeFirst();
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
  return findOrder(q, 'orderNumber', orderNumber, owner, false);
}

/** An order of the shop by its number, whoever placed it: for staff. */
export function findShopOrderByNumber(
  q: Queryable,
  tenantCode: string,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  return findOrder(q, 'orderNumber', orderNumber, { tenantCode }, false);
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
  const qb = queryBuilder(q);
  const ownOrders = qb
    .selectFrom('orders')
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode);
  const count = await ownOrders
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .executeTakeFirst();
  const total = count?.total ?? 0;
  const offset = (request.page - 1) * request.perPage;
  // Past the last page there is nothing to read (and a page number that large needs no offset).
  if (offset >= total) return { orders: [], total };
  const rows = await ownOrders
    .select((eb) => [
      'id',
      'orderNumber',
      'status',
      'currency',
      eb.fn<number>('jsonb_array_length', ['lines']).as('lineItemCount'),
      'totalCents',
      'taxedCents',
      'createdAt',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(request.perPage)
    .offset(offset)
    .$narrowType<{ status: OrderStatus; currency: CurrencyCode }>()
    .execute();
  return { total, orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
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
  const row = await queryBuilder(q)
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('cartId', '=', cartId)
    .$castTo<OrderRecord>()
    .executeTakeFirst();
  return row === undefined ? undefined : asOrder(row);
}

/** Inserts the order made from a cart; its number comes from a sequence, so numbers never repeat. */
export async function insertOrder(
  q: Queryable,
  order: Omit<OrderRow, 'id' | 'orderNumber' | 'status' | 'paidCents' | 'paymentMethod' | 'createdAt'>,
): Promise<{ readonly id: string; readonly orderNumber: string }> {
  return queryBuilder(q)
    .insertInto('orders')
    .values({
      orderNumber: sql<string>`'TIR-' || nextval('order_numbers')`,
      cartId: order.cartId,
      customerId: order.customerId,
      tenantCode: order.tenantCode,
      currency: order.currency,
      lines: jsonb(order.lines),
      shippingAddress: order.shippingAddress === null ? null : jsonb(order.shippingAddress),
      billingAddress: order.billingAddress === null ? null : jsonb(order.billingAddress),
      totalCents: order.totalCents,
      taxedCents: order.taxedCents,
      checkout: jsonb(order.checkout),
    })
    .returning(['id', 'orderNumber'])
    .executeTakeFirstOrThrow();
}

/** Replaces an order's lines and totals (a finalized edit). */
export async function updateOrderLines(
  q: Queryable,
  id: string,
  lines: readonly WireLine[],
  totals: { readonly totalCents: number; readonly taxedCents: number },
): Promise<void> {
  await queryBuilder(q)
    .updateTable('orders')
    .set({
      lines: jsonb(lines),
      totalCents: totals.totalCents,
      taxedCents: totals.taxedCents,
      updatedAt: sql`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Marks a line's professional file check as done (a file of it was reviewed): `isFileCheckEditable` false. */
export async function closeFileCheck(q: Queryable, orderId: string, lineId: string): Promise<void> {
  const order = await lockOrder(q, orderId);
  if (order === undefined) return;
  const lines = order.lines.map((line) =>
    line.id === lineId ? { ...line, isFileCheckEditable: false } : line,
  );
  await queryBuilder(q)
    .updateTable('orders')
    .set({ lines: jsonb(lines), updatedAt: sql`now()` })
    .where('id', '=', orderId)
    .execute();
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
  const row = await queryBuilder(q)
    .updateTable('orders')
    .set((eb) => ({
      paidCents: eb('paidCents', '+', payment.amountCents),
      status: eb
        .case()
        .when(eb('paidCents', '+', payment.amountCents), '>=', eb.ref('taxedCents'))
        .then('paid')
        .else(eb.ref('status'))
        .end(),
      paymentMethod: payment.method,
      updatedAt: payment.at.toString(),
    }))
    .where('id', '=', order.id)
    .returning(ORDER_COLUMNS)
    .$castTo<OrderRecord>()
    .executeTakeFirst();
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
  const row = await queryBuilder(q)
    .updateTable('orders')
    .set((eb) => ({
      paymentMethod: method,
      status: method === 'deferred' ? 'fileReview' : eb.ref('status'),
      updatedAt: at.toString(),
    }))
    .where('id', '=', order.id)
    .returning(ORDER_COLUMNS)
    .$castTo<OrderRecord>()
    .executeTakeFirst();
  if (row === undefined) throw new Error(`order ${order.id} vanished while its payment was chosen`);
  return asOrder(row);
}

/** After an edit the shopper chooses again how to pay: the method is cleared and, if money is due, the order awaits payment. */
export async function resetPaymentMethod(q: Queryable, order: OrderRow): Promise<void> {
  await queryBuilder(q)
    .updateTable('orders')
    .set((eb) => ({
      paymentMethod: null,
      status: eb
        .case()
        .when(eb.and([eb('taxedCents', '>', eb.ref('paidCents')), eb('status', '=', 'paid')]))
        .then('pendingPayment')
        .else(eb.ref('status'))
        .end(),
      updatedAt: sql`now()`,
    }))
    .where('id', '=', order.id)
    .execute();
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
    vatMention: vatMentionOf(order.lines),
  };
}
