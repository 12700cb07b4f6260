import { createHash } from 'node:crypto';
import type { FailedJob } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import type { Logger } from '../logging/logger.js';

/** What a handler is told about the job it runs. */
interface JobContext {
  readonly id: string;
  /** 1 on the first run, 2 on the first retry… */
  readonly attempt: number;
  readonly logger: Logger;
}

/** A kind of job: its handler and how it is retried. Registered by name, the same on both adapters. */
export interface JobDefinition<Payload extends object = object> {
  readonly name: string;
  /** Does the work; a job whose handler throws is retried, then kept as failed with the error. */
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Runs after the first one before the job is kept as failed. */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled at each retry when `retryBackoff`. */
  readonly retryDelayS: number;
  readonly retryBackoff: boolean;
  /**
   * How long a run may take. A run still going then is taken as lost (its process died): the job
   * is retried by any runner. Every handler must end well within it.
   */
  readonly expireInS: number;
  /** Added at each match of this cron expression (UTC, minute precision), once across processes. */
  readonly cron?: string;
}

export interface EnqueueOptions {
  /**
   * Makes the job idempotent: a job of one name and key is added once (while it is kept), so two
   * processes, or a request retried, that enqueue it add one job.
   */
  readonly key?: string;
  /** Adds the job in this transaction: it exists if and only if the transaction commits. */
  readonly tx?: Queryable;
}

/** A job that ran out of retries, as staff see it: the domain's `FailedJob`. */
export type { FailedJob } from '@tirage/domain';

/**
 * Jobs kept in the database, run by the shop's processes: each job runs once across them, a job
 * whose process dies mid-run is taken over by another once it expires, a failing one is retried
 * with backoff and then kept as failed. Two adapters: pg-boss on PostgreSQL (`pg-boss-jobs.ts`),
 * the in-process runner on the embedded database (`local-jobs.ts`).
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  enqueue(name: string, payload: object, options?: EnqueueOptions): Promise<void>;
  /** Starts running the definitions' jobs and their schedules. */
  start(): Promise<void>;
  /**
   * Takes no new job; a job running is let finish, up to `timeoutMs` (then it is left to expire
   * and be retried). Safe to call twice.
   */
  stop(options?: { readonly timeoutMs?: number }): Promise<void>;
  /** The failed jobs, newest first. */
  failedJobs(limit?: number): Promise<readonly FailedJob[]>;
}

/** The message of an error, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** A UUID made from a job's name and key: the same key always gives the same id. */
export function keyedJobId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID, variant 10.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Checks the definitions once: names unique and the limits pg-boss accepts too. */
export function checkedDefinitions(
  definitions: readonly JobDefinition[],
): ReadonlyMap<string, JobDefinition> {
  const byName = new Map<string, JobDefinition>();
  for (const definition of definitions) {
    if (!/^[\w.-]{1,100}$/.test(definition.name)) throw new Error(`Not a job name: ${definition.name}`);
    if (byName.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    if (!Number.isInteger(definition.retryLimit) || definition.retryLimit < 0)
      throw new Error(`Job ${definition.name}: retryLimit must be a whole number >= 0`);
    if (!Number.isInteger(definition.retryDelayS) || definition.retryDelayS < 0)
      throw new Error(`Job ${definition.name}: retryDelayS must be a whole number >= 0`);
    if (!Number.isInteger(definition.expireInS) || definition.expireInS < 1)
      throw new Error(`Job ${definition.name}: expireInS must be a whole number >= 1`);
    byName.set(definition.name, definition);
  }
  return byName;
}
