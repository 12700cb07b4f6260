// Starting and stopping the API server for the benchmark: a child process on a free loopback
// port with a fresh temporary DATA_DIR, and, on PostgreSQL, a fresh schema dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const HEALTH_TIMEOUT_MS = 60_000;
/** The server lets requests in flight finish for at most 10 s after SIGTERM (its README). */
const STOP_TIMEOUT_MS = 15_000;

/** A TCP port nothing listens on right now (the kernel picks it; the server binds it just after). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment and Node flags of the server's `start` script (`[NAME=value …] node [flags]
 * dist/main.js`), so that the benchmark runs the server exactly as `npm start` does.
 */
function serverStartScript(root) {
  const { scripts } = JSON.parse(readFileSync(join(root, 'packages/server/package.json'), 'utf8'));
  const match = /^((?:[A-Z_]+=\S+ )*)node((?: --[a-z-]+(?:=\S+)?)*) dist\/main\.js$/.exec(
    scripts?.start ?? '',
  );
  if (match === null) {
    throw new Error(
      `packages/server/package.json: expected a start script "[NAME=value …] node [flags] dist/main.js", got ${JSON.stringify(scripts?.start)}`,
    );
  }
  const words = (text) => text.split(' ').filter((word) => word !== '');
  return {
    env: Object.fromEntries(words(match[1]).map((assignment) => assignment.split(/=(.*)/s).slice(0, 2))),
    flags: words(match[2]),
  };
}

/**
 * Starts `[NAME=value …] node [flags] packages/server/dist/main.js` and waits until `/readyz` answers 200.
 * `databaseUrl` undefined means the embedded PGlite database in the temporary DATA_DIR.
 * The server's own log (pino, at `logLevel`) goes to a file read back by `stop()`.
 */
export async function startServer({ root, databaseUrl, logLevel, env = {} }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'tirage-bench-'));
  const port = await freePort();
  const logPath = join(dataDir, 'server.log');
  const logFd = openSync(logPath, 'a');
  const script = serverStartScript(root);
  const child = spawn(process.execPath, [...script.flags, join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      ...script.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // An empty value counts as unset for the server: PGlite unless a URL is given.
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = `http://127.0.0.1:${port}`;

  let stopping;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        child.kill('SIGKILL');
        await exited;
      }
    }
    const log = await readFile(logPath, 'utf8').catch(() => '');
    await rm(dataDir, { recursive: true, force: true });
    return log;
  };
  const server = {
    url,
    pid: child.pid,
    /** SIGTERM, then wait for the exit (SIGKILL after the grace time); answers the server's log. */
    stop() {
      stopping ??= stop();
      return stopping;
    },
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await server.stop();
      throw new Error(
        `the server exited before it was healthy (${describeExit(await exited)}):\n${tail(log)}`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
      lastProblem = `/readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(200);
  }
  const log = await server.stop();
  throw new Error(
    `the server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}):\n${tail(log)}`,
  );
}

/**
 * The resident memory of a process, from /proc/<pid>/status (Linux): VmRSS now and VmHWM, the
 * peak since it started, in bytes. Null where /proc is not available.
 */
export function residentMemory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  // The kernel writes these in "kB", which are KiB.
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm'))?.[1]) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * A fresh, empty schema on the PostgreSQL of `databaseUrl`, and the URL that makes the server work
 * in it: the server has no schema setting of its own, but honours libpq's
 * `options=-c search_path=…` in DATABASE_URL (its README), provided the schema exists.
 * `drop()` removes the schema and everything the run left in it.
 */
export async function createPostgresSchema(root, databaseUrl) {
  // `pg` is the server's own dependency: resolve it from there rather than from the root.
  const pg = createRequire(join(root, 'packages/server/package.json'))('pg');
  const schema = `bench_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const withClient = async (fn) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  // The name is ours and matches [a-z0-9_]: quoting it is enough.
  await withClient((client) => client.query(`create schema "${schema}"`));
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: url.toString(),
    drop: () => withClient((client) => client.query(`drop schema if exists "${schema}" cascade`)),
  };
}

/** A connection string fit to print: the password, if any, is masked. */
export function redactUrl(databaseUrl) {
  try {
    const url = new URL(databaseUrl);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function describeExit({ code, signal }) {
  return signal === null ? `exit code ${code}` : `signal ${signal}`;
}

/** The last lines of a log, to show why the server failed. */
export function tail(log, lines = 20) {
  const all = log.trimEnd().split('\n');
  return all.slice(-lines).join('\n') || '(the server logged nothing)';
}
