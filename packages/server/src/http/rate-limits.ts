import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database, SqlParam } from '../db/database.js';

/** The table of migration 0025, where every process on one PostgreSQL keeps the counts. */
const RATE_LIMITS_TABLE = 'rate_limits';

/** A count of attempts per key (an email, a client address) in a fixed window. */
export interface RateLimit {
  /**
   * Names the count in the store: every process on one database that counts under one name counts
   * the same attempts. Two limits of different sizes never share a name.
   */
  readonly name: string;
  /** Attempts a key may make in one window; the next is refused until the window ends. */
  readonly points: number;
  readonly windowS: number;
  /**
   * Once a key is past its limit, refuse it from the process's memory until its window ends,
   * without asking the database again: for counts a flood may hit (the API's general limit).
   */
  readonly blockInMemory?: boolean;
}

type Taken =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** Seconds until the key's window ends, at least 1: the answer's `Retry-After`. */
      readonly retryAfterS: number;
      /** The first refusal of the window (a log line says so once, not at every refused request). */
      readonly first: boolean;
    };

/** Counts of one limit; keys are counted apart. */
export interface RateCounter {
  /** Counts one attempt of `key`, or refuses it past the limit (counted at once, so parallel attempts see each other). */
  take(key: string): Promise<Taken>;
  /** Takes back one attempt `take` counted (a login that succeeded). */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key` in its window. */
  forget(key: string): Promise<void>;
  /** Seconds until `key` may make an attempt again: 0 while it is under its limit. */
  wait(key: string): Promise<number>;
}

/**
 * The limiters made for each database, by name and size: every route of every app on one database
 * counts in the same place. On PostgreSQL that place is the `rate_limits` table, shared by every
 * process (`RateLimiterPostgres`); on the embedded database, which one process opens, the process's
 * memory (`RateLimiterMemory`).
 */
const limiters = new WeakMap<Database, Map<string, RateLimiterAbstract>>();

/**
 * `rate-limiter-flexible`'s PostgreSQL store reads and writes through the database port, so its
 * statements get the port's bounds (`REQUEST_TIMEOUTS`) and a database that does not answer fails
 * the request as `DatabaseUnavailableError` (503), as every other statement does. The port answers
 * rows only: `rowCount` is their number, which is what the store reads after its `select`; after its
 * `delete` (no `returning`) it is 0, so `delete` resolves false, an answer nothing here reads.
 */
function portClient(db: Database) {
  return {
    async query(statement: { readonly text: string; readonly values?: readonly SqlParam[] }) {
      const rows = await db.query(statement.text, statement.values ?? []);
      return { rows, rowCount: rows.length };
    },
  };
}

function limiterFor(db: Database, limit: RateLimit): RateLimiterAbstract {
  let made = limiters.get(db);
  if (made === undefined) {
    made = new Map();
    limiters.set(db, made);
  }
  const id = `${limit.name}|${limit.points}|${limit.windowS}|${limit.blockInMemory === true}`;
  const known = made.get(id);
  if (known !== undefined) return known;
  const options = { keyPrefix: limit.name, points: limit.points, duration: limit.windowS };
  const limiter =
    db.kind === 'postgresql'
      ? new RateLimiterPostgres({
          ...options,
          storeClient: portClient(db),
          storeType: 'pool',
          tableName: RATE_LIMITS_TABLE,
          // Made by migration 0025: no `create table` at start, no table per limit.
          tableCreated: true,
          // Rows whose window ended an hour ago are deleted every 5 minutes; one limiter per
          // database is enough to do it for all.
          clearExpiredByTimeout: made.size === 0,
          ...(limit.blockInMemory === true ? { inMemoryBlockOnConsumed: limit.points + 1 } : {}),
        })
      : new RateLimiterMemory(options);
  made.set(id, limiter);
  return limiter;
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The counts of `limit` on `db`. The windows are fixed: a key's window starts with its first
 * attempt and ends `windowS` later, whatever came between. Time is the process's own (`Date.now`),
 * not the shop's clock.
 */
export function rateCounter(db: Database, limit: RateLimit): RateCounter {
  const limiter = limiterFor(db, limit);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        // Past the limit the store answers how long is left; anything else is a failure (an Error).
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          retryAfterS: secondsOf(rejection.msBeforeNext),
          first: rejection.consumedPoints === limit.points + 1,
        };
      }
    },
    async giveBack(key) {
      await limiter.reward(key);
    },
    async forget(key) {
      await limiter.delete(key);
    },
    async wait(key) {
      const counted = await limiter.get(key);
      return counted === null || counted.consumedPoints < limit.points ? 0 : secondsOf(counted.msBeforeNext);
    },
  };
}
