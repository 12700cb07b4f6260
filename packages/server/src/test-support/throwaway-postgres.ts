import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, on a free port, that the test may stop, start again,
 * freeze and thaw: faults are never played on the machine's shared server.
 */
export interface ThrowawayPostgres {
  readonly connectionString: string;
  /** Fast shutdown; resolves once the server has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

/** Where Debian installs PostgreSQL's server programs, when it does. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version === undefined ? undefined : join(root, version, 'bin');
  return bin !== undefined && existsSync(join(bin, 'postgres')) ? bin : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null ? resolve(address.port) : reject(),
      );
    });
  });
}

// PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user.
const asServerUser = (command: string, args: readonly string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];

/** initdb in a temporary folder, then the server on a free port of 127.0.0.1 (trust auth). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (bin === undefined) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  const folder = await mkdtemp(join(tmpdir(), 'tirage-throwaway-pg-'));
  await chmod(folder, 0o777);
  const data = join(folder, 'data');
  await run(...asServerUser(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']));
  const port = await freePort();
  let server: ChildProcess | undefined;

  const start = async () => {
    const [command, args] = asServerUser(join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
    ]);
    // Its own process group: signals reach the server and every backend at once.
    server = spawn(command, args, { stdio: 'ignore', detached: true });
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        await run(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-q']);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('the throwaway PostgreSQL did not start');
  };
  const signalServer = (signal: NodeJS.Signals) => {
    const pid = server?.pid;
    if (pid === undefined || server?.exitCode !== null) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  /** The postmaster and its children: backends each lead a session of their own (setsid). */
  const serverProcesses = (): number[] => {
    const pidFile = join(data, 'postmaster.pid');
    if (!existsSync(pidFile)) return [];
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    let children: number[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(Number);
    } catch {
      // pgrep answers 1 when there is none.
    }
    return [postmaster, ...children];
  };
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of serverProcesses()) {
      try {
        process.kill(pid, signal);
      } catch {
        // Gone meanwhile.
      }
    }
  };
  const stop = async () => {
    if (server === undefined) return;
    signalAll('SIGCONT');
    // SIGINT: fast shutdown, every connection closed.
    signalServer('SIGINT');
    server = undefined;
    for (let attempt = 0; attempt < 200 && existsSync(join(data, 'postmaster.pid')); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (existsSync(join(data, 'postmaster.pid'))) throw new Error('the throwaway PostgreSQL did not stop');
  };

  await start();
  return {
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    async destroy() {
      signalAll('SIGCONT');
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
