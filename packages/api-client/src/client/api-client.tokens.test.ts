import { fc, test } from '@fast-check/vitest';
import { ACCESS_TOKEN_TTL_S, decideTokenAction, MESSAGES, type TokenPair } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import {
  at,
  clientOn,
  failure,
  json,
  liveTokens,
  type SentRequest,
  success,
  T0,
  tokensExpiring,
} from './test-support/fake-fetch.js';
import { exampleResponse } from './test-support/route-calls.js';
import { createMemoryTokenStore } from './token-store.js';

const REFRESH_PATH = '/api/v1/auth/refreshToken/';
const isRefresh = (request: SentRequest) => request.url.endsWith(REFRESH_PATH);

const refreshGrant = (access: string, refresh: string | null = null) =>
  success({
    token_type: 'Bearer',
    access_token: access,
    expires_in: 86_400,
    refresh_token: refresh,
    refresh_expires_in: refresh === null ? null : 604_800,
  });

/** A server whose refresh answers `refreshAnswer` and every other call the customer profile. */
const server =
  (refreshAnswer: () => Response | Promise<Response> = () => refreshGrant('access-2')) =>
  (request: SentRequest): Response | Promise<Response> =>
    isRefresh(request) ? refreshAnswer() : json(exampleResponse('customer.get'));

const expiredAccess = tokensExpiring(-1, 86_400);
const bothExpired = tokensExpiring(-3_600, -1);
const sessionExpiredError = {
  kind: 'session.expired',
  message: 'Both token and refresh token have expired.',
  abortMessage: 'Your request was aborted.',
};

describe('token refresh (section 4: expired token with refresh possible is refreshed)', () => {
  it('refreshes an expired access token once, then sends the call with the new token', async () => {
    const { client, requests, tokens } = clientOn(server(), { initialTokens: expiredAccess });
    const result = await client.call('customer.get');
    expect(result.ok).toBe(true);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      `POST ${REFRESH_PATH}`,
      'GET /api/v1/customer/',
    ]);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer refresh-1');
    expect(requests[0]?.body).toEqual({});
    expect(requests[1]?.headers.get('authorization')).toBe('Bearer access-2');
    // The domain sets the new expiry; the refresh token is kept when the server does not rotate it.
    expect(await tokens.get()).toEqual({
      access: { value: 'access-2', expiresAt: T0.add({ seconds: ACCESS_TOKEN_TTL_S }) },
      refresh: expiredAccess.refresh,
    });
  });

  it('stores a rotated refresh token', async () => {
    const { client, tokens } = clientOn(
      server(() => refreshGrant('access-2', 'refresh-2')),
      { initialTokens: expiredAccess },
    );
    await client.call('customer.get');
    expect((await tokens.get())?.refresh?.value).toBe('refresh-2');
  });

  it('shares one refresh between 5 concurrent calls', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, requests } = clientOn(
      server(async () => {
        await gate;
        return refreshGrant('access-2');
      }),
      { initialTokens: expiredAccess },
    );
    const calls = Array.from({ length: 5 }, () => client.call('customer.get'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const results = await Promise.all(calls);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(requests.filter(isRefresh)).toHaveLength(1);
    const others = requests.filter((request) => !isRefresh(request));
    expect(others).toHaveLength(5);
    expect(others.every((request) => request.headers.get('authorization') === 'Bearer access-2')).toBe(true);
  });

  it('refreshes again for a later expiry once the first refresh is over', async () => {
    let now = T0;
    let issued = 1;
    const { client, requests } = clientOn(
      server(() => {
        issued += 1;
        // Rotated, so the refresh token outlives the second expiry of the access token.
        return refreshGrant(`access-${issued}`, `refresh-${issued}`);
      }),
      { initialTokens: expiredAccess, clock: () => now },
    );
    await client.call('customer.get');
    now = at(ACCESS_TOKEN_TTL_S + 1);
    await client.call('customer.get');
    expect(requests.filter(isRefresh)).toHaveLength(2);
    expect(requests.filter(isRefresh)[1]?.headers.get('authorization')).toBe('Bearer refresh-2');
    expect(requests.at(-1)?.headers.get('authorization')).toBe('Bearer access-3');
  });
});

describe('session reset (section 4 and 8: both tokens expired)', () => {
  it('sends nothing, answers the expired-session error, clears the tokens and tells once', async () => {
    const { client, requests, tokens, resets } = clientOn(server(), { initialTokens: bothExpired });
    const result = await client.call('customer.get');
    expect(result).toEqual({ ok: false, error: sessionExpiredError });
    expect(MESSAGES.sessionExpired).toBe(sessionExpiredError.message);
    expect(requests).toHaveLength(0);
    expect(await tokens.get()).toBeNull();
    expect(resets).toEqual([sessionExpiredError]);
  });

  it('resets once for 5 concurrent calls', async () => {
    const { client, requests, resets } = clientOn(server(), { initialTokens: bothExpired });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.call('cart.get', { params: { id: 'c' } })),
    );
    expect(results.every((result) => !result.ok && result.error.kind === 'session.expired')).toBe(true);
    expect(requests).toHaveLength(0);
    expect(resets).toHaveLength(1);
  });

  it('resets a session without a refresh token (login-as) once its access token expires', async () => {
    const { client, requests, resets } = clientOn(server(), { initialTokens: tokensExpiring(-1, undefined) });
    const result = await client.call('customer.get');
    expect(result).toMatchObject({ ok: false, error: { kind: 'session.expired' } });
    expect(requests).toHaveLength(0);
    expect(resets).toHaveLength(1);
  });

  it('treats a refresh the server refuses (401) as an expired session', async () => {
    const { client, requests, tokens, resets } = clientOn(
      server(() => failure(401, 'Refresh token revoked')),
      { initialTokens: expiredAccess },
    );
    const result = await client.call('customer.get');
    expect(result).toEqual({ ok: false, error: sessionExpiredError });
    expect(requests).toHaveLength(1);
    expect(await tokens.get()).toBeNull();
    expect(resets).toHaveLength(1);
  });

  it('keeps the session when the refresh fails for another reason (an outage)', async () => {
    const { client, requests, tokens, resets } = clientOn(
      server(() => failure(503, 'Service Unavailable')),
      { initialTokens: expiredAccess },
    );
    const result = await client.call('customer.get');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.status', status: 503 } });
    expect(requests).toHaveLength(1);
    expect(await tokens.get()).toEqual(expiredAccess);
    expect(resets).toHaveLength(0);
  });

  it('does not bring back a session ended while its refresh was under way', async () => {
    const store = createMemoryTokenStore(expiredAccess);
    const { client, requests } = clientOn(
      server(async () => {
        await store.clear();
        return refreshGrant('access-2');
      }),
      { tokens: store },
    );
    const result = await client.call('customer.get');
    expect(result).toMatchObject({ ok: false, error: { kind: 'session.expired' } });
    expect(requests).toHaveLength(1);
    expect(await store.get()).toBeNull();
  });

  it('neither renews nor resets for calls sent without a token (robots, sitemaps)', async () => {
    const { client, requests, resets } = clientOn(() => json(exampleResponse('content.robots')), {
      initialTokens: bothExpired,
    });
    expect((await client.call('content.robots')).ok).toBe(true);
    expect(requests).toHaveLength(1);
    expect(resets).toHaveLength(0);
  });
});

describe('401 answers (section 4: reset only when enabled)', () => {
  const unauthorized = () => failure(401, 'Unauthorized');

  it('answers the 401 and keeps the tokens when the option is off (the default)', async () => {
    const { client, tokens, resets } = clientOn(unauthorized, { initialTokens: liveTokens });
    const result = await client.call('customer.get');
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http.status', status: 401, message: 'Unauthorized' },
    });
    expect(await tokens.get()).toEqual(liveTokens);
    expect(resets).toHaveLength(0);
  });

  it('answers the 401 and resets the session when the option is on', async () => {
    const { client, tokens, resets } = clientOn(unauthorized, {
      initialTokens: liveTokens,
      resetSessionOn401: true,
    });
    const result = await client.call('customer.get');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http.status', status: 401 } });
    expect(await tokens.get()).toBeNull();
    expect(resets).toEqual([sessionExpiredError]);
  });

  it('resets nothing for a 401 to a request that carried no session token', async () => {
    const { client, tokens, resets } = clientOn(unauthorized, {
      initialTokens: liveTokens,
      resetSessionOn401: true,
    });
    await client.call('content.robots');
    await client.call('auth.refreshToken', { body: {}, bearerToken: 'refresh-abc' });
    expect(await tokens.get()).toEqual(liveTokens);
    expect(resets).toHaveLength(0);
  });
});

describe('the token decision is the domain one', () => {
  const offsetArb = fc.integer({ min: -200_000, max: 700_000 });

  test.prop([offsetArb, fc.option(offsetArb, { nil: undefined })])(
    'live access: 1 request; refreshable: refresh then call; otherwise: nothing sent and the session ends',
    async (accessIn, refreshIn) => {
      const initial: TokenPair = tokensExpiring(accessIn, refreshIn);
      const { client, requests, tokens, resets } = clientOn(server(), { initialTokens: initial });
      const result = await client.call('customer.get');
      const action = decideTokenAction({ now: T0, tokens: initial });
      switch (action) {
        case 'use':
          expect(requests.map(isRefresh)).toEqual([false]);
          expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
          expect(await tokens.get()).toEqual(initial);
          break;
        case 'refresh':
          expect(requests.map(isRefresh)).toEqual([true, false]);
          expect(requests[1]?.headers.get('authorization')).toBe('Bearer access-2');
          break;
        case 'reset':
          expect(requests).toHaveLength(0);
          expect(result).toEqual({ ok: false, error: sessionExpiredError });
          expect(await tokens.get()).toBeNull();
          break;
      }
      expect(resets).toHaveLength(action === 'reset' ? 1 : 0);
      expect(result.ok).toBe(action !== 'reset');
    },
  );
});

describe('renewSession', () => {
  it('answers the live tokens without a request', async () => {
    const { client, requests } = clientOn(server(), { initialTokens: liveTokens });
    expect(await client.renewSession()).toEqual({ ok: true, value: liveTokens });
    expect(requests).toHaveLength(0);
  });

  it('answers the expired-session error when there is no session', async () => {
    const { client, resets } = clientOn(server());
    expect(await client.renewSession()).toEqual({ ok: false, error: sessionExpiredError });
    expect(resets).toHaveLength(0);
  });

  it('accepts a clock port as well as a function', async () => {
    const { client, requests } = clientOn(server(), {
      initialTokens: expiredAccess,
      clock: { now: () => T0 },
    });
    expect((await client.renewSession()).ok).toBe(true);
    expect(requests.filter(isRefresh)).toHaveLength(1);
  });
});
