import { isOrderEditable, priceDifference } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../client/test-support/fake-fetch.js';
import { editOrderItemRequestSchema } from '../contract/order.js';
import { lineItemToWire } from './cart.mapping.js';
import { exampleWith, lineItemDraft, portsOn, sentTo } from './test-support/port-fixtures.js';

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

  it('reads the legal mention of the order’s VAT when the server gives one, and none otherwise', async () => {
    const mention = 'Autoliquidation : livraison intracommunautaire exonérée de TVA';
    const withMention = portsOn({
      'order.get': exampleWith('order.get', (data) => {
        data.vatMention = mention;
      }),
    });
    const order = await withMention.ports.order.get('ord-1');
    expect(order.ok && order.value.vatMention).toBe(mention);
    const without = portsOn({
      'order.get': exampleWith('order.get', (data) => {
        data.vatMention = null;
      }),
    });
    const plain = await without.ports.order.get('ord-1');
    expect(plain.ok && plain.value.vatMention).toBeUndefined();
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

  it('lists a page of orders: the page asked for in the query, each summary in domain terms', async () => {
    const { ports, requests } = portsOn();
    const page = await ports.order.list({ page: 2, perPage: 1 });
    const url = new URL(sentTo(requests, 'order.list')[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/orders/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', perPage: '1' });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value).toMatchObject({ page: 2, perPage: 1, total: 3 });
    expect(page.value.orders).toHaveLength(1);
    const [summary] = page.value.orders;
    expect(summary).toMatchObject({
      id: 'ord-1',
      orderNumber: '100245',
      status: 'paid',
      lineItemCount: 1,
      totalPrice: eur(2_990),
      taxedPrice: eur(3_588),
      currency: 'EUR',
    });
    expect(summary?.createdAt.equals(Temporal.Instant.from('2026-11-22T10:00:00Z'))).toBe(true);
  });

  it('reads a page past the last one as an empty page that still counts every order', async () => {
    const { ports } = portsOn({
      'order.list': success({ orders: [], page: 9, perPage: 10, total: 3 }),
    });
    expect(await ports.order.list({ page: 9, perPage: 10 })).toEqual({
      ok: true,
      value: { orders: [], page: 9, perPage: 10, total: 3 },
    });
  });

  it.each([
    [{ page: 0, perPage: 10 }, 'page'],
    [{ page: 1.5, perPage: 10 }, 'page'],
    [{ page: 1, perPage: 0 }, 'perPage'],
    [{ page: 1, perPage: 51 }, 'perPage'],
  ])(
    'answers a page the contract refuses (%o) as the server would, without a call',
    async (request, field) => {
      const { ports, requests } = portsOn();
      const listed = await ports.order.list(request);
      expect(requests).toHaveLength(0);
      expect(listed).toMatchObject({
        ok: false,
        error: { kind: 'request.invalid', message: 'The request is not valid' },
      });
      if (listed.ok || listed.error.kind !== 'request.invalid') throw new Error('a refusal expected');
      expect(listed.error.fieldErrors.map((e) => e.field)).toEqual([field]);
    },
  );

  it('refuses a page holding more orders than it says it may', async () => {
    const { ports } = portsOn({
      'order.list': exampleWith('order.list', (data) => {
        data.perPage = 1;
        data.orders = [...(data.orders as unknown[]), ...(data.orders as unknown[])];
      }),
    });
    expect(await ports.order.list({ page: 2, perPage: 1 })).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });

  it('reads an order by its number, the number encoded in the path', async () => {
    const { ports, requests } = portsOn();
    const order = await ports.order.getByNumber('100245');
    expect(new URL(sentTo(requests, 'order.getByNumber')[0]?.url ?? '').pathname).toBe(
      '/api/v1/order/by-number/100245',
    );
    expect(order.ok && order.value.orderNumber).toBe('100245');
    await ports.order.getByNumber('TIR 1/2');
    expect(new URL(requests[1]?.url ?? '').pathname).toBe('/api/v1/order/by-number/TIR%201%2F2');
  });

  it('answers an unknown number as the server does, and an empty one without a call', async () => {
    const notFound = {
      kind: 'request.notFound',
      message: 'Order not found',
      reason: 'order.notFound',
    };
    const { ports, requests } = portsOn({
      'order.getByNumber': failure(404, 'Order not found', { kind: 'order.notFound' }),
    });
    expect(await ports.order.getByNumber('TIR-999999')).toEqual({ ok: false, error: notFound });
    expect(requests).toHaveLength(1);
    expect(await ports.order.getByNumber('')).toEqual({ ok: false, error: notFound });
    expect(await ports.order.getByNumber('9'.repeat(65))).toEqual({ ok: false, error: notFound });
    expect(requests).toHaveLength(1);
  });
});
