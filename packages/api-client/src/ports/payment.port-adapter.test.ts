import { describe, expect, it } from 'vitest';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' as const });

describe('the payment port', () => {
  it("reads the allowed methods from the order, and the provider's client token", async () => {
    const { ports, requests } = portsOn();
    expect(await ports.payment.allowedMethods('ord-1')).toEqual({
      ok: true,
      value: ['card', 'paypal', 'wallet'],
    });
    expect(await ports.payment.clientToken()).toEqual({
      ok: true,
      value: { provider: 'sandbox', clientToken: 'sandbox_abc123' },
    });
    expect(sentTo(requests, 'order.get')).toHaveLength(1);
  });

  it('pays with a nonce: the amount as the most to take, a fresh Idempotency-Key per attempt', async () => {
    const { ports, requests, ids } = portsOn();
    const nonce = { method: 'card', nonce: 'tokencc_bf_abc', deviceData: undefined } as const;
    const paid = await ports.payment.payWithNonce('ord-1', eur(3_588), nonce);
    await ports.payment.payWithNonce('ord-1', eur(3_588), { ...nonce, deviceData: '{"id":"d1"}' });
    expect(paid.ok && paid.value.status).toBe('paid');
    expect(paid.ok && paid.value.order.id).toBe('ord-1');
    const sent = sentTo(requests, 'payment.pay');
    expect(sent.map((request) => request.body)).toEqual([
      {
        orderId: 'ord-1',
        method: 'card',
        nonce: 'tokencc_bf_abc',
        maxAmount: { currencyCode: 'EUR', centAmount: 3_588 },
      },
      {
        orderId: 'ord-1',
        method: 'card',
        nonce: 'tokencc_bf_abc',
        deviceData: '{"id":"d1"}',
        maxAmount: { currencyCode: 'EUR', centAmount: 3_588 },
      },
    ]);
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual(ids.issued);
  });

  it('pays with the wallet the same way', async () => {
    const { ports, requests, ids } = portsOn();
    const paid = await ports.payment.payWithWallet('ord-1', eur(1_000));
    expect(paid.ok && paid.value).toMatchObject({
      status: 'paid',
      order: { id: 'ord-1', hasWalletPayment: true },
    });
    const [sent] = sentTo(requests, 'wallet.pay');
    expect(sent?.body).toEqual({ orderId: 'ord-1', maxAmount: { currencyCode: 'EUR', centAmount: 1_000 } });
    expect(sent?.headers.get('idempotency-key')).toBe(ids.issued[0]);
  });
});
