import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { onTestFinished, type TestContext } from 'vitest';

/** Debian's Chromium; `CHROMIUM_PATH` points elsewhere. No browser is ever downloaded. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The page's function that hands a Content-Security-Policy violation to the test. */
const CSP_VIOLATION_BINDING = '__tirageCspViolation';

/** Where a failing test leaves the screenshots of its open tabs (`packages/server/test-results/screenshots`). */
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

export interface TestBrowser {
  readonly context: BrowserContext;
  /**
   * A new tab for the running test (call it inside a test, not in a hook); every console error and
   * failed request of it (but those a navigation aborted) is kept in `problems`. If the test fails
   * (an assertion, an error, or its timeout) while the tab is open, a full-page screenshot of it
   * is saved as `test-results/screenshots/{screenshot}.png` (by default `{file}--{test name}`) and
   * the tab is closed.
   */
  newPage(options?: { readonly screenshot?: string }): Promise<{
    readonly page: Page;
    readonly problems: string[];
    /** Every Content-Security-Policy violation the tab's frames report (what was blocked, by which directive). */
    readonly cspViolations: string[];
  }>;
  close(): Promise<void>;
}

export interface OpenBrowserOptions {
  /**
   * Called with the screenshot's name when a test fails, after the screenshot is saved: the shop
   * leaves its server's log beside it (see `browser-shop.ts`).
   */
  readonly onTestFailed?: (name: string) => Promise<void>;
}

/** `storefront--an-unknown-path-shows-the-404-screen` for a test of `storefront.browser.test.ts`. */
function screenshotName(context: TestContext): string {
  const file = basename(context.task.file.name).replace(/(\.browser)?\.test\.ts$/, '');
  const test = context.task.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
  return `${file}--${test || 'page'}`;
}

/** Saves the tab as `{SCREENSHOTS}/{name}.png`; a tab that cannot be captured is reported, not thrown. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  const path = join(SCREENSHOTS, `${name}.png`);
  try {
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path, fullPage: true, timeout: 15_000 });
    console.error(`Screenshot of the failing test's tab: ${path}`);
  } catch (error) {
    console.error(`Could not save the screenshot ${path}:`, error);
  }
}

/**
 * Starts headless Chromium for the browser tests. Without a browser the tests fail, saying how to
 * install one: they are never skipped.
 */
export async function openBrowser(options: OpenBrowserOptions = {}): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}: the storefront's browser tests need one. Install it with ` +
        '`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium` ' +
        '(Debian), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  const profile = await mkdtemp(join(tmpdir(), 'tirage-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  // Names already given in this run: a second tab of one failing test gets `-2`, and so on.
  const screenshotsTaken = new Map<string, number>();
  return {
    context,
    async newPage(pageOptions = {}) {
      const page = await context.newPage();
      // Registered on the running test: it throws when called outside one (in a beforeAll).
      onTestFinished(async (test) => {
        if (test.task.result?.state !== 'fail' || page.isClosed()) return;
        const base = pageOptions.screenshot ?? screenshotName(test);
        const taken = (screenshotsTaken.get(base) ?? 0) + 1;
        screenshotsTaken.set(base, taken);
        const name = taken === 1 ? base : `${base}-${taken}`;
        await saveScreenshot(page, name);
        await options.onTestFailed?.(name);
        await page.close().catch(() => undefined);
      });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        // A request the page's navigation cut short (a script still loading when a form is sent)
        // was not answered badly: the browser dropped it.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no answer'})`);
      });
      const cspViolations: string[] = [];
      // Through the debugging protocol, which a page's policy does not restrict.
      await page.exposeFunction(CSP_VIOLATION_BINDING, (violation: string) => {
        cspViolations.push(violation);
      });
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) => {
          globalThis.${CSP_VIOLATION_BINDING}?.(
            event.effectiveDirective + ' blocked ' + (event.blockedURI || 'an inline script') + ' in ' + event.documentURI + ' ' + event.sourceFile + ':' + event.lineNumber + ':' + event.columnNumber,
          );
        });`,
      });
      return { page, problems, cspViolations };
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | undefined;

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** Runs axe-core in the page; answers the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<readonly AxeViolation[]> {
  axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated by the browser's debugging protocol rather than added as a <script>: a page's
  // Content-Security-Policy (the payment screen's) would block an inline script, not this.
  await page.evaluate(`${await axeSource}\n;undefined`);
  // Runs in the page, where `axe` is a global of the script just evaluated.
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } };
    return (await axe.run()).violations;
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
