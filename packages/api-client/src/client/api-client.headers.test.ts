import { describe, expect, it } from 'vitest';
import { routeList, type routes } from '../contract/routes.js';
import { routeExamples } from '../contract/test-support/route-examples.js';
import { isEnvelopedRoute } from './api-client.js';
import { clientOn, json, liveTokens, success, tokensExpiring } from './test-support/fake-fetch.js';
import {
  callableRoutes,
  callLoosely,
  exampleInput,
  exampleResponse,
  IDEMPOTENCY_KEY,
} from './test-support/route-calls.js';

const answerExample = (name: keyof typeof routes) => () => json(exampleResponse(name));

describe('headers of section 7', () => {
  it.each(callableRoutes.map((route) => [route.name, route] as const))(
    '%s carries tenant, currency, same-origin credentials, and the token unless withoutToken',
    async (name, route) => {
      const { client, requests } = clientOn(answerExample(name), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      expect(result.ok).toBe(true);
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(route.method);
      expect(request?.credentials).toBe('same-origin');
      expect(request?.headers.get('fe-x-tenant')).toBe('fr');
      expect(request?.headers.get('fe-x-active-currency')).toBe('EUR');
      expect(request?.headers.has('tracking-id')).toBe(false);
      expect(request?.headers.has('fe-x-campaign')).toBe(false);
      expect(request?.headers.get('authorization')).toBe(
        route.withoutToken === true ? null : 'Bearer access-1',
      );
      expect(request?.headers.get('idempotency-key')).toBe(
        route.idempotencyKey === true ? (exampleInput(name).idempotencyKey as string) : null,
      );
    },
  );

  it('leaves the token out exactly for old-sitemap, robots, sitemap and sitemap-lp', () => {
    const withoutToken = routeList.filter((route) => route.withoutToken === true).map((route) => route.path);
    expect(withoutToken.sort()).toEqual([
      '/api/v1/content/old-sitemap/',
      '/api/v1/content/robots/',
      '/api/v1/content/sitemap-lp/',
      '/api/v1/content/sitemap/',
    ]);
  });

  it('sends the Idempotency-Key the caller gives on checkout', async () => {
    const { client, requests } = clientOn(answerExample('cart.checkout'), { initialTokens: liveTokens });
    const result = await client.call('cart.checkout', {
      params: { id: 'cart-1' },
      body: { sender_type: 'product', user_notes: { invoiceRequested: false } },
      idempotencyKey: IDEMPOTENCY_KEY,
    });
    expect(result).toEqual({ ok: true, value: { id: 'ord-1', orderNumber: '100245' } });
    expect(requests[0]?.url).toBe('https://shop.test/api/v1/cart/cart-1/checkout/');
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(IDEMPOTENCY_KEY);
  });

  it('refuses to send an idempotent call without a key (a bug the types already catch)', async () => {
    const { client, requests } = clientOn(answerExample('cart.checkout'), { initialTokens: liveTokens });
    await expect(
      callLoosely(client, 'cart.checkout', { ...exampleInput('cart.checkout'), idempotencyKey: undefined }),
    ).rejects.toThrow(/idempotency key/);
    expect(requests).toHaveLength(0);
  });

  it('sends the tracking id when there is one, and reads settings at each request', async () => {
    let currency: 'EUR' | 'CHF' = 'EUR';
    const { client, requests } = clientOn(answerExample('session.get'), {
      tenant: 'ch',
      currency: () => currency,
      trackingId: 'trk-42',
    });
    await client.call('session.get');
    currency = 'CHF';
    await client.call('session.get');
    expect(requests.map((request) => request.headers.get('fe-x-active-currency'))).toEqual(['EUR', 'CHF']);
    expect(requests.map((request) => request.headers.get('fe-x-tenant'))).toEqual(['ch', 'ch']);
    expect(requests.map((request) => request.headers.get('tracking-id'))).toEqual(['trk-42', 'trk-42']);
  });

  it("sends the visit's campaign on every call once it has one, read at each request", async () => {
    let campaign: string | undefined;
    const { client, requests } = clientOn(answerExample('session.get'), { campaign: () => campaign });
    await client.call('session.get');
    campaign = 'black-friday';
    await client.call('session.get');
    await client.call('cart.get', { params: { id: 'cart-1' } });
    expect(requests.map((request) => request.headers.get('fe-x-campaign'))).toEqual([
      null,
      'black-friday',
      'black-friday',
    ]);
  });

  it('sends no Authorization for a guest', async () => {
    const { client, requests } = clientOn(answerExample('cart.get'));
    await client.call('cart.get', { params: { id: 'cart-1' } });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('sends the bearer the caller names instead of the session token, without renewing', async () => {
    const { client, requests } = clientOn(answerExample('auth.refreshToken'), {
      initialTokens: tokensExpiring(-10, -5),
    });
    const result = await client.call('auth.refreshToken', { body: {}, bearerToken: 'refresh-abc' });
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer refresh-abc');
  });

  it('lets a public call (login) through with an expired session, without a token or a renewal', async () => {
    const { client, requests, resets } = clientOn(answerExample('auth.login'), {
      initialTokens: tokensExpiring(-10, -5),
    });
    const result = await client.call('auth.login', { body: { email: 'ana@example.fr', password: 'secret' } });
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(resets).toHaveLength(0);
  });
});

describe('URL and body', () => {
  it('fills path parameters (encoded) and the query string', async () => {
    const { client, requests } = clientOn(() => success(null), { initialTokens: liveTokens });
    await client.call('order.get', { params: { id: 'ord 1/2' } });
    await client.call('cart.deleteItem', { query: { cartId: 'cart-1', cartItemId: 'line-2' } });
    expect(requests.map((request) => request.url)).toEqual([
      'https://shop.test/api/v1/order/ord%201%2F2',
      'https://shop.test/api/v1/cart/item?cartId=cart-1&cartItemId=line-2',
    ]);
  });

  it('sends the body as JSON, `{}` when every field is optional, and none on a GET', async () => {
    const { client, requests } = clientOn(() => success({ loggedOut: true }), { initialTokens: liveTokens });
    await client.call('auth.logout', { body: { refresh_token: 'refresh-1' } });
    await client.call('auth.logout');
    await client.call('customer.get');
    expect(requests.map((request) => request.body)).toEqual([{ refresh_token: 'refresh-1' }, {}, undefined]);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests.map((request) => request.headers.get('accept'))).toEqual([
      'application/json',
      'application/json',
      'application/json',
    ]);
  });
});

describe('answers of the contract examples', () => {
  it.each(callableRoutes.map((route) => [route.name, route] as const))(
    '%s answers the data of its example',
    async (name, route) => {
      const { client } = clientOn(answerExample(name), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      const parsed = route.response.parse(routeExamples[name].response) as { data?: unknown };
      expect(result).toEqual({ ok: true, value: isEnvelopedRoute(route) ? parsed.data : parsed });
    },
  );

  it('refuses to call a route that answers a file (a browser follows it as a link)', async () => {
    const { client, requests } = clientOn(answerExample('artwork.download'), { initialTokens: liveTokens });
    for (const route of routeList.filter((candidate) => candidate.fileAnswer !== undefined)) {
      await expect(callLoosely(client, route.name)).rejects.toThrow(TypeError);
    }
    expect(requests).toHaveLength(0);
  });

  it('reads every /api/ answer in the envelope and the build files as they are', () => {
    for (const route of callableRoutes) {
      const example = routeExamples[route.name].response as { status?: unknown };
      expect(example.status === 'success', route.name).toBe(isEnvelopedRoute(route));
    }
  });
});
