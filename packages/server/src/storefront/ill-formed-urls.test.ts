import type { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { bearer, customerSession } from '../api/test-support/cart-fixtures.js';
import { openShop, TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { AppEnv } from '../http/app-env.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';

/** NUL, a truncated sequence, bytes that are not UTF-8 (one is half a surrogate pair), a bare %. */
const ILL_FORMED_SEGMENTS = ['%00', 'a%00b', '%E0%A4%A', '%FF', '%ED%A0%80', '%C0%AF', '%', '%zz'];

/** Paths of the API and of the storefront, each with a segment for the ill-formed text. */
const PATHS = [
  '/api/v1/order/{}',
  '/api/v1/order/by-number/{}',
  '/api/v1/cart/{}',
  '/api/v1/designs/{}',
  '/api/v1/legacy-order/{}',
  '/api/v1/shop-assets/{}',
  '/api/v1/{}',
  '/builds/meta/{}.json',
  '/{}/_payload.json',
  '/categories/{}/_payload.json',
  '/{}',
  '/{}/',
  '/flyers/{}/',
  '/personal-area/{}/',
  '/admin/{}/',
  '/assets/{}',
  '/{}.data',
  '/api/v1/content/page/?id={}',
];

reportPostgresSkipped('ill-formed URLs');

describe.each(eachDatabase)('ill-formed URLs on %s', (_name, target) => {
  let handle: TestDatabase;
  let app: Hono<AppEnv>;
  let auth: Record<string, string>;

  beforeAll(async () => {
    handle = await target.open();
    const shop = await openShop(handle);
    auth = bearer((await customerSession(shop, 'url')).token);
    app = createApp({
      db: handle.db,
      reads: await createReferenceCache(handle.db),
      logger: captureLogs().logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      // The test shop's clock, so the customer's token is as fresh here as where it was given.
      apiModules: createShopApi({ validateResponses: true, clock: shop.clock }),
      storefront: await loadStorefront({ clock: () => Temporal.Now.instant() }),
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** The status at the end of the shop's own redirects (canonical paths). */
  async function finalStatus(path: string, method: string): Promise<number> {
    let url = `http://localhost${path}`;
    for (let hops = 0; hops < 5; hops++) {
      const response = await app.request(url, {
        method,
        redirect: 'manual',
        headers: { host: 'localhost', ...auth },
      });
      const location = response.headers.get('location');
      if (response.status !== 301 || location === null) return response.status;
      url = new URL(location, url).href;
    }
    throw new Error(`${path} redirects in circles`);
  }

  test('a path naming an order with NUL is refused as a bad request', async () => {
    expect(await finalStatus('/api/v1/order/%00', 'GET')).toBe(400);
    expect(await finalStatus('/api/v1/order/by-number/CMD%00', 'GET')).toBe(400);
  });

  test.each(PATHS)('%s with NUL or bad percent-encoding answers 400 or 404, never 500', async (pattern) => {
    const statuses = new Map<string, number>();
    for (const segment of ILL_FORMED_SEGMENTS) {
      for (const method of pattern.startsWith('/api/') ? ['GET', 'DELETE'] : ['GET']) {
        const path = pattern.replace('{}', segment);
        statuses.set(`${method} ${path}`, await finalStatus(path, method));
      }
    }
    const wrong = [...statuses].filter(([, status]) => status !== 400 && status !== 404 && status !== 405);
    expect(wrong).toEqual([]);
  });
});
