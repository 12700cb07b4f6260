import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { routes } from '../contract/routes.js';
import { clientOn, failure, json, liveTokens, success } from './test-support/fake-fetch.js';
import { callLoosely, routeNames } from './test-support/route-calls.js';

const text = (body: string, status: number, statusText = '') =>
  new Response(body, { status, statusText, headers: { 'content-type': 'text/html' } });

describe('answers are parsed, never trusted', () => {
  test.prop([fc.constantFrom(...routeNames), fc.jsonValue()])(
    'any JSON answered with 200 parses against the route or becomes http.invalidResponse',
    async (name, body) => {
      const { client } = clientOn(() => json(body), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      const matches = routes[name].response.safeParse(body).success;
      if (matches) expect(result.ok).toBe(true);
      else expect(result).toMatchObject({ ok: false, error: { kind: 'http.invalidResponse' } });
    },
  );

  test.prop([fc.constantFrom(...routeNames), fc.jsonValue()])(
    'any JSON in a success envelope with 200 parses or becomes http.invalidResponse',
    async (name, data) => {
      const { client } = clientOn(() => success(data), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      expect(result.ok || result.error.kind === 'http.invalidResponse').toBe(true);
    },
  );

  test.prop([fc.constantFrom(...routeNames), fc.integer({ min: 400, max: 599 }), fc.jsonValue()])(
    'any JSON with an error status becomes http.status with that status',
    async (name, status, body) => {
      const { client } = clientOn(() => json(body, status), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      expect(result).toMatchObject({ ok: false, error: { kind: 'http.status', status } });
    },
  );

  test.prop([fc.constantFrom(...routeNames), fc.string()])(
    'any text answered with 200 never throws',
    async (name, body) => {
      const { client } = clientOn(() => text(body, 200), { initialTokens: liveTokens });
      const result = await callLoosely(client, name);
      expect(result.ok || result.error.kind === 'http.invalidResponse').toBe(true);
    },
  );

  it('names the fields at fault in an invalid answer', async () => {
    const { client } = clientOn(() => success({ id: 'ord-1', orderNumber: 42 }, 201), {
      initialTokens: liveTokens,
    });
    const result = await client.call('cart.checkout', {
      params: { id: 'cart-1' },
      body: { sender_type: 'product', user_notes: { invoiceRequested: false } },
      idempotencyKey: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'http.invalidResponse' });
    expect(result.error.kind === 'http.invalidResponse' && result.error.issues).toEqual([
      expect.stringMatching(/^data\.orderNumber: /),
    ]);
  });

  it('refuses a 2xx answer that is not JSON, or empty', async () => {
    const { client } = clientOn((_, index) =>
      index === 0 ? text('<html>maintenance</html>', 200) : new Response(null, { status: 204 }),
    );
    expect(await client.call('session.get')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
    expect(await client.call('session.get')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });

  it('refuses an error envelope sent with a success status', async () => {
    const { client } = clientOn(() => json({ status: 'error', code: 500, message: 'boom' }, 200));
    expect(await client.call('session.get')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });
});

describe('error answers', () => {
  it("keep the server's status, message, kind and field errors", async () => {
    const errors = [{ path: 'lineItem.quantity', message: 'Too many' }];
    const { client } = clientOn(() => failure(422, 'Cart is full', { kind: 'cart.tooManyLines', errors }));
    const result = await client.call('cart.duplicateItem', {
      params: { id: 'cart-1' },
      body: { cartItemId: 'line-1' },
    });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'http.status',
        status: 422,
        message: 'Cart is full',
        serverKind: 'cart.tooManyLines',
        fieldErrors: errors,
      },
    });
  });

  it('take the HTTP status over the envelope code, and leave out what the server did not say', async () => {
    const { client } = clientOn(() => json({ status: 'error', code: 400, message: 'Nope' }, 409));
    expect(await client.call('auth.login', { body: { email: 'ana@example.fr', password: 'x' } })).toEqual({
      ok: false,
      error: { kind: 'http.status', status: 409, message: 'Nope' },
    });
  });

  it('fall back on the status text when the answer is not an envelope (a proxy page)', async () => {
    const { client } = clientOn((_, index) =>
      index === 0 ? text('<html>Bad gateway</html>', 502, 'Bad Gateway') : text('', 418),
    );
    const login = { body: { email: 'ana@example.fr', password: 'x' } };
    expect(await client.call('auth.login', login)).toEqual({
      ok: false,
      error: { kind: 'http.status', status: 502, message: 'Bad Gateway' },
    });
    expect(await client.call('auth.login', login)).toEqual({
      ok: false,
      error: { kind: 'http.status', status: 418, message: 'HTTP 418' },
    });
  });

  it("keep the wait the server's Retry-After asks for, in seconds or as a date", async () => {
    const unavailable = (retryAfter: string) => {
      const response = failure(503, 'Service Unavailable', { kind: 'service.unavailable' });
      response.headers.set('retry-after', retryAfter);
      return response;
    };
    const { client } = clientOn((_, index) =>
      index === 0
        ? unavailable('120')
        : index === 1
          ? unavailable('Mon, 02 Mar 2026 08:05:00 GMT')
          : unavailable('soon'),
    );
    const login = { body: { email: 'ana@example.fr', password: 'x' } };
    const refused = {
      kind: 'http.status',
      status: 503,
      message: 'Service Unavailable',
      serverKind: 'service.unavailable',
    };
    // The client's clock reads T0, 2026-03-02T08:00:00Z: the date is five minutes away.
    expect(await client.call('auth.login', login)).toEqual({
      ok: false,
      error: { ...refused, retryAfterSeconds: 120 },
    });
    expect(await client.call('auth.login', login)).toEqual({
      ok: false,
      error: { ...refused, retryAfterSeconds: 300 },
    });
    expect(await client.call('auth.login', login)).toEqual({ ok: false, error: refused });
  });
});
