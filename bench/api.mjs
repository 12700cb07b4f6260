#!/usr/bin/env node
// API benchmark of the Tirage server: `npm run bench:api` (see --help, and docs/benchmarks.md,
// which this script rewrites with its figures).
//
// For each database (PGlite always; PostgreSQL when DATABASE_URL is set) it starts the built
// server as a child process on a free loopback port with a fresh DATA_DIR, waits for /readyz,
// prepares what the scenarios need through the public API, warms each scenario up once, runs
// every scenario `runs` times with autocannon, reads the server's resident memory, and stops it.
// Each figure is the median of the runs; any error or non-2xx answer fails the run, loudly.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { consoleReport, markdownReport } from './lib/report.mjs';
import { writeSection } from './lib/report-file.mjs';
import {
  cartPutDriver,
  checkoutDriver,
  probeCartRoutes,
  quoteDriver,
  readyzDriver,
} from './lib/scenarios.mjs';
import { createPostgresSchema, redactUrl, residentMemory, startServer, tail } from './lib/server.mjs';
import { createShopClient, loadFixtures } from './lib/shop.mjs';
import { median } from './lib/stats.mjs';

/** The scenarios' keys, in the order they run. */
const SCENARIO_KEYS = ['readyz', 'quote', 'cartPut', 'checkout'];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PATH = join(ROOT, 'docs/benchmarks.md');

const USAGE = `Usage: npm run bench:api [-- options]   (or: node bench/api.mjs [options])

Benchmarks the API server on loopback: PGlite, then PostgreSQL when DATABASE_URL is set.

Options (each also as an environment variable):
  --runs N          runs of every scenario; figures are their medians   BENCH_RUNS         (3)
  --duration S      seconds of each timed run                           BENCH_DURATION     (6)
  --warmup S        seconds of the one warm-up of each scenario         BENCH_WARMUP       (2)
  --connections N   concurrent connections                              BENCH_CONNECTIONS  (32)
  --checkouts N     checkouts per run (one prepared cart each)          BENCH_CHECKOUTS    (250)
  --only DB         pglite or postgres: bench one database only         BENCH_ONLY
  --processes N     on PostgreSQL, also run the scenarios against N       BENCH_PROCESSES    (1)
                    server processes on the same schema (the load spread
                    over them), after the one-process figures
  --scenario LIST   some scenarios only, comma-separated (readyz, quote, BENCH_SCENARIO
                    cartPut, checkout); implies --no-write
  --log-level L     the server's LOG_LEVEL during the bench             BENCH_LOG_LEVEL    (warn)
  --no-write        print only; do not rewrite docs/benchmarks.md       BENCH_NO_WRITE=1
  -h, --help        this text

Exit status: 1 when a run had errors or non-2xx answers, or a database could not be benchmarked;
missed targets are printed but do not change it.`;

/**
 * The targets of the issue that asked for this benchmark. `value` reads the figure from a
 * database's results; a target is judged only on figures from runs without errors.
 */
const TARGETS = [
  {
    backend: 'pglite',
    label: 'quote p95 ≤ 30 ms',
    unit: 'ms',
    limit: 30,
    atConnections: 32,
    scenarios: ['quote'],
    value: (backend) => scenario(backend, 'quote')?.p95,
  },
  {
    backend: 'pglite',
    label: 'quote req/s ≥ 40 % of /readyz req/s (same run)',
    unit: '%',
    limit: 0.4,
    atLeast: true,
    atConnections: 32,
    scenarios: ['quote', 'readyz'],
    value: (backend) => backend.quoteToReadyz,
  },
  {
    backend: 'pglite',
    label: 'cart PUT p95 ≤ 50 ms',
    unit: 'ms',
    limit: 50,
    atConnections: 32,
    scenarios: ['cartPut'],
    value: (backend) => scenario(backend, 'cartPut')?.p95,
  },
  {
    backend: 'pglite',
    label: 'server RSS after the run ≤ 400 MB',
    unit: 'MB',
    limit: 400,
    scenarios: [],
    value: (backend) => (backend.memory === null ? null : backend.memory.rss / 1e6),
  },
  {
    backend: 'postgres',
    label: 'server RSS after the run ≤ 150 MB',
    unit: 'MB',
    limit: 150,
    scenarios: [],
    value: (backend) => (backend.memory === null ? null : backend.memory.rss / 1e6),
  },
];

const BACKENDS = [
  { key: 'pglite', name: 'PGlite' },
  { key: 'postgres', name: 'PostgreSQL' },
];

/** What to undo if the bench is interrupted (Ctrl-C): stop the server, drop the schema. */
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    progress(`${signal}: stopping`);
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    process.exit(130);
  });
}

function scenario(backend, key) {
  return backend.scenarios.find((candidate) => candidate.key === key);
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        runs: { type: 'string' },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        checkouts: { type: 'string' },
        only: { type: 'string' },
        processes: { type: 'string' },
        scenario: { type: 'string' },
        'log-level': { type: 'string' },
        'no-write': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    usageError(error.message);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const env = process.env;
  const whole = (name, raw, fallback, minimum) => {
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < minimum)
      usageError(`${name} must be a whole number ≥ ${minimum}`);
    return value;
  };
  const settings = {
    runs: whole('--runs', values.runs ?? env.BENCH_RUNS, 3, 1),
    duration: whole('--duration', values.duration ?? env.BENCH_DURATION, 6, 1),
    warmup: whole('--warmup', values.warmup ?? env.BENCH_WARMUP, 2, 1),
    connections: whole('--connections', values.connections ?? env.BENCH_CONNECTIONS, 32, 1),
    checkouts: whole('--checkouts', values.checkouts ?? env.BENCH_CHECKOUTS, 250, 1),
    only: values.only ?? (env.BENCH_ONLY || undefined),
    processes: whole('--processes', values.processes ?? env.BENCH_PROCESSES, 1, 1),
    scenarios: (values.scenario ?? env.BENCH_SCENARIO)?.split(',').filter((key) => key !== ''),
    logLevel: values['log-level'] ?? (env.BENCH_LOG_LEVEL || 'warn'),
    write: !(values['no-write'] || ['1', 'true'].includes(env.BENCH_NO_WRITE ?? '')),
  };
  if (settings.only !== undefined && !BACKENDS.some((backend) => backend.key === settings.only)) {
    usageError('--only must be pglite or postgres');
  }
  if (settings.scenarios !== undefined) {
    const unknown = settings.scenarios.filter((key) => !SCENARIO_KEYS.includes(key));
    if (unknown.length > 0 || settings.scenarios.length === 0) {
      usageError(`--scenario takes some of ${SCENARIO_KEYS.join(', ')}`);
    }
    // A partial run would leave the page without the other scenarios' figures.
    settings.write = false;
  }
  // autocannon refuses fewer requests than connections in a phase of fixed size.
  if (settings.checkouts < settings.connections) usageError('--checkouts must be at least --connections');
  return settings;
}

function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The command as typed, for the report: the environment that matters, and the arguments. */
function commandLine() {
  const env = ['DATABASE_URL', 'BENCH_RUNS', 'BENCH_DURATION', 'BENCH_WARMUP', 'BENCH_CONNECTIONS']
    .concat(['BENCH_CHECKOUTS', 'BENCH_ONLY', 'BENCH_PROCESSES', 'BENCH_LOG_LEVEL'])
    .filter((name) => (process.env[name] ?? '') !== '')
    .map((name) => `${name}=${name === 'DATABASE_URL' ? redactUrl(process.env[name]) : process.env[name]}`);
  const args = process.argv.slice(2);
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by npm; the bench is not a turbo task.
  const viaNpm = process.env.npm_lifecycle_event === 'bench:api';
  const command = viaNpm
    ? ['npm run bench:api', ...(args.length > 0 ? ['--', ...args] : [])]
    : ['node bench/api.mjs', ...args];
  return [...env, ...command].join(' ');
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

/**
 * `npm run bench:api` builds before it starts; run directly, the script builds only when an
 * output it needs is missing, with the same command.
 */
function ensureBuilt() {
  const outputs = [
    'packages/server/dist/main.js',
    'packages/api-client/dist/contract/index.js',
    'packages/domain/dist/index.js',
  ];
  if (outputs.every((output) => existsSync(join(ROOT, output)))) return;
  progress('building the server: turbo run build --filter=@tirage/server...');
  const built = spawnSync(
    join(ROOT, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@tirage/server...'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        TURBO_TELEMETRY_DISABLED: '1',
        TURBO_NO_UPDATE_NOTIFIER: '1',
        DO_NOT_TRACK: '1',
      },
      // The build's output goes to stderr: stdout is for the results.
      stdio: ['ignore', 2, 2],
    },
  );
  if (built.status !== 0) {
    console.error('The build failed: nothing was measured.');
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// One database
// ---------------------------------------------------------------------------------------------

const benchStarted = performance.now();

/** Progress goes to stderr, so that stdout holds only the results. */
function progress(message) {
  const seconds = Math.round((performance.now() - benchStarted) / 1000);
  process.stderr.write(`[bench +${seconds}s] ${message}\n`);
}

const figures = (result) =>
  `${Math.round(result.rps)} req/s, p50 ${result.p50?.toFixed(1)} ms, p95 ${result.p95?.toFixed(1)} ms, ` +
  `p99 ${result.p99?.toFixed(1)} ms${result.failed ? `, FAILED (errors ${result.errors}, non-2xx ${result.non2xx})` : ''}`;

/** The scenarios' figures across runs: the median of each, and every failure summed. */
function summarize(driver, runs) {
  const statusCodes = {};
  for (const run of runs) {
    for (const [code, count] of Object.entries(run.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  const anyRunFailed = runs.some((run) => run.failed);
  return {
    key: driver.key,
    title: driver.title,
    detail: driver.detail,
    state: driver.state === 'available' ? (anyRunFailed ? 'failed' : 'measured') : driver.state,
    reason: driver.reason,
    runs,
    rps: median(runs.map((run) => run.rps)),
    p50: median(runs.map((run) => run.p50)),
    p95: median(runs.map((run) => run.p95)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    statusCodes,
    firstRefusal: runs.find((run) => run.firstRefusal !== undefined)?.firstRefusal,
  };
}

async function benchDatabase(backend, settings, contract, domain) {
  const result = {
    key: backend.key,
    name: backend.name,
    database: 'embedded PGlite in a fresh temporary DATA_DIR',
    scenarios: [],
    quoteToReadyz: null,
    memory: null,
    notes: [],
  };
  let schema;
  let server;
  /** Every process started (the first is `server`); several when `backend.processes` > 1. */
  const servers = [];
  const cleanup = async () => {
    await Promise.all(servers.map((each) => each.stop()));
    if (schema !== undefined) await schema.drop();
  };
  cleanups.add(cleanup);
  try {
    if (backend.key.startsWith('postgres')) {
      schema = await createPostgresSchema(ROOT, process.env.DATABASE_URL);
      result.database = `${redactUrl(process.env.DATABASE_URL)}, fresh schema ${schema.schema} (dropped afterwards)`;
    }
    const processes = backend.processes ?? 1;
    progress(`${backend.name}: starting ${processes === 1 ? 'the server' : `${processes} server processes`}`);
    // Processes of one shop share the key its tokens are signed with (docs/operations.md).
    const env = processes === 1 ? {} : { TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url') };
    // One after the other: the first migrates and seeds the schema, the others find it ready.
    for (let n = 0; n < processes; n++) {
      servers.push(
        await startServer({ root: ROOT, databaseUrl: schema?.url, logLevel: settings.logLevel, env }),
      );
    }
    server = servers[0];
    const memoryAtStart = residentMemory(server.pid);
    const rssAfterRuns = [];
    const rssOfEachAfterRuns = servers.map(() => []);
    const phaseSettings = {
      ...settings,
      baseUrl: processes === 1 ? server.url : servers.map((each) => each.url),
    };

    const client = createShopClient(server.url, contract);
    const fixtures = await loadFixtures(client, contract, domain);
    const probe = await probeCartRoutes(client, fixtures);
    const drivers = [
      readyzDriver(),
      quoteDriver(client, fixtures),
      cartPutDriver(client, fixtures, probe.put),
      checkoutDriver(client, contract, fixtures, probe.checkout),
    ].filter((driver) => settings.scenarios === undefined || settings.scenarios.includes(driver.key));
    const runs = new Map(drivers.map((driver) => [driver.key, []]));
    const available = () => drivers.filter((driver) => driver.state === 'available');
    const fail = (driver, error) => {
      driver.state = 'failed';
      driver.reason = error instanceof Error ? error.message : String(error);
      progress(`${backend.name}: ${driver.title} FAILED: ${driver.reason}`);
    };
    for (const driver of drivers) {
      if (driver.state !== 'available') progress(`${backend.name}: ${driver.title}: ${driver.reason}`);
    }

    // Untimed preparation, then one warm-up of each scenario (timed, not recorded).
    for (const driver of available()) {
      try {
        progress(`${backend.name}: preparing and warming up ${driver.title}`);
        await driver.prepare(phaseSettings);
        const warmup = await driver.warmup(phaseSettings);
        if (warmup.failed) driver.notes.add(`the warm-up already had failures: ${figures(warmup)}`);
      } catch (error) {
        fail(driver, error);
      }
    }

    // The recorded runs: every scenario once per run, in turn, so each run sees the same machine.
    for (let run = 1; run <= settings.runs; run++) {
      for (const driver of available()) {
        try {
          const outcome = await driver.run(phaseSettings);
          runs.get(driver.key).push(outcome);
          progress(`${backend.name}: run ${run}/${settings.runs} ${driver.title}: ${figures(outcome)}`);
        } catch (error) {
          fail(driver, error);
        }
      }
      // The resident memory once each run is over: one figure per run, like every other figure.
      const afterRun = residentMemory(server.pid);
      if (afterRun !== null) rssAfterRuns.push(afterRun.rss);
      servers.forEach((each, n) => {
        const rss = residentMemory(each.pid)?.rss;
        if (rss !== undefined) rssOfEachAfterRuns[n].push(rss);
      });
    }
    if (servers.length > 1) {
      result.notes.push(
        `memory of each process after the runs (median VmRSS): ${rssOfEachAfterRuns
          .map((list, n) => `process ${n + 1} ${Math.round((median(list) ?? 0) / 1e6)} MB`)
          .join(', ')}`,
      );
    }

    const memory = residentMemory(server.pid);
    result.memory =
      memory === null
        ? null
        : {
            rss: median(rssAfterRuns),
            afterRuns: rssAfterRuns,
            peak: memory.peak,
            atStart: memoryAtStart?.rss ?? null,
          };
    result.scenarios = drivers.map((driver) => summarize(driver, runs.get(driver.key)));
    for (const driver of drivers)
      for (const note of driver.notes ?? []) result.notes.push(`${driver.title}: ${note}`);
    // Quote throughput relative to /readyz, run by run (the machine's load changes between runs).
    const readyz = runs.get('readyz') ?? [];
    const quote = runs.get('quote') ?? [];
    result.quoteToReadyz = median(
      quote.map((run, index) =>
        run.failed || readyz[index] === undefined || readyz[index].failed
          ? null
          : run.rps / readyz[index].rps,
      ),
    );
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    progress(`${backend.name}: FAILED: ${result.error}`);
  } finally {
    cleanups.delete(cleanup);
    for (const other of servers.slice(1)) await other.stop();
    if (server !== undefined) {
      const log = await server.stop();
      // At LOG_LEVEL=warn the server logs only warnings and errors: show them.
      const lines = log.split('\n').filter((line) => line.trim() !== '');
      if (lines.length > 0) {
        result.notes.push(`the server logged ${lines.length} line(s) at ${settings.logLevel} or above`);
        progress(`${backend.name}: the server's log:\n${tail(log)}`);
      }
    }
    if (schema !== undefined) {
      await schema
        .drop()
        .catch((error) => result.notes.push(`could not drop schema ${schema.schema}: ${error.message}`));
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Targets and main
// ---------------------------------------------------------------------------------------------

function judge(target, backends, settings) {
  const backend = backends.find((candidate) => candidate.key === target.backend);
  const base = {
    backendName: BACKENDS.find((candidate) => candidate.key === target.backend).name,
    label: target.label,
    unit: target.unit,
  };
  if (backend === undefined) return { ...base, value: null, verdict: 'not run' };
  const value = backend.error === undefined ? (target.value(backend) ?? null) : null;
  const scenarios = target.scenarios.map((key) => scenario(backend, key));
  const notMeasured = scenarios.find(
    (candidate) => candidate === undefined || candidate.state === 'unavailable',
  );
  if (notMeasured !== undefined || value === null) {
    return { ...base, value, verdict: 'not measured', why: notMeasured?.reason };
  }
  if (scenarios.some((candidate) => candidate.state === 'failed')) {
    return { ...base, value, verdict: 'not judged', why: 'its runs had failures' };
  }
  if (target.atConnections !== undefined && settings.connections !== target.atConnections) {
    return { ...base, value, verdict: 'not judged', why: `set for ${target.atConnections} connections` };
  }
  const pass = target.atLeast ? value >= target.limit : value <= target.limit;
  return { ...base, value, verdict: pass ? 'PASS' : 'FAIL' };
}

async function main() {
  const settings = readOptions();
  ensureBuilt();
  // Imported only now: they are the build's output.
  const contract = await import('@tirage/api-client/contract');
  const domain = await import('@tirage/domain');

  const loadStart = loadavg()[0];
  const date = new Date();
  const selected = BACKENDS.filter(
    (backend) =>
      (settings.only === undefined || settings.only === backend.key) &&
      (backend.key !== 'postgres' || (process.env.DATABASE_URL ?? '') !== ''),
  );
  if (settings.only === 'postgres' && selected.length === 0) usageError('--only postgres needs DATABASE_URL');
  if (settings.runs < 3) progress(`only ${settings.runs} run(s): the figures are not medians of 3 runs`);

  const backends = [];
  for (const backend of selected) backends.push(await benchDatabase(backend, settings, contract, domain));
  if (settings.processes > 1 && selected.some((backend) => backend.key === 'postgres')) {
    const several = {
      key: 'postgres-processes',
      name: `PostgreSQL, ${settings.processes} processes`,
      processes: settings.processes,
    };
    const measured = await benchDatabase(several, settings, contract, domain);
    measured.database = `${measured.database}; ${settings.processes} server processes, the connections spread over them`;
    const single = backends.find((backend) => backend.key === 'postgres');
    for (const key of ['quote', 'cartPut', 'checkout']) {
      const one = single === undefined ? undefined : scenario(single, key);
      const many = scenario(measured, key);
      if (one?.rps && many?.rps) {
        measured.notes.push(
          `${many.title}: ${Math.round((many.rps / one.rps) * 100)} % of the one-process req/s (same run), p95 ${many.p95?.toFixed(1)} ms against ${one.p95?.toFixed(1)} ms`,
        );
      }
    }
    backends.push(measured);
  }

  const cpuList = cpus();
  const report = {
    dateText: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: {
      cores: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown CPU',
      memoryBytes: totalmem(),
      os: `${type()} ${release()}`,
      node: process.version,
      loadStart,
      loadEnd: loadavg()[0],
    },
    command: commandLine(),
    settings,
    backends,
    targets: TARGETS.map((target) => judge(target, backends, settings)),
    elapsedSeconds: (performance.now() - benchStarted) / 1000,
  };

  process.stdout.write(consoleReport(report));
  if (settings.write) {
    await writeSection(REPORT_PATH, 'api', markdownReport(report));
    progress(`wrote ${REPORT_PATH}`);
  }
  const failed = backends.some(
    (backend) =>
      backend.error !== undefined || backend.scenarios.some((scenario) => scenario.state === 'failed'),
  );
  process.exitCode = failed ? 1 : 0;
}

await main();
