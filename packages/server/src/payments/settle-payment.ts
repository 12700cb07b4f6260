import type { routes } from '@tirage/api-client/contract';
import {
  type GatewayChargeResult,
  type GatewayDeclineReason,
  type GatewayTransaction,
  transactionIsPaid,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Database, Queryable } from '../db/database.js';
import { recordIdempotentAnswer } from '../http/idempotency.js';
import { answer, type RouteDataOf, type RouteOutcome, refuse } from '../http/route.js';
import { orderAnswer } from '../orders/order-answer.js';
import { addOrderPayment, lockOrder, type OrderRow } from '../orders/order-store.js';
import {
  findPayment,
  markPaymentFailed,
  markPaymentPaid,
  type PaymentFailure,
  type SettlingPayment,
} from './payment-records.js';

/** What `POST /payment/pay/` answers on success. */
export type PaymentOutcomeData = RouteDataOf<(typeof routes)['payment.pay']>;

/** The idempotency operation of a card/PayPal payment. */
export const PAY_OPERATION = 'payment.pay';

/** How long a nonce of the provider can be charged: a pending payment older than this with no transaction never will be. */
export const NONCE_LIFETIME_HOURS = 3;

/** The refusals of the payment calls: status, kind and an English message (the storefront shows French). */
export const paymentRefusal = {
  declined: () =>
    refuse(402, 'The bank or PayPal declined the payment: nothing was charged', { kind: 'payment.declined' }),
  authenticationFailed: () =>
    refuse(402, 'The card holder could not be authenticated (3-D Secure): nothing was charged', {
      kind: 'payment.authenticationFailed',
    }),
  invalidNonce: () =>
    refuse(402, 'The payment details expired or were already used: enter them again', {
      kind: 'payment.invalidNonce',
    }),
  abandoned: () =>
    refuse(503, 'The payment provider never confirmed this payment: nothing was charged, try again', {
      kind: 'payment.providerUnavailable',
    }),
  unreachable: () =>
    refuse(
      503,
      'The payment provider could not be reached: the payment is confirmed or cancelled once it answers',
      { kind: 'payment.providerUnavailable' },
    ),
  notConfigured: () =>
    refuse(503, 'No card payment provider is configured', { kind: 'payment.providerUnavailable' }),
  inProgress: () =>
    refuse(409, 'Another payment of this order is being charged: wait for its outcome', {
      kind: 'payment.inProgress',
    }),
} as const;

/** The refusal a failed payment answers, for the request that made it and every retry of it. */
function failureRefusal(reason: PaymentFailure): RouteOutcome<never> {
  switch (reason) {
    case 'declined':
      return paymentRefusal.declined();
    case 'authenticationFailed':
      return paymentRefusal.authenticationFailed();
    case 'invalidNonce':
      return paymentRefusal.invalidNonce();
    case 'abandoned':
      return paymentRefusal.abandoned();
    default:
      return reason satisfies never;
  }
}

/** What the provider's word means for our payment. */
export type ChargeVerdict =
  | { readonly kind: 'paid'; readonly transactionId: string }
  | { readonly kind: 'failed'; readonly reason: PaymentFailure; readonly detail: string | undefined };

/** A transaction the provider holds: paid, or failed with why. */
export function verdictOfTransaction(transaction: GatewayTransaction): ChargeVerdict {
  if (transactionIsPaid(transaction)) return { kind: 'paid', transactionId: transaction.id };
  const reason: GatewayDeclineReason | 'abandoned' =
    transaction.status === 'declined' ? 'declined' : 'abandoned';
  return { kind: 'failed', reason, detail: `transaction ${transaction.id} is ${transaction.status}` };
}

/** The answer of `gateway.charge`. */
export function verdictOfCharge(result: GatewayChargeResult): ChargeVerdict {
  return result.status === 'succeeded'
    ? verdictOfTransaction(result.transaction)
    : { kind: 'failed', reason: result.reason, detail: result.detail };
}

/**
 * Step 3 of a card/PayPal payment (docs/payments.md), shared by the payment call and
 * reconciliation: in one transaction, with the order's row locked, a paid verdict marks the
 * payment paid and adds it to the order; a failed one marks it failed (the order stays payable);
 * the answer is recorded for the Idempotency-Key of the request that made the payment, so a
 * retry of it answers the same. A payment settled already (reconciliation beside a live request)
 * is left as it is and answered as it stands.
 */
export function settlePayment(
  db: Database,
  paymentId: string,
  verdict: ChargeVerdict,
  at: Temporal.Instant,
): Promise<RouteOutcome<PaymentOutcomeData>> {
  return db.transaction(async (tx) => {
    const seen = await findPayment(tx, paymentId);
    if (seen === undefined) throw new Error(`payment ${paymentId} vanished before it was settled`);
    // The order's row first, as the payment call takes it: then the payment's.
    const order = await lockOrder(tx, seen.orderId);
    const payment = await findPayment(tx, paymentId, { lock: true });
    if (order === undefined || payment === undefined)
      throw new Error(`payment ${paymentId} or its order vanished before it was settled`);
    if (payment.status !== 'pending') return answerAsItStands(tx, order, payment);

    let outcome: RouteOutcome<PaymentOutcomeData>;
    if (verdict.kind === 'paid') {
      await markPaymentPaid(tx, payment.id, verdict.transactionId, at);
      const paid = await addOrderPayment(tx, order, {
        amountCents: payment.amountCents,
        method: payment.method,
        at,
      });
      outcome = answer(await paidAnswer(tx, paid, payment.id));
    } else {
      await markPaymentFailed(tx, payment.id, verdict, at);
      outcome = failureRefusal(verdict.reason);
    }
    if (payment.idempotencyKey !== null) {
      await recordIdempotentAnswer(
        tx,
        { customerId: order.customerId, key: payment.idempotencyKey, operation: PAY_OPERATION },
        outcome.ok ? 201 : outcome.error.code,
        outcome.ok ? outcome.data : outcome.error,
      );
    }
    return outcome;
  });
}

async function paidAnswer(q: Queryable, order: OrderRow, paymentId: string): Promise<PaymentOutcomeData> {
  return {
    status: order.status === 'paid' ? 'paid' : 'pending',
    paymentId,
    order: await orderAnswer(q, order),
  };
}

async function answerAsItStands(
  q: Queryable,
  order: OrderRow,
  payment: SettlingPayment,
): Promise<RouteOutcome<PaymentOutcomeData>> {
  if (payment.status === 'failed') return failureRefusal(payment.failure ?? 'declined');
  return answer(await paidAnswer(q, order, payment.id));
}
