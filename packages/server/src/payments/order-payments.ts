import { type ErrorEnvelope, moneyToWire, type routes } from '@tirage/api-client/contract';
import {
  allowsDeferredPayment,
  amountDue,
  assertNever,
  cents,
  chargeRefusal,
  type PaymentGatewayPort,
  type PaymentRefusal,
  type Result,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type * as z from 'zod';
import type { BankTransferAccount } from '../config/config.js';
import type { Database, Queryable } from '../db/database.js';
import {
  claimIdempotencyKey,
  type IdempotencyScope,
  recordIdempotentAnswer,
  requestFingerprint,
} from '../http/idempotency.js';
import { answer, Refusal, type RouteDataOf, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import type { Logger } from '../logging/logger.js';
import { orderAnswer } from '../orders/order-answer.js';
import { chooseLaterPayment, findCustomerOrder, type OrderOwner } from '../orders/order-store.js';
import { insertPayment } from '../orders/payment-store.js';
import { recordMandate } from './bank-transfer-store.js';
import { hasPendingGatewayPayment, pendingBankTransfer, updatePendingAmount } from './payment-records.js';
import {
  PAY_OPERATION,
  type PaymentOutcomeData,
  paymentRefusal,
  settlePayment,
  verdictOfCharge,
} from './settle-payment.js';

type BankTransferData = RouteDataOf<(typeof routes)['payment.bankTransfer']>;
type DeferredData = RouteDataOf<(typeof routes)['payment.deferred']>;
type PayBody = z.output<(typeof routes)['payment.pay']['request']>;
type BankTransferBody = z.output<(typeof routes)['payment.bankTransfer']['request']>;
type DeferredBody = z.output<(typeof routes)['payment.deferred']['request']>;

/** Who pays, in which shop, with which key: what every payment call is given. */
export interface PaymentCaller {
  readonly customerId: string;
  readonly tenantCode: string;
  readonly idempotencyKey: string;
}

export interface OrderPaymentsDeps {
  readonly db: Database;
  /** The card payment provider, when one is configured. */
  readonly gateway: PaymentGatewayPort | undefined;
  readonly bankAccount: BankTransferAccount;
  readonly logger: Logger;
  readonly now: () => Temporal.Instant;
}

/** A refusal to throw out of the transaction, which rolls it back. */
const refusal = (outcome: RouteOutcome<never>) => new Refusal(outcome);

const ORDER_NOT_FOUND = () => refuse(404, 'Order not found', { kind: 'order.notFound' });
const KEY_REUSED = () =>
  refuse(422, 'This Idempotency-Key was already used for another request', {
    kind: 'request.idempotencyKeyReused',
  });

/** A payment rule the domain refused, as the API answers it. */
function paymentRuleAnswer(failure: PaymentRefusal): RouteOutcome<never> {
  switch (failure.kind) {
    case 'order.notAwaitingPayment':
      return refuse(409, `Order ${failure.orderNumber} is ${failure.status} and awaits no payment`, {
        kind: failure.kind,
      });
    case 'payment.currencyMismatch':
      return refuseFields([
        { path: 'maxAmount.currencyCode', message: `The order is in ${failure.orderCurrency}` },
      ]);
    case 'payment.amountChanged': {
      const shown = (amount: number) => `${(amount / 100).toFixed(2)} ${failure.currency}`;
      return refuse(
        409,
        `The order now needs ${shown(failure.dueCents)}, more than the ${shown(failure.agreedCents)} agreed: show the new amount first`,
        { kind: failure.kind },
      );
    }
    case 'payment.methodNotAllowed':
      return refuse(409, 'Deferred payment is not allowed for the billing address of this order', {
        kind: failure.kind,
      });
    case 'payment.currencyNotAccepted':
      return refuse(
        409,
        `The card payment provider takes no payment in ${failure.currency} (no merchant account is configured for it): nothing was charged`,
        { kind: failure.kind },
      );
    default:
      return assertNever(failure);
  }
}

/** The value of a rule, or its refusal thrown out of the transaction. */
function orRefuse<T>(result: Result<T, PaymentRefusal>): T {
  if (!result.ok) throw refusal(paymentRuleAnswer(result.error));
  return result.value;
}

/** What a retry of a request answers: what the first attempt answered, or 409 while it is still at work. */
function replayed<Data>(claim: { readonly statusCode: number; readonly data: unknown }): RouteOutcome<Data> {
  if (claim.statusCode === 0) return paymentRefusal.inProgress();
  if (claim.statusCode < 400) return answer(claim.data as Data);
  return { ok: false, error: claim.data as ErrorEnvelope };
}

/** The customer's order in the request's shop, its row locked. */
async function lockedOrder(tx: Queryable, orderId: string, owner: OrderOwner) {
  const order = await findCustomerOrder(tx, orderId, owner, { lock: true });
  if (order === undefined) throw refusal(ORDER_NOT_FOUND());
  return order;
}

/**
 * The ways an order is paid (docs/payments.md): with a nonce of the provider (card, PayPal),
 * by bank transfer with its mandate, or later on invoice. The browser never says a payment
 * succeeded: only the provider's answer to our own charge marks an order paid. Each call claims
 * its Idempotency-Key and answers what the API sends: a retry replays the recorded answer.
 */
export function orderPayments(deps: OrderPaymentsDeps) {
  const { db, gateway, bankAccount, logger } = deps;

  /**
   * Runs `work` in one transaction after claiming the request's Idempotency-Key: a retry answers
   * what the first attempt answered, a key reused for another request is refused. A refusal
   * thrown by `work` rolls everything back, the claim too, so the same key may be sent again.
   */
  function idempotent<Data>(
    scope: IdempotencyScope,
    fingerprint: string,
    work: (tx: Queryable) => Promise<RouteOutcome<Data>>,
  ): Promise<RouteOutcome<Data>> {
    return db.transaction(async (tx) => {
      const claim = await claimIdempotencyKey(tx, scope, fingerprint);
      if (claim.kind === 'mismatch') throw refusal(KEY_REUSED());
      if (claim.kind === 'replay') return replayed<Data>(claim);
      return work(tx);
    });
  }

  /** Pays with a nonce: claim (committed), charge outside any transaction, settle. */
  async function pay(caller: PaymentCaller, body: PayBody): Promise<RouteOutcome<PaymentOutcomeData>> {
    if (gateway === undefined) return paymentRefusal.notConfigured();
    const { customerId, idempotencyKey } = caller;
    const owner = { customerId, tenantCode: caller.tenantCode };
    const scope = { customerId, key: idempotencyKey, operation: PAY_OPERATION };
    const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });

    // 1. Claim, in one transaction committed before the provider is called.
    const claimed = await db.transaction(async (tx) => {
      // The key first (it takes a share lock on the customer's row, as the wallet's payment
      // does before it locks the order), then the order's row: every payment of the order waits.
      const claim = await claimIdempotencyKey(tx, scope, fingerprint);
      if (claim.kind === 'mismatch') throw refusal(KEY_REUSED());
      if (claim.kind === 'replay')
        return { kind: 'replay', outcome: replayed<PaymentOutcomeData>(claim) } as const;
      const order = await lockedOrder(tx, body.orderId, owner);
      if (body.maxAmount.currencyCode !== order.currency) {
        throw refusal(paymentRuleAnswer({ kind: 'payment.currencyMismatch', orderCurrency: order.currency }));
      }
      orRefuse(amountDue(order));
      // The provider charges in the order's currency, or not at all.
      if (gateway.acceptsCurrency?.(order.currency) === false) {
        throw refusal(paymentRuleAnswer({ kind: 'payment.currencyNotAccepted', currency: order.currency }));
      }
      if (await hasPendingGatewayPayment(tx, order.id)) throw refusal(paymentRefusal.inProgress());
      const due = orRefuse(chargeRefusal(order, body.maxAmount));
      const payment = await insertPayment(
        tx,
        {
          orderId: order.id,
          method: body.method,
          amountCents: due,
          currency: order.currency,
          status: 'pending',
        },
        deps.now(),
        { gateway: gateway.provider, idempotencyKey },
      );
      return { kind: 'claimed', order, payment } as const;
    });
    if (claimed.kind === 'replay') return claimed.outcome;
    const { order, payment } = claimed;

    // 2. Charge, outside any transaction. A failure leaves the payment pending: the provider
    // may have charged it, and reconciliation asks it by our reference.
    let result: Awaited<ReturnType<PaymentGatewayPort['charge']>>;
    try {
      result = await gateway.charge({
        reference: payment.id,
        orderNumber: order.orderNumber,
        method: body.method,
        nonce: body.nonce,
        amount: cents(payment.amountCents, order.currency),
        deviceData: body.deviceData,
        customerReference: customerId,
      });
    } catch (error) {
      logger.error(
        { err: error, paymentId: payment.id, orderId: order.id, provider: gateway.provider },
        'charge failed: the payment stays pending until reconciliation',
      );
      return paymentRefusal.unreachable();
    }
    if (result.status === 'declined') {
      logger.info(
        { paymentId: payment.id, orderId: order.id, reason: result.reason, detail: result.detail },
        'payment declined',
      );
    }

    // 3. Settle, in a second transaction; the answer is recorded for retries of this key.
    return settlePayment(db, payment.id, verdictOfCharge(result), deps.now());
  }

  /** Chooses bank transfer: one pending payment for what is due, and the accepted mandate. */
  function bankTransfer(
    caller: PaymentCaller,
    body: BankTransferBody,
    clientAddress: string,
  ): Promise<RouteOutcome<BankTransferData>> {
    const { customerId, idempotencyKey } = caller;
    const owner = { customerId, tenantCode: caller.tenantCode };
    const scope = { customerId, key: idempotencyKey, operation: 'payment.bankTransfer' };
    const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });
    return idempotent<BankTransferData>(scope, fingerprint, async (tx) => {
      const order = await lockedOrder(tx, body.orderId, owner);
      const due = orRefuse(amountDue(order));
      const at = deps.now();
      // Choosing bank transfer again (another visit of the payment page) keeps its one payment,
      // for what is due now; each acceptance of the mandate is recorded.
      const awaited = await pendingBankTransfer(tx, order.id);
      let paymentId: string;
      if (awaited === undefined) {
        const payment = await insertPayment(
          tx,
          {
            orderId: order.id,
            method: 'bankTransfer',
            amountCents: due,
            currency: order.currency,
            status: 'pending',
          },
          at,
          { idempotencyKey },
        );
        paymentId = payment.id;
      } else {
        await updatePendingAmount(tx, awaited.id, due, at);
        paymentId = awaited.id;
      }
      await recordMandate(tx, {
        orderId: order.id,
        customerId,
        paymentId,
        acceptedAt: at,
        clientAddress,
        account: bankAccount,
      });
      const chosen = await chooseLaterPayment(tx, order, 'bankTransfer', at);
      const data: BankTransferData = {
        paymentId,
        order: await orderAnswer(tx, chosen),
        instructions: {
          accountHolder: bankAccount.holder,
          iban: bankAccount.iban,
          bic: bankAccount.bic,
          reference: order.orderNumber,
          amount: moneyToWire(cents(due, order.currency)),
        },
      };
      await recordIdempotentAnswer(tx, scope, 201, data);
      return answer(data);
    });
  }

  /** Chooses deferred payment on invoice, where the order's billing address allows it. */
  function deferred(caller: PaymentCaller, body: DeferredBody): Promise<RouteOutcome<DeferredData>> {
    const { customerId, idempotencyKey } = caller;
    const owner = { customerId, tenantCode: caller.tenantCode };
    const scope = { customerId, key: idempotencyKey, operation: 'payment.deferred' };
    const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });
    return idempotent<DeferredData>(scope, fingerprint, async (tx) => {
      const order = await lockedOrder(tx, body.orderId, owner);
      if (!allowsDeferredPayment({ billingAddress: order.billingAddress ?? undefined })) {
        throw refusal(paymentRuleAnswer({ kind: 'payment.methodNotAllowed' }));
      }
      const due = orRefuse(amountDue(order));
      const at = deps.now();
      const payment = await insertPayment(
        tx,
        {
          orderId: order.id,
          method: 'deferred',
          amountCents: due,
          currency: order.currency,
          status: 'pending',
        },
        at,
        { idempotencyKey },
      );
      const confirmed = await chooseLaterPayment(tx, order, 'deferred', at);
      const data: DeferredData = {
        status: 'pending',
        paymentId: payment.id,
        order: await orderAnswer(tx, confirmed),
      };
      await recordIdempotentAnswer(tx, scope, 201, data);
      return answer(data);
    });
  }

  return { pay, bankTransfer, deferred };
}
