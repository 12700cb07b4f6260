import {
  CamelCasePlugin,
  type Compilable,
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

/** The values of a prepared query's parameters, by name. */
type PreparedParams = Record<string, SqlParam>;

/** What a parameter stands in for while its query is built: a value Kysely binds as `$n`. */
class Placeholder {
  constructor(readonly name: string) {}

  toString(): never {
    throw new Error(`Parameter ${this.name} of a prepared query can only be bound as a value`);
  }
}

/** A statement built and compiled once, run with new parameter values each time. */
export interface PreparedQuery<P extends PreparedParams, R> {
  /** Its SQL text, the same on every run. */
  readonly sql: string;
  /** Every row it answers, typed and camelCased as the builder's own `execute()`. */
  execute(q: Queryable, params: P): Promise<R[]>;
  /** Its first row, or undefined. */
  executeTakeFirst(q: Queryable, params: P): Promise<R | undefined>;
}

// A builder that compiles and never runs: prepared queries are compiled before any queryable is known.
const compileOnly = queryBuilder({
  query: () => Promise.reject(new Error('This builder only compiles queries')),
  exec: () => Promise.reject(new Error('This builder only compiles queries')),
});

/**
 * A query built and compiled once, at definition, for a statement of a hot path. `build` gets the
 * builder and one stand-in per named parameter (`params.id`), which it binds where a value goes
 * (`where('id', '=', params.id)`); each run sends the compiled SQL with the real values in their
 * places through the builder's executor, so rows are mapped as the builder maps them, and PGlite
 * finds the text among its prepared statements. The stand-ins are only values: a shape that
 * changes with a parameter (`$if`, a list of variable length) is a query of its own.
 */
export function preparedQuery<P extends PreparedParams, R>(
  build: (qb: QueryBuilder, params: P) => Compilable<R>,
): PreparedQuery<P, R> {
  const stand = new Proxy({} as P, {
    get: (_target, name) => {
      if (typeof name !== 'string') throw new Error('Parameters of a prepared query are named by strings');
      return new Placeholder(name);
    },
  });
  const compiled: CompiledQuery<R> = build(compileOnly, stand).compile();
  // Each `$n` in order: a named parameter, or a value the builder fixed (a constant of the query).
  const slots = compiled.parameters.map((value) =>
    value instanceof Placeholder ? { name: value.name, value } : { name: undefined, value },
  );
  const bind = (params: P): unknown[] =>
    slots.map((slot) => {
      if (slot.name === undefined) return slot.value;
      const value = params[slot.name];
      if (value === undefined) throw new Error(`Parameter ${slot.name} of a prepared query is missing`);
      return value;
    });
  const execute = async (q: Queryable, params: P): Promise<R[]> => {
    const run: CompiledQuery<R> = {
      query: compiled.query,
      queryId: compiled.queryId,
      sql: compiled.sql,
      parameters: bind(params),
    };
    return (await queryBuilder(q).executeQuery(run)).rows;
  };
  return {
    sql: compiled.sql,
    execute,
    executeTakeFirst: async (q, params) => (await execute(q, params))[0],
  };
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
