import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
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
   * then exits, the server itself only ever opens an existing directory.
   */
  readonly initialiseInChild?: boolean;
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
async function initialiseInChildProcess(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT, dataDir], {
    cwd: PACKAGE_DIR,
  });
}

/**
 * Opens the embedded database. With a directory its files live there and survive restarts;
 * without one it lives in memory.
 */
export async function openPgliteDatabase(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  const sharedBuffers = options.sharedBuffers ?? '32MB';
  if (!SHARED_BUFFERS.test(sharedBuffers)) throw new Error(`Invalid shared buffers size: ${sharedBuffers}`);
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    if (options.initialiseInChild === true && !existsSync(join(dataDir, 'PG_VERSION'))) {
      await initialiseInChildProcess(dataDir);
    }
  }
  const pg = await PGlite.create(dataDir, { startParams: startParams(sharedBuffers) });
  let closing: Promise<void> | undefined;

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // In-process: a notification is delivered before the statement that sent it resolves.
    listen: (channel, onMessage) => pg.listen(channel, onMessage),
    close() {
      closing ??= pg.closed ? Promise.resolve() : pg.close();
      return closing;
    },
  };
}
