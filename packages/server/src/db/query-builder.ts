import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable, SqlParam } from './database.js';
import type { DB } from './schema.js';

/** The server's typed query builder: tables and columns of the migrations, in camelCase. */
export type QueryBuilder = Kysely<DB>;

/** One connection: the queryable itself, a pool or a transaction the port already holds. */
class QueryableConnection implements DatabaseConnection {
  constructor(private readonly queryable: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.queryable.query(compiled.sql, compiled.parameters as readonly SqlParam[]);
    return { rows: rows as R[] };
  }

  // biome-ignore lint/correctness/useYield: the port reads whole results, it has no cursors.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported: the database port reads whole results');
  }
}

/**
 * Transactions stay the port's (`Database.transaction`): it holds PGlite's engine lock and
 * PostgreSQL's pooled connection, and a builder made over its `tx` runs inside it.
 */
class QueryableDriver implements Driver {
  private readonly connection: QueryableConnection;

  constructor(queryable: Queryable) {
    this.connection = new QueryableConnection(queryable);
  }

  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(): Promise<void> {
    throw new Error('Use Database.transaction: transactions belong to the database port');
  }
  async commitTransaction(): Promise<void> {
    throw new Error('Use Database.transaction: transactions belong to the database port');
  }
  async rollbackTransaction(): Promise<void> {
    throw new Error('Use Database.transaction: transactions belong to the database port');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/** Kysely's PostgreSQL compiler, adapter and introspector, running through the database port. */
export const queryableDialect = (queryable: Queryable): Dialect => ({
  createAdapter: () => new PostgresAdapter(),
  createDriver: () => new QueryableDriver(queryable),
  createQueryCompiler: () => new PostgresQueryCompiler(),
  createIntrospector: (db) => new PostgresIntrospector(db),
});

// jsonb values (address books, configurations) keep their own keys: only column names are mapped.
const camelCase = new CamelCasePlugin({ maintainNestedObjectKeys: true });

const builders = new WeakMap<Queryable, QueryBuilder>();

/**
 * The query builder over a database or a transaction's `tx`: made once per queryable and kept
 * as long as it lives, so a store calls it at each query at no cost.
 */
export function queryBuilder(queryable: Queryable): QueryBuilder {
  let builder = builders.get(queryable);
  if (builder === undefined) {
    builder = new Kysely<DB>({ dialect: queryableDialect(queryable), plugins: [camelCase] });
    builders.set(queryable, builder);
  }
  return builder;
}

/**
 * An instant as a `timestamptz` value to compare columns with, to its full precision (a `Date`
 * would keep only milliseconds).
 */
export const timestamptz = (instant: Temporal.Instant): RawBuilder<Date> =>
  sql<Date>`${instant.toString()}::timestamptz`;
