// Rendering of the API benchmark's results: a plain-text table for the terminal and the Markdown
// page docs/benchmarks.md. Nothing here measures; it only prints what the report object holds.

const ms = (value) => (value === null || value === undefined ? '–' : value.toFixed(1));
const rps = (value) => (value === null || value === undefined ? '–' : String(Math.round(value)));
const megabytes = (bytes) => (bytes === null || bytes === undefined ? '–' : `${Math.round(bytes / 1e6)} MB`);
const statusList = (codes) =>
  Object.entries(codes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');

/** The figures of one scenario as table cells, or its reason when it was not measured. */
function scenarioCells(scenario) {
  if (scenario.runs.length === 0) return undefined;
  return [
    rps(scenario.rps),
    ms(scenario.p50),
    ms(scenario.p95),
    ms(scenario.p99),
    String(scenario.errors),
    String(scenario.non2xx),
    scenario.runs.map((run) => rps(run.rps)).join(' · '),
  ];
}

const HEADERS = ['req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'req/s of each run'];

/** Why a scenario's figures cannot be trusted, in one line, or undefined when they can. */
function problemOf(scenario) {
  if (scenario.state === 'unavailable' || scenario.state === 'measured') return undefined;
  const failedRuns = scenario.runs.filter((run) => run.failed);
  const parts = [];
  if (failedRuns.length > 0) {
    parts.push(
      `${failedRuns.length} of ${scenario.runs.length} runs had errors or non-2xx answers` +
        ` (errors ${scenario.errors}, statuses ${statusList(scenario.statusCodes)})`,
    );
  }
  if (scenario.reason !== undefined) parts.push(scenario.reason);
  if (scenario.firstRefusal !== undefined) parts.push(`first refusal: ${scenario.firstRefusal}`);
  return parts.join('; ');
}

/** Aligns the rows in columns: `align` says, per column, 'l' (left) or 'r' (right). */
function pad(rows, align) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    row
      .map((text, column) =>
        align[column] === 'l' ? text.padEnd(widths[column]) : text.padStart(widths[column]),
      )
      .join('   ')
      .trimEnd(),
  );
}

/** A warning when other work competed for the CPU (load average at start above half the cores). */
function busyWarning(machine) {
  if (machine.loadStart <= machine.cores / 2) return undefined;
  return (
    `the machine was busy (load average ${machine.loadStart.toFixed(2)} on ${machine.cores} cores at start): ` +
    'these figures are noisy and lower than an idle machine would give'
  );
}

function memoryLine(memory) {
  return (
    `VmRSS ${megabytes(memory.rss)}, the median of the readings after each run ` +
    `(${memory.afterRuns.map(megabytes).join(' · ')}; just after start ${megabytes(memory.atStart)}, ` +
    `peak VmHWM ${megabytes(memory.peak)})`
  );
}

function machineLine(machine) {
  return (
    `${machine.cores} cores (${machine.cpuModel}), ${megabytes(machine.memoryBytes)} RAM, ${machine.os}, ` +
    `Node ${machine.node}; load average ${machine.loadStart.toFixed(2)} at start, ${machine.loadEnd.toFixed(2)} at end`
  );
}

function settingsLine(settings) {
  return (
    `${settings.runs} run${settings.runs === 1 ? '' : 's'} × ${settings.duration} s per scenario (after one ${settings.warmup} s warm-up), ` +
    `${settings.connections} connections, ${settings.checkouts} checkouts per run; ` +
    'each figure is the median of the runs'
  );
}

function targetValue(target) {
  if (target.value === null || target.value === undefined) return '–';
  return target.unit === '%'
    ? `${Math.round(target.value * 100)} %`
    : `${target.value.toFixed(1)} ${target.unit}`;
}

/** The report for the terminal. */
export function consoleReport(report) {
  const lines = [
    '',
    `Tirage API benchmark, ${report.dateText}`,
    `Machine: ${machineLine(report.machine)}`,
    `Settings: ${settingsLine(report.settings)}`,
  ];
  const busy = busyWarning(report.machine);
  if (busy !== undefined) lines.push(`!! Warning: ${busy}`);
  for (const backend of report.backends) {
    lines.push('', `${backend.name}: ${backend.database}`);
    if (backend.error !== undefined) lines.push(`  !! could not be measured: ${backend.error}`);
    const rows = [['scenario', ...HEADERS]];
    const unmeasured = [];
    for (const scenario of backend.scenarios) {
      const cells = scenarioCells(scenario);
      if (cells === undefined) {
        const failure = scenario.state === 'failed' ? 'FAILED: ' : '';
        unmeasured.push(`${scenario.title}: ${failure}${scenario.reason ?? scenario.state}`);
      } else
        rows.push([scenario.state === 'failed' ? `${scenario.title} (FAILED)` : scenario.title, ...cells]);
    }
    if (rows.length > 1) lines.push(...pad(rows, 'lrrrrrrl').map((line) => `  ${line}`));
    lines.push(...unmeasured.map((line) => `  ${line}`));
    if (backend.quoteToReadyz !== null) {
      lines.push(`  quote req/s ÷ /readyz req/s (same run): ${Math.round(backend.quoteToReadyz * 100)} %`);
    }
    if (backend.memory !== null) {
      lines.push(`  server memory after the run: ${memoryLine(backend.memory)}`);
    }
    for (const note of backend.notes) lines.push(`  note: ${note}`);
  }
  lines.push('', 'Targets');
  const targetRows = report.targets.map((target) => [
    target.verdict,
    `${target.backendName}: ${target.label}`,
    targetValue(target),
    target.why === undefined ? '' : `(${target.why})`,
  ]);
  if (targetRows.length > 0) lines.push(...pad(targetRows, 'llrl').map((line) => `  ${line}`));

  const problems = report.backends.flatMap((backend) => [
    ...(backend.error === undefined ? [] : [`${backend.name}: ${backend.error}`]),
    ...backend.scenarios
      .map((scenario) => [scenario, problemOf(scenario)])
      .filter(([, problem]) => problem !== undefined)
      .map(([scenario, problem]) => `${backend.name} · ${scenario.title}: ${problem}`),
  ]);
  if (problems.length > 0) {
    lines.push(
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!! FAILED: errors, non-2xx answers or a failed setup: figures are invalid or missing !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      ...problems.map((problem) => `  ${problem}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A Markdown table cell: no pipes or line breaks. */
const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The API section of docs/benchmarks.md, written whole by every run of the benchmark. */
export function markdownReport(report) {
  const lines = [
    '# API benchmarks',
    '',
    '<!-- Written by `npm run bench:api` (bench/api.mjs): edit the script, not this page. -->',
    '',
    'Throughput and latency of the API server (`packages/server`) under load on loopback, measured',
    'by `bench/api.mjs` with [autocannon](https://github.com/mcollina/autocannon). Rerun it to refresh',
    'this page; figures from different machines, or from a busy machine, are not comparable.',
    '',
    '## How to run',
    '',
    '```sh',
    'npm run bench:api                                                   # PGlite only',
    'DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api  # PGlite, then PostgreSQL',
    'npm run bench:api -- --runs 5 --duration 10 --no-write              # options, see --help',
    'npm run bench:api -- --only pglite --scenario cartPut               # one scenario, not recorded',
    'DATABASE_URL=… npm run bench:api -- --only postgres --processes 2   # also 2 processes on one database',
    '```',
    '',
    '`npm run bench:api` builds the server first (`turbo run build --filter=@tirage/server...`, cached',
    'when nothing changed). The script then starts the server as `npm start` does (the `start` script',
    'of `packages/server/package.json`, Node flags included) on a free',
    'loopback port with a fresh temporary `DATA_DIR` and `LOG_LEVEL=warn` (one log line per request',
    'would cost more than some requests), waits for `/readyz`, prepares what the scenarios need',
    'through the public API, warms each scenario up once, then runs every scenario in turn, as many',
    'times as asked, reads the server’s resident memory (`VmRSS` in `/proc/<pid>/status`) after each',
    'run, and stops it with SIGTERM. With `DATABASE_URL` set it does the same against PostgreSQL, in a fresh schema',
    '(`?options=-c search_path=…`, which the server honours) dropped at the end. The load generator',
    'runs in the same process as the script, on the same machine as the server: it takes CPU from',
    'it, so the figures are a floor of what the server does alone.',
    '',
    'Any connection error, timeout or non-2xx answer makes a run failed: its figures are shown but',
    'marked, the targets it feeds are not judged, and the command exits with status 1. Missed',
    'targets do not change the exit status. A scenario whose route the server does not serve yet',
    '(the API’s `404 Not Found: {METHOD} {path}`) is reported as unavailable.',
    '',
    '## What is measured',
    '',
    '| scenario | what each request does |',
    '| --- | --- |',
    ...(report.backends.find((backend) => backend.scenarios.length > 0)?.scenarios ?? []).map(
      (scenario) => `| \`${scenario.title}\` | ${cell(scenario.detail)} |`,
    ),
    '',
    'Every API request carries the storefront’s headers (`fe-x-tenant: fr`, `fe-x-active-currency`);',
    'request bodies are built from the running shop’s catalogue and checked with the contract’s zod',
    'schemas (`@tirage/api-client/contract`) before they are sent. Latency percentiles are computed',
    'from every answer of a run (nearest rank); req/s is answers over the run’s wall time. Each figure',
    'below is the median of the runs.',
    '',
    '## Last run',
    '',
    `- Date: ${report.dateText}`,
    `- Machine: ${machineLine(report.machine)}`,
    `- Command: \`${report.command}\``,
    `- Settings: ${settingsLine(report.settings)}`,
    `- Duration of the whole benchmark: ${Math.round(report.elapsedSeconds)} s`,
  ];
  const busy = busyWarning(report.machine);
  if (busy !== undefined) lines.push('', `**Warning**: ${busy}.`);
  for (const backend of report.backends) {
    lines.push('', `### ${backend.name}`, '', `Database: ${backend.database}.`, '');
    if (backend.error !== undefined) lines.push(`**Not measured**: ${cell(backend.error)}`, '');
    if (backend.scenarios.length > 0) {
      lines.push(`| scenario | ${HEADERS.join(' | ')} |`, `| --- |${' ---: |'.repeat(HEADERS.length)}`);
      for (const scenario of backend.scenarios) {
        const cells = scenarioCells(scenario);
        const title =
          scenario.state === 'failed' ? `\`${scenario.title}\` **FAILED**` : `\`${scenario.title}\``;
        lines.push(
          cells === undefined
            ? `| ${title} | ${cell(scenario.reason ?? scenario.state)} |${' |'.repeat(HEADERS.length - 1)}`
            : `| ${title} | ${cells.map(cell).join(' | ')} |`,
        );
      }
      lines.push('');
    }
    if (backend.quoteToReadyz !== null) {
      lines.push(
        `Quote req/s ÷ \`/readyz\` req/s in the same run: ${Math.round(backend.quoteToReadyz * 100)} %.`,
      );
    }
    if (backend.memory !== null) {
      lines.push(`Server memory after the run: ${memoryLine(backend.memory)}.`);
    }
    const problems = backend.scenarios
      .map((scenario) => [scenario, problemOf(scenario)])
      .filter(([, problem]) => problem !== undefined);
    const notes = [
      ...backend.notes,
      ...problems.map(([scenario, problem]) => `\`${scenario.title}\`: ${problem}`),
    ];
    if (notes.length > 0) lines.push('', ...notes.map((note) => `- ${cell(note)}`));
  }
  lines.push(
    '',
    '## Targets',
    '',
    'Latency targets hold at 32 connections; MB are 10⁶ bytes.',
    '',
    '| database | target | measured | verdict |',
    '| --- | --- | ---: | --- |',
    ...report.targets.map(
      (target) =>
        `| ${target.backendName} | ${cell(target.label)} | ${targetValue(target)} | ${target.verdict}${
          target.why === undefined ? '' : ` (${cell(target.why)})`
        } |`,
    ),
    '',
  );
  return lines.join('\n');
}
