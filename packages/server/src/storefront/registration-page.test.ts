import type { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { openShop, TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { AppEnv } from '../http/app-env.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';

reportPostgresSkipped('the registration page');

describe.each(eachDatabase)('the registration page on %s', (_name, target) => {
  let handle: TestDatabase;
  let app: Hono<AppEnv>;

  beforeAll(async () => {
    handle = await target.open();
    // Migrated and seeded as the API's tests do.
    await openShop(handle);
    app = createApp({
      db: handle.db,
      reads: await createReferenceCache(handle.db),
      logger: captureLogs().logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: createShopApi({
        validateResponses: true,
        // One refused registration per address, so the second refusal is the throttle's.
        registrationThrottle: { maxFailuresPerAccount: 100, maxFailuresPerIp: 1, windowS: 3600 },
      }),
      storefront: await loadStorefront({ clock: () => Temporal.Now.instant() }),
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const register = (email: string) =>
    app.request('http://localhost/registration/', {
      method: 'POST',
      redirect: 'manual',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: 'correct horse battery', category: 'private' }).toString(),
    });
  const alertOf = async (response: Response) =>
    /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1];

  test('past the registrations an address may try, the shopper reads why, in French', async () => {
    const email = `inscription.${Date.now()}@example.fr`;
    expect((await register(email)).status).toBe(302);

    const taken = await register(email);
    expect(taken.status).toBe(400);
    expect(await alertOf(taken)).toBe('Un compte existe déjà avec cette adresse e-mail : connectez-vous.');

    for (const again of [email, `autre.${Date.now()}@example.fr`]) {
      const throttled = await register(again);
      expect(throttled.status).toBe(400);
      expect(await alertOf(throttled)).toBe(
        'Trop de tentatives de création de compte depuis votre connexion. Réessayez plus tard.',
      );
    }
  });
});
