import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database.js';

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
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
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
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  });

  return {
    kind: 'postgresql',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection whose rollback failed is in an unknown state: the pool must drop it.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
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
