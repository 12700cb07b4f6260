import { moneyToWire } from '@tirage/api-client/contract';
import { type CurrencyCode, cents, type PaymentMethod, type PaymentStatus } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

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

export const PAYMENT_COLUMNS = [
  'id',
  'orderId',
  'method',
  'amountCents',
  'currency',
  'status',
  'createdAt',
] as const;

/** A `payments` row as read (its columns: `PAYMENT_COLUMNS`): method, currency and status as written. */
export type PaymentRecord = Omit<PaymentRow, 'createdAt'> & { readonly createdAt: Date };

export const asPayment = <Row extends PaymentRecord>(row: Row): Omit<Row, 'createdAt'> & PaymentRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The order's payments, oldest first. */
export async function orderPayments(q: Queryable, orderId: string): Promise<readonly PaymentRow[]> {
  const rows = await queryBuilder(q)
    .selectFrom('payments')
    .select(PAYMENT_COLUMNS)
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .$castTo<PaymentRecord>()
    .execute();
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
  const row = await queryBuilder(q)
    .insertInto('payments')
    .values({
      orderId: payment.orderId,
      method: payment.method,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      gateway: origin.gateway ?? null,
      idempotencyKey: origin.idempotencyKey ?? null,
      createdAt: at.toString(),
      updatedAt: at.toString(),
    })
    .returning(PAYMENT_COLUMNS)
    .$castTo<PaymentRecord>()
    .executeTakeFirstOrThrow();
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
