import { type DomainError, err, type LegacyOrderPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { legacyOrderListQuerySchema, legacyOrderNumberParamsSchema } from '../contract/legacy-order.js';
import { fromAnswer } from './answers.js';
import { refusedQuery } from './domain-errors.js';
import { legacyOrderOf, legacyOrderPageOf } from './legacy-order.mapping.js';

/** What the server answers for a number none of the customer's legacy orders has. */
const legacyOrderNotFound = (): DomainError => ({
  kind: 'request.notFound',
  message: 'Order not found',
  reason: 'order.notFound',
});

export function createLegacyOrderPort(client: ApiClient): LegacyOrderPort {
  return {
    async list({ page, perPage }) {
      // A page the contract refuses is answered as the server would, without a call.
      const query = legacyOrderListQuerySchema.safeParse({ page, perPage });
      if (!query.success) {
        return err(refusedQuery(query.error));
      }
      const answer = await client.call('legacyOrder.list', { query: { page, perPage } });
      return fromAnswer('legacyOrder.list', answer, legacyOrderPageOf);
    },

    async getByNumber(orderNumber) {
      // A number no order can have (empty, absurdly long) is known missing without asking.
      if (!legacyOrderNumberParamsSchema.safeParse({ number: orderNumber }).success) {
        return err(legacyOrderNotFound());
      }
      const answer = await client.call('legacyOrder.getByNumber', { params: { number: orderNumber } });
      return fromAnswer('legacyOrder.getByNumber', answer, legacyOrderOf);
    },

    async requestEmailVerification() {
      const answer = await client.call('legacyOrder.requestEmailVerification');
      return fromAnswer('legacyOrder.requestEmailVerification', answer, (sent) => ({ sentTo: sent.sentTo }));
    },

    async confirmEmail(token) {
      const answer = await client.call('legacyOrder.confirmEmail', { body: { token } });
      return fromAnswer('legacyOrder.confirmEmail', answer, () => undefined);
    },
  };
}
