import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { bearer, dataOf, PASSWORD, placeOrder, uniqueEmail } from '../api/test-support/cart-fixtures.js';
import { openShop, type ShopClient, TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { AppEnv } from '../http/app-env.js';
import { samplePdf } from '../test-support/artwork-files.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';
import { isSameOriginOrSafe } from './same-origin.js';

const SHOP = 'http://localhost';
const OTHER_SITE = 'https://evil.example';
const STAFF_IP = '203.0.113.9';

describe('which requests may act for the shopper', () => {
  test.each([
    ['GET', OTHER_SITE, true],
    ['HEAD', OTHER_SITE, true],
    ['OPTIONS', OTHER_SITE, true],
    ['POST', undefined, true],
    ['POST', SHOP, true],
    ['put', SHOP, true],
    ['POST', OTHER_SITE, false],
    ['PUT', OTHER_SITE, false],
    ['DELETE', 'http://localhost:8080', false],
    ['PATCH', 'https://localhost', false],
    ['POST', 'null', false],
    ['POST', 'not a url', false],
  ] as const)('%s with Origin %s: %s', (method, origin, allowed) => {
    expect(isSameOriginOrSafe(method, `${SHOP}/logout/`, origin)).toBe(allowed);
  });

  test.each([
    // The shop's own page under Referrer-Policy: no-referrer posts with Origin: null.
    ['POST', 'null', 'same-origin', true],
    ['POST', undefined, 'none', true],
    ['POST', SHOP, 'cross-site', false],
    ['POST', undefined, 'cross-site', false],
    ['DELETE', undefined, 'same-site', false],
    ['GET', OTHER_SITE, 'cross-site', true],
    ['POST', OTHER_SITE, 'unknown-value', false],
  ] as const)('%s with Origin %s and Sec-Fetch-Site %s: %s', (method, origin, site, allowed) => {
    expect(isSameOriginOrSafe(method, `${SHOP}/logout/`, origin, site)).toBe(allowed);
  });
});

reportPostgresSkipped('storefront actions from another site');

describe.each(eachDatabase)('storefront actions from another site on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let app: Hono<AppEnv>;
  let filesDir = '';

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-same-origin-'));
    const artworks = { store: createDiskArtworkStore(filesDir) };
    shop = await openShop(handle, { artworks });
    app = createApp({
      db: handle.db,
      reads: await createReferenceCache(handle.db),
      logger: captureLogs().logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: createShopApi({ validateResponses: true, artworks }),
      storefront: await loadStorefront({
        clock: () => Temporal.Now.instant(),
        staffNetworks: [{ address: '203.0.113.0', prefix: 24, family: 'ipv4' }],
        clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
      }),
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== '') await rm(filesDir, { recursive: true, force: true });
  });

  const send = (
    path: string,
    options: {
      readonly method?: string;
      readonly origin?: string;
      readonly cookie?: string;
      readonly form?: Record<string, string>;
      readonly body?: Uint8Array;
      readonly contentType?: string;
    } = {},
  ) =>
    app.request(`${SHOP}${path}`, {
      method: options.method ?? 'POST',
      redirect: 'manual',
      headers: {
        host: 'localhost',
        'x-test-ip': STAFF_IP,
        ...(options.origin === undefined ? {} : { origin: options.origin }),
        ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
        'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      },
      body: options.body ?? new URLSearchParams(options.form ?? {}).toString(),
    });
  const get = (path: string, cookie: string) =>
    app.request(`${SHOP}${path}`, {
      redirect: 'manual',
      headers: { host: 'localhost', 'x-test-ip': STAFF_IP, cookie },
    });
  const cookieNamed = (response: Response, name: string) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${name}=`)) ?? '';

  /** A customer logged in on the storefront: the auth cookie, and a token for the API. */
  async function customer() {
    const email = uniqueEmail('same-origin');
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const login = await send('/login/', { origin: SHOP, form: { email, password: PASSWORD } });
    expect(login.status).toBe(302);
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    return { cookie: cookieNamed(login, 'tirage_auth'), auth: bearer(grant.access_token) };
  }

  test('logout from another site is refused and the shopper stays logged in; from the shop it logs out', async () => {
    const { cookie } = await customer();
    const forged = await send('/logout/', { origin: OTHER_SITE, cookie });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await get('/personal-area/', cookie)).status).toBe(200);

    const out = await send('/logout/', { origin: SHOP, cookie });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(cookieNamed(out, 'tirage_auth')).toBe('tirage_auth=');
    expect((await get('/personal-area/', cookie)).status).toBe(302);
  });

  test('staff logout from another site is refused and the staff session lives on; from the shop it ends', async () => {
    const email = uniqueEmail('conseil');
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    const login = await send('/admin/login/', { origin: SHOP, form: { email, password: created.password } });
    expect(login.status).toBe(302);
    const agent = cookieNamed(login, 'tirage_agent');
    expect(agent).toMatch(/^tirage_agent=.+/);

    const forged = await send('/admin/logout/', { origin: OTHER_SITE, cookie: agent });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await get('/admin/login-as/', agent)).status).toBe(200);

    const out = await send('/admin/logout/', { origin: SHOP, cookie: agent });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/admin/login/');
    expect(cookieNamed(out, 'tirage_agent')).toBe('tirage_agent=');
    expect((await get('/admin/login-as/', agent)).status).not.toBe(200);
  });

  test('an artwork file sent from another site is refused and not kept; from the shop it is', async () => {
    const { cookie, auth } = await customer();
    const order = await placeOrder(shop, auth);
    const detail = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: order.id }, headers: auth }),
    );
    const lineItemId = detail.lineItems[0]?.id ?? '';
    const path = `/personal-area/upload-file/?order_id=${order.id}&line_item_id=${lineItemId}&file_name=flyer.pdf`;
    const upload = (origin: string) =>
      send(path, { method: 'PUT', origin, cookie, body: samplePdf(), contentType: 'application/pdf' });
    const uploads = async () =>
      dataOf<{ uploads: unknown[] }>(
        'artwork.list',
        await shop.call('artwork.list', { params: { orderId: order.id }, headers: auth }),
      ).uploads;

    expect((await upload(OTHER_SITE)).status).toBe(403);
    expect(await uploads()).toEqual([]);

    const sent = await upload(SHOP);
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(await uploads()).toHaveLength(1);
  });

  test('every storefront route with an action refuses a request from another site', async () => {
    const withActions = await actionPaths();
    expect(withActions).toEqual(
      expect.arrayContaining(['/logout/', '/admin/logout/', '/personal-area/upload-file/', '/cart/']),
    );
    const { cookie } = await customer();
    for (const path of withActions) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        expect((await send(path, { method, origin: OTHER_SITE, cookie })).status, `${method} ${path}`).toBe(
          403,
        );
      }
    }
    expect((await get('/personal-area/', cookie)).status).toBe(200);
  });

  test('every storefront action answers a body that is not a form with a 4xx, never a 500', async () => {
    const withActions = await actionPaths();
    const { cookie } = await customer();
    const bodies = [
      { contentType: 'text/plain', body: new TextEncoder().encode('not a form') },
      { contentType: 'multipart/form-data; boundary=x', body: new TextEncoder().encode('--y\r\nbroken') },
      { contentType: 'application/json', body: new TextEncoder().encode('{"intent":"delete"}') },
    ];
    for (const path of withActions) {
      for (const method of ['POST', 'DELETE']) {
        for (const { contentType, body } of bodies) {
          const status = (await send(path, { method, origin: SHOP, cookie, contentType, body })).status;
          expect(status, `${method} ${path} ${contentType}`).toBeLessThan(500);
        }
      }
    }
  });
});

/** The path of every storefront route with an action, from the built storefront (the catch-all as a product page). */
async function actionPaths(): Promise<string[]> {
  const build = (await import('@tirage/react-app/server-build')) as unknown as ServerBuild;
  const pathOf = (id: string): string => {
    const route = build.routes[id];
    if (route === undefined) return '';
    const parent = route.parentId === undefined ? '' : pathOf(route.parentId);
    const own = route.path === '*' ? 'flyers' : (route.path ?? '');
    return own === '' ? parent : `${parent}/${own}`;
  };
  return Object.keys(build.routes)
    .filter((id) => build.routes[id]?.module.action !== undefined)
    .map((id) => `${pathOf(id)}/`);
}
