/** A value that can be bound to a `$n` placeholder. */
export type SqlParam = string | number | boolean | bigint | Date | Uint8Array | null;

/** Runs parameterised SQL (PostgreSQL dialect, `$1`, `$2`, ... placeholders). */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlParam[],
  ): Promise<readonly T[]>;
  /** Runs a script of one or more statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database port of the server, with two adapters: embedded PGlite and PostgreSQL.
 * Both speak the same SQL, so migrations and queries are written once.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgresql';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every notification on `channel` (`pg_notify`), until
   * the returned function is called. `onLost` is told if the subscription breaks (a dropped
   * connection): notifications may have been missed from then on.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  /** Closes the database; later calls fail. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * The database cannot be reached, or did not answer in time: nothing the request asked for can
 * be known to have happened, and it may be tried again later (answered 503 with `Retry-After`).
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { readonly cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}
