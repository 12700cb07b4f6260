import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.js';
import { SESSION_TTL_S } from '../storefront/session-cookie.js';

/** What one clean-up removed. */
export interface CleanUpReport {
  readonly refreshTokens: number;
  readonly passwordResets: number;
  readonly emailVerifications: number;
  readonly sentMails: number;
  readonly finishedJobs: number;
  readonly visitorSessions: number;
  readonly temporaryFiles: number;
}

/** How long after it expires a token's row is kept (a late request is still told it expired). */
const EXPIRED_KEPT = "interval '1 day'";
/** How long a sent mail's recipient and subject are kept (its body is erased once sent). */
const SENT_MAIL_KEPT = "interval '30 days'";
/** How long the in-process runner keeps completed jobs, and failed ones (as pg-boss does). */
const COMPLETED_JOB_KEPT = "interval '1 day'";
const FAILED_JOB_KEPT = "interval '14 days'";
/**
 * A visit's session cookie is given once and lives `SESSION_TTL_S` (30 days): after that, and a
 * day's margin, no browser can send its id, and its row is of no use.
 */
const VISITOR_SESSION_KEPT = `interval '${SESSION_TTL_S + 24 * 60 * 60} seconds'`;
/**
 * A file still in a store's `tmp/` after this long is what a process that stopped mid-upload
 * left: an upload may last 30 minutes at most.
 */
const TEMPORARY_FILE_KEPT_MS = 6 * 60 * 60 * 1000;

async function deleted(db: Database, sql: string): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `with gone as (${sql} returning 1) select count(*)::int as count from gone`,
  );
  return row?.count ?? 0;
}

/** Removes the files of `folder` older than `keptMs`; a folder that does not exist has none. */
async function sweepFolder(folder: string, keptMs: number, now: number): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    const found = await stat(path).catch(() => undefined);
    if (found === undefined || !found.isFile() || now - found.mtimeMs < keptMs) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Removes what is no longer of use: tokens (refresh, password reset, email verification) expired
 * for a day, sent mails after 30 days, the in-process runner's finished jobs, visits' sessions
 * whose cookie has expired, and the temporary
 * files of interrupted uploads in `temporaryFolders`. Staff sessions and login-as sessions are
 * kept: the record of staff actions refers to them.
 */
export async function cleanUp(deps: {
  readonly db: Database;
  readonly temporaryFolders: readonly string[];
  readonly now?: () => number;
}): Promise<CleanUpReport> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const expired = (table: string) =>
    deleted(db, `delete from ${table} where expires_at < now() - ${EXPIRED_KEPT}`);
  const refreshTokens = await expired('refresh_tokens');
  const passwordResets = await expired('password_resets');
  const emailVerifications = await expired('email_verifications');
  const sentMails = await deleted(
    db,
    `delete from mail_outbox where status = 'sent' and sent_at < now() - ${SENT_MAIL_KEPT}`,
  );
  const finishedJobs = await deleted(
    db,
    `delete from background_jobs
      where (state = 'completed' and completed_at < now() - ${COMPLETED_JOB_KEPT})
         or (state = 'failed' and completed_at < now() - ${FAILED_JOB_KEPT})`,
  );
  const visitorSessions = await deleted(
    db,
    `delete from visitor_sessions where created_at < now() - ${VISITOR_SESSION_KEPT}`,
  );
  let temporaryFiles = 0;
  for (const folder of deps.temporaryFolders)
    temporaryFiles += await sweepFolder(folder, TEMPORARY_FILE_KEPT_MS, now);
  return {
    refreshTokens,
    passwordResets,
    emailVerifications,
    sentMails,
    finishedJobs,
    visitorSessions,
    temporaryFiles,
  };
}
