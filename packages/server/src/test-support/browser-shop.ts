import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { openBrowser, SCREENSHOTS, type TestBrowser } from './browser.js';
import { captureLogs } from './log-capture.js';
import { startShopProcess } from './shop-process.js';

/** A real shop on a fresh data folder (embedded database, the built storefront, a free port) and Chromium to drive it. */
export interface ServedShop {
  readonly browser: TestBrowser;
  /** The folder the shop writes its mail to (`DATA_DIR/outbox`), as `.eml` files. */
  readonly outbox: string;
  /** Everything the server has logged so far. */
  logText(): string;
  /** A page of the shop: requested as `localhost`, one of its hosts (127.0.0.1 is not). */
  pageUrl(path: string): string;
  close(): Promise<void>;
}

/** A shop served from the test's own process: its database handle is at hand. */
export interface BrowserShop extends ServedShop {
  /** The shop's database (to set up what no page does, such as a staff account). */
  readonly db: Database;
}

/** The number of server log lines a failing test prints (the whole log is saved beside its screenshot). */
const LOG_TAIL_LINES = 40;

/**
 * When a test fails, the server's log so far goes to `test-results/screenshots/{name}.server.log`,
 * beside the screenshot, and its last lines to the test's output.
 */
const saveServerLog =
  (label: string, logText: () => string) =>
  async (name: string): Promise<void> => {
    const text = logText();
    const path = join(SCREENSHOTS, `${name}.server.log`);
    await mkdir(SCREENSHOTS, { recursive: true });
    await writeFile(path, text);
    const tail = text.trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
    console.error(`The ${label} shop's log (last ${LOG_TAIL_LINES} lines; all of it in ${path}):\n${tail}`);
  };

const localhostUrl = (url: string) => (path: string) => `${url.replace('127.0.0.1', 'localhost')}${path}`;

/**
 * The shop as the README's `npm ci && npm start` runs it: the built `dist/main.js` in a process of
 * its own (`startShopProcess`), on a fresh data folder and the embedded database, and the browser.
 * `close` stops both and removes the folder. Needs the build (`npm test` makes it first).
 */
export async function openBrowserShopProcess(
  label: string,
  options: { readonly env?: Readonly<Record<string, string>> } = {},
): Promise<ServedShop> {
  const shop = await startShopProcess(label, options);
  try {
    const browser = await openBrowser({ onTestFailed: saveServerLog(label, shop.output) });
    return {
      browser,
      outbox: outboxDirectory(shop.dataDir),
      logText: shop.output,
      pageUrl: localhostUrl(shop.url),
      async close() {
        try {
          await browser.close();
        } finally {
          await shop.close();
        }
      },
    };
  } catch (error) {
    await shop.close();
    throw error;
  }
}

/**
 * Starts the shop inside the test process on a fresh data folder, for the journeys that need its
 * database handle, and opens the browser; `close` undoes both.
 */
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
  const browser = await openBrowser({ onTestFailed: saveServerLog(label, logs.text) });
  return {
    browser,
    outbox: outboxDirectory(dataDir),
    logText: logs.text,
    db: running.db,
    pageUrl: localhostUrl(running.url),
    async close() {
      await browser.close();
      await running.shutdown('test over');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until React has taken over the server's HTML (the layout marks `<html data-hydrated>`). */
export const hydrated = (page: Page): Promise<void> => page.locator('html[data-hydrated="true"]').waitFor();

/**
 * A journey of a new shopper (no cookies) in a tab of its own, closed when the journey ends well;
 * when it fails (or times out), the tab's screenshot is saved as
 * `test-results/screenshots/{name}.png` (see `TestBrowser.newPage`).
 */
export async function journey(
  browser: TestBrowser,
  name: string,
  steps: (page: Page, problems: string[]) => Promise<void>,
): Promise<void> {
  await browser.context.clearCookies();
  const { page, problems } = await browser.newPage({ screenshot: name });
  await steps(page, problems);
  await page.close();
}

/**
 * On the checkout page of a new customer: ships and bills to a new Paris address, accepts the
 * terms and orders; answers the order's number from the thank-you page.
 */
export async function orderWithNewAddress(page: Page): Promise<string> {
  await page.getByLabel('Prénom').first().fill('Claire');
  await page.getByLabel('Nom', { exact: true }).first().fill('Martin');
  await page.getByLabel('Adresse', { exact: true }).first().fill('12 rue Oberkampf');
  await page.getByLabel('Code postal').first().fill('75011');
  await page.getByLabel('Ville').first().fill('Paris');
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
  await page.getByRole('button', { name: 'Commander' }).click();
  await page.waitForURL((url) => url.pathname === '/order-sent/');
  return /TIR-\d+/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? '';
}
