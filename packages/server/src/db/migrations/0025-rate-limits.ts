import type { Migration } from '../migration.js';

/**
 * The counts of the shop's limits (logins, registrations, password-reset and email-verification
 * requests, promo code guesses, design images, API requests per client address), kept in the
 * database so that every server process on one PostgreSQL counts the same attempts. The table is
 * the one `rate-limiter-flexible`'s PostgreSQL store reads and writes (`src/http/rate-limits.ts`),
 * column for column and in its order (its insert names none): `key` (the limit's name, then the
 * email or client address), `points` (attempts counted in the window) and `expire` (the window's
 * end, epoch milliseconds). The store deletes rows whose window ended an hour ago.
 *
 * Unlogged: a count is written at every attempt (every API call, for the general limit), and
 * without the write-ahead log it costs no flush to disk. A crash of PostgreSQL empties the table
 * (the counts start again, as after a restart of one process) and standbys do not have it; nothing
 * else is lost.
 *
 * On the embedded database the counts stay in the process's memory (one process opens it); the
 * table is created there too, so that both databases have one schema.
 */
export const RATE_LIMITS: Migration = {
  id: '0025-rate-limits',
  sql: `
    create unlogged table rate_limits (
      key text primary key,
      points integer not null default 0,
      expire bigint
    );
    create index rate_limits_expire on rate_limits (expire);
  `,
};
