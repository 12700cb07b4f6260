import { type ErrorEnvelope, moneyToWire, routes } from '@tirage/api-client/contract';
import { cents, type PaymentGatewayPort } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { DEMO_BANK_TRANSFER_ACCOUNT } from '../config/config.js';
import type { Queryable } from '../db/database.js';
import { socketAddress } from '../http/client-address.js';
import {
  claimIdempotencyKey,
  type IdempotencyScope,
  recordIdempotentAnswer,
  requestFingerprint,
} from '../http/idempotency.js';
import {
  answer,
  mountRoute,
  Refusal,
  type RouteDataOf,
  type RouteOutcome,
  refuse,
  refuseFields,
} from '../http/route.js';
import { orderAnswer } from '../orders/order-answer.js';
import {
  chooseLaterPayment,
  findCustomerOrder,
  type OrderOwner,
  type OrderRow,
} from '../orders/order-store.js';
import { insertPayment } from '../orders/payment-store.js';
import { recordMandate } from '../payments/bank-transfer-store.js';
import {
  hasPendingGatewayPayment,
  pendingBankTransfer,
  updatePendingAmount,
} from '../payments/payment-records.js';
import {
  PAY_OPERATION,
  type PaymentOutcomeData,
  paymentRefusal,
  settlePayment,
  verdictOfCharge,
} from '../payments/settle-payment.js';
import type { ShopApiOptions } from './shop-api-options.js';

type BankTransferData = RouteDataOf<(typeof routes)['payment.bankTransfer']>;
type DeferredData = RouteDataOf<(typeof routes)['payment.deferred']>;

/** A refusal to throw out of the transaction, which rolls it back. */
const refusal = (...args: Parameters<typeof refuse>) => new Refusal(refuse(...args));

const ORDER_NOT_FOUND = () => refusal(404, 'Order not found', { kind: 'order.notFound' });
const KEY_REUSED = () =>
  refusal(422, 'This Idempotency-Key was already used for another request', {
    kind: 'request.idempotencyKeyReused',
  });

/** What a retry of a request answers: what the first attempt answered, or 409 while it is still at work. */
function replayed<Data>(claim: { readonly statusCode: number; readonly data: unknown }): RouteOutcome<Data> {
  if (claim.statusCode === 0) return paymentRefusal.inProgress();
  if (claim.statusCode < 400) return answer(claim.data as Data);
  return { ok: false, error: claim.data as ErrorEnvelope };
}

/** The customer's order in the request's shop, its row locked, still awaiting money; the amount due. */
async function payableOrder(tx: Queryable, orderId: string, owner: OrderOwner) {
  const order = await findCustomerOrder(tx, orderId, owner, { lock: true });
  if (order === undefined) throw ORDER_NOT_FOUND();
  return order;
}

function refuseUnlessAwaitingPayment(order: OrderRow): number {
  const due = order.taxedCents - order.paidCents;
  if (order.status !== 'pendingPayment' || due <= 0) {
    throw refusal(409, `Order ${order.orderNumber} is ${order.status} and awaits no payment`, {
      kind: 'order.notAwaitingPayment',
    });
  }
  return due;
}

/**
 * The payment calls (docs/payments.md): the card payment provider's client token, paying with a
 * nonce (card, PayPal), bank transfer with its mandate, deferred payment on invoice, and the
 * methods the provider keeps for the customer. The browser never says a payment succeeded: only
 * the provider's answer to our own charge marks an order paid.
 */
export const paymentRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, logger }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'payment'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const gateway: PaymentGatewayPort | undefined = options.payments?.gateway?.({ db });
    const bankAccount = options.payments?.bankTransfer ?? DEMO_BANK_TRANSFER_ACCOUNT;
    const clientIp = options.clientIp ?? socketAddress;

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
        if (claim.kind === 'mismatch') throw KEY_REUSED();
        if (claim.kind === 'replay') return replayed<Data>(claim);
        return work(tx);
      });
    }

    /** Runs a call of the provider; its failure (network, provider down) is a 503 with nothing changed here. */
    async function withProvider<T>(
      what: string,
      call: (provider: PaymentGatewayPort) => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; refusal: RouteOutcome<never> }> {
      if (gateway === undefined) return { ok: false, refusal: paymentRefusal.notConfigured() };
      try {
        return { ok: true, value: await call(gateway) };
      } catch (error) {
        logger.error({ err: error, provider: gateway.provider }, `payment provider failed: ${what}`);
        return { ok: false, refusal: paymentRefusal.unreachable() };
      }
    }

    mountRoute(api, routes['payment.clientToken'], deps, async ({ customerId }) => {
      const token = await withProvider('client token', (provider) =>
        provider.clientToken({ customerReference: customerId }),
      );
      if (!token.ok) return token.refusal;
      return answer({ provider: gateway?.provider ?? 'sandbox', clientToken: token.value });
    });

    mountRoute(api, routes['payment.pay'], deps, async ({ body, tenant, customerId, idempotencyKey }) => {
      if (gateway === undefined) return paymentRefusal.notConfigured();
      const owner = { customerId, tenantCode: tenant.tenant.code };
      const scope = { customerId, key: idempotencyKey, operation: PAY_OPERATION };
      const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });

      // 1. Claim, in one transaction committed before the provider is called.
      const claimed = await db.transaction(async (tx) => {
        // The key first (it takes a share lock on the customer's row, as the wallet's payment
        // does before it locks the order), then the order's row: every payment of the order waits.
        const claim = await claimIdempotencyKey(tx, scope, fingerprint);
        if (claim.kind === 'mismatch') throw KEY_REUSED();
        if (claim.kind === 'replay')
          return { kind: 'replay', outcome: replayed<PaymentOutcomeData>(claim) } as const;
        const order = await payableOrder(tx, body.orderId, owner);
        if (body.maxAmount.currencyCode !== order.currency) {
          throw new Refusal(
            refuseFields([{ path: 'maxAmount.currencyCode', message: `The order is in ${order.currency}` }]),
          );
        }
        const due = refuseUnlessAwaitingPayment(order);
        if (await hasPendingGatewayPayment(tx, order.id)) throw new Refusal(paymentRefusal.inProgress());
        if (due > body.maxAmount.centAmount) {
          const shown = (amount: number) => `${(amount / 100).toFixed(2)} ${order.currency}`;
          throw refusal(
            409,
            `The order now needs ${shown(due)}, more than the ${shown(body.maxAmount.centAmount)} agreed: show the new amount first`,
            { kind: 'payment.amountChanged' },
          );
        }
        const payment = await insertPayment(
          tx,
          {
            orderId: order.id,
            method: body.method,
            amountCents: due,
            currency: order.currency,
            status: 'pending',
          },
          options.clock.now(),
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
      return settlePayment(db, payment.id, verdictOfCharge(result), options.clock.now());
    });

    mountRoute(
      api,
      routes['payment.bankTransfer'],
      deps,
      async ({ body, tenant, customerId, idempotencyKey, c }) => {
        const owner = { customerId, tenantCode: tenant.tenant.code };
        const scope = { customerId, key: idempotencyKey, operation: 'payment.bankTransfer' };
        const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });
        const clientAddress = clientIp(c);
        return idempotent<BankTransferData>(scope, fingerprint, async (tx) => {
          const order = await payableOrder(tx, body.orderId, owner);
          const due = refuseUnlessAwaitingPayment(order);
          const at = options.clock.now();
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
      },
    );

    mountRoute(
      api,
      routes['payment.deferred'],
      deps,
      async ({ body, tenant, customerId, idempotencyKey }) => {
        const owner = { customerId, tenantCode: tenant.tenant.code };
        const scope = { customerId, key: idempotencyKey, operation: 'payment.deferred' };
        const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });
        return idempotent<DeferredData>(scope, fingerprint, async (tx) => {
          const order = await payableOrder(tx, body.orderId, owner);
          if (order.billingAddress?.hasDeferredPayments !== true) {
            throw refusal(409, 'Deferred payment is not allowed for the billing address of this order', {
              kind: 'payment.methodNotAllowed',
            });
          }
          const due = refuseUnlessAwaitingPayment(order);
          const at = options.clock.now();
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
      },
    );

    mountRoute(api, routes['payment.savedMethods'], deps, async ({ customerId }) => {
      const methods = await withProvider('saved methods', (provider) => provider.savedMethods(customerId));
      return methods.ok ? answer({ methods: [...methods.value] }) : methods.refusal;
    });

    mountRoute(api, routes['payment.removeSavedMethod'], deps, async ({ params, customerId }) => {
      const removed = await withProvider('remove a saved method', (provider) =>
        provider.removeSavedMethod(customerId, params.token),
      );
      if (!removed.ok) return removed.refusal;
      if (!removed.value) {
        return refuse(404, 'The customer has no saved payment method with this token', {
          kind: 'payment.methodNotFound',
        });
      }
      const left = await withProvider('saved methods', (provider) => provider.savedMethods(customerId));
      return left.ok ? answer({ methods: [...left.value] }) : left.refusal;
    });
  };
