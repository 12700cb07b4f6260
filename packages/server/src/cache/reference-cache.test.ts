import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database, Queryable } from '../db/database.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { createReferenceCache } from './reference-cache.js';

/** The database with its plain queries counted (a transaction's are not). */
function counting(db: Database): { readonly db: Database; readonly queries: () => number } {
  let count = 0;
  const counted: Database = {
    ...db,
    query: (...args: Parameters<Queryable['query']>) => {
      count++;
      return db.query(...args);
    },
    listen: (...args) => db.listen(...args),
    transaction: (fn) => db.transaction(fn),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  } as Database;
  return { db: counted, queries: () => count };
}

reportPostgresSkipped('reference cache');

describe.each(eachDatabase)('reference cache on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('reads the shops and a product once, then from memory', async () => {
    const { db, queries } = counting(handle.db);
    const cache = await createReferenceCache(db);
    try {
      expect(cache.live()).toBe(true);
      const first = await cache.tenancy();
      const product = await cache.productByMcpSku('TIR-FLY');
      const afterFirst = queries();
      expect(afterFirst).toBeGreaterThan(0);
      expect(await cache.tenancy()).toBe(first);
      expect(await cache.productByMcpSku('TIR-FLY')).toBe(product);
      expect(queries()).toBe(afterFirst);
      const page = await cache.pageById('product-flyers');
      expect(page?.path).toBe('/flyers/');
      expect(await cache.pageById('product-flyers')).toBe(page);
      expect(queries()).toBe(afterFirst + 1);
      // An unknown product is asked again: absence is not remembered.
      expect(await cache.productByMcpSku('TIR-NONE')).toBeUndefined();
      expect(await cache.productByMcpSku('TIR-NONE')).toBeUndefined();
      expect(queries()).toBe(afterFirst + 3);
    } finally {
      await cache.close();
    }
  });

  test('forgets what changed, whoever changed it', async () => {
    const [page] = await handle.db.query<{ payload: unknown }>(
      `select payload from content_pages where id = 'product-flyers'`,
    );
    const original = JSON.stringify(page?.payload);
    const cache = await createReferenceCache(handle.db);
    try {
      expect((await cache.productById('flyers'))?.name).toBe('Flyers');
      expect((await cache.tenancy()).exchangeRates.CHF).toBe(0.94);
      expect((await cache.pageById('product-flyers'))?.title).not.toBe('Flyers en promotion');
      await handle.db.query(
        `update content_pages set payload = jsonb_set(payload, '{title}', '"Flyers en promotion"') where id = 'product-flyers'`,
      );
      await handle.db.query(
        `update products set payload = jsonb_set(payload, '{name}', '"Flyers premium"') where id = 'flyers'`,
      );
      await handle.db.query(`update currencies set units_per_euro = 0.97 where code = 'CHF'`);
      await expect.poll(async () => (await cache.productById('flyers'))?.name).toBe('Flyers premium');
      await expect.poll(async () => (await cache.tenancy()).exchangeRates.CHF).toBe(0.97);
      await expect
        .poll(async () => (await cache.pageById('product-flyers'))?.title)
        .toBe('Flyers en promotion');
    } finally {
      await handle.db.query(`update content_pages set payload = $1::jsonb where id = 'product-flyers'`, [
        original,
      ]);
      await handle.db.query(
        `update products set payload = jsonb_set(payload, '{name}', '"Flyers"') where id = 'flyers'`,
      );
      await handle.db.query(`update currencies set units_per_euro = 0.94 where code = 'CHF'`);
      await cache.close();
    }
  });

  test('without a subscription nothing is cached', async () => {
    const { db, queries } = counting(handle.db);
    const deaf: Database = { ...db, listen: () => Promise.reject(new Error('no notifications here')) };
    const cache = await createReferenceCache(deaf);
    expect(cache.live()).toBe(false);
    await cache.tenancy();
    const once = queries();
    await cache.tenancy();
    expect(queries()).toBe(2 * once);
    await cache.close();
  });

  test('a subscription that breaks stops the caching at once', async () => {
    const { db, queries } = counting(handle.db);
    let lose: ((error: Error) => void) | undefined;
    const fragile: Database = {
      ...db,
      listen: async (_channel, _onMessage, onLost) => {
        lose = onLost;
        return async () => {};
      },
    };
    const cache = await createReferenceCache(fragile);
    await cache.productById('flyers');
    const cached = queries();
    await cache.productById('flyers');
    expect(queries()).toBe(cached);
    lose?.(new Error('connection reset'));
    expect(cache.live()).toBe(false);
    await cache.productById('flyers');
    expect(queries()).toBe(cached + 1);
    await cache.close();
  });

  test('a lost subscription is opened again with backoff, and caching resumes', async () => {
    const { db, queries } = counting(handle.db);
    let lose: ((error: Error) => void) | undefined;
    let refusals = 0;
    let listens = 0;
    const flaky: Database = {
      ...db,
      listen: async (_channel, _onMessage, onLost) => {
        listens++;
        // After the first loss, the database refuses twice before it is back.
        if (listens > 1 && refusals < 2) {
          refusals++;
          throw new Error('database starting up');
        }
        lose = onLost;
        return async () => {};
      },
    };
    const cache = await createReferenceCache(flaky, undefined, { relistenDelaysMs: [5, 20] });
    try {
      lose?.(new Error('terminating connection due to administrator command'));
      expect(cache.live()).toBe(false);
      await expect.poll(() => cache.live()).toBe(true);
      expect(listens).toBe(4);
      await cache.productById('flyers');
      const cached = queries();
      await cache.productById('flyers');
      expect(queries()).toBe(cached);
    } finally {
      await cache.close();
    }
  });

  test('once closed, the cache does not listen again', async () => {
    let listens = 0;
    const refusing: Database = {
      ...handle.db,
      listen: () => {
        listens++;
        return Promise.reject(new Error('no notifications here'));
      },
    };
    const cache = await createReferenceCache(refusing, undefined, { relistenDelaysMs: [5] });
    await expect.poll(() => listens).toBeGreaterThan(2);
    await cache.close();
    const after = listens;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listens).toBe(after);
  });
});
