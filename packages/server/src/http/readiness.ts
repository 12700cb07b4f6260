import type { Database } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations.js';

/** What `/readyz` answers: ready, or why a load balancer should send requests elsewhere. */
export type Readiness =
  | { readonly status: 'ready' }
  /** The database does not answer within the probe's time. */
  | { readonly status: 'unavailable' }
  /** The database answers but lacks migrations this process runs with (another is migrating). */
  | { readonly status: 'migrating' }
  /** The process is shutting down: it finishes what it has and takes nothing new. */
  | { readonly status: 'stopping' };

export interface ReadinessDeps {
  readonly db: Database;
  /** How long the database may take to answer before the process is not ready. */
  readonly timeoutMs: number;
  /** True once the shutdown has begun. */
  readonly draining?: () => boolean;
  /** The migrations this process needs applied; every one of `MIGRATIONS` by default. */
  readonly migrations?: readonly { readonly id: string }[];
}

/**
 * The readiness probe for a load balancer: the process is not stopping, its database answers, and
 * every migration it runs with is applied. Once seen applied, migrations are not asked again
 * (they are never undone); the database is asked every time.
 */
export function createReadiness(deps: ReadinessDeps): () => Promise<Readiness> {
  const needed = (deps.migrations ?? MIGRATIONS).map((migration) => migration.id);
  let migrated = false;
  return async () => {
    if (deps.draining?.() === true) return { status: 'stopping' };
    const applied = await withinTime(
      // Raw SQL: the probe reads the bookkeeping table only, the same on both databases.
      deps.db.query<{ id: string }>('select id from schema_migrations').then(
        (rows) => new Set(rows.map((row) => row.id)),
        (error: unknown) => (isMissingTable(error) ? new Set<string>() : Promise.reject(error)),
      ),
      deps.timeoutMs,
    ).catch(() => undefined);
    if (applied === undefined) return { status: 'unavailable' };
    if (!migrated) migrated = needed.every((id) => applied.has(id));
    return migrated ? { status: 'ready' } : { status: 'migrating' };
  };
}

/** `undefined` when `work` takes longer than `ms`. */
async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** PostgreSQL's `undefined_table`: the database was never migrated. */
const isMissingTable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '42P01';
