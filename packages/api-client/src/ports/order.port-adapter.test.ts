import { isOrderEditable, priceDifference } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { editOrderItemRequestSchema } from '../contract/order.js';
import { lineItemToWire } from './cart.mapping.js';
import { lineItemDraft, portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

describe('the order port', () => {
  it('reads an order: status, instants, what is still to pay, payments in hundredths', async () => {
    const { ports, requests } = portsOn();
    const order = await ports.order.get('ord-1');
    expect(new URL(sentTo(requests, 'order.get')[0]?.url ?? '').pathname).toBe('/api/v1/order/ord-1');
    if (!order.ok) throw new Error(JSON.stringify(order.error));
    expect(order.value).toMatchObject({
      id: 'ord-1',
      orderNumber: '100245',
      status: 'paid',
      totalPrice: eur(2_990),
      taxedPrice: eur(3_588),
      pendingAmount: eur(0),
      payments: [{ id: 'pay-1', method: 'card', amount: eur(3_588), status: 'paid' }],
      currency: 'EUR',
      isDeferredPayment: false,
      hasWalletPayment: false,
      allowedPaymentMethods: ['card', 'paypal', 'wallet'],
      billingAddress: { id: 'addr-2', hasDeferredPayments: false },
    });
    expect(order.value.createdAt.equals(Temporal.Instant.from('2026-11-22T10:00:00Z'))).toBe(true);
    expect(order.value.payments[0]?.createdAt.equals(Temporal.Instant.from('2026-11-22T10:01:00Z'))).toBe(
      true,
    );
    expect(order.value.lineItems.map((line) => line.id)).toEqual(['line-1']);
    expect(isOrderEditable(order.value.status)).toBe(true);
  });

  it('saves an edited line as a draft: the line payload with its id, the draft order mapped', async () => {
    const { ports, requests } = portsOn();
    const original = await ports.order.get('ord-1');
    const line = { ...lineItemDraft({ quantity: 1_000 }), id: 'line-1' };
    const draft = await ports.order.editItem({
      orderId: 'ord-1',
      lineItem: line,
      refererUrl: '/espace-client/',
    });
    const [sent] = sentTo(requests, 'order.editItem');
    expect(sent?.body).toEqual({
      orderId: 'ord-1',
      lineItem: { ...lineItemToWire(line), id: 'line-1' },
      refererUrl: '/espace-client/',
    });
    expect(editOrderItemRequestSchema.safeParse(sent?.body).success).toBe(true);
    if (!draft.ok || !original.ok) throw new Error('a draft expected');
    expect(draft.value.orderEditId).toBe('edit-1');
    expect(draft.value.order.pendingAmount).toEqual(eur(1_200));
    expect(priceDifference(original.value, draft.value.order)).toEqual({ ok: true, value: eur(0) });
  });

  it('finalizes the draft and resets the payment method, each answering the order', async () => {
    const { ports, requests } = portsOn();
    const finalized = await ports.order.finalizeEdit({ orderId: 'ord-1', orderEditId: 'edit-1' });
    const reset = await ports.order.resetPaymentMethod('ord-1');
    expect(finalized.ok && finalized.value.id).toBe('ord-1');
    expect(reset.ok && reset.value.id).toBe('ord-1');
    expect(sentTo(requests, 'order.finalizeEdit')[0]?.body).toEqual({
      orderId: 'ord-1',
      orderEditId: 'edit-1',
    });
    expect(sentTo(requests, 'order.resetPaymentMethod')[0]?.body).toEqual({ orderId: 'ord-1' });
  });

  it('answers orderEdit.notEditable when the order went to press meanwhile', async () => {
    const { ports } = portsOn({
      'order.finalizeEdit': failure(409, 'Order 100245 can no longer be edited', {
        kind: 'order.notEditable',
      }),
    });
    expect(await ports.order.finalizeEdit({ orderId: 'ord-1', orderEditId: 'edit-1' })).toEqual({
      ok: false,
      error: { kind: 'orderEdit.notEditable', message: 'Order 100245 can no longer be edited' },
    });
  });
});
