// Rendering of the web benchmark's results: plain text for the terminal and the Markdown page
// the storefront section of docs/benchmarks.md. Nothing here measures; it only prints what the report object holds.

const present = (value) => value !== null && value !== undefined;
const seconds = (ms) => (present(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');
const millis = (ms) => (present(ms) ? `${Math.round(ms)} ms` : '–');
const clsText = (value) => (present(value) ? value.toFixed(3) : '–');
const scoreText = (value) =>
  present(value) ? (Number.isInteger(value) ? String(value) : value.toFixed(1)) : '–';
/** kB are 1000 bytes, as in the targets and in Vite's build output. */
const kB = (bytes) => (present(bytes) ? `${(bytes / 1000).toFixed(1)} kB` : '–');
const percent = (part, whole) => (present(part) && whole > 0 ? `${Math.round((part / whole) * 100)} %` : '–');
const megabytes = (bytes) => `${Math.round(bytes / 1e6)} MB`;
const loads = (values) => values.map((value) => value.toFixed(2)).join(' / ');

const METRIC_HEADERS = ['score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'];
const metricCells = (figures) => [
  scoreText(figures?.score),
  seconds(figures?.fcp),
  seconds(figures?.lcp),
  millis(figures?.tbt),
  clsText(figures?.cls),
  seconds(figures?.si),
];

function targetValue(target) {
  if (!present(target.value)) return '–';
  if (target.unit === 'score') return scoreText(target.value);
  if (target.unit === 's') return seconds(target.value);
  if (target.unit === 'ms') return millis(target.value);
  if (target.unit === 'kB') return kB(target.value);
  return clsText(target.value);
}

const verdictText = (target) => `${target.verdict}${target.why === undefined ? '' : ` (${target.why})`}`;

/** A warning when other work competed for the CPU (load average at start above half the cores). */
function busyWarning(machine) {
  if (machine.loadStart[0] <= machine.cores / 2) return undefined;
  return (
    `the machine was busy (load average ${machine.loadStart[0].toFixed(2)} on ${machine.cores} cores at start): ` +
    'these figures are noisy'
  );
}

function machineLine(machine) {
  return (
    `${machine.cores} cores (${machine.cpuModel}), ${megabytes(machine.memoryBytes)} RAM, ${machine.os}, ` +
    `Node ${machine.node}, ${machine.chromium}`
  );
}

function loadLine(machine) {
  return `${loads(machine.loadStart)} at start, ${loads(machine.loadEnd)} at end (1, 5 and 15 minutes)`;
}

function lighthouseLine(lighthouse) {
  const settings = lighthouse.settings;
  const throttling = settings?.throttling;
  const how =
    settings === null
      ? 'no run succeeded'
      : `form factor ${settings.formFactor}, ${settings.throttlingMethod} throttling (` +
        `${throttling?.rttMs} ms RTT, ${((throttling?.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, ` +
        `CPU ×${throttling?.cpuSlowdownMultiplier})`;
  const index = present(lighthouse.benchmarkIndex)
    ? `; Lighthouse's benchmark index of this machine ${Math.round(lighthouse.benchmarkIndex)} (median)`
    : '';
  return `Lighthouse ${lighthouse.version}, ${how}${index}`;
}

function settingsLine(report) {
  const { runs } = report.settings;
  const short = runs < report.minRuns ? ` (fewer than ${report.minRuns}: not the benchmark's standard)` : '';
  return `${runs} Lighthouse run${runs === 1 ? '' : 's'} of every page${short}; each figure is the median of the runs`;
}

/** The main libraries of a chunk with their share of its bytes, or its telltale libraries. */
function chunkLibraries(chunk) {
  if (chunk.libraries === null) {
    return chunk.telltales.length === 0 ? '(no telltale found)' : `telltales: ${chunk.telltales.join(', ')}`;
  }
  const parts = [];
  let rest = 0;
  for (const [library, figures] of chunk.libraries) {
    if (figures.bytes >= chunk.bytes * 0.02) parts.push(`${library} ${percent(figures.bytes, chunk.bytes)}`);
    else rest += figures.bytes;
  }
  if (rest > 0) parts.push(`others ${percent(rest, chunk.bytes)}`);
  return parts.join(', ') || '(empty)';
}

const fileName = (path) => path.split('/').pop();

/** Every problem that makes the run fail, one line each. */
function problems(report) {
  const lines = [...report.failures];
  for (const page of report.pages) {
    if (page.error !== undefined) lines.push(`${page.path}: ${page.error}`);
    for (const run of page.runs)
      if (run.error !== undefined) lines.push(`${page.path} run ${run.run}: ${run.error}`);
  }
  return lines;
}

/** Lighthouse's warnings of every run, once each, with the pages that had them. */
function lighthouseWarnings(report) {
  const warnings = new Map();
  for (const page of report.pages) {
    for (const run of page.runs) {
      for (const warning of run.warnings ?? []) {
        warnings.set(warning, new Set([...(warnings.get(warning) ?? []), page.path]));
      }
    }
  }
  return [...warnings].map(([warning, paths]) => `Lighthouse warned (${[...paths].join(', ')}): ${warning}`);
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

/** The report for the terminal. */
export function consoleReport(report) {
  const lines = [
    '',
    `Tirage storefront benchmark (Lighthouse), ${report.dateText}`,
    `Machine: ${machineLine(report.machine)}`,
    `Load average: ${loadLine(report.machine)}`,
    `Lighthouse: ${lighthouseLine(report.lighthouse)}`,
    `Settings: ${settingsLine(report)}`,
  ];
  const busy = busyWarning(report.machine);
  if (busy !== undefined) lines.push(`!! Warning: ${busy}`);

  lines.push('', 'Medians');
  const rows = [['page', ...METRIC_HEADERS, 'initial JS gzip', 'runs']];
  for (const page of report.pages) {
    const failed = page.runs.filter((run) => run.error !== undefined).length;
    rows.push([
      page.path,
      ...metricCells(page.median),
      kB(page.js?.gzip),
      `${page.runs.length - failed}/${report.settings.runs}${failed > 0 ? ' (FAILED runs)' : ''}`,
    ]);
  }
  lines.push(...pad(rows, 'lrrrrrrrl').map((line) => `  ${line}`));

  lines.push('', 'Targets');
  const targetRows = report.targets.map((target) => [
    target.verdict,
    target.label,
    target.page,
    targetValue(target),
    target.why === undefined ? '' : `(${target.why})`,
  ]);
  if (targetRows.length > 0) lines.push(...pad(targetRows, 'lllrl').map((line) => `  ${line}`));

  const product = report.pages.find((page) => page.key === 'product');
  if (product?.libraries !== undefined && product.js !== undefined) {
    lines.push('', `Initial JS of ${product.path} by library (gzip, ${report.attribution})`);
    const libraryRows = [...product.libraries].map(([library, figures]) => [
      library,
      kB(figures.gzip),
      percent(figures.gzip, product.js.gzip),
    ]);
    if (libraryRows.length > 0) lines.push(...pad(libraryRows, 'lrr').map((line) => `  ${line}`));
  }

  const notes = [...report.notes, ...lighthouseWarnings(report)];
  if (notes.length > 0) lines.push('', ...notes.map((note) => `note: ${note}`));

  const failures = problems(report);
  if (failures.length > 0) {
    lines.push(
      '',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      '!! FAILED: a Lighthouse run or a page failed: figures are invalid or missing !!',
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
      ...failures.map((problem) => `  ${problem}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A Markdown table cell: no pipes or line breaks. */
const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const code = (text) => `\`${String(text).replaceAll('`', "'")}\``;
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
const header = (cells, align) => [
  row(cells),
  `|${cells.map((_, index) => (align[index] === 'r' ? ' ---: |' : ' --- |')).join('')}`,
];

/** The storefront section of docs/benchmarks.md, written whole by every run of the benchmark. */
export function markdownReport(report) {
  const pageTitle = (page) => `${page.title} ${code(page.path)}`;
  const lines = [
    '# Storefront benchmarks (Lighthouse)',
    '',
    '<!-- Written by `npm run bench:web` (bench/web.mjs): edit the script, not this page. -->',
    '',
    'Loading performance of the storefront’s pages (React Router in framework mode, rendered by the',
    'API server `packages/server`), measured by `bench/web.mjs` with',
    '[Lighthouse](https://github.com/GoogleChrome/lighthouse) in headless Chromium. Rerun it to',
    'refresh this page; figures from different machines, or from a busy machine, are not comparable.',
    '',
    '## How to run',
    '',
    '```sh',
    'npm run bench:web                               # 5 Lighthouse runs of every page',
    'npm run bench:web -- --runs 9 --no-write        # options, see --help',
    'CHROME_PATH=/path/to/chrome npm run bench:web   # another Chromium (default /usr/bin/chromium)',
    '```',
    '',
    '`npm run bench:web` builds the server and the storefront first (`turbo run build',
    '--filter=@tirage/server...`, cached when nothing changed). The script then builds the',
    'storefront’s client a second time with source maps (`react-router build --sourcemapClient`,',
    'with the package’s own configuration, into a temporary directory: the measured build is not',
    'touched), starts the server as `npm start` does (the `start` script of',
    '`packages/server/package.json`, Node flags included) on a free loopback port with a fresh',
    'temporary `DATA_DIR` and `LOG_LEVEL=warn`, waits for `/readyz`, checks that every page',
    'answers 200 (three plain requests each, which also warm the server up), then runs Lighthouse',
    'on every page in turn, as many times as asked, and stops the server with SIGTERM. Every',
    'temporary directory is deleted at the end, also on failure or Ctrl-C.',
    '',
    'Each Lighthouse run gets a Chromium of its own, with a fresh temporary profile',
    `(\`--user-data-dir\`) and the flags ${report.lighthouse.chromeFlags.map(code).join(' ')},`,
    'besides those chrome-launcher always adds. Lighthouse runs with its default settings, the',
    'mobile ones (an emulated mid-range phone, simulated slow 4G and a CPU four times slower than',
    'the machine’s), limited to the performance category; the pages are requested as',
    '`http://localhost:<port>/…`, as the shop is chosen from the host. Nothing waits on the network:',
    'the machine may have no internet, and any request of a page to another origin is listed in',
    'the notes below.',
    '',
    'Every figure recorded here is the median of at least 5 runs (these machines are noisy): fewer',
    'runs are refused unless `--no-write` says nothing is to be recorded.',
    '',
    'A Lighthouse error, a page not answering 200, a redirect, or a request of the page to the server',
    'not answering 2xx makes a run failed: the targets its page feeds are not judged and the command',
    'exits with status 1; so does a rebuild of the storefront while the benchmark runs (the server',
    'would serve new client files to an old server bundle). Missed targets do not change the exit',
    'status.',
    '',
    '## What is measured',
    '',
    '- **Performance score** (0–100), **LCP** (Largest Contentful Paint), **TBT** (Total Blocking',
    '  Time), **CLS** (Cumulative Layout Shift), and, for context, FCP and Speed Index, as',
    '  Lighthouse computes them (simulated throttling: the metrics are estimated from a load on an',
    '  unthrottled loopback). Each is the median of the runs.',
    '- **Initial JavaScript**: the scripts the page loads at start, i.e. the `Script` requests of',
    '  Lighthouse’s `network-requests` audit (the chunks the server-rendered HTML preloads and its',
    '  inline module script imports). Their bytes are fetched again from the',
    '  server and gzipped here with zlib’s default level (6): the figure the 200 kB target is judged',
    '  on. “Transferred” is what Lighthouse saw go over the wire (headers included, compressed only',
    '  if the server compresses). “Unused at load” is Lighthouse’s JS coverage',
    '  (`script-treemap-data` audit).',
    '  The inline scripts of the HTML (the route manifest of the page, the loader data streamed for',
    '  hydration, React Router’s and React’s small helpers) are counted apart, also gzipped here.',
    ...(report.attribution === 'source maps'
      ? [
          '- **Per library**: each chunk’s twin in the temporary build with source maps is split byte',
          '  by byte between the source files its map points to (a mapping owns the output up to the',
          '  next mapping), and the files are grouped by package: `node_modules/<package>`, or the',
          '  workspace package (`@tirage/react-app` is the storefront’s own code, `@tirage/domain` and',
          '  `@tirage/api-client` the shared packages); `(bundler glue)` is output mapped to no source.',
          '  A chunk’s gzip size is shared between its libraries in proportion to their raw bytes. The',
          '  twins are paired with the measured chunks through the two builds’ route manifests, or else',
          '  by their file names without the hash.',
        ]
      : [
          '- **Per library**: this run had no build with source maps: each chunk is named by the',
          '  telltale strings of the libraries it contains (e.g. `__reactContainer` for react-dom,',
          '  `ZodError` for zod), and its bytes are not split.',
        ]),
    '',
    '## Last run',
    '',
    `- Date: ${report.dateText}`,
    `- Machine: ${machineLine(report.machine)}`,
    `- Load average: ${loadLine(report.machine)}`,
    `- Lighthouse: ${lighthouseLine(report.lighthouse)}`,
    `- Command: \`${report.command}\``,
    `- Settings: ${settingsLine(report)}`,
    `- Duration of the whole benchmark: ${Math.round(report.elapsedSeconds)} s (not counting the build that \`npm run bench:web\` runs first)`,
  ];
  const busy = busyWarning(report.machine);
  if (busy !== undefined) lines.push('', `**Warning**: ${busy}.`);
  const failures = problems(report);
  if (failures.length > 0) {
    lines.push(
      '',
      '**FAILED**: some figures are invalid or missing:',
      '',
      ...failures.map((line) => `- ${cell(line)}`),
    );
  }

  lines.push(
    '',
    '## Targets',
    '',
    ...header(['target', 'page', 'measured', 'verdict'], 'llrl'),
    ...report.targets.map((target) =>
      row([target.label, code(target.page), targetValue(target), verdictText(target)]),
    ),
    '',
    '## Figures',
    '',
    'Medians of the runs.',
    '',
    ...header(['page', ...METRIC_HEADERS, 'initial JS (gzip)', 'runs'], 'lrrrrrrrr'),
    ...report.pages.map((page) => {
      const failed = page.runs.filter((run) => run.error !== undefined).length;
      return row([
        pageTitle(page),
        ...metricCells(page.median),
        kB(page.js?.gzip),
        `${page.runs.length - failed}${failed > 0 ? ` (+${failed} failed)` : ''}`,
      ]);
    }),
    '',
    '### Every run',
    '',
    'The load average (1 minute) is read as each run starts. “Observed” are the paint times of the',
    'unthrottled load that Lighthouse’s simulation starts from. The simulated FCP and LCP count the',
    'download, at the simulated speed, of the requests begun before the observed paint: they can',
    'jump by seconds from one run to the next, with small changes in when the unthrottled load',
    'started fetching the scripts relative to its first paint.',
    '',
    ...header(
      ['page', 'run', 'load', ...METRIC_HEADERS, 'observed FCP / LCP', 'Lighthouse time'],
      'lrrrrrrrrrr',
    ),
  );
  for (const run of report.pages.flatMap((page) => page.runs.map((pageRun) => [page, pageRun]))) {
    const [page, pageRun] = run;
    lines.push(
      pageRun.error === undefined
        ? row([
            code(page.path),
            pageRun.run,
            pageRun.loadAtStart.toFixed(2),
            ...metricCells(pageRun),
            `${millis(pageRun.observedFcp)} / ${millis(pageRun.observedLcp)}`,
            `${pageRun.seconds.toFixed(1)} s`,
          ])
        : row([
            code(page.path),
            pageRun.run,
            pageRun.loadAtStart.toFixed(2),
            `**FAILED**: ${pageRun.error}`,
            ...Array(METRIC_HEADERS.length + 1).fill(''),
          ]),
    );
  }
  const lcpElements = report.pages.filter((page) => page.runs.some((run) => present(run.lcpElement)));
  if (lcpElements.length > 0) {
    lines.push(
      '',
      'Largest contentful element (first run): ' +
        lcpElements
          .map(
            (page) =>
              `${code(page.path)} ${code(page.runs.find((run) => present(run.lcpElement)).lcpElement)}`,
          )
          .join(', ') +
        '.',
    );
  }

  lines.push(
    '',
    '## Initial JavaScript',
    '',
    '### Per page',
    '',
    ...header(
      [
        'page',
        'scripts',
        'raw',
        'transferred',
        'gzip',
        'unused at load',
        'inline scripts raw / gzip',
        'HTML raw / gzip',
      ],
      'lrrrrrrr',
    ),
    ...report.pages.map((page) =>
      row([
        pageTitle(page),
        page.js?.count ?? '–',
        kB(page.js?.bytes),
        kB(page.js?.transfer),
        kB(page.js?.gzip),
        present(page.js?.unused) ? `${kB(page.js.unused)} (${percent(page.js.unused, page.js.bytes)})` : '–',
        page.check === undefined ? '–' : `${kB(page.check.inline.bytes)} / ${kB(page.check.inline.gzip)}`,
        page.check === undefined ? '–' : `${kB(page.check.html.bytes)} / ${kB(page.check.html.gzip)}`,
      ]),
    ),
    '',
    '### Per library',
    '',
    'Gzipped bytes of each library in each page’s initial JavaScript.',
    '',
  );
  const measured = report.pages.filter((page) => page.libraries !== undefined);
  const libraries = new Map();
  for (const page of measured) {
    for (const [library, figures] of page.libraries) {
      libraries.set(library, Math.max(libraries.get(library) ?? 0, figures.gzip));
    }
  }
  if (measured.length > 0) {
    lines.push(
      ...header(['library', ...measured.map((page) => code(page.path))], `l${'r'.repeat(measured.length)}`),
    );
    // Libraries under 0.5 % of every page's gzip bytes share one row.
    const small = (library) =>
      measured.every((page) => (page.libraries.get(library)?.gzip ?? 0) < page.js.gzip * 0.005);
    const ordered = [...libraries.keys()].sort((a, b) => libraries.get(b) - libraries.get(a));
    const cellsOf = (names) =>
      measured.map((page) => {
        const parts = names.map((name) => page.libraries.get(name)).filter(present);
        if (parts.length === 0) return '–';
        const gzip = parts.reduce((total, figures) => total + figures.gzip, 0);
        return `${kB(gzip)} (${percent(gzip, page.js.gzip)})`;
      });
    for (const library of ordered.filter((name) => !small(name)))
      lines.push(row([library, ...cellsOf([library])]));
    const others = ordered.filter(small);
    if (others.length > 0) lines.push(row([`others: ${others.join(', ')}`, ...cellsOf(others)]));
    lines.push(row(['**total**', ...measured.map((page) => `**${kB(page.js.gzip)}**`)]));
  } else {
    lines.push('No page was measured.');
  }

  lines.push(
    '',
    '### Per chunk',
    '',
    'Every chunk the measured pages load, largest first, with the pages that load it and the',
    'libraries it holds (share of its raw bytes; those under 2 % are summed as “others”).',
    '',
    ...header(['chunk', 'raw', 'gzip', 'loaded by', 'libraries'], 'lrrll'),
    ...[...report.chunks.values()]
      .sort((a, b) => b.gzip - a.gzip)
      .map((chunk) =>
        row([
          code(fileName(chunk.path)),
          kB(chunk.bytes),
          kB(chunk.gzip),
          (chunk.pages ?? []).join(', '),
          chunkLibraries(chunk),
        ]),
      ),
  );

  const notes = [...report.notes, ...lighthouseWarnings(report)];
  if (notes.length > 0) lines.push('', '## Notes', '', ...notes.map((note) => `- ${cell(note)}`));
  lines.push('');
  return lines.join('\n');
}
