import type { GatewayDeclineReason } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import { asPayment, PAYMENT_COLUMNS, type PaymentRecord, type PaymentRow } from '../orders/payment-store.js';

/** Why a payment failed: the provider's decline, or no transaction found once the nonce expired. */
export type PaymentFailure = GatewayDeclineReason | 'abandoned';

/** A payment as settling it needs it: who charged it, and the request that made it. */
export interface SettlingPayment extends PaymentRow {
  readonly gateway: 'braintree' | 'sandbox' | null;
  readonly idempotencyKey: string | null;
  readonly failure: PaymentFailure | null;
}

type SettlingRecord = PaymentRecord & Pick<SettlingPayment, 'gateway' | 'idempotencyKey' | 'failure'>;

const COLUMNS = [...PAYMENT_COLUMNS, 'gateway', 'idempotencyKey', 'failure'] as const;

/** A payment by id; `lock` holds its row (the caller holds its order's row first). */
export async function findPayment(
  q: Queryable,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<SettlingPayment | undefined> {
  const row = await queryBuilder(q)
    .selectFrom('payments')
    .select(COLUMNS)
    .where('id', '=', id)
    .$if(options.lock === true, (select) => select.forUpdate())
    .$castTo<SettlingRecord>()
    .executeTakeFirst();
  return row === undefined ? undefined : asPayment(row);
}

/** Whether a card or PayPal payment of the order is being charged (at most one is, by the schema). */
export async function hasPendingGatewayPayment(q: Queryable, orderId: string): Promise<boolean> {
  const row = await queryBuilder(q)
    .selectFrom('payments')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .where('method', 'in', ['card', 'paypal'])
    .executeTakeFirst();
  return row !== undefined;
}

/** The order's pending bank transfer, if the shopper chose one already. */
export async function pendingBankTransfer(
  q: Queryable,
  orderId: string,
): Promise<SettlingPayment | undefined> {
  const row = await queryBuilder(q)
    .selectFrom('payments')
    .select(COLUMNS)
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .where('method', '=', 'bankTransfer')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .$castTo<SettlingRecord>()
    .executeTakeFirst();
  return row === undefined ? undefined : asPayment(row);
}

/** Every card and PayPal payment still waiting for the provider's word, oldest first. */
export async function pendingGatewayPayments(q: Queryable): Promise<readonly SettlingPayment[]> {
  const rows = await queryBuilder(q)
    .selectFrom('payments')
    .select(COLUMNS)
    .where('status', '=', 'pending')
    .where('method', 'in', ['card', 'paypal'])
    .orderBy('createdAt')
    .orderBy('id')
    .$castTo<SettlingRecord>()
    .execute();
  return rows.map(asPayment);
}

/** The provider took the money: the payment is paid, with the provider's transaction id. */
export async function markPaymentPaid(
  q: Queryable,
  id: string,
  transactionId: string,
  at: Temporal.Instant,
): Promise<void> {
  await queryBuilder(q)
    .updateTable('payments')
    .set({ status: 'paid', gatewayTransactionId: transactionId, updatedAt: at.toString() })
    .where('id', '=', id)
    .execute();
}

/** The payment will never take money: the provider declined it, or it was abandoned. */
export async function markPaymentFailed(
  q: Queryable,
  id: string,
  failure: { readonly reason: PaymentFailure; readonly detail: string | undefined },
  at: Temporal.Instant,
): Promise<void> {
  await queryBuilder(q)
    .updateTable('payments')
    .set({
      status: 'failed',
      failure: failure.reason,
      failureDetail: failure.detail?.slice(0, 1000) ?? null,
      updatedAt: at.toString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The amount still awaited by a pending payment, after the order changed (a bank transfer chosen again). */
export async function updatePendingAmount(
  q: Queryable,
  id: string,
  amountCents: number,
  at: Temporal.Instant,
): Promise<void> {
  await queryBuilder(q)
    .updateTable('payments')
    .set({ amountCents, updatedAt: at.toString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
