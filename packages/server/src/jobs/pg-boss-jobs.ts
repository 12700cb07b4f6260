import PgBoss from 'pg-boss';
import type { Queryable, SqlParam } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import {
  checkedDefinitions,
  type FailedJob,
  type JobDefinition,
  type JobQueue,
  keyedJobId,
} from './job-queue.js';

export interface PgBossJobsOptions {
  /** The shop's PostgreSQL (`DATABASE_URL`). */
  readonly connectionString: string;
  /** Where pg-boss keeps its tables; `pgboss` by default. */
  readonly schema?: string;
  readonly logger: Logger;
  readonly definitions: readonly JobDefinition[];
  /** Connections of pg-boss's own pool, per process. */
  readonly maxConnections?: number;
  /** How often each queue is looked at for a job to run. */
  readonly pollingIntervalS?: number;
  /** How often lost runs (expired) are put back for a retry, by one process at a time. */
  readonly maintenanceIntervalS?: number;
  /** How often the schedules are looked at (at most 45 s). */
  readonly cronIntervalS?: number;
  /** Tests: the SQL pg-boss runs goes through this instead of its own pool. */
  readonly db?: PgBoss.Db;
}

/** Pool of pg-boss's own connections: workers' fetches, maintenance, schedules. */
const PG_BOSS_MAX_CONNECTIONS = 3;
const POLLING_INTERVAL_S = 2;
const MAINTENANCE_INTERVAL_S = 60;
const CRON_INTERVAL_S = 30;
/** How long failed jobs stay listed (pg-boss moves them to its archive, then deletes them). */
const FAILED_JOBS_KEPT_DAYS = 14;

/** A transaction of the shop's database, as pg-boss runs SQL: its insert joins the transaction. */
function inTransaction(tx: Queryable): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: [...(await tx.query(text, values as SqlParam[]))] }),
  };
}

/**
 * Jobs on PostgreSQL through pg-boss 10: each queue is one job definition (its retries, backoff
 * and expiry set on the queue), one worker per queue and process fetching one job at a time
 * (`for update skip locked`, so a job runs in one process). A run that outlives its expiry (its
 * process was killed) is put back for a retry by the maintenance of any process. Schedules are
 * pg-boss's: one process adds each due run. Failed jobs stay in pg-boss's tables with their
 * error for `FAILED_JOBS_KEPT_DAYS`.
 */
export function createPgBossJobs(options: PgBossJobsOptions): JobQueue {
  const { logger } = options;
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name for pg-boss: ${schema}`);
  const definitions = checkedDefinitions(options.definitions);
  const scheduled = [...definitions.values()].some((definition) => definition.cron !== undefined);
  const boss = new PgBoss({
    connectionString: options.connectionString,
    ...(options.db === undefined ? {} : { db: options.db }),
    schema,
    max: options.maxConnections ?? PG_BOSS_MAX_CONNECTIONS,
    application_name: 'tirage-jobs',
    supervise: true,
    schedule: scheduled,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalS ?? MAINTENANCE_INTERVAL_S,
    cronMonitorIntervalSeconds: options.cronIntervalS ?? CRON_INTERVAL_S,
    cronWorkerIntervalSeconds: Math.min(options.cronIntervalS ?? CRON_INTERVAL_S, 5),
    deleteAfterDays: FAILED_JOBS_KEPT_DAYS,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  let started = false;
  let stopping: Promise<void> | undefined;

  async function ensureQueue(definition: JobDefinition): Promise<void> {
    const settings = {
      name: definition.name,
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelayS,
      retryBackoff: definition.retryBackoff,
      expireInSeconds: definition.expireInS,
    };
    // Processes starting together may create it at once: one of them wins (the others' attempt
    // fails, or deadlocks), and they find it made when they look again.
    for (let attempt = 1; (await boss.getQueue(definition.name)) === null; attempt++) {
      try {
        await boss.createQueue(definition.name, settings);
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    await boss.updateQueue(definition.name, settings);
  }

  return {
    kind: 'pg-boss',
    async enqueue(name, payload, enqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`No job is defined as ${name}`);
      await boss.send(name, payload, {
        ...(enqueueOptions.key === undefined ? {} : { id: keyedJobId(name, enqueueOptions.key) }),
        ...(enqueueOptions.tx === undefined ? {} : { db: inTransaction(enqueueOptions.tx) }),
      });
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
      for (const definition of definitions.values()) {
        await ensureQueue(definition);
        await boss.work<object>(
          definition.name,
          {
            batchSize: 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalS ?? POLLING_INTERVAL_S,
          },
          async ([job]) => {
            if (job === undefined) return;
            const attempt = job.retryCount + 1;
            const jobLogger = logger.child({ job: job.name, jobId: job.id, attempt });
            try {
              await definition.handle(job.data, { id: job.id, attempt, logger: jobLogger });
            } catch (error) {
              if (attempt > job.retryLimit) jobLogger.error({ err: error }, 'job failed: kept as failed');
              else jobLogger.warn({ err: error }, 'job failed: retried');
              throw error;
            }
          },
        );
        if (definition.cron !== undefined)
          await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name);
      }
    },
    stop(stopOptions = {}) {
      stopping ??= started
        ? boss.stop({ graceful: true, wait: true, close: true, timeout: stopOptions.timeoutMs ?? 30_000 })
        : Promise.resolve();
      return stopping;
    },
    async failedJobs(limit = 100) {
      const columns = `id::text, name, retry_count, created_on, completed_on,
        coalesce(output->>'message', output->'value'->>'message', output::text) as error`;
      const { rows } = await boss.getDb().executeSql(
        `select * from (
           select ${columns} from ${schema}.job where state = 'failed'
           union all
           select ${columns} from ${schema}.archive where state = 'failed'
         ) failed order by completed_on desc, id limit $1`,
        [limit],
      );
      return (
        rows as {
          id: string;
          name: string;
          retry_count: number;
          created_on: Date;
          completed_on: Date | null;
          error: string | null;
        }[]
      ).map(
        (row): FailedJob => ({
          id: row.id,
          name: row.name,
          attempts: row.retry_count + 1,
          error: row.error ?? '',
          failedAt: new Date(row.completed_on ?? row.created_on).toISOString(),
          createdAt: new Date(row.created_on).toISOString(),
        }),
      );
    },
  };
}
