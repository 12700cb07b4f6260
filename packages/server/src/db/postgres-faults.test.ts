import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { FLYERS_QUOTE, TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import { loadStorefront } from '../storefront/load-storefront.js';
import { captureLogs } from '../test-support/log-capture.js';
import {
  postgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../test-support/throwaway-postgres.js';
import { type Database, DatabaseUnavailableError } from './database.js';
import { migrate } from './migrations.js';
import { openPostgresDatabase } from './postgres.js';
import { seed } from './seed.js';

// Faults are played on a PostgreSQL server of the test's own (stopped, started, frozen), never on
// the machine's shared one. Debian's server programs are needed for it.
const binaries = postgresBinaries();

describe.skipIf(binaries === undefined)('PostgreSQL faults, on a throwaway server', () => {
  let server: ThrowawayPostgres;
  let db: Database;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    db = await openPostgresDatabase({ connectionString: server.connectionString });
    await migrate(db);
    await seed(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await server?.destroy();
  });

  test('after a restart of the database the reference cache listens again and forgets what changes', async () => {
    const cache = await createReferenceCache(db, undefined, { relistenDelaysMs: [100, 200, 500] });
    try {
      expect(cache.live()).toBe(true);
      await server.stop();
      await expect.poll(() => cache.live(), { timeout: 10_000 }).toBe(false);
      await server.start();
      await expect.poll(() => cache.live(), { timeout: 15_000 }).toBe(true);
      // Heard again: a change made by anyone is seen at the next read.
      expect((await cache.productById('flyers'))?.name).toBe('Flyers');
      await db.query(
        `update products set payload = jsonb_set(payload, '{name}', '"Flyers 2"') where id = 'flyers'`,
      );
      await expect.poll(async () => (await cache.productById('flyers'))?.name).toBe('Flyers 2');
    } finally {
      await cache.close();
    }
  }, 60_000);

  test('a frozen database fails a request within its bounds, and serves again once thawed', async () => {
    const bounded = await openPostgresDatabase({
      connectionString: server.connectionString,
      connectionTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
      maxConnections: 2,
    });
    try {
      expect(await bounded.query('select 1 as one')).toEqual([{ one: 1 }]);
      server.freeze();
      const failures = await Promise.all(
        [
          () => bounded.query('select 1 as one'),
          () => bounded.transaction((tx) => tx.query('select 1 as one')),
          () => bounded.query('select 2 as two'),
          () => bounded.query('select 3 as three'),
        ].map(async (work) => {
          const started = Date.now();
          const error = await work().then(
            () => undefined,
            (failure: unknown) => failure,
          );
          return { error, seconds: (Date.now() - started) / 1000 };
        }),
      );
      for (const { error, seconds } of failures) {
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        // One statement's bound plus one connection's, with room for a busy machine.
        expect(seconds).toBeLessThan(6);
      }
    } finally {
      server.thaw();
    }
    await expect
      .poll(() => bounded.query('select 1 as one').catch(() => []), { timeout: 10_000 })
      .toEqual([{ one: 1 }]);
    await bounded.close();
  }, 60_000);

  test('with the database stopped or frozen, the API answers 503 service.unavailable and pages the French unavailable page; then it serves again', async () => {
    const bounded = await openPostgresDatabase({
      connectionString: server.connectionString,
      connectionTimeoutMs: 1_000,
      statementTimeoutMs: 1_000,
    });
    const reads = await createReferenceCache(bounded, undefined, { relistenDelaysMs: [100] });
    const logs = captureLogs();
    const app = createApp({
      db: bounded,
      reads,
      logger: logs.logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: createShopApi(),
      storefront: await loadStorefront(),
      healthTimeoutMs: 500,
    });
    const asks = {
      quote: () =>
        app.request('http://localhost/api/v1/product/quote/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FLYERS_QUOTE),
        }),
      page: () => app.request('http://localhost/api/v1/content/page/?path=%2F'),
      cart: () =>
        app.request('http://localhost/api/v1/cart', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            anonymousUserId: '0b7d3c56-3f0e-4c47-9d42-3a4a8b1f0c11',
            currency: 'EUR',
            country: 'FR',
            locale: 'fr',
          }),
        }),
      storefront: () => app.request('http://localhost/flyers/', { headers: { host: 'localhost' } }),
      health: () => app.request('http://localhost/readyz'),
    };
    const expectUnavailable = async (api: readonly (() => Response | Promise<Response>)[]) => {
      for (const ask of api) {
        const answer = await ask();
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('30');
        expect(await answer.json()).toMatchObject({ code: 503, kind: 'service.unavailable' });
      }
      const page = await asks.storefront();
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).not.toBeNull();
      expect(await page.text()).toContain('Le site est momentanément indisponible');
      expect((await asks.health()).status).toBe(503);
    };
    try {
      for (const ask of Object.values(asks)) expect((await ask()).status).toBeLessThan(300);
      await server.stop();
      // Once the cache has heard the loss, even a quote (shops and products only) reads the database.
      await expect.poll(() => reads.live(), { timeout: 10_000 }).toBe(false);
      await expectUnavailable([asks.quote, asks.page, asks.cart]);
      await server.start();
      await expect.poll(async () => (await asks.storefront()).status, { timeout: 15_000 }).toBe(200);
      server.freeze();
      try {
        // Frozen, the cache still holds the shops and products: what needs the database fails.
        await expectUnavailable([asks.page, asks.cart]);
      } finally {
        server.thaw();
      }
      await expect.poll(async () => (await asks.quote()).status, { timeout: 15_000 }).toBe(200);
      expect(logs.entries().some((entry) => entry.msg === 'unhandled error')).toBe(false);
    } finally {
      await reads.close();
      await bounded.close();
    }
  }, 120_000);

  test('a stopped database fails a request at once as unavailable', async () => {
    const bounded = await openPostgresDatabase({ connectionString: server.connectionString });
    try {
      await server.stop();
      await expect(bounded.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(bounded.transaction((tx) => tx.query('select 1'))).rejects.toBeInstanceOf(
        DatabaseUnavailableError,
      );
    } finally {
      await server.start();
    }
    await expect
      .poll(() => bounded.query('select 1 as one').catch(() => []), { timeout: 10_000 })
      .toEqual([{ one: 1 }]);
    await bounded.close();
  }, 60_000);
});

if (binaries === undefined) {
  describe('PostgreSQL faults', () => {
    test.skip('skipped: PostgreSQL’s server programs are not installed under /usr/lib/postgresql', () => {});
  });
}
