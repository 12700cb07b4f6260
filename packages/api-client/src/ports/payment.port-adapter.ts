import type { IdGeneratorPort, PaymentOutcome, PaymentPort } from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { orderSchema } from '../contract/order.js';
import { moneyToWire } from '../contract/wire-primitives.js';
import { fromAnswer, moneyOf } from './answers.js';
import { orderOf } from './order.mapping.js';
import { randomIds } from './random-ids.js';

export interface PaymentPortOptions {
  /** Idempotency keys of payments: a fresh UUID per attempt (`crypto.randomUUID` by default). */
  readonly ids?: IdGeneratorPort;
}

const outcomeOf = (paid: {
  readonly status: 'paid' | 'pending';
  readonly order: z.output<typeof orderSchema>;
}): PaymentOutcome => ({ status: paid.status, order: orderOf(paid.order) });

/**
 * Payments: the card provider's calls, bank transfer, deferred payment and the wallet. The amount
 * sent is the most the shopper agreed to pay (`maxAmount`), never a price: the server charges
 * what is due. An attempt's idempotency key is the caller's when given (the payment page keeps
 * one per attempt, so a double submit charges once), else a fresh one.
 */
export function createPaymentPort(client: ApiClient, options: PaymentPortOptions = {}): PaymentPort {
  const ids = options.ids ?? randomIds;
  return {
    async allowedMethods(orderId) {
      // Allowed methods come with the order; there is no call of their own (DECISIONS.md).
      const answer = await client.call('order.get', { params: { id: orderId } });
      return fromAnswer('order.get', answer, (order) => order.allowedPaymentMethods);
    },

    async clientToken() {
      const answer = await client.call('payment.clientToken');
      return fromAnswer('payment.clientToken', answer, ({ provider, clientToken }) => ({
        provider,
        clientToken,
      }));
    },

    async payWithNonce(orderId, amount, nonce, attempt) {
      const answer = await client.call('payment.pay', {
        body: {
          orderId,
          method: nonce.method,
          nonce: nonce.nonce,
          ...(nonce.deviceData === undefined ? {} : { deviceData: nonce.deviceData }),
          maxAmount: moneyToWire(amount),
        },
        idempotencyKey: attempt?.idempotencyKey ?? ids.newId(),
      });
      return fromAnswer('payment.pay', answer, outcomeOf);
    },

    async payWithWallet(orderId, amount, attempt) {
      const answer = await client.call('wallet.pay', {
        body: { orderId, maxAmount: moneyToWire(amount) },
        idempotencyKey: attempt?.idempotencyKey ?? ids.newId(),
      });
      return fromAnswer('wallet.pay', answer, outcomeOf);
    },

    async payByBankTransfer(orderId, attempt) {
      const answer = await client.call('payment.bankTransfer', {
        body: { orderId, mandateAccepted: true },
        idempotencyKey: attempt?.idempotencyKey ?? ids.newId(),
      });
      return fromAnswer('payment.bankTransfer', answer, ({ order, instructions }) => ({
        order: orderOf(order),
        instructions: { ...instructions, amount: moneyOf(instructions.amount) },
      }));
    },

    async payDeferred(orderId, attempt) {
      const answer = await client.call('payment.deferred', {
        body: { orderId },
        idempotencyKey: attempt?.idempotencyKey ?? ids.newId(),
      });
      return fromAnswer('payment.deferred', answer, outcomeOf);
    },

    async savedMethods() {
      const answer = await client.call('payment.savedMethods');
      return fromAnswer('payment.savedMethods', answer, ({ methods }) => methods);
    },

    async removeSavedMethod(token) {
      const answer = await client.call('payment.removeSavedMethod', { params: { token } });
      return fromAnswer('payment.removeSavedMethod', answer, ({ methods }) => methods);
    },
  };
}
