import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyPgliteAt } from './databases.js';

/** `packages/server`: where `npm start` runs the server's `start` script. */
const SERVER_PACKAGE = join(import.meta.dirname, '..', '..');

/**
 * The variables the server reads (`src/config/config.ts`, and `NODE_ENV` in `main.ts`): none is
 * passed on from the test's environment, so the shop runs with the README's defaults whatever the
 * machine sets. `DATABASE_URL` above all: `npm start` on a fresh checkout uses the embedded
 * database, and so does the shop started here, even when the suite runs against PostgreSQL.
 * Vitest sets `NODE_ENV=test`, which would give the child React's development build.
 */
const SERVER_VARIABLES =
  /^(PORT|HOST|DATA_DIR|DATABASE_URL|LOG_LEVEL|TOKEN_SIGNING_KEY|STAFF_IP_RANGES|TRUSTED_PROXY_IP_RANGES|API_RATE_LIMIT_PER_MINUTE|SMTP_URL|MAIL_FROM|BRAINTREE_\w+|BANK_TRANSFER_\w+|NODE_ENV|VITEST\w*)$/;

/** How long the shop may take to listen and answer `/readyz` (migrations and seed on a new folder). */
const START_TIMEOUT_MS = 60_000;
/** How long `close` waits after SIGTERM (the server's own shutdown allows 10 s) before SIGKILL. */
const STOP_TIMEOUT_MS = 15_000;

/** The shop running as its own Node process, started as the README's `npm start` starts it. */
export interface ShopProcess {
  /** Base URL the server logged when it began listening, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** The fresh data folder it was given (`DATA_DIR`), removed by `close`. */
  readonly dataDir: string;
  /** Everything the process wrote so far, stdout (its JSON log) and stderr interleaved. */
  output(): string;
  /** Stops it with SIGTERM (SIGKILL if it does not end in time) and removes its data folder. */
  close(): Promise<void>;
  /** Sends it a signal (a test of the shutdown sends SIGTERM itself). */
  signal(name: NodeJS.Signals): void;
  /** Resolves once the process has ended and its output is read. */
  readonly ended: Promise<void>;
}

/**
 * The command of the server package's `start` script, which the root `npm start` runs after the
 * build: `[NAME=value …] node [flags] dist/main.js`. Read from package.json so the tests cannot
 * drift from it.
 */
function startCommand(): {
  readonly env: Readonly<Record<string, string>>;
  readonly nodeFlags: readonly string[];
  readonly script: string;
} {
  const manifest = JSON.parse(readFileSync(join(SERVER_PACKAGE, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = manifest.scripts?.start ?? '';
  const words = start.trim().split(/\s+/);
  // The environment the script sets (`MALLOC_ARENA_MAX=2`), then the command.
  let commandAt = 0;
  while (/^[A-Z_]+=\S*$/.test(words[commandAt] ?? '')) commandAt += 1;
  const assignments = words.slice(0, commandAt);
  const command = words.slice(commandAt);
  const script = command.at(-1) ?? '';
  const nodeFlags = command.slice(1, -1);
  if (command[0] !== 'node' || !script.endsWith('.js') || nodeFlags.some((flag) => !flag.startsWith('-'))) {
    throw new Error(
      `packages/server/package.json's start script is "${start}", not \`[NAME=value …] node [flags] <script>.js\`: ` +
        'update src/test-support/shop-process.ts, which starts the shop the same way.',
    );
  }
  const env = Object.fromEntries(
    assignments.map((assignment) => {
      const at = assignment.indexOf('=');
      return [assignment.slice(0, at), assignment.slice(at + 1)];
    }),
  );
  return { env, nodeFlags, script };
}

/**
 * Starts the built server (`dist/main.js`, with the `start` script's flags) in a child process on a
 * fresh data folder and a free port, and waits until `/readyz` answers. Only `DATA_DIR`, `PORT=0`
 * and `HOST=127.0.0.1` (no test shop reachable from the network) differ from the README's run,
 * plus `env`. Fails, saying to build, when `dist/main.js` is missing.
 */
export async function startShopProcess(
  label: string,
  options: {
    readonly env?: Readonly<Record<string, string>>;
    /**
     * Start on a data folder with nothing in it, as on a fresh machine: the shop creates its
     * embedded database (seconds). By default the folder holds a copy of the run's empty database
     * (`emptyPgliteAt`), which the shop migrates and seeds as it would the one it creates.
     */
    readonly freshDatabase?: boolean;
  } = {},
): Promise<ShopProcess> {
  const { env: startEnv, nodeFlags, script } = startCommand();
  if (!existsSync(join(SERVER_PACKAGE, script))) {
    throw new Error(
      `packages/server/${script} is missing: these browser journeys run the built shop as \`npm start\` ` +
        'does. Build it first: `npm run build` at the root (or ' +
        '`npx turbo run build --filter=@tirage/server...`); `npm test` builds it before the tests.',
    );
  }
  const dataDir = await mkdtemp(join(tmpdir(), `tirage-${label}-`));
  if (options.freshDatabase !== true && options.env?.DATABASE_URL === undefined) {
    await emptyPgliteAt(join(dataDir, 'pglite'));
  }
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !SERVER_VARIABLES.test(name)),
  );
  Object.assign(env, startEnv, { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, options.env);

  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: SERVER_PACKAGE,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test run that ends without `close` (a crash, a killed worker) takes the shop with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  // 'close' rather than 'exit': by then its output is read to the end.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));

  const chunks: string[] = [];
  const output = () => chunks.join('');
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => chunks.push(chunk));
  let partialLine = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      chunks.push(chunk);
      const lines = (partialLine + chunk).split('\n');
      partialLine = lines.pop() ?? '';
      for (const line of lines) {
        const url = listeningUrl(line);
        if (url !== undefined) resolve(url);
      }
    });
    child.once('close', (code, signal) =>
      reject(new Error(`the shop ended before listening (${signal ?? `exit code ${code}`})`)),
    );
    child.once('error', reject);
  });

  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await withDeadline(
      (async () => {
        const url = await listening;
        await healthy(url, exited);
        return url;
      })(),
      START_TIMEOUT_MS,
      `the shop did not answer /readyz within ${START_TIMEOUT_MS / 1000} s`,
    );
    return { url, dataDir, output, close: stop, signal: (name) => child.kill(name), ended: exited };
  } catch (error) {
    await stop();
    throw new Error(
      `Could not start the shop with \`node ${[...nodeFlags, script].join(' ')}\` in packages/server: ` +
        `${error instanceof Error ? error.message : String(error)}. Its output:\n${output()}`,
      { cause: error },
    );
  }
}

/** The `url` of the server's `listening` log line (`src/server/start.ts`), if this is that line. */
function listeningUrl(line: string): string | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(line) as { msg?: unknown; url?: unknown };
    return entry.msg === 'listening' && typeof entry.url === 'string' ? entry.url : undefined;
  } catch {
    return undefined;
  }
}

/** Asks `/readyz` until it answers 200 (migrated, database answering), or the process ends. */
async function healthy(url: string, exited: Promise<void>): Promise<void> {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error('the shop ended before /readyz answered');
    const status = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => undefined,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM (the server shuts down: requests finished, database closed), SIGKILL if it lingers. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  // Never started (spawn failed), or already ended.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const lingered = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), STOP_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (lingered) {
    child.kill('SIGKILL');
    await exited;
  }
}
