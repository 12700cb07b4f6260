import type { IdGeneratorPort, PaymentOutcome, PaymentPort } from '@tirage/domain';
import type * as z from 'zod';
import type { ApiClient } from '../client/api-client.js';
import type { orderSchema } from '../contract/order.js';
import { moneyToWire } from '../contract/wire-primitives.js';
import { fromAnswer } from './answers.js';
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
 * Payments (issue 7): the card provider's calls and the wallet. The amount sent is the most the
 * shopper agreed to pay (`maxAmount`), never a price: the server charges what is due.
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
      return fromAnswer('payment.clientToken', answer, ({ clientToken }) => clientToken);
    },

    async payWithNonce(orderId, amount, nonce) {
      const answer = await client.call('payment.pay', {
        body: {
          orderId,
          method: nonce.method,
          nonce: nonce.nonce,
          ...(nonce.deviceData === undefined ? {} : { deviceData: nonce.deviceData }),
          maxAmount: moneyToWire(amount),
        },
        idempotencyKey: ids.newId(),
      });
      return fromAnswer('payment.pay', answer, outcomeOf);
    },

    async payWithWallet(orderId, amount) {
      const answer = await client.call('wallet.pay', {
        body: { orderId, maxAmount: moneyToWire(amount) },
        idempotencyKey: ids.newId(),
      });
      return fromAnswer('wallet.pay', answer, outcomeOf);
    },
  };
}
