import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  DefaultQueryExecutor,
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
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
const compiler = new PostgresQueryCompiler();
const adapter = new PostgresAdapter();

const builders = new WeakMap<Queryable, QueryBuilder>();

/**
 * The query builder over a database or a transaction's `tx`, made once per queryable and kept as
 * long as it lives. Its executor hands every query straight to the queryable: there is no pool
 * to take a connection from and give it back to, the port does that (a builder is made for each
 * transaction, so this is on the hot path).
 */
export function queryBuilder(queryable: Queryable): QueryBuilder {
  let builder = builders.get(queryable);
  if (builder === undefined) {
    const dialect = queryableDialect(queryable);
    const connection = new QueryableConnection(queryable);
    const executor = new DefaultQueryExecutor(
      compiler,
      adapter,
      { provideConnection: (consume) => consume(connection) },
      plugins,
    );
    builder = new Kysely<DB>({
      config: { dialect },
      dialect,
      driver: new QueryableDriver(queryable),
      executor,
    });
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

/**
 * A value for a `jsonb` column, as its JSON text: given as it is, `pg` would send an array as a
 * PostgreSQL array, not a JSON one.
 */
export const jsonb = (value: unknown): string => JSON.stringify(value);
