import type { OrderPort } from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import { fromAnswer } from './answers.js';
import { editedLineItemToWire } from './cart.mapping.js';
import { orderOf } from './order.mapping.js';

export function createOrderPort(client: ApiClient): OrderPort {
  return {
    async get(orderId) {
      return fromAnswer('order.get', await client.call('order.get', { params: { id: orderId } }), orderOf);
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
