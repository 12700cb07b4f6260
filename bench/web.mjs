#!/usr/bin/env node
// Storefront benchmark of Tirage with Lighthouse: `npm run bench:web` (see --help, and
// its section of docs/benchmarks.md, which this script rewrites with its figures).
//
// It starts the built server as a child process on a free loopback port with a fresh DATA_DIR,
// waits for /readyz, checks that every page answers 200 and warms the server up, then runs
// Lighthouse (default mobile settings, performance category) `runs` times on each page, each
// time in a fresh headless Chromium with a fresh profile, and stops the server. Each figure is
// the median of the runs. The page's initial JavaScript is measured from the scripts Lighthouse
// saw it load, gzipped here, and split between libraries with the source maps of a temporary
// second build of the storefront. A failed run (Lighthouse error, a page not answering 200)
// makes the command fail; missed targets do not.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeSection } from './lib/report-file.mjs';
import { startServer, tail } from './lib/server.mjs';
import { median } from './lib/stats.mjs';
import {
  buildWithSourceMaps,
  describeChunks,
  gzipBytes,
  librariesOfPage,
  readManifest,
} from './lib/web-bundle.mjs';
import { CHROME_FLAGS, lighthouseRun, loadLighthouse } from './lib/web-lighthouse.mjs';
import { consoleReport, markdownReport } from './lib/web-report.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORT_PATH = join(ROOT, 'docs/benchmarks.md');
const MIN_RUNS = 5;
const WARMUP_FETCHES = 3;
const FETCH_TIMEOUT_MS = 30_000;

const USAGE = `Usage: npm run bench:web [-- options]   (or: node bench/web.mjs [options])

Measures the storefront's pages with Lighthouse (mobile, performance category) in headless
Chromium, against the production build served by the API server on loopback.

Options (each also as an environment variable):
  --runs N            Lighthouse runs of every page; figures are their medians   BENCH_WEB_RUNS  (5)
  --chrome PATH       the Chromium to run                                        CHROME_PATH     (/usr/bin/chromium)
  --no-source-maps    skip the temporary build with source maps: chunks are      BENCH_WEB_NO_SOURCE_MAPS=1
                      then named by telltale strings, bytes not split by library
  --no-write          print only; do not rewrite docs/benchmarks.md (web section) BENCH_NO_WRITE=1
  -h, --help          this text

Exit status: 1 when a run failed (a Lighthouse error, a page not answering 200) or the server
could not be started; missed targets are printed but do not change it.`;

/**
 * The pages measured: the home page, a category page (layout 'category' in the demo catalogue,
 * packages/domain/src/catalog/demo-catalog.ts), the flyers product page, and the marketing pages
 * (a landing page with its countdown, the welcome screen, the design service with its templates,
 * the glossary, a ready-made poster's print-on-demand page with its gallery). The host must be `localhost`: the shop is chosen from the request's host.
 */
const PAGES = [
  { key: 'home', title: 'home', path: '/' },
  { key: 'category', title: 'category', path: '/categories/flyers-et-depliants/' },
  { key: 'product', title: 'product (flyers)', path: '/flyers/' },
  { key: 'landing', title: 'landing (Black Friday)', path: '/black-friday/' },
  { key: 'welcome', title: 'welcome', path: '/bienvenue/' },
  { key: 'designService', title: 'design service', path: '/design-service/' },
  { key: 'glossary', title: 'glossary', path: '/glossaire/' },
  { key: 'printOnDemand', title: 'print on demand (poster)', path: '/affiche-paris-s-eveille/' },
];

/** The marketing pages, held to their own targets. */
const MARKETING = ['landing', 'welcome', 'designService', 'glossary', 'printOnDemand'];

/** The targets the pages are held to, judged on each page they name. */
const TARGETS = [
  { key: 'score', label: 'performance score ≥ 90', limit: 90, atLeast: true, unit: 'score' },
  { key: 'lcp', label: 'LCP ≤ 2.5 s', limit: 2500, unit: 's' },
  { key: 'cls', label: 'CLS ≤ 0.1', limit: 0.1, unit: 'cls' },
  { key: 'tbt', label: 'TBT ≤ 200 ms', limit: 200, unit: 'ms' },
  { key: 'js', label: 'initial JS ≤ 200 kB gzipped', limit: 200_000, unit: 'kB', pages: ['product'] },
  {
    key: 'score',
    label: 'performance score ≥ 95',
    limit: 95,
    atLeast: true,
    unit: 'score',
    pages: MARKETING,
  },
  { key: 'lcp', label: 'LCP ≤ 2.0 s', limit: 2000, unit: 's', pages: MARKETING },
  { key: 'cls', label: 'CLS ≤ 0.05', limit: 0.05, unit: 'cls', pages: MARKETING },
  // No page loads more script at start than the product page, which carries the product's flow.
  {
    key: 'js',
    label: 'initial JS ≤ the product page’s',
    relativeTo: 'product',
    unit: 'kB',
    pages: MARKETING,
  },
];

/** What to undo if the bench is interrupted (Ctrl-C): stop Chromium and the server, delete temp dirs. */
const cleanups = new Set();
const register = (cleanup) => {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    progress(`${signal}: stopping`);
    for (const cleanup of cleanups) await cleanup().catch(() => {});
    process.exit(130);
  });
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
        chrome: { type: 'string' },
        'no-source-maps': { type: 'boolean' },
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
  const yes = (value) => ['1', 'true'].includes(value ?? '');
  const rawRuns = values.runs ?? env.BENCH_WEB_RUNS;
  let runs = MIN_RUNS;
  if (rawRuns !== undefined && rawRuns !== '') {
    runs = Number(rawRuns);
    if (!Number.isInteger(runs) || runs < 1) usageError('--runs must be a whole number ≥ 1');
  }
  // The figures recorded are medians of at least MIN_RUNS runs (these machines are noisy).
  if (runs < MIN_RUNS && !(values['no-write'] || yes(env.BENCH_NO_WRITE))) {
    usageError(`--runs below ${MIN_RUNS} is for trying the script: add --no-write (nothing is recorded)`);
  }
  const settings = {
    runs,
    chromePath: values.chrome ?? (env.CHROME_PATH || '/usr/bin/chromium'),
    sourceMaps: !(values['no-source-maps'] || yes(env.BENCH_WEB_NO_SOURCE_MAPS)),
    write: !(values['no-write'] || yes(env.BENCH_NO_WRITE)),
  };
  if (!existsSync(settings.chromePath))
    usageError(`no Chromium at ${settings.chromePath} (--chrome, CHROME_PATH)`);
  return settings;
}

function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** The command as typed, for the report: the environment that matters, and the arguments. */
function commandLine() {
  const env = ['BENCH_WEB_RUNS', 'CHROME_PATH', 'BENCH_WEB_NO_SOURCE_MAPS', 'BENCH_NO_WRITE']
    .filter((name) => (process.env[name] ?? '') !== '')
    .map((name) => `${name}=${process.env[name]}`);
  const args = process.argv.slice(2);
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: set by npm; the bench is not a turbo task.
  const viaNpm = process.env.npm_lifecycle_event === 'bench:web';
  const command = viaNpm
    ? ['npm run bench:web', ...(args.length > 0 ? ['--', ...args] : [])]
    : ['node bench/web.mjs', ...args];
  return [...env, ...command].join(' ');
}

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

/**
 * `npm run bench:web` builds before it starts; run directly, the script builds only when an
 * output it needs is missing, with the same command.
 */
function ensureBuilt() {
  const outputs = [
    'packages/server/dist/main.js',
    'packages/react-app/build/server/index.js',
    'packages/react-app/build/client',
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

/**
 * A fingerprint of the storefront's build: the server bundle's modification time and the client
 * assets' names. The server serves the client files from disk while it keeps the server bundle
 * it loaded: a rebuild during the benchmark breaks the pages, and is reported as a failure.
 */
function buildFingerprint() {
  try {
    const serverBundle = statSync(join(ROOT, 'packages/react-app/build/server/index.js')).mtimeMs;
    const assets = readdirSync(join(ROOT, 'packages/react-app/build/client/assets')).sort().join(' ');
    return `${serverBundle} ${assets}`;
  } catch (error) {
    return `unreadable: ${error.message}`;
  }
}

/** The temporary build with source maps, or null (and why) when it is skipped or fails. */
async function mapBuild(settings, notes) {
  if (!settings.sourceMaps) {
    notes.push('--no-source-maps: chunks are named by telltale strings, their bytes not split by library');
    return null;
  }
  progress('building the storefront once more with source maps, in a temporary directory');
  try {
    const build = await buildWithSourceMaps(ROOT);
    register(build.cleanup);
    return build;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    progress(`the build with source maps failed; chunks are named by telltale strings only:\n${message}`);
    notes.push(
      `the build with source maps failed (${message.split('\n')[0]}): chunks are named by telltale strings only`,
    );
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The pages
// ---------------------------------------------------------------------------------------------

const benchStarted = performance.now();

/** Progress goes to stderr, so that stdout holds only the results. */
function progress(message) {
  const seconds = Math.round((performance.now() - benchStarted) / 1000);
  process.stderr.write(`[bench +${seconds}s] ${message}\n`);
}

async function get(url) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** The inline scripts of an HTML page (their text), and the `src` of its module preloads. */
function scriptsOfHtml(html) {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes))
    .map(([, , text]) => text);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
  return { inline, preloads };
}

/**
 * Checks that the page answers 200 to a plain GET, warms the server up with a few more, and
 * fetches the scripts it preloads once. Answers the HTML's figures; throws when it does not answer.
 */
async function checkPage(page) {
  let answer;
  for (let fetchIndex = 0; fetchIndex < WARMUP_FETCHES; fetchIndex++) {
    answer = await get(page.url);
    if (answer.status !== 200) {
      const where = answer.location === null ? '' : ` (Location: ${answer.location})`;
      throw new Error(`${page.url} answered ${answer.status}${where}`);
    }
  }
  const { inline, preloads } = scriptsOfHtml(answer.text);
  for (const href of preloads) {
    const asset = await get(new URL(href, page.url).href);
    if (asset.status !== 200) throw new Error(`${href}, preloaded by ${page.path}, answered ${asset.status}`);
  }
  const inlineText = inline.join('\n');
  return {
    html: { bytes: Buffer.byteLength(answer.text), gzip: gzipBytes(answer.text) },
    inline: { count: inline.length, bytes: Buffer.byteLength(inlineText), gzip: gzipBytes(inlineText) },
    preloads,
  };
}

const runFigures = (run) =>
  run.error !== undefined
    ? `FAILED: ${run.error}`
    : `score ${run.score}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}, observed FCP ${run.observedFcp === null ? '–' : Math.round(run.observedFcp)} ms (${run.seconds.toFixed(0)} s)`;

/** The medians of a page's successful runs. */
function summarize(runs) {
  const good = runs.filter((run) => run.error === undefined);
  const of = (key) => median(good.map((run) => run[key]));
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls'), si: of('si') };
}

/** The page's initial JavaScript: the Script requests of its first successful run. */
function initialScripts(page, notes) {
  const good = page.runs.filter((run) => run.error === undefined);
  if (good.length === 0) return null;
  const key = (run) =>
    run.scripts
      .map((script) => script.url)
      .sort()
      .join(' ');
  const differing = good.filter((run) => key(run) !== key(good[0])).length;
  if (differing > 0) {
    notes.push(
      `${page.path}: ${differing} run(s) loaded other scripts than the first; the first run's are reported`,
    );
  }
  return good[0].scripts.map((script) => ({ ...script, path: new URL(script.url).pathname }));
}

/** The text of each script the pages loaded, fetched again from the server (as the browser got it). */
async function fetchScripts(origin, pages, notes) {
  const texts = new Map();
  const seen = new Set();
  for (const page of pages) {
    for (const script of page.scripts ?? []) {
      if (seen.has(script.path)) continue;
      seen.add(script.path);
      const answer = await get(`${origin}${script.path}`).catch((error) => ({ status: error.message }));
      if (answer.status === 200) texts.set(script.path, answer.text);
      else notes.push(`${script.path} could not be fetched again (${answer.status}): left out of the sizes`);
    }
  }
  return texts;
}

// ---------------------------------------------------------------------------------------------
// Targets and main
// ---------------------------------------------------------------------------------------------

function judge(target, pages) {
  return PAGES.filter((page) => target.pages === undefined || target.pages.includes(page.key)).map(
    (definition) => {
      const page = pages.find((candidate) => candidate.key === definition.key);
      const base = { label: target.label, unit: target.unit, page: page.path };
      const value = target.key === 'js' ? (page.js?.gzip ?? null) : (page.median?.[target.key] ?? null);
      if (page.error !== undefined || value === null) return { ...base, value, verdict: 'not measured' };
      const failed = page.runs.filter((run) => run.error !== undefined).length;
      if (failed > 0) {
        return { ...base, value, verdict: 'not judged', why: `${failed} of ${page.runs.length} runs failed` };
      }
      if (target.key === 'js' && page.js.missing > 0) {
        return { ...base, value, verdict: 'not judged', why: `${page.js.missing} script(s) left out` };
      }
      const limit =
        target.relativeTo === undefined
          ? target.limit
          : (pages.find((candidate) => candidate.key === target.relativeTo)?.js?.gzip ?? null);
      if (limit === null)
        return { ...base, value, verdict: 'not judged', why: `${target.relativeTo} not measured` };
      const pass = target.atLeast ? value >= limit : value <= limit;
      return { ...base, value, verdict: pass ? 'PASS' : 'FAIL' };
    },
  );
}

function chromiumVersion(chromePath) {
  const answer = spawnSync(chromePath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return answer.stdout?.trim() || 'unknown Chromium version';
}

async function main() {
  const settings = readOptions();
  ensureBuilt();
  const tools = await loadLighthouse(ROOT);
  const notes = [];
  if (settings.runs < MIN_RUNS)
    progress(`only ${settings.runs} run(s): the figures are not medians of ${MIN_RUNS} runs`);

  const loadStart = loadavg();
  const date = new Date();
  const build = await mapBuild(settings, notes);

  const pages = PAGES.map((page) => ({ ...page, runs: [] }));
  let server;
  /** Failures that are not one page's or one run's. */
  const failures = [];
  const stopServer = async () => {
    if (server === undefined) return;
    const log = await server.stop();
    server = undefined;
    // At LOG_LEVEL=warn the server logs only warnings and errors: show them.
    const lines = log.split('\n').filter((line) => line.trim() !== '');
    if (lines.length > 0) {
      notes.push(`the server logged ${lines.length} line(s) at warn or above`);
      progress(`the server's log:\n${tail(log)}`);
    }
  };
  const unregisterServer = register(stopServer);
  let chunks = new Map();
  try {
    progress('starting the server');
    const fingerprint = buildFingerprint();
    server = await startServer({ root: ROOT, logLevel: 'warn' });
    const origin = `http://localhost:${new URL(server.url).port}`;
    for (const page of pages) {
      page.url = `${origin}${page.path}`;
      try {
        page.check = await checkPage(page);
      } catch (error) {
        page.error = error instanceof Error ? error.message : String(error);
        progress(`${page.path}: FAILED: ${page.error}`);
      }
    }

    // The recorded runs: every page once per run, in turn, so each run sees the same machine.
    const rebuilt = () => {
      if (buildFingerprint() === fingerprint) return false;
      failures.push(
        'the storefront was rebuilt while the benchmark ran (packages/react-app/build changed): ' +
          'the server kept the old server bundle but serves the new client files, so the pages break; rerun it',
      );
      return true;
    };
    runs: for (let run = 1; run <= settings.runs; run++) {
      for (const page of pages) {
        if (page.error !== undefined) continue;
        if (rebuilt()) break runs;
        const loadAtStart = loadavg()[0];
        const outcome = await lighthouseRun({
          tools,
          chromePath: settings.chromePath,
          url: page.url,
          register,
        });
        page.runs.push({ run, loadAtStart, ...outcome });
        progress(`run ${run}/${settings.runs} ${page.path}: ${runFigures(outcome)}`);
      }
    }

    for (const page of pages) {
      page.median = summarize(page.runs);
      page.scripts = initialScripts(page, notes);
    }
    const texts = failures.length === 0 && !rebuilt() ? await fetchScripts(origin, pages, notes) : new Map();
    const measuredManifest = await readManifest(join(ROOT, 'packages/react-app/build/client/assets'));
    if (build !== null && measuredManifest === null) {
      notes.push(
        'the measured build has no route manifest file: its chunks cannot be paired with the source maps',
      );
    }
    chunks = await describeChunks(ROOT, texts, measuredManifest, build);
  } catch (error) {
    failures.push(error instanceof Error ? error.message : String(error));
    progress(`FAILED: ${failures.at(-1)}`);
  } finally {
    unregisterServer();
    await stopServer();
    if (build !== null) {
      cleanups.delete(build.cleanup);
      await build.cleanup();
    }
  }

  for (const page of pages) {
    if (page.scripts === null || page.scripts === undefined) continue;
    const paths = page.scripts.map((script) => script.path).filter((path) => chunks.has(path));
    const sum = (values) => values.reduce((total, value) => total + value, 0);
    page.js = {
      count: paths.length,
      missing: page.scripts.length - paths.length,
      bytes: sum(paths.map((path) => chunks.get(path).bytes)),
      gzip: sum(paths.map((path) => chunks.get(path).gzip)),
      transfer: sum(page.scripts.map((script) => script.transfer ?? 0)),
      unused: page.scripts.every((script) => script.unused !== null)
        ? sum(page.scripts.map((script) => script.unused))
        : null,
    };
    page.libraries = librariesOfPage(chunks, paths);
    if (page.js.count > 0 && page.js.transfer >= page.js.bytes) {
      notes.push(
        `${page.path}: the server sent the scripts uncompressed: ${Math.round(page.js.transfer / 1000)} kB ` +
          `went over the (simulated) wire where gzip would have sent ${Math.round(page.js.gzip / 1000)} kB`,
      );
    }
    for (const path of paths) {
      const chunk = chunks.get(path);
      chunk.pages = [...(chunk.pages ?? []), page.key];
    }
    const elsewhere = new Set(page.runs.flatMap((run) => run.elsewhere ?? []));
    if (elsewhere.size > 0)
      notes.push(`${page.path}: requests to other origins: ${[...elsewhere].join(', ')}`);
    const missing = (page.check?.preloads ?? []).filter((href) => !paths.includes(href));
    if (missing.length > 0)
      notes.push(`${page.path}: preloaded but not loaded as a script: ${missing.join(', ')}`);
  }
  for (const chunk of chunks.values()) {
    if (chunk.twinBytes !== null && Math.abs(chunk.twinBytes - chunk.bytes) > chunk.bytes * 0.01 + 64) {
      notes.push(
        `${chunk.path}: its source-mapped twin has ${chunk.twinBytes} bytes, the measured chunk ${chunk.bytes} ` +
          '(the sources changed between the two builds): its split by library is approximate',
      );
    }
  }

  const good = pages.flatMap((page) => page.runs.filter((run) => run.error === undefined));
  const cpuList = cpus();
  const report = {
    dateText: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: {
      cores: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown CPU',
      memoryBytes: totalmem(),
      os: `${type()} ${release()}`,
      node: process.version,
      chromium: chromiumVersion(settings.chromePath),
      loadStart,
      loadEnd: loadavg(),
    },
    lighthouse: {
      version: tools.version,
      settings: good[0]?.settings ?? null,
      benchmarkIndex: median(good.map((run) => run.benchmarkIndex)),
      chromeFlags: CHROME_FLAGS,
    },
    command: commandLine(),
    settings,
    minRuns: MIN_RUNS,
    pages,
    chunks,
    attribution: build === null ? 'telltales' : 'source maps',
    failures,
    notes,
    targets: TARGETS.flatMap((target) => judge(target, pages)),
    elapsedSeconds: (performance.now() - benchStarted) / 1000,
  };

  process.stdout.write(consoleReport(report));
  if (settings.write) {
    await writeSection(REPORT_PATH, 'web', markdownReport(report));
    progress(`wrote ${REPORT_PATH}`);
  }
  const failed =
    failures.length > 0 ||
    pages.some((page) => page.error !== undefined || page.runs.some((run) => run.error !== undefined));
  process.exitCode = failed ? 1 : 0;
}

await main();
