import { errorEnvelopeSchema } from '@tirage/api-client/contract';
import type { Context, Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { TOO_MANY_REQUESTS } from '../http/request-limit.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createMemoryMail } from '../test-support/memory-mail.js';
import { createShopApi, type ShopApiOptions } from './shop-api.js';
import {
  bearer,
  customerSession,
  dataOf,
  errorOf,
  PASSWORD,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient, TEST_SIGNING_KEY } from './test-support/shop-client.js';

/** Small limits, so that each is reached in a few calls. */
const LIMITS = { maxFailuresPerAccount: 3, maxFailuresPerIp: 6, windowS: 3600 };
const FLYERS = { mcpSku: 'TIR-FLY', variant: 'default', currency: 'EUR', country: 'FR', zip: '75001' };

const testIp = (c: Context<AppEnv>) => c.req.header('x-test-ip') ?? 'unknown';
let addresses = 0;
const freshIp = () => `198.51.100.${++addresses}`;

reportPostgresSkipped('limits shared by the apps of one database');

/**
 * Two apps on one database, as two server processes behind a load balancer. On PostgreSQL the
 * second has a connection pool of its own, as a second process would, and the two share nothing
 * but the database: every count is in its `rate_limits` table. The embedded database is opened by
 * one process only: its apps count in that process's memory, one count per database as well.
 */
describe.each(eachDatabase)('limits shared by the apps of one database on %s', (name, target) => {
  let handle: TestDatabase;
  let shops: readonly [ShopClient, ShopClient];
  /** The database handle of each app. */
  let databases: readonly [Database, Database];
  /** The app of the `i`-th request: the requests alternate between the two. */
  const shopFor = (i: number): ShopClient => shops[i % 2] as ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    const options: Partial<Omit<ShopApiOptions, 'clock'>> = {
      mail: createMemoryMail(),
      clientIp: testIp,
      passwordResetThrottle: LIMITS,
      emailVerificationThrottle: LIMITS,
      promocodeThrottle: LIMITS,
    };
    databases = [handle.db, name === 'postgresql' ? await handle.reopen() : handle.db];
    shops = [await openShop(handle, options), await openShop({ ...handle, db: databases[1] }, options)];
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const login = (i: number, email: string, password: string, ip: string) =>
    shopFor(i).call('auth.login', { body: { email, password }, headers: { 'x-test-ip': ip } });
  const retryAfterOf = async (i: number, route: string, init: RequestInit) => {
    const answer = await shopFor(i).app.request(`http://localhost/api/v1${route}`, init);
    expect(answer.status).toBe(429);
    return Number(answer.headers.get('retry-after'));
  };

  test('20 wrong passwords spread over both apps: the first 10 are 401, then the email is refused as one count', async () => {
    const email = uniqueEmail('partage');
    dataOf('customer.create', await shopFor(0).call('customer.create', { body: registration(email) }));
    const statuses: number[] = [];
    // Each from its own address: only the email's count can be reached.
    for (let i = 0; i < 20; i++)
      statuses.push((await login(i, email, `wrong ${i} password`, freshIp())).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // Refused on both, right password or not, with the wait left.
    for (const i of [0, 1]) {
      const refused = errorOf(await login(i, email, PASSWORD, freshIp()), 429);
      expect(refused.kind).toBe('auth.throttled');
    }
    const wait = await retryAfterOf(1, '/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': freshIp() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  });

  test('a login that succeeds on one app takes its attempt back on both', async () => {
    const email = uniqueEmail('bureau');
    dataOf('customer.create', await shopFor(0).call('customer.create', { body: registration(email) }));
    const office = freshIp();
    // 60 logins from one address, above its 50 failures: none counts.
    for (let i = 0; i < 60; i++) dataOf('auth.login', await login(i, email, PASSWORD, office));
    // Nine failures, a success that forgets them, then ten more failures before the refusal.
    for (let i = 0; i < 9; i++) errorOf(await login(i, email, 'wrong password', freshIp()), 401);
    dataOf('auth.login', await login(1, email, PASSWORD, freshIp()));
    for (let i = 0; i < 10; i++) errorOf(await login(i, email, 'wrong password', freshIp()), 401);
    errorOf(await login(0, email, PASSWORD, freshIp()), 429);
  });

  test('password-reset requests are limited per email and per client address across both apps', async () => {
    const request = (i: number, email: string, ip: string) =>
      shopFor(i).call('customer.requestPasswordReset', { body: { email }, headers: { 'x-test-ip': ip } });
    const email = uniqueEmail('oubli');
    for (let i = 0; i < LIMITS.maxFailuresPerAccount; i++)
      dataOf('customer.requestPasswordReset', await request(i, email, freshIp()));
    for (const i of [0, 1])
      expect(errorOf(await request(i, email, freshIp()), 429).kind).toBe('passwordReset.throttled');

    const ip = freshIp();
    for (let i = 0; i < LIMITS.maxFailuresPerIp; i++)
      dataOf('customer.requestPasswordReset', await request(i, uniqueEmail('arrosage'), ip));
    for (const i of [0, 1])
      expect(errorOf(await request(i, uniqueEmail('arrosage'), ip), 429).kind).toBe(
        'passwordReset.throttled',
      );
    expect(
      await retryAfterOf(1, '/customer/password-reset/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-ip': ip },
        body: JSON.stringify({ email: uniqueEmail('arrosage') }),
      }),
    ).toBeGreaterThan(0);
    // Another address, another email: served.
    dataOf('customer.requestPasswordReset', await request(1, uniqueEmail('voisin'), freshIp()));
  });

  test('email-verification mails are limited per email and per client address across both apps', async () => {
    const request = (i: number, token: string, ip: string) =>
      shopFor(i).call('legacyOrder.requestEmailVerification', {
        headers: { ...bearer(token), 'x-test-ip': ip },
      });
    const shopper = await customerSession(shopFor(0), 'preuve');
    for (let i = 0; i < LIMITS.maxFailuresPerAccount; i++)
      dataOf('legacyOrder.requestEmailVerification', await request(i, shopper.token, freshIp()));
    for (const i of [0, 1])
      expect(errorOf(await request(i, shopper.token, freshIp()), 429).kind).toBe(
        'emailVerification.throttled',
      );

    const ip = freshIp();
    for (let i = 0; i < LIMITS.maxFailuresPerIp; i++) {
      const other = await customerSession(shopFor(i), `arrosage-${i}`);
      dataOf('legacyOrder.requestEmailVerification', await request(i, other.token, ip));
    }
    const last = await customerSession(shopFor(0), 'arrosage-dernier');
    for (const i of [0, 1])
      expect(errorOf(await request(i, last.token, ip), 429).kind).toBe('emailVerification.throttled');
    dataOf('legacyOrder.requestEmailVerification', await request(1, last.token, freshIp()));
  });

  test('promo codes that match no promotion are limited per customer and per client address across both apps; a known code does not count', async () => {
    const check = (i: number, code: string, ip: string, headers: Record<string, string> = {}) =>
      shopFor(i).call('promocode.checkInput', {
        body: { code, ...FLYERS },
        headers: { ...headers, 'x-test-ip': ip },
      });
    const checked = (answer: Awaited<ReturnType<typeof check>>) =>
      dataOf<{ promocodeStatus: string }>('promocode.checkInput', answer).promocodeStatus;

    const shopper = bearer((await customerSession(shopFor(0), 'codes')).token);
    for (let i = 0; i < LIMITS.maxFailuresPerAccount; i++) {
      // The shop's own code, checked again and again, never counts.
      expect(checked(await check(i + 1, 'DECOUVERTE-FLYERS', freshIp(), shopper))).toBe('valid');
      expect(checked(await check(i, `DEVINE${i}`, freshIp(), shopper))).toBe('generic_error');
    }
    // Past the guesses the customer may make, any code is refused, a known one too.
    for (const i of [0, 1]) {
      const refused = errorOf(await check(i, 'DECOUVERTE-FLYERS', freshIp(), shopper), 429);
      expect(refused).toMatchObject({
        message: 'Too many promo codes tried, try again later',
        kind: 'promocode.throttled',
      });
    }

    // Guests from one address.
    const ip = freshIp();
    for (let i = 0; i < LIMITS.maxFailuresPerIp; i++) {
      expect(checked(await check(i + 1, 'DECOUVERTE-FLYERS', ip))).toBe('valid');
      expect(checked(await check(i, `ESSAI${i}`, ip))).toBe('generic_error');
    }
    for (const i of [0, 1]) errorOf(await check(i, 'DECOUVERTE-FLYERS', ip), 429);
    expect(checked(await check(1, 'ESSAI', freshIp()))).toBe('generic_error');
  });

  test('the API’s general limit: 429 with Retry-After in the envelope past it, on both apps; other addresses, staff networks and the storefront’s own calls pass', async () => {
    const perMinute = 5;
    const staffNetworks = loadConfig({ STAFF_IP_RANGES: '10.1.0.0/16' }).staffNetworks;
    const limited = async (db: Database) =>
      createApp({
        db,
        reads: await createReferenceCache(db),
        logger: captureLogs().logger,
        tokenSigningKey: TEST_SIGNING_KEY,
        apiModules: createShopApi({ clientIp: testIp }),
        apiRequestLimit: { perMinute, exemptNetworks: staffNetworks, clientIp: testIp },
        // A page that makes three API calls in process, with the shopper's address, as the
        // storefront's pages do: it answers their statuses.
        storefront: (site, { apiFetch }) => {
          site.get('/page', async (c) => {
            const statuses: number[] = [];
            for (let call = 0; call < 3; call++) {
              const request = new Request('http://localhost/api/v1/config/basic/?host=localhost', {
                headers: { 'x-test-ip': c.req.header('x-test-ip') ?? 'unknown' },
              });
              statuses.push((await apiFetch(request, c.env)).status);
            }
            return c.json(statuses);
          });
        },
      });
    const apps = [await limited(databases[0]), await limited(databases[1])];
    const get = async (i: number, ip: string, path = '/api/v1/config/basic/?host=localhost') =>
      (apps[i % 2] as Hono<AppEnv>).request(`http://localhost${path}`, { headers: { 'x-test-ip': ip } });

    const ip = freshIp();
    for (let i = 0; i < perMinute; i++) expect((await get(i, ip)).status).toBe(200);
    const refused = await get(perMinute, ip);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(errorEnvelopeSchema.parse(await refused.json())).toEqual({
      status: 'error',
      code: 429,
      message: TOO_MANY_REQUESTS,
      kind: 'request.throttled',
    });
    expect(refused.headers.get('connection')).toBeNull();
    // A call with a body is refused before the body is read, and its connection ends.
    const upload = await apps[1]?.request('http://localhost/api/v1/customer/password-reset/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': ip },
      body: JSON.stringify({ email: uniqueEmail('limite') }),
    });
    expect([upload?.status, upload?.headers.get('connection')]).toEqual([429, 'close']);
    // Any call of the API counts, an unknown one too; nothing outside it does.
    expect((await get(1, ip, '/api/v1/nothing-here')).status).toBe(429);
    expect((await get(0, ip, '/healthz')).status).toBe(200);
    // The storefront's page, asked for from that address, gets every one of its calls answered.
    expect(await (await get(1, ip, '/page')).json()).toEqual([200, 200, 200]);

    expect((await get(0, freshIp())).status).toBe(200);
    for (let i = 0; i < perMinute * 2; i++) expect((await get(i, '10.1.2.3')).status).toBe(200);
  });
});

function registration(email: string) {
  return { email, password: PASSWORD, newsletter: false, user_category: 2 };
}
