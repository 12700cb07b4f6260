import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logging/logger.js';
import type { JobDefinition, JobQueue } from '../job-queue.js';
import { createLocalJobs } from '../local-jobs.js';
import { createPgBossJobs, type PgBossJobsOptions } from '../pg-boss-jobs.js';

/**
 * Job runners for tests, on the database of a `TestDatabase`: the in-process runner on PGlite,
 * pg-boss on PostgreSQL (in a schema of its own, dropped by `cleanup`), both with short polls.
 */
export interface TestRunners {
  /** A runner as one process of the shop would have; several share the database. */
  open(
    definitions: readonly JobDefinition[],
    extra?: Partial<Pick<PgBossJobsOptions, 'db' | 'maintenanceIntervalS'>>,
  ): JobQueue;
  /** pg-boss's schema on PostgreSQL. */
  readonly bossSchema: string;
  /** Stops every runner opened (without waiting for their jobs) and drops pg-boss's schema. */
  cleanup(): Promise<void>;
}

export function testRunners(db: Database, logger: Logger): TestRunners {
  const bossSchema = `boss_${randomBytes(6).toString('hex')}`;
  const opened: JobQueue[] = [];
  const connectionString = process.env.DATABASE_URL ?? '';
  return {
    bossSchema,
    open(definitions, extra = {}) {
      const queue =
        db.kind === 'pglite'
          ? createLocalJobs({ db, logger, definitions, pollMs: 100, soleProcess: opened.length === 0 })
          : createPgBossJobs({
              connectionString,
              schema: bossSchema,
              logger,
              definitions,
              maxConnections: 2,
              pollingIntervalS: 0.5,
              maintenanceIntervalS: extra.maintenanceIntervalS ?? 1,
              cronIntervalS: 1,
              ...(extra.db === undefined ? {} : { db: extra.db }),
            });
      opened.push(queue);
      return queue;
    },
    async cleanup() {
      // A runner whose database went dead (a killed process) never ends its stop: not waited for.
      const given = new Promise((resolve) => setTimeout(resolve, 3_000));
      await Promise.all(
        opened.map((queue) => Promise.race([queue.stop({ timeoutMs: 1_000 }).catch(() => undefined), given])),
      );
      if (db.kind !== 'postgresql') return;
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${bossSchema}" cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Resolves once `check` is true, looking every 50 ms, or rejects after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('The condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
