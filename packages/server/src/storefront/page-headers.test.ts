import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import type { ApiModule } from '../app.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { AppEnv } from '../http/app-env.js';
import { success } from '../http/envelope.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';
import {
  BRAINTREE_HOSTS,
  PAYMENT_PAGES,
  type PaymentProviderName,
  pageSecurityHeaders,
} from './page-headers.js';
import { MAX_ACTION_BODY_BYTES } from './storefront.js';

const NONCE = /'nonce-([A-Za-z0-9+/]{22}==)'/;

const directivesOf = (header: string) =>
  new Map(
    header.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

/** The policy `pageSecurityHeaders` gives a page at `path`, with the shop's `provider`. */
async function policyOf(
  provider: PaymentProviderName,
  path: string,
  connectHosts: readonly string[] = [],
): Promise<string> {
  const app = new Hono<AppEnv>();
  app.use(pageSecurityHeaders(provider, connectHosts));
  app.get('*', (c) => c.html('<p>page</p>'));
  return (await app.request(path)).headers.get('content-security-policy') ?? '';
}

describe('the Content-Security-Policy of the storefront’s pages', () => {
  test('an ordinary page: our origin only, scripts with the response’s nonce, never framed, no <base>', async () => {
    const policy = await policyOf('braintree', '/flyers/');
    const nonce = NONCE.exec(policy)?.[1];
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "frame-src 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
        "style-src 'self' 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  test('the payment pages with Braintree: its hosts (PayPal’s and 3-D Secure’s too) for scripts, frames, calls and images only', async () => {
    for (const path of PAYMENT_PAGES) {
      const directives = directivesOf(await policyOf('braintree', path));
      for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src'])
        expect(directives.get(name), name).toEqual(expect.arrayContaining([...BRAINTREE_HOSTS]));
      expect(directives.get('script-src')?.slice(0, 2)).toEqual(["'self'", expect.stringMatching(NONCE)]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'none'"]);
    }
  });

  test('a configured address lookup: every page may call its service, and nothing else changes', async () => {
    for (const path of ['/flyers/', '/checkout/', '/login/', ...PAYMENT_PAGES]) {
      const plain = directivesOf(await policyOf('braintree', path));
      const withLookup = directivesOf(await policyOf('braintree', path, ['https://api.addressy.com']));
      expect(withLookup.get('connect-src'), path).toEqual([
        ...(plain.get('connect-src') ?? []),
        'https://api.addressy.com',
      ]);
      for (const name of ['script-src', 'frame-src', 'img-src', 'default-src'])
        expect(withLookup.get(name)?.length, `${path} ${name}`).toBe(plain.get(name)?.length);
    }
  });

  test('with the sandbox, which our own server serves, the payment page allows our origin only', async () => {
    const payment = await policyOf('sandbox', '/payment/');
    const ordinary = await policyOf('sandbox', '/flyers/');
    expect(payment.replace(NONCE, '')).toBe(ordinary.replace(NONCE, ''));
  });

  test('never eval, never an inline script without the nonce; a fresh nonce for every answer', async () => {
    const nonces = new Set<string>();
    for (const provider of ['sandbox', 'braintree'] as const) {
      for (const path of ['/', '/payment/']) {
        const policy = await policyOf(provider, path);
        expect(policy).not.toContain('unsafe-eval');
        expect(directivesOf(policy).get('script-src')).not.toContain("'unsafe-inline'");
        nonces.add(NONCE.exec(policy)?.[1] ?? '');
      }
    }
    expect(nonces.size).toBe(4);
  });
});

/** A route that chooses its own caching, as a public file does. */
const publicFile: ApiModule = (api) => {
  api.get('/probe/public-file', (c) => {
    c.header('cache-control', 'public, max-age=60');
    return success(c, { public: true });
  });
};

reportPostgresSkipped('security headers');

describe.each(eachDatabase)('security headers on %s', (_name, target) => {
  let handle: TestDatabase;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
    app = createApp({
      db: handle.db,
      reads: await createReferenceCache(handle.db),
      logger: captureLogs().logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: [...createShopApi(), publicFile],
      storefront: await loadStorefront(),
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const ask = (path: string, init: RequestInit = {}) =>
    app.request(`http://localhost${path}`, { redirect: 'manual', ...init });

  test.each([
    ['the home page', () => ask('/'), 200, 'strict-origin-when-cross-origin'],
    ['a product page', () => ask('/flyers/'), 200, 'strict-origin-when-cross-origin'],
    // Its `returnTo` may carry a mail's token.
    ['the login page', () => ask('/login/'), 200, 'no-referrer'],
    ['the 404 page', () => ask('/nulle-part/'), 404, 'strict-origin-when-cross-origin'],
    [
      'the page the server writes for a form too large',
      () =>
        ask('/login/', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(MAX_ACTION_BODY_BYTES + 1),
          },
          body: 'x'.repeat(MAX_ACTION_BODY_BYTES + 1),
        }),
      413,
      'no-referrer',
    ],
  ])(
    '%s: a Content-Security-Policy whose nonce its scripts carry, nosniff, a referrer policy',
    async (_page, request, status, referrerPolicy) => {
      const answer = await request();
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toContain('text/html');
      const policy = answer.headers.get('content-security-policy') ?? '';
      const nonce = NONCE.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(directivesOf(policy).get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy).not.toContain('braintree');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe(referrerPolicy);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      const html = await answer.text();
      // Every script of the page carries this answer's nonce, and only it. Structured data for search
      // engines (`application/ld+json`) is a data block, never run, which the policy does not govern.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => !tag.includes('type="application/ld+json"'));
      const scriptNonces = scripts.map((tag) => /\bnonce="([^"]*)"/.exec(tag)?.[1]);
      for (const scriptNonce of scriptNonces) expect(scriptNonce).toBe(nonce);
    },
  );

  test('browser files are sent with nosniff', async () => {
    const html = await (await ask('/flyers/')).text();
    const entry =
      /<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const script = await ask(entry);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test.each([
    ['a customer’s profile (refused without a token)', () => ask('/api/v1/customer/'), 401],
    [
      'a guest cart',
      () =>
        ask('/api/v1/cart', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            anonymousUserId: '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69',
            currency: 'EUR',
            country: 'FR',
            locale: 'fr',
          }),
        }),
      200,
    ],
    [
      'a login',
      () =>
        ask('/api/v1/auth/login/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'personne@example.fr', password: 'pas-le-bon-1' }),
        }),
      401,
    ],
    ['the catalogue', () => ask('/api/v1/content/product-configuration/?id=flyers'), 200],
    ['an unknown call', () => ask('/api/v1/nulle/part'), 404],
  ])('the API answers %s with nosniff and Cache-Control: no-store', async (_call, request, status) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('an API route that chooses its own caching keeps it, with nosniff', async () => {
    const answer = await ask('/api/v1/probe/public-file');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
