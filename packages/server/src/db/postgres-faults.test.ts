import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createReferenceCache } from '../cache/reference-cache.js';
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
