import { err, type LegacyOrderPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { HttpStatusError } from '../client/api-error.js';
import { validationErrorEnvelope } from '../contract/envelope.js';
import { legacyOrderListQuerySchema, legacyOrderNumberParamsSchema } from '../contract/legacy-order.js';
import { fromAnswer } from './answers.js';
import { legacyOrderOf, legacyOrderPageOf } from './legacy-order.mapping.js';

/** What the server answers for a number none of the customer's legacy orders has. */
const legacyOrderNotFound = (): HttpStatusError => ({
  kind: 'http.status',
  status: 404,
  message: 'Order not found',
  serverKind: 'order.notFound',
});

export function createLegacyOrderPort(client: ApiClient): LegacyOrderPort {
  return {
    async list({ page, perPage }) {
      // A page the contract refuses is answered as the server would, without a call.
      const query = legacyOrderListQuerySchema.safeParse({ page, perPage });
      if (!query.success) {
        const refused = validationErrorEnvelope(query.error);
        return err({
          kind: 'http.status',
          status: refused.code,
          message: refused.message,
          ...(refused.kind === undefined ? {} : { serverKind: refused.kind }),
          ...(refused.errors === undefined ? {} : { fieldErrors: refused.errors }),
        } satisfies HttpStatusError);
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
