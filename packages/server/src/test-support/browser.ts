import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; `CHROMIUM_PATH` points elsewhere. No browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

export interface TestBrowser {
  readonly context: BrowserContext;
  /**
   * A new tab; every console error and failed request of it (but those a navigation aborted) is
   * kept in `problems`.
   */
  newPage(): Promise<{ readonly page: Page; readonly problems: string[] }>;
  close(): Promise<void>;
}

/**
 * Starts headless Chromium for the browser tests. Without a browser the tests fail, saying how to
 * install one: they are never skipped.
 */
export async function openBrowser(): Promise<TestBrowser> {
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
  return {
    context,
    async newPage() {
      const page = await context.newPage();
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
      return { page, problems };
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
