import { describe, expect, it } from 'vitest';
import { at, failure, json, liveTokens, success, tokensExpiring } from '../client/test-support/fake-fetch.js';
import { routeExamples } from '../contract/test-support/route-examples.js';
import { createAuthPort } from './auth.port-adapter.js';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

describe('the auth port', () => {
  it('logs in and answers the grant in the domain words', async () => {
    const { ports, requests } = portsOn({}, { initialTokens: null });
    expect(await ports.auth.login({ email: 'camille@atelier-durand.fr', password: 'correct horse' })).toEqual(
      {
        ok: true,
        value: {
          user: {
            id: 'cus-1',
            email: 'camille@atelier-durand.fr',
            firstName: 'Camille',
            category: 'company',
            scopes: ['customer'],
          },
          accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
          refreshToken: 'refresh-abc',
        },
      },
    );
    expect(sentTo(requests, 'auth.login')[0]?.body).toEqual({
      email: 'camille@atelier-durand.fr',
      password: 'correct horse',
    });
  });

  it('answers a login-as grant without a refresh token', async () => {
    const { ports, requests } = portsOn();
    const grant = await ports.auth.loginAs({ customerEmail: 'camille@atelier-durand.fr' });
    expect(grant.ok && grant.value.refreshToken).toBeUndefined();
    expect(sentTo(requests, 'admin.loginAsUser')[0]?.body).toEqual({
      customerEmail: 'camille@atelier-durand.fr',
    });
  });

  it('answers a refused login as unauthorized, with the kind the server named', async () => {
    const { ports } = portsOn(
      { 'auth.login': failure(401, 'Invalid email or password', { kind: 'auth.invalid_credentials' }) },
      { initialTokens: null },
    );
    expect(await ports.auth.login({ email: 'a@b.fr', password: 'x' })).toMatchObject({
      ok: false,
      error: {
        kind: 'session.unauthorized',
        message: 'Invalid email or password',
        reason: 'auth.invalid_credentials',
      },
    });
  });

  it("refreshes through the client's own renewal: one exchange shared with a call refreshing meanwhile", async () => {
    const { ports, client, requests, tokens } = portsOn(
      {
        'auth.refreshToken': () => json(routeExamples['auth.refreshToken'].response),
        'cart.get': () => json(routeExamples['cart.get'].response),
      },
      { initialTokens: tokensExpiring(-1, 86_400), clock: () => at(0) },
    );
    const [refreshed, cart] = await Promise.all([
      ports.auth.refresh('refresh-1'),
      client.call('cart.get', { params: { id: 'cart-1' } }),
    ]);
    expect(refreshed).toEqual({ ok: true, value: { accessToken: 'new-access', refreshToken: 'refresh-1' } });
    expect(cart.ok).toBe(true);
    const exchanges = sentTo(requests, 'auth.refreshToken');
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]?.headers.get('authorization')).toBe('Bearer refresh-1');
    expect(sentTo(requests, 'cart.get')[0]?.headers.get('authorization')).toBe('Bearer new-access');
    expect((await tokens.get())?.access.value).toBe('new-access');
  });

  it('does not exchange again a session another call has already renewed', async () => {
    const { ports, requests } = portsOn({}, { initialTokens: liveTokens });
    expect(await ports.auth.refresh('refresh-1')).toEqual({
      ok: true,
      value: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    expect(sentTo(requests, 'auth.refreshToken')).toEqual([]);
  });

  it('answers the expired session when nothing is left to refresh with', async () => {
    const { ports, resets } = portsOn({}, { initialTokens: tokensExpiring(-10, -1) });
    expect(await ports.auth.refresh('refresh-1')).toMatchObject({
      ok: false,
      error: { kind: 'session.expired', message: 'Both token and refresh token have expired.' },
    });
    expect(resets).toHaveLength(1);
  });

  it('logs out with the token being revoked, and the refresh token of the store', async () => {
    const { ports, requests } = portsOn({}, { initialTokens: tokensExpiring(-1, 86_400) });
    expect(await ports.auth.logout('expired-access')).toEqual({ ok: true, value: undefined });
    const [sent] = sentTo(requests, 'auth.logout');
    expect(sent?.headers.get('authorization')).toBe('Bearer expired-access');
    expect(sent?.body).toEqual({ refresh_token: 'refresh-1' });
    // An expired access token is sent as is: no refresh just to log out.
    expect(sentTo(requests, 'auth.refreshToken')).toEqual([]);
  });

  it('logs out without a refresh token when it has no store', async () => {
    const { client, requests } = portsOn();
    const auth = createAuthPort(client);
    expect(await auth.logout('access-1')).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.body).toEqual({});
  });

  it('answers a logout answer it cannot read as invalid (the machine logs it and resets anyway)', async () => {
    const { ports } = portsOn({ 'auth.logout': success({ loggedOut: false }) });
    expect(await ports.auth.logout('access-1')).toMatchObject({
      ok: false,
      error: { kind: 'http.invalidResponse' },
    });
  });
});
