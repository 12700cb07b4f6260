import type { ClockPort, PaymentGatewayPort } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import { pendingGatewayPayments } from './payment-records.js';
import {
  type ChargeVerdict,
  NONCE_LIFETIME_HOURS,
  settlePayment,
  verdictOfTransaction,
} from './settle-payment.js';

export interface ReconciliationReport {
  /** Pending card/PayPal payments of this provider that were looked up. */
  readonly checked: number;
  /** Found paid at the provider: now paid here, with their orders. */
  readonly paid: number;
  /** Declined at the provider, or never charged within the nonce's lifetime: now failed. */
  readonly failed: number;
  /** No transaction yet, but the nonce may still be charged: left pending. */
  readonly stillPending: number;
  /** Charged through another provider than the one configured now: left alone. */
  readonly otherProvider: number;
  /** The provider could not be asked (logged): left pending for the next run. */
  readonly errors: number;
}

/**
 * Settles the card/PayPal payments a crash left pending between the charge and its settlement
 * (docs/payments.md): each is looked up at the provider by our reference. A paid transaction
 * settles it exactly as the payment call would have; a declined one fails it; none at all, once
 * the payment is older than the nonce's lifetime, fails it as abandoned (nothing was charged).
 * Payments of another provider than this one are left alone: this one cannot know them.
 */
export async function reconcilePendingPayments(deps: {
  readonly db: Database;
  readonly gateway: PaymentGatewayPort;
  readonly clock: ClockPort;
  readonly logger: Logger;
}): Promise<ReconciliationReport> {
  const { db, gateway, clock, logger } = deps;
  const counts = { checked: 0, paid: 0, failed: 0, stillPending: 0, otherProvider: 0, errors: 0 };
  const now = clock.now();
  const abandonedBefore = now.subtract({ hours: NONCE_LIFETIME_HOURS });
  for (const payment of await pendingGatewayPayments(db)) {
    if (payment.gateway !== gateway.provider) {
      counts.otherProvider++;
      continue;
    }
    counts.checked++;
    try {
      const transaction = await gateway.findByReference(payment.id);
      let verdict: ChargeVerdict | undefined;
      if (transaction !== undefined) verdict = verdictOfTransaction(transaction);
      else if (Temporal.Instant.compare(Temporal.Instant.from(payment.createdAt), abandonedBefore) <= 0) {
        verdict = { kind: 'failed', reason: 'abandoned', detail: 'no transaction at the provider' };
      }
      if (verdict === undefined) {
        counts.stillPending++;
        continue;
      }
      await settlePayment(db, payment.id, verdict, clock.now());
      if (verdict.kind === 'paid') counts.paid++;
      else counts.failed++;
      logger.info(
        { paymentId: payment.id, orderId: payment.orderId, outcome: verdict.kind },
        'reconciled a pending payment',
      );
    } catch (error) {
      counts.errors++;
      logger.error({ err: error, paymentId: payment.id }, 'could not reconcile a pending payment');
    }
  }
  return counts;
}
