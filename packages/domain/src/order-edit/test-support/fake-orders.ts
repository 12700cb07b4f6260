import { Temporal } from 'temporal-polyfill';
import type { DomainError } from '../../errors/errors.js';
import { type Order, type OrderStatus, summaryOfOrder } from '../../model/order.js';
import type { EditOrderItemRequest, FinalizeOrderEditRequest, OrderPort } from '../../ports/order.port.js';
import { err, ok } from '../../shared/result.js';
import { orderEditActors, orderEditMachine } from '../order-edit.machine.js';

export const gatewayTimeout: DomainError = { kind: 'request.failed', message: 'Gateway Timeout' };

export function anOrder(status: OrderStatus = 'paid', taxedCents = 12_000): Order {
  return {
    id: 'order-1',
    orderNumber: '240117',
    status,
    createdAt: Temporal.Instant.from('2026-03-01T09:00:00Z'),
    lineItems: [],
    shippingAddress: undefined,
    billingAddress: undefined,
    totalPrice: { cents: 10_000, currency: 'EUR' },
    taxedPrice: { cents: taxedCents, currency: 'EUR' },
    pendingAmount: { cents: 0, currency: 'EUR' },
    payments: [],
    currency: 'EUR',
    isDeferredPayment: false,
    hasWalletPayment: false,
    allowedPaymentMethods: ['card', 'paypal'],
    bankTransfer: undefined,
  };
}

/** The price of the n-th draft: each edit adds 10 € to the order. */
export const draftTaxedCents = (original: Order, n: number) => original.taxedPrice.cents + 1_000 * n;

/** A scripted order server: each answer is decided by a flag the test sets beforehand. */
export function fakeOrderServer(original: Order) {
  const server = {
    editItemOk: true,
    finalizeOk: true,
    resetOk: true,
    drafts: 0,
    calls: { editItem: [] as EditOrderItemRequest[], finalize: [] as FinalizeOrderEditRequest[], reset: 0 },
  };
  const port: OrderPort = {
    get: async () => ok(original),
    list: async ({ page, perPage }) =>
      ok({ orders: page === 1 ? [summaryOfOrder(original)] : [], page, perPage, total: 1 }),
    getByNumber: async (orderNumber) =>
      orderNumber === original.orderNumber
        ? ok(original)
        : err({ kind: 'request.notFound', message: 'Order not found' }),
    editItem: async (request) => {
      server.calls.editItem.push(request);
      if (!server.editItemOk) return err(gatewayTimeout);
      server.drafts += 1;
      const order: Order = {
        ...original,
        taxedPrice: { cents: draftTaxedCents(original, server.drafts), currency: original.currency },
      };
      return ok({ orderEditId: `edit-${server.drafts}`, order });
    },
    finalizeEdit: async (request) => {
      server.calls.finalize.push(request);
      return server.finalizeOk
        ? ok({
            ...original,
            taxedPrice: { cents: draftTaxedCents(original, server.drafts), currency: 'EUR' },
          })
        : err(gatewayTimeout);
    },
    resetPaymentMethod: async () => {
      server.calls.reset += 1;
      return server.resetOk
        ? ok({
            ...original,
            status: 'pendingPayment',
            taxedPrice: { cents: draftTaxedCents(original, server.drafts), currency: 'EUR' },
          })
        : err(gatewayTimeout);
    },
  };
  const actors = orderEditActors(port);
  return { server, actors };
}

export function orderEditMachineWith(fakes: ReturnType<typeof fakeOrderServer>) {
  return orderEditMachine.provide({ actors: fakes.actors });
}

/** States where the machine waits for the server. */
export const WAITING_STATES = ['savingItem', 'finalizing', 'resettingPaymentMethod'] as const;
