import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable, type SqlParam } from './database.js';

export interface PostgresOptions {
  readonly connectionString: string;
  /**
   * Schema to work in (created if missing) instead of the connection's default; tests use a
   * fresh one per run so that runs on one database do not collide.
   */
  readonly schema?: string;
  readonly maxConnections?: number;
  /** Told when an idle pooled connection breaks (the pool replaces it on next use). */
  readonly onIdleClientError?: (error: Error) => void;
  /**
   * How long a connection may take to open, or to come free from the pool, before the request
   * fails as `DatabaseUnavailableError`. Default 5 s.
   */
  readonly connectionTimeoutMs?: number;
  /**
   * How long one statement may run: PostgreSQL cancels it (`statement_timeout`), and the client
   * gives up as well if the server does not answer at all (a frozen server). 0: no bound
   * (migrations, staff commands). Default 10 s.
   */
  readonly statementTimeoutMs?: number;
}

/** Timeouts for shoppers' requests: a database that does not answer fails them in seconds. */
export const REQUEST_TIMEOUTS = { connectionTimeoutMs: 5_000, statementTimeoutMs: 10_000 } as const;
/** Timeouts for migrations and staff commands, which may legitimately run long. */
export const MAINTENANCE_TIMEOUTS = { connectionTimeoutMs: 30_000, statementTimeoutMs: 0 } as const;

// Connection failures (node's socket errors, SQLSTATE class 08, the server shutting down or
// starting up, a statement cancelled by its timeout) and pg's own timeouts.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly/;

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** Rethrows a connection failure or a timeout as `DatabaseUnavailableError`. */
async function guarded<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUnavailable(error) && !(error instanceof DatabaseUnavailableError)) {
      throw new DatabaseUnavailableError(`The database is unavailable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const connectionTimeoutMs = options.connectionTimeoutMs ?? REQUEST_TIMEOUTS.connectionTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? REQUEST_TIMEOUTS.statementTimeoutMs;
  const serverOptions = [
    ...(schema === undefined ? [] : [`-c search_path=${schema}`]),
    ...(statementTimeoutMs > 0 ? [`-c statement_timeout=${statementTimeoutMs}`] : []),
  ].join(' ');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: connectionTimeoutMs,
    // The client's own bound, a little after the server's: it holds when the server answers nothing.
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 1_000 } : {}),
    ...(serverOptions === '' ? {} : { options: serverOptions }),
  });
  // An idle client that loses its connection emits 'error'; without a listener it would crash the process.
  pool.on('error', (error) => options.onIdleClientError?.(error));
  if (schema !== undefined) {
    try {
      // The name was checked against SCHEMA_NAME above, so quoting it is enough.
      await pool.query(`create schema if not exists "${schema}"`);
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  let closing: Promise<void> | undefined;
  /** The notification connections, each with how to end it on purpose. */
  const listeners = new Map<pg.Client, () => Promise<void>>();

  const wrap = (target: Pick<pg.Pool | pg.PoolClient, 'query'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await guarded(target.query<T>(sql, [...params]));
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await guarded(target.query(sql));
    },
  });

  return {
    kind: 'postgresql',
    ...wrap(pool),
    async transaction(fn) {
      const client = await guarded(pool.connect());
      // A connection whose rollback failed is in an unknown state: the pool must drop it.
      let broken: Error | undefined;
      try {
        await guarded(client.query('begin'));
        const result = await fn(wrap(client));
        await guarded(client.query('commit'));
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onMessage, onLost) {
      if (closing !== undefined) throw new Error('The database is closed');
      // A dedicated connection: a pooled one would be handed to queries and lose the LISTEN.
      const client = new pg.Client({
        connectionString: options.connectionString,
        connectionTimeoutMillis: connectionTimeoutMs,
        ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
      });
      client.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      let ending = false;
      const end = () => {
        ending = true;
        return client.end();
      };
      client.on('error', (error) => onLost?.(error));
      // A connection the server closed (a restart) may end without an error event.
      client.on('end', () => {
        if (!ending) onLost?.(new Error('the notification connection ended'));
      });
      try {
        await client.connect();
      } catch (error) {
        ending = true;
        throw error;
      }
      listeners.set(client, end);
      try {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        listeners.delete(client);
        await end();
        throw error;
      }
      return async () => {
        if (!listeners.delete(client)) return;
        await end();
      };
    },
    close() {
      closing ??= Promise.all([...listeners.values()].map((end) => end())).then(() => {
        listeners.clear();
        return pool.end();
      });
      return closing;
    },
  };
}
