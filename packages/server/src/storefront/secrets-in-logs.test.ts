import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache, type ReferenceReads } from '../cache/reference-cache.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { AppEnv } from '../http/app-env.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { type CapturedLogs, captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';
import { TOKEN_PAGES } from './page-headers.js';
import type { StorefrontModule } from './storefront.js';

const TOKEN = 'reset-T0ken-that-opens-the-account';

reportPostgresSkipped('secrets in the log');

describe.each(eachDatabase)('secrets in the log, on %s', (_name, target) => {
  let handle: TestDatabase;
  let reads: ReferenceReads;
  let storefront: StorefrontModule;
  let logs: CapturedLogs;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
    reads = await createReferenceCache(handle.db);
    storefront = await loadStorefront();
  });
  beforeEach(() => {
    logs = captureLogs();
    app = createApp({
      db: handle.db,
      reads,
      logger: logs.logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: createShopApi(),
      storefront,
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://localhost${path}`, {
      headers: { host: 'localhost', ...headers },
      redirect: 'manual',
    });
  const requestLines = () => logs.entries().filter((entry) => entry.msg === 'request completed');

  test('the password-reset link: the page sends no referrer, and the log never holds its token', async () => {
    const page = await get(`/password-reset/new/?token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    // What a browser that ignored the policy would send with the page's stylesheet.
    const css = await get(stylesheet, { referer: `http://localhost/password-reset/new/?token=${TOKEN}` });
    expect(css.status).toBe(200);

    expect(logs.text()).not.toContain(TOKEN);
    // The page's own line and the stylesheet's (the page's calls to the API are logged too).
    const pageLine = requestLines().find((line) => line.path === '/password-reset/new/');
    const cssLine = requestLines().find((line) => line.path === stylesheet);
    expect(pageLine).toMatchObject({ path: '/password-reset/new/', query: '?token=[REDACTED]' });
    expect(cssLine).toMatchObject({
      path: stylesheet,
      headers: { referer: 'http://localhost/password-reset/new/?token=[REDACTED]' },
    });
  });

  test.each([
    ...TOKEN_PAGES.map((path) => [path] as const),
    [`/newsletter-unsubscribe/?token=${TOKEN}`] as const,
    [`/personal-area/legacy-orders/?verify=${TOKEN}`] as const,
    [`/login/?returnTo=${encodeURIComponent(`/personal-area/legacy-orders/?verify=${TOKEN}`)}`] as const,
    [`/cgv/?code=${TOKEN}`] as const,
  ])(
    '%s is answered with Referrer-Policy: no-referrer, and its secret stays out of the log',
    async (path) => {
      const answer = await get(path);
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      await answer.arrayBuffer();
      expect(logs.text()).not.toContain(TOKEN);
    },
  );

  test('an ordinary page keeps the default referrer policy', async () => {
    expect((await get('/flyers/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  test('the log shows an allow-list of headers: any other header, whatever it holds, is left out', async () => {
    await get('/api/v1/content/page/?id=cgv', {
      'user-agent': 'Mozilla/5.0 (test)',
      'x-api-key': 'key-from-a-header',
      'proxy-authorization': 'Basic cHJveHktc2VjcmV0',
      'x-amz-security-token': 'amz-session-secret',
      'x-custom-thing': 'custom-secret-value',
      authorization: 'Bearer bearer-secret',
      cookie: 'tirage_auth=cookie-secret',
    });
    const text = logs.text();
    for (const secret of [
      'key-from-a-header',
      'cHJveHktc2VjcmV0',
      'amz-session-secret',
      'custom-secret-value',
      'bearer-secret',
      'cookie-secret',
    ])
      expect(text).not.toContain(secret);
    const [line] = requestLines();
    expect(line?.headers).toEqual({
      host: 'localhost',
      'user-agent': 'Mozilla/5.0 (test)',
      authorization: '[REDACTED]',
      cookie: '[REDACTED]',
    });
  });
});
