import type { GatewayDeclineReason } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { asPayment, PAYMENT_COLUMNS, type PaymentRecord, type PaymentRow } from '../orders/payment-store.js';

/** Why a payment failed: the provider's decline, or no transaction found once the nonce expired. */
export type PaymentFailure = GatewayDeclineReason | 'abandoned';

/** A payment as settling it needs it: who charged it, and the request that made it. */
export interface SettlingPayment extends PaymentRow {
  readonly gateway: 'braintree' | 'sandbox' | null;
  readonly idempotencyKey: string | null;
  readonly failure: PaymentFailure | null;
}

interface SettlingRecord extends PaymentRecord {
  gateway: 'braintree' | 'sandbox' | null;
  idempotency_key: string | null;
  failure: PaymentFailure | null;
}

const COLUMNS = `${PAYMENT_COLUMNS}, gateway, idempotency_key::text as idempotency_key, failure`;

const asSettling = (row: SettlingRecord): SettlingPayment => ({
  ...asPayment(row),
  gateway: row.gateway,
  idempotencyKey: row.idempotency_key,
  failure: row.failure,
});

/** A payment by id; `lock` holds its row (the caller holds its order's row first). */
export async function findPayment(
  q: Queryable,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<SettlingPayment | undefined> {
  const [row] = await q.query<SettlingRecord>(
    `select ${COLUMNS} from payments where id = $1${options.lock === true ? ' for update' : ''}`,
    [id],
  );
  return row === undefined ? undefined : asSettling(row);
}

/** Whether a card or PayPal payment of the order is being charged (at most one is, by the schema). */
export async function hasPendingGatewayPayment(q: Queryable, orderId: string): Promise<boolean> {
  const rows = await q.query(
    `select 1 from payments where order_id = $1 and status = 'pending' and method in ('card', 'paypal')`,
    [orderId],
  );
  return rows.length > 0;
}

/** The order's pending bank transfer, if the shopper chose one already. */
export async function pendingBankTransfer(
  q: Queryable,
  orderId: string,
): Promise<SettlingPayment | undefined> {
  const [row] = await q.query<SettlingRecord>(
    `select ${COLUMNS} from payments where order_id = $1 and status = 'pending' and method = 'bankTransfer'
     order by created_at desc, id desc limit 1`,
    [orderId],
  );
  return row === undefined ? undefined : asSettling(row);
}

/** Every card and PayPal payment still waiting for the provider's word, oldest first. */
export async function pendingGatewayPayments(q: Queryable): Promise<readonly SettlingPayment[]> {
  const rows = await q.query<SettlingRecord>(
    `select ${COLUMNS} from payments where status = 'pending' and method in ('card', 'paypal')
     order by created_at, id`,
  );
  return rows.map(asSettling);
}

/** The provider took the money: the payment is paid, with the provider's transaction id. */
export async function markPaymentPaid(
  q: Queryable,
  id: string,
  transactionId: string,
  at: Temporal.Instant,
): Promise<void> {
  await q.query(
    `update payments set status = 'paid', gateway_transaction_id = $2, updated_at = $3::timestamptz where id = $1`,
    [id, transactionId, at.toString()],
  );
}

/** The payment will never take money: the provider declined it, or it was abandoned. */
export async function markPaymentFailed(
  q: Queryable,
  id: string,
  failure: { readonly reason: PaymentFailure; readonly detail: string | undefined },
  at: Temporal.Instant,
): Promise<void> {
  await q.query(
    `update payments set status = 'failed', failure = $2, failure_detail = $3, updated_at = $4::timestamptz
     where id = $1`,
    [id, failure.reason, failure.detail?.slice(0, 1000) ?? null, at.toString()],
  );
}

/** The amount still awaited by a pending payment, after the order changed (a bank transfer chosen again). */
export async function updatePendingAmount(
  q: Queryable,
  id: string,
  amountCents: number,
  at: Temporal.Instant,
): Promise<void> {
  await q.query(
    `update payments set amount_cents = $2, updated_at = $3::timestamptz where id = $1 and status = 'pending'`,
    [id, amountCents, at.toString()],
  );
}
