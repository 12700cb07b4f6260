import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { internalError } from '../errors/errors.js';
import { editedLineItem, statusArb } from '../model/order.arb.js';
import { isOrderEditable, type Order } from '../model/order.js';
import { orderEditMachine, orderNotEditable } from './order-edit.machine.js';
import {
  anOrder,
  fakeOrderServer,
  gatewayTimeout,
  orderEditMachineWith,
  WAITING_STATES,
} from './test-support/fake-orders.js';

const lineItem = editedLineItem('EUR');
const save = {
  type: 'orderEdit.save',
  lineItem,
  refererUrl: '/espace-client/commande/?order_number=240117',
} as const;

function startEdit(order: Order = anOrder()) {
  const fakes = fakeOrderServer(order);
  const actor = createActor(orderEditMachineWith(fakes), { input: { order } }).start();
  return { ...fakes, actor };
}

type EditActor = ReturnType<typeof startEdit>['actor'];
const settled = (actor: EditActor) =>
  waitFor(actor, (snapshot) => !WAITING_STATES.some((state) => snapshot.matches(state)));

describe('order edit machine', () => {
  it('saves, shows the price difference, finalizes and resets the payment method', async () => {
    const { actor, server } = startEdit();
    actor.send(save);
    expect(actor.getSnapshot().value).toBe('savingItem');
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('draftReady');
    expect(server.calls.editItem).toEqual([{ orderId: 'order-1', lineItem, refererUrl: save.refererUrl }]);
    expect(snapshot.context.draft?.orderEditId).toBe('edit-1');
    expect(snapshot.context.priceDifference).toEqual({ cents: 1_000, currency: 'EUR' });

    actor.send({ type: 'orderEdit.confirm' });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe('done');
    expect(server.calls.finalize).toEqual([{ orderId: 'order-1', orderEditId: 'edit-1' }]);
    expect(server.calls.reset).toBe(1);
    expect(snapshot.context.order.status).toBe('pendingPayment');
    expect(snapshot.output).toEqual({ outcome: 'edited', order: snapshot.context.order });
  });

  test.prop([statusArb.filter((status) => !isOrderEditable(status))])(
    'refuses to start on an order already in production, without calling the server',
    async (status) => {
      const order = anOrder(status);
      const { actor, server } = startEdit(order);
      actor.send(save);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toBe('notEditable');
      expect(snapshot.context.error).toEqual(orderNotEditable(order));
      expect(snapshot.context.error?.kind).toBe('orderEdit.notEditable');
      expect(snapshot.output).toEqual({ outcome: 'notEditable', order });
      expect(server.calls.editItem).toHaveLength(0);
    },
  );

  it('keeps a failed save retryable', async () => {
    const { actor, server } = startEdit();
    server.editItemOk = false;
    actor.send(save);
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('saveFailed');
    expect(snapshot.context.error).toEqual(gatewayTimeout);
    server.editItemOk = true;
    actor.send({ type: 'orderEdit.retry' });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe('draftReady');
    expect(snapshot.context.error).toBeNull();
    expect(server.calls.editItem).toHaveLength(2);
    expect(server.calls.editItem[1]).toEqual(server.calls.editItem[0]);
  });

  it('retries a failed finalize, then a failed payment method reset', async () => {
    const { actor, server } = startEdit();
    actor.send(save);
    await settled(actor);
    server.finalizeOk = false;
    actor.send({ type: 'orderEdit.confirm' });
    expect((await settled(actor)).value).toBe('finalizeFailed');
    server.finalizeOk = true;
    server.resetOk = false;
    actor.send({ type: 'orderEdit.retry' });
    let snapshot = await settled(actor);
    expect(snapshot.value).toBe('resetFailed');
    expect(snapshot.context.finalized).toBe(true);
    actor.send({ type: 'orderEdit.cancel' });
    expect(actor.getSnapshot().value).toBe('resetFailed');
    server.resetOk = true;
    actor.send({ type: 'orderEdit.retry' });
    snapshot = await settled(actor);
    expect(snapshot.value).toBe('done');
    expect(server.calls.finalize).toHaveLength(2);
    expect(server.calls.reset).toBe(2);
  });

  it('replaces the draft when the shopper edits the line again before confirming', async () => {
    const { actor } = startEdit();
    actor.send(save);
    await settled(actor);
    actor.send({ ...save, lineItem: { ...lineItem, quantity: 1_000 } });
    const snapshot = await settled(actor);
    expect(snapshot.context.draft?.orderEditId).toBe('edit-2');
    expect(snapshot.context.lineItem?.quantity).toBe(1_000);
    expect(snapshot.context.priceDifference?.cents).toBe(2_000);
  });

  test.prop([fc.constantFrom('ready', 'saveFailed', 'draftReady', 'finalizeFailed')])(
    'can be cancelled before the order is replaced, leaving it unchanged',
    async (from) => {
      const original = anOrder();
      const { actor, server } = startEdit(original);
      if (from !== 'ready') {
        server.editItemOk = from !== 'saveFailed';
        actor.send(save);
        await settled(actor);
      }
      if (from === 'finalizeFailed') {
        server.finalizeOk = false;
        actor.send({ type: 'orderEdit.confirm' });
        await settled(actor);
      }
      expect(actor.getSnapshot().value).toBe(from);
      actor.send({ type: 'orderEdit.cancel' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled', order: original });
    },
  );

  it('refuses a draft priced in another currency', async () => {
    const order = anOrder();
    const fakes = fakeOrderServer({ ...order, taxedPrice: { cents: 1, currency: 'CHF' }, currency: 'CHF' });
    const actor = createActor(orderEditMachine.provide({ actors: fakes.actors }), {
      input: { order },
    }).start();
    actor.send(save);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('saveFailed');
    expect(snapshot.context.error?.kind).toBe('money.currencyMismatch');
  });

  it('fails safely with an internal error when the app forgot to provide an actor', async () => {
    const actor = createActor(orderEditMachine, { input: { order: anOrder() } }).start();
    actor.send(save);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('saveFailed');
    expect(snapshot.context.error).toEqual(internalError());
  });
});
