import { moneyToWire, routes } from '@tirage/api-client/contract';
import { cents, walletPaymentAmount } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { claimIdempotencyKey, recordIdempotentAnswer, requestFingerprint } from '../http/idempotency.js';
import { mountRoute, Refusal, type RouteDataOf, refuse, refuseFields } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import { orderAnswer } from '../orders/order-answer.js';
import { addOrderPayment, findCustomerOrder } from '../orders/order-store.js';
import { insertPayment } from '../orders/payment-store.js';
import { lockWallet, recordWalletMovement } from '../wallet/wallet-store.js';
import type { ShopApiOptions } from './shop-api-options.js';

type WalletPayment = RouteDataOf<(typeof routes)['wallet.pay']>;

/** A refusal to throw out of the transaction, which rolls it back. */
const refusal = (...args: Parameters<typeof refuse>) => new Refusal(refuse(...args));

/**
 * Paying an order with wallet credit. One transaction: the customer's row is locked first, so
 * every payment from one wallet (and every retry of one request) waits for the one before; then
 * the idempotency key is claimed (a retry answers what the first attempt answered) and the
 * order's row locked, and the amounts are decided as they are now. The payment, the ledger's
 * movement, the balance and the order's paid amount are written together, or not at all.
 */
export const walletRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'wallet'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['wallet.pay'], deps, async ({ body, tenant, customerId, idempotencyKey }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      const scope = { customerId, key: idempotencyKey, operation: 'wallet.pay' };
      const fingerprint = requestFingerprint({ tenant: owner.tenantCode, body });
      return transactionOutcome(db, async (tx): Promise<WalletPayment> => {
        // The customer's row first: claiming the key and writing the payment check their foreign
        // key against it (a share lock), and two payments sharing it could not then both lock it.
        const wallet = await lockWallet(tx, { customerId });
        if (wallet === undefined) throw new Error(`the customer ${customerId} of a valid token is gone`);
        const claim = await claimIdempotencyKey(tx, scope, fingerprint);
        if (claim.kind === 'replay') return claim.data as WalletPayment;
        if (claim.kind === 'mismatch') {
          throw refusal(422, 'This Idempotency-Key was already used for another request', {
            kind: 'request.idempotencyKeyReused',
          });
        }
        const order = await findCustomerOrder(tx, body.orderId, owner, { lock: true });
        if (order === undefined) throw refusal(404, 'Order not found', { kind: 'order.notFound' });
        if (body.maxAmount.currencyCode !== order.currency) {
          throw new Refusal(
            refuseFields([{ path: 'maxAmount.currencyCode', message: `The order is in ${order.currency}` }]),
          );
        }
        if (order.status !== 'pendingPayment') {
          throw refusal(409, `Order ${order.orderNumber} is ${order.status} and awaits no payment`, {
            kind: 'order.notAwaitingPayment',
          });
        }
        const due = cents(Math.max(0, order.taxedCents - order.paidCents), order.currency);
        const taken = walletPaymentAmount(
          { due, credit: wallet.credit },
          cents(body.maxAmount.centAmount, body.maxAmount.currencyCode),
        );
        if (!taken.ok) throw refusal(409, taken.error.message, { kind: taken.error.kind });

        const at = options.clock.now();
        const payment = await insertPayment(
          tx,
          {
            orderId: order.id,
            method: 'wallet',
            amountCents: taken.value.cents,
            currency: order.currency,
            status: 'paid',
          },
          at,
        );
        const movement = await recordWalletMovement(tx, wallet, {
          kind: 'payment',
          amountCents: -taken.value.cents,
          orderId: order.id,
          paymentId: payment.id,
          note: `Payment of order ${order.orderNumber}`,
          at,
        });
        const paid = await addOrderPayment(tx, order, {
          amountCents: taken.value.cents,
          method: 'wallet',
          at,
        });
        const data: WalletPayment = {
          paymentId: payment.id,
          transactionId: movement.movementId,
          amount: moneyToWire(taken.value),
          status: paid.status === 'paid' ? 'paid' : 'pending',
          walletCredit: moneyToWire(movement.balance),
          order: await orderAnswer(tx, paid),
        };
        await recordIdempotentAnswer(tx, scope, 201, data);
        return data;
      });
    });
  };
