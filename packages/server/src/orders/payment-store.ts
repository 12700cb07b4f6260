import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents, type PaymentMethod, type PaymentStatus } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

/** A payment of an order, whatever its method (table `payments`). */
export interface PaymentRow {
  readonly id: string;
  readonly orderId: string;
  readonly method: PaymentMethod;
  readonly amountCents: number;
  readonly currency: CurrencyCode;
  readonly status: PaymentStatus;
  readonly createdAt: string;
}

/** A `payments` row as the database answers it (its columns: `PAYMENT_COLUMNS`). */
export interface PaymentRecord {
  id: string;
  order_id: string;
  method: PaymentMethod;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  created_at: Date | string;
}

export const PAYMENT_COLUMNS = `id::text as id, order_id::text as order_id, method, amount_cents, currency, status,
  created_at`;

export const asPayment = (row: PaymentRecord): PaymentRow => ({
  id: row.id,
  orderId: row.order_id,
  method: row.method,
  amountCents: row.amount_cents,
  currency: row.currency as CurrencyCode,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The order's payments, oldest first. */
export async function orderPayments(q: Queryable, orderId: string): Promise<readonly PaymentRow[]> {
  const rows = await q.query<PaymentRecord>(
    `select ${PAYMENT_COLUMNS} from payments where order_id = $1 order by created_at, id`,
    [orderId],
  );
  return rows.map(asPayment);
}

/** Records a payment of an order; the caller adds a paid one to the order's `paid_cents` in the same transaction. */
export async function insertPayment(
  q: Queryable,
  payment: Omit<PaymentRow, 'id' | 'createdAt'>,
  at: Temporal.Instant,
  origin: {
    /** The provider that charges it (card and PayPal payments). */
    readonly gateway?: 'braintree' | 'sandbox';
    /** The Idempotency-Key of the request that made it, for whoever settles it later. */
    readonly idempotencyKey?: string;
  } = {},
): Promise<PaymentRow> {
  const [row] = await q.query<PaymentRecord>(
    `insert into payments (order_id, method, amount_cents, currency, status, gateway, idempotency_key,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7::uuid, $8::timestamptz, $8::timestamptz)
     returning ${PAYMENT_COLUMNS}`,
    [
      payment.orderId,
      payment.method,
      payment.amountCents,
      payment.currency,
      payment.status,
      origin.gateway ?? null,
      origin.idempotencyKey ?? null,
      at.toString(),
    ],
  );
  if (row === undefined) throw new Error('insert into payments returned no row');
  return asPayment(row);
}

/** A payment as the order's `payments` answers it. */
export function paymentToWire(payment: PaymentRow) {
  return {
    id: payment.id,
    method: payment.method,
    amount: moneyToWire(cents(payment.amountCents, payment.currency)),
    status: payment.status,
    createdAt: payment.createdAt,
  };
}
