// One Lighthouse run of one page: a fresh headless Chromium with a fresh profile, Lighthouse's
// default (mobile) settings limited to the performance category, and the figures the web
// benchmark reports, read from the Lighthouse result (LHR).
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

/** The flags the benchmark gives Chromium, besides `--user-data-dir` (a fresh temporary one). */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CHROME_EXIT_TIMEOUT_MS = 5_000;

/**
 * Lighthouse and the chrome-launcher it depends on (resolved from Lighthouse itself, so that the
 * launcher is the one Lighthouse was released with).
 */
export async function loadLighthouse(root) {
  const require = createRequire(join(root, 'package.json'));
  const lighthouseEntry = require.resolve('lighthouse');
  const launcherEntry = createRequire(lighthouseEntry).resolve('chrome-launcher');
  const lighthouse = (await import(pathToFileURL(lighthouseEntry).href)).default;
  const launcher = await import(pathToFileURL(launcherEntry).href);
  const { version } = require('lighthouse/package.json');
  return { lighthouse, launch: launcher.launch, version };
}

/**
 * Runs Lighthouse once on `url` in a Chromium of its own, stopped and deleted afterwards (also
 * when the run fails). `register(cleanup)` lets the caller undo it on an interruption. Answers
 * the run's figures; a Lighthouse error, a document that did not answer 200, or a redirect
 * leaves `error` set.
 */
export async function lighthouseRun({ tools, chromePath, url, register }) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'tirage-bench-web-chrome-'));
  let chrome;
  const cleanup = async () => {
    if (chrome !== undefined) {
      const exited =
        chrome.process.exitCode === null && chrome.process.signalCode === null
          ? once(chrome.process, 'exit')
          : Promise.resolve();
      chrome.kill();
      await Promise.race([exited, sleep(CHROME_EXIT_TIMEOUT_MS)]);
      chrome = undefined;
    }
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  };
  const unregister = register(cleanup);
  const started = performance.now();
  try {
    try {
      chrome = await tools.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        logLevel: 'silent',
        // The benchmark's own handler stops Chromium, the server and the rest on Ctrl-C.
        handleSIGINT: false,
      });
    } catch (error) {
      throw new Error(
        `Chromium (${chromePath}) did not start: ${error instanceof Error ? error.message : error}`,
      );
    }
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result?.lhr === undefined) throw new Error('Lighthouse returned no result');
    return { ...figuresOf(result.lhr, url), seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    return {
      error: error instanceof Error ? error.message : String(error),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await cleanup();
    unregister();
  }
}

const numeric = (lhr, id) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The figures of one LHR; `error` says why the run does not count, if it does not. */
function figuresOf(lhr, url) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const document = requests.find((request) => request.resourceType === 'Document');
  const problems = [];
  if (lhr.runtimeError !== undefined) {
    problems.push(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  if (document === undefined) problems.push('no document request in the network-requests audit');
  else if (document.statusCode !== 200) problems.push(`the page answered ${document.statusCode}`);
  if (lhr.finalDisplayedUrl !== url) problems.push(`redirected to ${lhr.finalDisplayedUrl}`);
  // Every other request of the page to its own server must succeed too (a missing chunk makes
  // the figures meaningless: the page never hydrates).
  const origin = new URL(url).origin;
  for (const request of requests) {
    if (request === document || !request.url.startsWith(`${origin}/`)) continue;
    if (!(request.statusCode >= 200 && request.statusCode < 300)) {
      problems.push(`${new URL(request.url).pathname} answered ${request.statusCode}`);
    }
  }
  const score = lhr.categories?.performance?.score;
  if (typeof score !== 'number') problems.push('no performance score');

  // Script requests, and what the treemap audit says of each: unused bytes (JS coverage at load)
  // and the page's inline scripts.
  const treemap = lhr.audits['script-treemap-data']?.details?.nodes ?? [];
  const unusedByUrl = new Map(treemap.map((node) => [node.name, node.unusedBytes ?? null]));
  const inlineNode = treemap.find((node) => node.name === (document?.url ?? url));
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    error: problems.length > 0 ? problems.join('; ') : undefined,
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    // The unthrottled load the simulation starts from.
    observedFcp: observed.observedFirstContentfulPaint ?? null,
    observedLcp: observed.observedLargestContentfulPaint ?? null,
    document:
      document === undefined ? null : { bytes: document.resourceSize, transfer: document.transferSize },
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .map((request) => ({
        url: request.url,
        bytes: request.resourceSize,
        transfer: request.transferSize,
        unused: unusedByUrl.get(request.url) ?? null,
      })),
    elsewhere: requests
      .map((request) => request.url)
      .filter((address) => /^https?:/.test(address) && new URL(address).origin !== new URL(url).origin),
    inlineScriptBytes: inlineNode === undefined ? null : inlineNode.resourceBytes,
    lcpElement: lcpElement === undefined ? null : (lcpElement.nodeLabel ?? lcpElement.snippet ?? null),
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    settings: {
      formFactor: lhr.configSettings?.formFactor,
      throttlingMethod: lhr.configSettings?.throttlingMethod,
      throttling: lhr.configSettings?.throttling,
    },
  };
}
