import cronParser from 'cron-parser';
import type { Database, Queryable } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import {
  checkedDefinitions,
  type EnqueueOptions,
  errorMessage,
  type FailedJob,
  type JobDefinition,
  type JobQueue,
} from './job-queue.js';

/** Announced (on commit) when a job is added, so the runner starts on it at once. */
const JOB_ADDED_CHANNEL = 'background_job_added';

export interface LocalJobsOptions {
  readonly db: Database;
  readonly logger: Logger;
  readonly definitions: readonly JobDefinition[];
  /** How often the queue is looked at besides the announcements (retries due, missed ones). */
  readonly pollMs?: number;
  /** Jobs run at once. */
  readonly concurrency?: number;
  /**
   * Whether this runner is the only one on the database (the embedded database: one process).
   * Jobs left active at start are then its own from before a crash: retried at once.
   */
  readonly soleProcess?: boolean;
}

const POLL_MS = 2_000;
const CONCURRENCY = 2;

interface ClaimedJob {
  readonly id: string;
  readonly name: string;
  readonly payload: object;
  readonly attempts: number;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The in-process job runner, on the embedded database: the jobs are rows of `background_jobs`,
 * claimed one at a time (`for update skip locked`, so it would stay correct with several
 * runners), run by the same handlers as on pg-boss, retried with the same backoff and kept as
 * failed with their error. Schedules are cron expressions read with cron-parser (UTC), each run
 * added with the minute it is due as its key, so it is added once.
 */
export function createLocalJobs(options: LocalJobsOptions): JobQueue {
  const { db, logger } = options;
  const definitions = checkedDefinitions(options.definitions);
  const names = [...definitions.keys()];
  const concurrency = options.concurrency ?? CONCURRENCY;
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopped = false;
  let looking: Promise<void> | undefined;
  let lookAgain = false;
  let unlisten: (() => Promise<void>) | undefined;

  async function add(name: string, payload: object, enqueue: EnqueueOptions = {}): Promise<void> {
    const definition = definitions.get(name);
    if (definition === undefined) throw new Error(`No job is defined as ${name}`);
    const target: Queryable = enqueue.tx ?? db;
    await target.query(
      `insert into background_jobs
         (name, job_key, payload, retry_limit, retry_delay_s, retry_backoff, expire_in_s)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7)
       on conflict do nothing`,
      [
        name,
        enqueue.key ?? null,
        JSON.stringify(payload),
        definition.retryLimit,
        definition.retryDelayS,
        definition.retryBackoff,
        definition.expireInS,
      ],
    );
    await target.query('select pg_notify($1, $2)', [JOB_ADDED_CHANNEL, name]);
  }

  /** Active jobs past their time: their run is lost; retried, or failed when none is left. */
  async function expireLost(all: boolean): Promise<void> {
    await db.query(
      `update background_jobs
          set state = case when attempts > retry_limit then 'failed' else 'retry' end,
              last_error = 'the run did not end in time (its process stopped)',
              start_after = now(),
              completed_at = case when attempts > retry_limit then now() end
        where state = 'active'
          and ($1 or started_at + expire_in_s * interval '1 second' < now())`,
      [all],
    );
  }

  async function claim(): Promise<ClaimedJob | undefined> {
    const [row] = await db.query<ClaimedJob>(
      `update background_jobs
          set state = 'active', attempts = attempts + 1, started_at = now()
        where id = (
          select id from background_jobs
           where state in ('created', 'retry') and start_after <= now() and name = any($1::text[])
           order by start_after, created_at
           limit 1
           for update skip locked)
        returning id, name, payload, attempts`,
      [`{${names.map((name) => `"${name}"`).join(',')}}`],
    );
    return row;
  }

  async function run(job: ClaimedJob): Promise<void> {
    const definition = definitions.get(job.name);
    if (definition === undefined) return;
    const jobLogger = logger.child({ job: job.name, jobId: job.id, attempt: job.attempts });
    try {
      await definition.handle(job.payload, { id: job.id, attempt: job.attempts, logger: jobLogger });
      await db.query(
        `update background_jobs set state = 'completed', completed_at = now(), last_error = null
          where id = $1 and state = 'active'`,
        [job.id],
      );
    } catch (error) {
      const message = errorMessage(error);
      const final = job.attempts > definition.retryLimit;
      // The same backoff as pg-boss's: the delay doubles at each retry.
      const delayS = definition.retryBackoff
        ? Math.max(1, definition.retryDelayS) * 2 ** (job.attempts - 1)
        : definition.retryDelayS;
      await db.query(
        `update background_jobs
            set state = $2, last_error = $3,
                start_after = now() + $4 * interval '1 second',
                completed_at = case when $2 = 'failed' then now() end
          where id = $1 and state = 'active'`,
        [job.id, final ? 'failed' : 'retry', message, delayS],
      );
      if (final) jobLogger.error({ err: error }, 'job failed: kept as failed');
      else jobLogger.warn({ err: error, retryInS: delayS }, 'job failed: retried');
    }
  }

  async function look(): Promise<void> {
    await expireLost(false);
    while (!stopped && running.size < concurrency) {
      const job = await claim();
      if (job === undefined) return;
      const work = run(job)
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job runner error'))
        .finally(() => {
          running.delete(work);
          wake();
        });
      running.add(work);
    }
  }

  function wake(): void {
    if (!started || stopped) return;
    if (looking !== undefined) {
      lookAgain = true;
      return;
    }
    looking = look()
      .catch((error: unknown) => {
        if (!stopped) logger.error({ err: error }, 'job queue unreachable; looked at again soon');
      })
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        }
      });
  }

  function scheduleNext(definition: JobDefinition & { readonly cron: string }): void {
    if (stopped) return;
    const next = cronParser.parseExpression(definition.cron, { tz: 'UTC' }).next().toDate();
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        add(definition.name, {}, { key: `cron:${next.toISOString()}` })
          .then(wake)
          .catch((error: unknown) => logger.error({ err: error, job: definition.name }, 'could not schedule'))
          .finally(() => scheduleNext(definition));
      },
      Math.max(0, next.getTime() - Date.now()),
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    kind: 'in-process',
    enqueue: (name, payload, enqueueOptions) => add(name, payload, enqueueOptions),
    async start() {
      if (started) return;
      started = true;
      if (options.soleProcess === true) await expireLost(true);
      unlisten = await db.listen(JOB_ADDED_CHANNEL, wake).catch((error: unknown) => {
        logger.warn({ err: error }, 'cannot hear new jobs: they run at the next look');
        return undefined;
      });
      const poll = setInterval(wake, options.pollMs ?? POLL_MS);
      poll.unref();
      timers.add(poll);
      for (const definition of definitions.values()) {
        if (definition.cron !== undefined) {
          // As pg-boss does: a run due within the last minute is added at start (a restart at
          // the minute it was due does not skip it; its key keeps it from being added twice).
          const previous = cronParser.parseExpression(definition.cron, { tz: 'UTC' }).prev().toDate();
          if (Date.now() - previous.getTime() < 60_000)
            await add(definition.name, {}, { key: `cron:${previous.toISOString()}` });
          scheduleNext({ ...definition, cron: definition.cron });
        }
      }
      wake();
    },
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await unlisten?.().catch(() => undefined);
      await looking;
      const finished = Promise.all(running);
      const timeoutMs = stopOptions.timeoutMs ?? 30_000;
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        finished.then(() => 'finished' as const),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (outcome === 'timeout')
        logger.warn(
          { running: running.size },
          'jobs still running at the deadline: retried at the next start',
        );
    },
    async failedJobs(limit = 100) {
      const rows = await db.query<{
        id: string;
        name: string;
        attempts: number;
        last_error: string | null;
        completed_at: Date | string;
        created_at: Date | string;
      }>(
        `select id, name, attempts, last_error, completed_at, created_at from background_jobs
          where state = 'failed' order by completed_at desc, id limit $1`,
        [limit],
      );
      return rows.map(
        (row): FailedJob => ({
          id: row.id,
          name: row.name,
          attempts: row.attempts,
          error: row.last_error ?? '',
          failedAt: iso(row.completed_at),
          createdAt: iso(row.created_at),
        }),
      );
    },
  };
}
