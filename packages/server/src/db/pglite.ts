import { type ChildProcess, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type messages as backend, PGlite, parse, protocol } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database.js';

export interface PgliteOptions {
  /**
   * PostgreSQL's page cache. PGlite's default, 128MB, is sized for a database server; a shop's
   * catalogue, carts and orders fit a much smaller one, and the process keeps what it touches.
   */
  readonly sharedBuffers?: string;
  /**
   * Create a new data directory in a child process. Creating one (initdb) grows the engine's
   * memory to about 800 MB, which a WebAssembly heap never gives back: done in a process that
   * then exits, the server itself only ever opens an existing directory. The directory is
   * created beside its place and moved there once complete (`createDataDirectory`), so a crash
   * during the very first start never leaves a half-made database behind.
   */
  readonly initialiseInChild?: boolean;
  /** Called with the child that creates the directory (tests kill it to crash a creation). */
  readonly onCreatingChild?: ((child: ChildProcess) => void) | undefined;
  /** Told when an unfinished creation is found and set aside (its new path). */
  readonly onUnfinishedSetAside?: ((path: string) => void) | undefined;
}

/** The start parameters PGlite uses by default, plus the shared buffers. */
const startParams = (sharedBuffers: string) => [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  `shared_buffers=${sharedBuffers}`,
];

const SHARED_BUFFERS = /^[1-9][0-9]{0,5}(kB|MB|GB)$/;
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const INITDB_SCRIPT = `const { PGlite } = await import('@electric-sql/pglite');
const pg = await PGlite.create(process.argv[1]);
await pg.close();`;

/** Runs initdb for `dataDir` in a child Node process (resolving PGlite from this package). */
function initialiseInChildProcess(dataDir: string, onChild?: (child: ChildProcess) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', INITDB_SCRIPT, dataDir],
      { cwd: PACKAGE_DIR },
      (error) => (error === null ? resolve() : reject(error)),
    );
    onChild?.(child);
  });
}

/**
 * The files every complete data directory has: initdb writes `PG_VERSION` first and the rest
 * after it, so a directory that lacks one was cut during its creation.
 */
const COMPLETE_DATABASE_FILES = ['PG_VERSION', 'postgresql.conf', join('global', 'pg_control'), 'base'];

const isComplete = (dataDir: string) =>
  COMPLETE_DATABASE_FILES.every((file) => existsSync(join(dataDir, file)));

const CREATING = '.creating-';
const UNFINISHED = '.unfinished-';

/**
 * Makes sure `dataDir` holds a complete database, creating one when it holds none. The creation
 * runs in a sibling directory that is moved into place only once initdb has finished, so the
 * directory either does not exist or is complete. A directory left unfinished by an earlier
 * version's creation (files, but not every file a database has) is set aside, never deleted, and
 * created again; a sibling left by a creation that was cut is removed (it was never the database).
 */
async function createDataDirectory(dataDir: string, options: PgliteOptions): Promise<void> {
  if (isComplete(dataDir)) return;
  const parent = dirname(dataDir);
  const name = basename(dataDir);
  await mkdir(parent, { recursive: true });
  for (const entry of await readdir(parent)) {
    if (entry.startsWith(`${name}${CREATING}`))
      await rm(join(parent, entry), { recursive: true, force: true });
  }
  if (existsSync(dataDir)) {
    if ((await readdir(dataDir)).length === 0) {
      await rmdir(dataDir);
    } else {
      const aside = join(parent, `${name}${UNFINISHED}${Date.now()}`);
      await rename(dataDir, aside);
      options.onUnfinishedSetAside?.(aside);
    }
  }
  const creating = join(parent, `${name}${CREATING}${randomBytes(6).toString('hex')}`);
  try {
    await initialiseInChildProcess(creating, options.onCreatingChild);
  } catch (error) {
    await rm(creating, { recursive: true, force: true });
    throw error;
  }
  await rename(creating, dataDir);
}

/**
 * Opens the embedded database. With a directory its files live there and survive restarts;
 * without one it lives in memory.
 */
export async function openPgliteDatabase(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  const sharedBuffers = options.sharedBuffers ?? '32MB';
  if (!SHARED_BUFFERS.test(sharedBuffers)) throw new Error(`Invalid shared buffers size: ${sharedBuffers}`);
  if (dataDir !== undefined) {
    if (options.initialiseInChild === true) await createDataDirectory(dataDir, options);
    else await mkdir(dataDir, { recursive: true });
  }
  const pg = await PGlite.create(dataDir, { startParams: startParams(sharedBuffers) });
  const session = preparedSession(pg);
  let closing: Promise<void> | undefined;

  return {
    kind: 'pglite',
    // Outside transactions, PGlite's own query(): it waits for the engine as transactions do.
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    // The engine runs one statement at a time: holding it for the whole transaction keeps every
    // other statement out until the transaction ends, as PGlite's own transaction() does.
    transaction: (fn) =>
      pg.runExclusive(async () => {
        let open = true;
        const tx: Queryable = {
          async query(sql, params = []) {
            if (!open) throw new Error('Transaction is closed');
            return session.query(sql, params);
          },
          async exec(sql) {
            if (!open) throw new Error('Transaction is closed');
            await session.exec(sql);
          },
        };
        await session.query('begin', []);
        try {
          const result = await fn(tx);
          open = false;
          // A statement failed and its error was caught: PostgreSQL rolls back instead.
          if ((await session.command('commit')) === 'ROLLBACK') {
            throw new Error('The transaction was rolled back: one of its statements failed');
          }
          return result;
        } catch (error) {
          if (open) {
            open = false;
            await session.command('rollback');
          }
          throw error;
        }
      }),
    // In-process: a notification is delivered before the statement that sent it resolves.
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close() {
      closing ??= pg.closed ? Promise.resolve() : pg.close();
      return closing;
    },
  };
}

// Enough for every statement the server writes (its SQL texts are constants); a flood of distinct
// texts past it runs unprepared rather than grow the engine's memory.
const MAX_PREPARED_STATEMENTS = 500;

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Execute (the unnamed portal, every row), then Sync: the same bytes every time. */
const EXECUTE_AND_SYNC = concat([protocol.serialize.execute({}), protocol.serialize.sync()]);

/**
 * A Bind of a named statement to the unnamed portal, every parameter and column in text format,
 * followed by Execute and Sync: one message for the engine, written straight into one buffer.
 */
function bindAndExecute(statement: string, values: readonly (string | null)[]): Uint8Array {
  // 'B', length, portal '', statement name, 0 parameter formats, the values, 0 result formats.
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) length += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const out = new Uint8Array(1 + length + EXECUTE_AND_SYNC.length);
  const buffer = Buffer.from(out.buffer);
  let offset = buffer.writeUInt8(0x42, 0);
  offset = buffer.writeInt32BE(length, offset);
  offset = buffer.writeUInt8(0, offset);
  offset += buffer.write(statement, offset);
  offset = buffer.writeUInt8(0, offset);
  offset = buffer.writeInt16BE(0, offset);
  offset = buffer.writeInt16BE(values.length, offset);
  for (const value of values) {
    if (value === null) {
      offset = buffer.writeInt32BE(-1, offset);
    } else {
      const size = buffer.write(value, offset + 4);
      buffer.writeInt32BE(size, offset);
      offset += 4 + size;
    }
  }
  offset = buffer.writeInt16BE(0, offset);
  out.set(EXECUTE_AND_SYNC, offset);
  return out;
}

interface PreparedStatement {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** What the statement answers (its RowDescription), or none for a statement without rows. */
  readonly rowDescription: backend.BackendMessage | undefined;
}

/**
 * Runs the statements of transactions on PGlite's one session as named prepared statements
 * (statements outside transactions, few and mostly reads for the reference cache, are left to
 * `PGlite.query`): each SQL text is parsed and described once, then every run is one bind-execute
 * exchange with the engine, where `PGlite.query` parses, analyses and plans the text again in six.
 * PostgreSQL re-plans a prepared statement by itself when a table it reads changes. Parameters are
 * serialised as `PGlite.query` does, by the types PostgreSQL inferred for them, and rows parsed by
 * PGlite's own parsers; errors and notifications go through `PGlite.execProtocol` as for its own
 * statements. Past MAX_PREPARED_STATEMENTS distinct texts, a new text runs as the unnamed
 * statement, parsed each time.
 *
 * Its methods do not take PGlite's lock: the caller holds it (`PGlite.runExclusive`). They run one
 * after the other (statements sent together, as by `Promise.all` in a transaction, wait in turn).
 */
function preparedSession(pg: PGlite) {
  const prepared = new Map<string, PreparedStatement>();
  const { serialize } = protocol;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = previous.then(work);
    previous = turn.catch(() => undefined);
    return turn;
  };

  const serializeParam = (value: SqlParam, type: number | undefined): string | null => {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : pg.serializers[type];
    return serializer === undefined ? value.toString() : serializer(value);
  };

  const describe = async (name: string, sql: string): Promise<PreparedStatement> => {
    const { messages } = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
  };

  const statementFor = async (sql: string): Promise<PreparedStatement> => {
    const known = prepared.get(sql);
    if (known !== undefined) return known;
    if (prepared.size >= MAX_PREPARED_STATEMENTS) return describe('', sql);
    const statement = await describe(`tirage_${prepared.size + 1}`, sql);
    prepared.set(sql, statement);
    return statement;
  };

  const run = (sql: string, params: readonly SqlParam[]) => inTurn(() => runNow(sql, params));
  const runNow = async (sql: string, params: readonly SqlParam[]) => {
    if (pg.closed) throw new Error('PGlite is closed');
    try {
      const statement = await statementFor(sql);
      const { paramTypes, rowDescription } = statement;
      const values = params.map((value, index) => serializeParam(value, paramTypes[index]));
      const { messages } = await pg.execProtocol(bindAndExecute(statement.name, values), {
        syncToFs: false,
      });
      const [result] = parse.parseResults(
        rowDescription === undefined ? messages : [rowDescription, ...messages],
        pg.parsers,
      );
      return result;
    } catch (error) {
      // As PGlite.query does: the failing statement travels with its error.
      throw typeof error === 'object' && error !== null
        ? Object.assign(error, { query: sql, params })
        : error;
    }
  };

  return {
    async query<T extends object>(sql: string, params: readonly SqlParam[]): Promise<readonly T[]> {
      return ((await run(sql, params))?.rows ?? []) as T[];
    },
    /** Runs a statement without parameters and answers its command tag (`COMMIT`, `ROLLBACK`...). */
    async command(sql: string): Promise<string | undefined> {
      return (await run(sql, []))?.command;
    },
    /** One or more statements without parameters, in the simple protocol (migrations). */
    async exec(sql: string): Promise<void> {
      await inTurn(() =>
        pg.execProtocol(concat([serialize.query(sql), serialize.sync()]), { syncToFs: false }),
      );
    },
  };
}
