import { type DomainError, err, type OrderPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { orderListQuerySchema, orderNumberParamsSchema } from '../contract/order.js';
import { fromAnswer } from './answers.js';
import { editedLineItemToWire } from './cart.mapping.js';
import { refusedQuery } from './domain-errors.js';
import { orderOf, orderPageOf } from './order.mapping.js';

/** What the server answers for a number no order of the customer has (and for another's). */
const orderNotFound = (): DomainError => ({
  kind: 'request.notFound',
  message: 'Order not found',
  reason: 'order.notFound',
});

export function createOrderPort(client: ApiClient): OrderPort {
  return {
    async get(orderId) {
      return fromAnswer('order.get', await client.call('order.get', { params: { id: orderId } }), orderOf);
    },

    async list({ page, perPage }) {
      // A page the contract refuses is answered as the server would, without a call.
      const query = orderListQuerySchema.safeParse({ page, perPage });
      if (!query.success) {
        return err(refusedQuery(query.error));
      }
      return fromAnswer(
        'order.list',
        await client.call('order.list', { query: { page, perPage } }),
        orderPageOf,
      );
    },

    async getByNumber(orderNumber) {
      // A number no order can have (empty, absurdly long) is known missing without asking.
      if (!orderNumberParamsSchema.safeParse({ orderNumber }).success) return err(orderNotFound());
      const answer = await client.call('order.getByNumber', { params: { orderNumber } });
      return fromAnswer('order.getByNumber', answer, orderOf);
    },

    async editItem({ orderId, lineItem, refererUrl }) {
      const answer = await client.call('order.editItem', {
        body: { orderId, lineItem: editedLineItemToWire(lineItem), refererUrl },
      });
      return fromAnswer('order.editItem', answer, (draft) => ({
        orderEditId: draft.orderEditId,
        order: orderOf(draft.orderDto),
      }));
    },

    async finalizeEdit({ orderId, orderEditId }) {
      const answer = await client.call('order.finalizeEdit', { body: { orderId, orderEditId } });
      return fromAnswer('order.finalizeEdit', answer, orderOf);
    },

    async resetPaymentMethod(orderId) {
      const answer = await client.call('order.resetPaymentMethod', { body: { orderId } });
      return fromAnswer('order.resetPaymentMethod', answer, orderOf);
    },
  };
}
