import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../client/test-support/fake-fetch.js';
import { exampleWith, portsOn, sentTo } from './test-support/port-fixtures.js';

const eur = (cents: number) => ({ cents, currency: 'EUR' });

describe('the legacy order port', () => {
  it('lists a page of legacy orders: the page in the query, each summary in domain terms', async () => {
    const { ports, requests } = portsOn();
    const page = await ports.legacyOrder.list({ page: 1, perPage: 10 });
    const url = new URL(sentTo(requests, 'legacyOrder.list')[0]?.url ?? '');
    expect(url.pathname).toBe('/api/v1/legacy-orders/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', perPage: '10' });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value).toMatchObject({ page: 1, perPage: 10, total: 1, emailVerified: true });
    const [summary] = page.value.orders;
    expect(summary).toMatchObject({
      orderNumber: 'CMD-2019-00042',
      status: 'Livrée',
      lineCount: 2,
      totalPrice: eur(18_450),
      taxedPrice: eur(22_140),
      currency: 'EUR',
    });
    expect(summary?.placedOn.equals(Temporal.PlainDate.from('2019-03-14'))).toBe(true);
  });

  it('reads a page past the last one as an empty page that still counts every order', async () => {
    const { ports } = portsOn({
      'legacyOrder.list': success({ orders: [], page: 4, perPage: 10, total: 3, emailVerified: true }),
    });
    expect(await ports.legacyOrder.list({ page: 4, perPage: 10 })).toEqual({
      ok: true,
      value: { orders: [], page: 4, perPage: 10, total: 3, emailVerified: true },
    });
  });

  it.each([
    [{ page: 0, perPage: 10 }, 'page'],
    [{ page: 1, perPage: 51 }, 'perPage'],
  ])(
    'answers a page the contract refuses (%o) as the server would, without a call',
    async (request, field) => {
      const { ports, requests } = portsOn();
      const listed = await ports.legacyOrder.list(request);
      expect(requests).toHaveLength(0);
      expect(listed).toMatchObject({
        ok: false,
        error: {
          kind: 'request.invalid',
          message: 'The request is not valid',
          fieldErrors: [{ field }],
        },
      });
    },
  );

  it('reads one by its number (encoded in the path): lines, addresses as text, totals', async () => {
    const { ports, requests } = portsOn();
    const order = await ports.legacyOrder.getByNumber('CMD-2019-00042');
    expect(new URL(sentTo(requests, 'legacyOrder.getByNumber')[0]?.url ?? '').pathname).toBe(
      '/api/v1/legacy-order/CMD-2019-00042',
    );
    if (!order.ok) throw new Error(JSON.stringify(order.error));
    expect(order.value).toMatchObject({
      orderNumber: 'CMD-2019-00042',
      status: 'Livrée',
      shippingAddress: 'Atelier Durand\n12 rue Oberkampf\n75011 Paris\nFrance',
      billingAddress: undefined,
      totalPrice: eur(18_450),
      taxedPrice: eur(22_140),
      currency: 'EUR',
    });
    expect(order.value.lines).toEqual([
      {
        productName: 'Flyers A5',
        quantity: 2500,
        attributes: 'A5, couché brillant 135 g, recto verso',
        totalPrice: eur(12_450),
        taxedPrice: eur(14_940),
      },
      {
        productName: 'Cartes de visite',
        quantity: 500,
        attributes: '85 × 55 mm, 350 g mat',
        totalPrice: eur(6_000),
        taxedPrice: eur(7_200),
      },
    ]);

    const { ports: other, requests: sent } = portsOn();
    await other.legacyOrder.getByNumber('CMD/2019 #7');
    expect(new URL(sentTo(sent, 'legacyOrder.getByNumber')[0]?.url ?? '').pathname).toBe(
      '/api/v1/legacy-order/CMD%2F2019%20%237',
    );
  });

  it("keeps the server's not found, and answers a number no order can have without a call", async () => {
    const { ports, requests } = portsOn({
      'legacyOrder.getByNumber': failure(404, 'Order not found', { kind: 'order.notFound' }),
    });
    const notFound = {
      ok: false,
      error: { kind: 'request.notFound', message: 'Order not found', reason: 'order.notFound' },
    };
    expect(await ports.legacyOrder.getByNumber('CMD-2019-99999')).toEqual(notFound);
    expect(requests).toHaveLength(1);
    expect(await ports.legacyOrder.getByNumber('')).toEqual(notFound);
    expect(await ports.legacyOrder.getByNumber('N'.repeat(65))).toEqual(notFound);
    expect(requests).toHaveLength(1);
  });

  it('says when the email is not verified yet: an empty page, flagged', async () => {
    const { ports } = portsOn({
      'legacyOrder.list': success({ orders: [], page: 1, perPage: 10, total: 0, emailVerified: false }),
    });
    expect(await ports.legacyOrder.list({ page: 1, perPage: 10 })).toEqual({
      ok: true,
      value: { orders: [], page: 1, perPage: 10, total: 0, emailVerified: false },
    });
  });

  it('refuses an answer that shows orders of an email not verified', async () => {
    const { ports } = portsOn({
      'legacyOrder.list': exampleWith('legacyOrder.list', (page) => {
        page.emailVerified = false;
      }),
    });
    expect(await ports.legacyOrder.list({ page: 1, perPage: 10 })).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });

  it('asks for a verification mail (no body) and confirms the email with the token of its link', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.legacyOrder.requestEmailVerification()).toEqual({
      ok: true,
      value: { sentTo: 'camille@atelier-durand.fr' },
    });
    const [asked] = sentTo(requests, 'legacyOrder.requestEmailVerification');
    expect(new URL(asked?.url ?? '').pathname).toBe('/api/v1/legacy-orders/verify-email/');
    expect(asked?.method).toBe('POST');
    expect(asked?.body).toBeUndefined();
    expect(await ports.legacyOrder.confirmEmail('tok-123')).toEqual({ ok: true, value: undefined });
    const [confirmed] = sentTo(requests, 'legacyOrder.confirmEmail');
    expect(new URL(confirmed?.url ?? '').pathname).toBe('/api/v1/legacy-orders/confirm-email/');
    expect(confirmed?.body).toEqual({ token: 'tok-123' });
    // Both are the customer's own: the session's token goes with them.
    expect(requests.every((request) => request.headers.get('authorization')?.startsWith('Bearer '))).toBe(
      true,
    );
  });

  it("keeps the server's refusal of a link and of too many mails, with their kinds", async () => {
    const { ports } = portsOn({
      'legacyOrder.confirmEmail': failure(
        400,
        'This email-verification link is not valid or no longer valid',
        {
          kind: 'emailVerification.invalidToken',
        },
      ),
      'legacyOrder.requestEmailVerification': failure(
        429,
        'Too many email-verification requests, try again later',
        { kind: 'emailVerification.throttled' },
      ),
    });
    expect(await ports.legacyOrder.confirmEmail('used')).toMatchObject({
      ok: false,
      error: { kind: 'request.invalid', reason: 'emailVerification.invalidToken', fieldErrors: [] },
    });
    expect(await ports.legacyOrder.requestEmailVerification()).toMatchObject({
      ok: false,
      error: { kind: 'request.tooManyAttempts', reason: 'emailVerification.throttled' },
    });
  });

  it('refuses an answer whose date is not a calendar day', async () => {
    const { ports } = portsOn({
      'legacyOrder.getByNumber': exampleWith('legacyOrder.getByNumber', (order) => {
        order.placedOn = '31-02-2019';
      }),
    });
    expect(await ports.legacyOrder.getByNumber('CMD-2019-00042')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });
});
