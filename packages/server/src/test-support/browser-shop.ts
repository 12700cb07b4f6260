import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShopApi } from '../api/shop-api.js';
import { loadConfig } from '../config/config.js';
import { startServer } from '../server/start.js';
import { loadStorefront } from '../storefront/load-storefront.js';
import { openBrowser, type TestBrowser } from './browser.js';
import { captureLogs } from './log-capture.js';

/** A real server (embedded database, the built storefront, a free port) and Chromium to drive it. */
export interface BrowserShop {
  readonly browser: TestBrowser;
  /** A page of the shop: requested as `localhost`, one of its hosts (127.0.0.1 is not). */
  pageUrl(path: string): string;
  close(): Promise<void>;
}

/** Starts the shop on a fresh data folder and opens the browser; `close` undoes both. */
export async function openBrowserShop(label: string): Promise<BrowserShop> {
  const dataDir = await mkdtemp(join(tmpdir(), `tirage-${label}-`));
  const running = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), {
    logger: captureLogs().logger,
    apiModules: createShopApi(),
    storefront: await loadStorefront(),
  });
  const browser = await openBrowser();
  return {
    browser,
    pageUrl: (path) => `${running.url.replace('127.0.0.1', 'localhost')}${path}`,
    async close() {
      await browser.close();
      await running.shutdown('test over');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
