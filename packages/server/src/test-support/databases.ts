import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, inject, test } from 'vitest';
import type { Database } from '../db/database.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { openPostgresDatabase } from '../db/postgres.js';

/** A database the suites run against, opened fresh and removed by `cleanup`. */
export interface TestDatabase {
  readonly db: Database;
  /** Opens another handle on the same data (a restart, or a second process). */
  readonly reopen: () => Promise<Database>;
  readonly cleanup: () => Promise<void>;
}

export interface DatabaseTarget {
  readonly name: 'pglite' | 'postgresql';
  readonly open: () => Promise<TestDatabase>;
}

const databaseUrl = process.env.DATABASE_URL || undefined;

/** True when the PostgreSQL variants run. */
const hasPostgres = databaseUrl !== undefined;

/**
 * Puts an empty embedded database at `dataDir`: a copy of the run's template
 * (`pglite-template.global.ts`), the database a first open would create there. Without the
 * template (a file run outside this package's config), nothing is put and the open creates it.
 */
export async function emptyPgliteAt(dataDir: string): Promise<void> {
  const template = inject('pgliteTemplate');
  if (template !== undefined) await cp(template, dataDir, { recursive: true });
}

export const pgliteTarget: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const dir = await mkdtemp(join(tmpdir(), 'tirage-server-test-'));
    const dataDir = join(dir, 'pglite');
    await emptyPgliteAt(dataDir);
    const opened: Database[] = [];
    const reopen = async () => {
      const db = await openPgliteDatabase(dataDir);
      opened.push(db);
      return db;
    };
    const db = await reopen();
    return {
      db,
      reopen,
      async cleanup() {
        await Promise.all(opened.map((handle) => handle.close()));
        await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

/** Each open works in its own random schema, dropped by cleanup, so runs on one server do not collide. */
const postgresTarget = (connectionString: string): DatabaseTarget => ({
  name: 'postgresql',
  async open() {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const opened: Database[] = [];
    const reopen = async () => {
      const db = await openPostgresDatabase({ connectionString, schema, maxConnections: 4 });
      opened.push(db);
      return db;
    };
    const db = await reopen();
    return {
      db,
      reopen,
      async cleanup() {
        await Promise.all(opened.map((handle) => handle.close()));
        const client = new pg.Client({ connectionString });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      },
    };
  },
});

/**
 * The databases every server suite runs against: the embedded one always, PostgreSQL only
 * where DATABASE_URL points at one (CI sets it; a laptop without PostgreSQL still runs the rest).
 */
const databaseTargets: readonly DatabaseTarget[] = [
  pgliteTarget,
  ...(databaseUrl === undefined ? [] : [postgresTarget(databaseUrl)]),
];

/** Rows for `describe.each(eachDatabase)('... on %s', (_name, target) => ...)`. */
export const eachDatabase = databaseTargets.map((target) => [target.name, target] as const);

/**
 * Shows in the report that the PostgreSQL variant of a suite did not run, and why. Call it
 * inside a test file, beside the `describe.each(eachDatabase)`.
 */
export function reportPostgresSkipped(suite: string): void {
  if (hasPostgres) return;
  describe(`${suite} on postgresql`, () => {
    test.skip('skipped: DATABASE_URL is not set, so there is no PostgreSQL to run against', () => {});
  });
}
