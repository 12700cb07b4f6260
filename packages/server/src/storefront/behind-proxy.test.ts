import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import { loadConfig } from '../config/config.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { AppEnv } from '../http/app-env.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { AUTH_COOKIE } from './auth-cookie.js';
import { loadStorefront } from './load-storefront.js';

const PROXY = '10.0.0.5';
const ELSEWHERE = '203.0.113.9';

reportPostgresSkipped('the shop behind a TLS proxy');

describe.each(eachDatabase)('the shop behind a TLS proxy, on %s', (_name, target) => {
  let handle: TestDatabase;
  /** Trusts the proxy at `PROXY` (`TRUSTED_PROXY_IP_RANGES=10.0.0.5/32`). */
  let behindProxy: Hono<AppEnv>;
  /** Configured with no trusted proxy, the default. */
  let trustingNone: Hono<AppEnv>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
    const reads = await createReferenceCache(handle.db);
    const storefront = await loadStorefront();
    const make = (trustedProxies: string) =>
      createApp({
        db: handle.db,
        reads,
        logger: captureLogs().logger,
        tokenSigningKey: TEST_SIGNING_KEY,
        apiModules: createShopApi(),
        storefront,
        trustedProxies: loadConfig({ TRUSTED_PROXY_IP_RANGES: trustedProxies }).trustedProxies,
      });
    behindProxy = make(`${PROXY}/32`);
    trustingNone = make('');
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /**
   * A page asked with a cookie that is not ours, so the answer clears it (a `Set-Cookie` with its
   * attributes), from the socket address `from`.
   */
  const page = (app: Hono<AppEnv>, from: string, forwardedProto?: string) =>
    app.request(
      'http://localhost/flyers/',
      {
        headers: {
          host: 'localhost',
          cookie: `${AUTH_COOKIE}=not-ours`,
          ...(forwardedProto === undefined ? {} : { 'x-forwarded-proto': forwardedProto }),
        },
      },
      { incoming: { socket: { remoteAddress: from } } },
    );

  test('X-Forwarded-Proto: https from the trusted proxy makes cookies Secure and the page send HSTS', async () => {
    for (const from of [PROXY, `::ffff:${PROXY}`]) {
      const answer = await page(behindProxy, from, 'https');
      expect(answer.status).toBe(200);
      const cookies = answer.headers.getSetCookie();
      expect(cookies.find((cookie) => cookie.startsWith('tirage_auth='))).toMatch(
        /^tirage_auth=; Max-Age=0; .*; Secure; SameSite=Lax$/,
      );
      // The visit's session cookie, given out on this first page, is Secure too.
      expect(cookies.find((cookie) => cookie.startsWith('tirage_session='))).toMatch(
        /; Secure; SameSite=Lax$/,
      );
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
    // The API's answers over https too.
    const health = await behindProxy.request(
      'http://localhost/healthz',
      { headers: { 'x-forwarded-proto': 'https' } },
      {
        incoming: { socket: { remoteAddress: PROXY } },
      },
    );
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  test('the first protocol of a chain is the one the shopper used', async () => {
    const answer = await page(behindProxy, PROXY, 'https, http');
    expect(answer.headers.get('set-cookie')).toContain('; Secure');
  });

  test.each([
    ['from the trusted proxy, over http', () => page(behindProxy, PROXY, 'http')],
    ['from the trusted proxy, without the header', () => page(behindProxy, PROXY)],
    ['from an address that is not the proxy', () => page(behindProxy, ELSEWHERE, 'https')],
    ['when no proxy is trusted', () => page(trustingNone, PROXY, 'https')],
  ])('%s: no Secure cookie and no HSTS', async (_case, ask) => {
    const answer = await ask();
    expect(answer.status).toBe(200);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.find((cookie) => cookie.startsWith('tirage_auth='))).toMatch(
      /^tirage_auth=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies.filter((cookie) => cookie.includes('Secure'))).toEqual([]);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  /** The login form posted by the shop's own https page, through the proxy. */
  const login = (app: Hono<AppEnv>, from: string, origin: string, forwardedProto?: string) =>
    app.request(
      'http://localhost/login/',
      {
        method: 'POST',
        redirect: 'manual',
        headers: {
          host: 'localhost',
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...(forwardedProto === undefined ? {} : { 'x-forwarded-proto': forwardedProto }),
        },
        body: new URLSearchParams({ email: 'nobody@example.fr', password: 'wrong password' }).toString(),
      },
      { incoming: { socket: { remoteAddress: from } } },
    );

  test('a form posted from the shop’s https page through the proxy is the shop’s own, and another site’s is not', async () => {
    // Refused credentials are answered with the page (400) or a redirect; never 403.
    const own = await login(behindProxy, PROXY, 'https://localhost', 'https');
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
    expect((await login(behindProxy, PROXY, 'https://evil.example', 'https')).status).toBe(403);
    // Without a trusted proxy's word the request is plain http: an https page is another origin.
    expect((await login(behindProxy, ELSEWHERE, 'https://localhost', 'https')).status).toBe(403);
  });
});
