import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createShopApi } from '../api/shop-api.js';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createConfiguredMail, outboxDirectory } from '../mail/mail.js';
import { configuredPayments } from '../payments/configured-payments.js';
import { startServer } from '../server/start.js';
import { loadStorefront } from '../storefront/load-storefront.js';
import { openBrowser, type TestBrowser } from './browser.js';
import { captureLogs } from './log-capture.js';

/** A real server (embedded database, the built storefront, a free port) and Chromium to drive it. */
export interface BrowserShop {
  readonly browser: TestBrowser;
  /** The folder the shop writes its mail to (`DATA_DIR/outbox`), as `.eml` files. */
  readonly outbox: string;
  /** Everything the server has logged so far. */
  logText(): string;
  /** The shop's database (to set up what no page does, such as a staff account). */
  readonly db: Database;
  /** A page of the shop: requested as `localhost`, one of its hosts (127.0.0.1 is not). */
  pageUrl(path: string): string;
  close(): Promise<void>;
}

/** Starts the shop on a fresh data folder and opens the browser; `close` undoes both. */
export async function openBrowserShop(
  label: string,
  options: { readonly env?: Readonly<Record<string, string>> } = {},
): Promise<BrowserShop> {
  const dataDir = await mkdtemp(join(tmpdir(), `tirage-${label}-`));
  const config = loadConfig({ ...options.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
  const logs = captureLogs();
  const { logger } = logs;
  const running = await startServer(config, {
    logger,
    apiModules: createShopApi({
      mail: createConfiguredMail(config, logger),
      payments: configuredPayments(config),
    }),
    storefront: await loadStorefront({ staffNetworks: config.staffNetworks }),
  });
  const browser = await openBrowser();
  return {
    browser,
    outbox: outboxDirectory(dataDir),
    logText: logs.text,
    db: running.db,
    pageUrl: (path) => `${running.url.replace('127.0.0.1', 'localhost')}${path}`,
    async close() {
      await browser.close();
      await running.shutdown('test over');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Where a failing journey leaves its screenshot. */
export const SCREENSHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'screenshots');

/** Waits until React has taken over the server's HTML (the layout marks `<html data-hydrated>`). */
export const hydrated = (page: Page): Promise<void> => page.locator('html[data-hydrated="true"]').waitFor();

/**
 * A journey of a new shopper (no cookies) in a tab of its own; when it fails, the tab's screenshot
 * is saved as `test-results/screenshots/{name}.png` before the failure is reported.
 */
export async function journey(
  browser: TestBrowser,
  name: string,
  steps: (page: Page, problems: string[]) => Promise<void>,
): Promise<void> {
  await browser.context.clearCookies();
  const { page, problems } = await browser.newPage();
  try {
    await steps(page, problems);
  } catch (error) {
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
    throw error;
  } finally {
    await page.close();
  }
}
