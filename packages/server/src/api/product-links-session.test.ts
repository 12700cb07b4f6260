import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc } from '@fast-check/vitest';
import {
  buildMetaSchema,
  errorEnvelopeSchema,
  HEADER,
  latestBuildSchema,
  routes,
  TENANTS,
} from '@tirage/api-client/contract';
import { CURRENCIES } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.js';
import { loadBuildInfo } from '../product-links/build-info.js';
import { ANONYMOUS_ID_COOKIE } from '../product-links/session-state.js';
import { callRoute, fetchPath, type LinkAnswer } from '../product-links/test-support/link-requests.js';
import { SESSION_COOKIE } from '../storefront/session-cookie.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { productLinkRoutes } from './product-links.routes.js';
import { systemClock } from './shop-api.js';
import { openShop, type ShopClient, TEST_SIGNING_KEY } from './test-support/shop-client.js';

const RUNS = 25;
const GUEST = '3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69';
const SESSION = '8d1e2f3a-4b5c-4d6e-8f70-112233445566';
/** The currencies each demo shop sells (the seed's). */
const SOLD: Record<string, readonly string[]> = {
  fr: ['EUR', 'GBP'],
  be: ['EUR', 'GBP'],
  ch: ['CHF', 'EUR'],
};
const shopOfHost = (origin: string) =>
  origin.includes('be.localhost') ? 'be' : origin.includes('ch.localhost') ? 'ch' : 'fr';

type State = {
  domainTenant: string;
  customTenant: string | null;
  userDomain: string;
  activeCurrency: string;
  isLoggedInAs: boolean;
  trackingId: string | null;
  anonymousUserId: string | null;
  cartId: string | null;
};

function stateOf(answer: LinkAnswer, name: 'session.get' | 'session.update' = 'session.get'): State {
  expect(answer.status, answer.text).toBe(200);
  return (routes[name].response.parse(answer.json) as { data: State }).data;
}

function errorOf(answer: LinkAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status);
  const parsed = errorEnvelopeSchema.parse(answer.json);
  expect(parsed.code).toBe(status);
  return parsed;
}

/** The headers the client sends after a session answer (section 7). */
const headersFor = (state: State) => ({
  [HEADER.tenant]: state.customTenant ?? state.domainTenant,
  [HEADER.activeCurrency]: state.activeCurrency,
});

reportPostgresSkipped('session state and build files');

describe.each(eachDatabase)('session state and build files on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const getSession = (headers: Record<string, string> = {}, origin?: string) =>
    callRoute(shop.app, 'session.get', { headers, ...(origin === undefined ? {} : { origin }) });
  const putSession = (body: unknown, headers: Record<string, string> = {}, origin?: string) =>
    callRoute(shop.app, 'session.update', { body, headers, ...(origin === undefined ? {} : { origin }) });

  const storedSession = async (id: string) =>
    (
      await handle.db.query<Record<string, unknown>>(
        `select tenant_code, trim(active_currency) as active_currency, custom_tenant, tracking_id
           from visitor_sessions where id = $1`,
        [id],
      )
    )[0];
  const sessionCount = async () =>
    (await handle.db.query<{ n: number }>('select count(*)::int as n from visitor_sessions'))[0]?.n;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  describe('session state', () => {
    test('a first visit: the shop of the host, its currency, nobody known', async () => {
      expect(stateOf(await getSession())).toEqual({
        domainTenant: 'fr',
        customTenant: null,
        userDomain: 'localhost',
        activeCurrency: 'EUR',
        isLoggedInAs: false,
        trackingId: 'G-DEMOFR0001',
        anonymousUserId: null,
        cartId: null,
      });
    });

    test("reads the host, active currency and guest anonymous id of the request; the shop's tracking id", async () => {
      const state = stateOf(
        await getSession(
          {
            [HEADER.trackingId]: 'visit-42',
            [HEADER.activeCurrency]: 'GBP',
            cookie: `theme=dark; ${ANONYMOUS_ID_COOKIE}=${GUEST}`,
          },
          'http://be.localhost:3000',
        ),
      );
      expect(state).toMatchObject({
        domainTenant: 'be',
        customTenant: null,
        userDomain: 'be.localhost',
        activeCurrency: 'GBP',
        // The shop's configured id: a header cannot choose what the visit is counted under.
        trackingId: 'G-DEMOBE0001',
        anonymousUserId: GUEST,
      });
    });

    test('reports a shop named in fe-x-tenant that is not the host as the custom tenant', async () => {
      expect(stateOf(await getSession({ [HEADER.tenant]: 'ch' }))).toMatchObject({
        domainTenant: 'fr',
        customTenant: 'ch',
        activeCurrency: 'CHF',
      });
      expect(stateOf(await getSession({ [HEADER.tenant]: 'fr' }))).toMatchObject({ customTenant: null });
    });

    test('ignores an anonymous id that is not a UUID, and drops it once a customer is logged in', async () => {
      expect(
        stateOf(await getSession({ cookie: `${ANONYMOUS_ID_COOKIE}=not-a-uuid` })).anonymousUserId,
      ).toBeNull();

      const email = `session.${Date.now()}@example.fr`;
      const password = 'correct horse battery staple';
      expect(
        (
          await shop.call('customer.create', {
            body: { email, password, newsletter: false, user_category: 2 },
          })
        ).status,
      ).toBe(201);
      const login = await shop.call('auth.login', { body: { email, password } });
      const token = (login.json.data as { access_token: string }).access_token;
      const cookie = `${ANONYMOUS_ID_COOKIE}=${GUEST}`;
      expect(
        stateOf(await getSession({ cookie, authorization: `Bearer ${token}` })).anonymousUserId,
      ).toBeNull();
      // A token that does not verify is a guest, not a refusal: the route takes an optional token.
      expect(stateOf(await getSession({ cookie, authorization: 'Bearer nope' })).anonymousUserId).toBe(GUEST);
    });

    test('switching currency stores it for the session cookie; a read with the cookie alone answers it', async () => {
      const cookie = `${SESSION_COOKIE}=${SESSION}`;
      const state = stateOf(await putSession({ activeCurrency: 'GBP' }, { cookie }), 'session.update');
      expect(state).toMatchObject({
        domainTenant: 'fr',
        customTenant: null,
        activeCurrency: 'GBP',
        trackingId: 'G-DEMOFR0001',
      });
      expect(await storedSession(SESSION)).toEqual({
        tenant_code: 'fr',
        active_currency: 'GBP',
        custom_tenant: null,
        tracking_id: 'G-DEMOFR0001',
      });
      // The stored currency wins over the request's.
      expect(stateOf(await getSession({ cookie }))).toEqual(state);
      expect(stateOf(await getSession({ cookie, [HEADER.activeCurrency]: 'EUR' }))).toEqual(state);
      // Another visit is not concerned.
      expect(stateOf(await getSession({ cookie: `${SESSION_COOKIE}=${randomUUID()}` })).activeCurrency).toBe(
        'EUR',
      );
      // Back to euros.
      stateOf(await putSession({ activeCurrency: 'EUR' }, { cookie }), 'session.update');
      expect(stateOf(await getSession({ cookie })).activeCurrency).toBe('EUR');
    });

    test('the Swiss shop sells in CHF and EUR: a switch to EUR is kept, GBP is refused and nothing stored', async () => {
      const id = randomUUID();
      const cookie = `${SESSION_COOKIE}=${id}`;
      const origin = 'http://ch.localhost';
      expect(stateOf(await getSession({ cookie }, origin))).toMatchObject({
        domainTenant: 'ch',
        activeCurrency: 'CHF',
        trackingId: null,
      });
      const refused = errorOf(await putSession({ activeCurrency: 'GBP' }, { cookie }, origin), 400);
      expect(refused.errors).toEqual([
        { path: 'activeCurrency', message: 'The shop ch does not sell in GBP (it sells in CHF, EUR)' },
      ]);
      expect(await storedSession(id)).toBeUndefined();
      stateOf(await putSession({ activeCurrency: 'EUR' }, { cookie }, origin), 'session.update');
      expect(stateOf(await getSession({ cookie }, origin)).activeCurrency).toBe('EUR');
      // A refusal leaves what was stored.
      errorOf(await putSession({ activeCurrency: 'GBP' }, { cookie }, origin), 400);
      expect(await storedSession(id)).toMatchObject({ active_currency: 'EUR' });
    });

    test('a client without a session cookie is given one by its first switch', async () => {
      const response = await shop.app.request('http://localhost/api/v1/session/', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ activeCurrency: 'GBP' }),
      });
      expect(response.status).toBe(200);
      const setCookie = response.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(
        new RegExp(`^${SESSION_COOKIE}=[0-9a-f-]{36}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax$`),
      );
      const id = setCookie.slice(SESSION_COOKIE.length + 1, SESSION_COOKIE.length + 37);
      expect(await storedSession(id)).toMatchObject({ active_currency: 'GBP' });
    });

    test('the session outlives login and logout: it belongs to no customer', async () => {
      const id = randomUUID();
      const cookie = `${SESSION_COOKIE}=${id}`;
      stateOf(await putSession({ activeCurrency: 'GBP' }, { cookie }), 'session.update');
      const email = `currency.${Date.now()}@example.fr`;
      const password = 'correct horse battery staple';
      expect(
        (
          await shop.call('customer.create', {
            body: { email, password, newsletter: false, user_category: 2 },
          })
        ).status,
      ).toBe(201);
      const login = await shop.call('auth.login', { body: { email, password } });
      const token = (login.json.data as { access_token: string }).access_token;
      expect(stateOf(await getSession({ cookie, authorization: `Bearer ${token}` })).activeCurrency).toBe(
        'GBP',
      );
      await shop.call('auth.logout', { headers: { authorization: `Bearer ${token}` }, body: {} });
      expect(stateOf(await getSession({ cookie })).activeCurrency).toBe('GBP');
    });

    test('refuses a custom tenant with 403: staff are not recognised yet', async () => {
      const refused = errorOf(await putSession({ customTenant: 'ch' }), 403);
      expect(refused).toMatchObject({ kind: 'session.staffOnly', errors: [{ path: 'customTenant' }] });
      errorOf(await putSession({ customTenant: 'ch', activeCurrency: 'CHF' }), 403);
    });

    test('clearing the custom tenant serves the shop of the host again, in its currency', async () => {
      const cleared = stateOf(
        await putSession({ customTenant: null }, { [HEADER.tenant]: 'ch' }),
        'session.update',
      );
      expect(cleared).toMatchObject({ domainTenant: 'fr', customTenant: null, activeCurrency: 'EUR' });
    });

    test.each([
      ['no change', {}, ''],
      ['a currency unknown to the platform', { activeCurrency: 'USD' }, 'activeCurrency'],
      ['a currency the shop does not sell', { activeCurrency: 'CHF' }, 'activeCurrency'],
      ['a currency code in lower case', { activeCurrency: 'chf' }, 'activeCurrency'],
      ['an unknown tenant', { customTenant: 'de' }, 'customTenant'],
      ['a field the contract does not have', { activeCurrency: 'EUR', isLoggedInAs: true }, 'isLoggedInAs'],
    ])('refuses %s with 400 and stores nothing', async (_what, body, path) => {
      const before = await sessionCount();
      const cookie = `${SESSION_COOKIE}=${randomUUID()}`;
      expect(errorOf(await putSession(body, { cookie }), 400).errors?.map((error) => error.path)).toEqual([
        path,
      ]);
      expect(await sessionCount()).toBe(before);
    });

    test('refuses an unknown active currency header with 400', async () => {
      const refused = errorOf(await getSession({ [HEADER.activeCurrency]: 'USD' }), 400);
      expect(refused.errors?.[0]?.path).toBe(HEADER.activeCurrency);
    });

    test('refuses a currency without an exchange rate with 400', async () => {
      const [gbp] = await handle.db.query<{ units_per_euro: string }>(
        `delete from currencies where code = 'GBP' returning units_per_euro::text as units_per_euro`,
      );
      try {
        // The server hears of the change by notification: at once on PGlite, a moment later from PostgreSQL.
        await expect.poll(async () => (await putSession({ activeCurrency: 'GBP' })).status).toBe(400);
        const refused = errorOf(await putSession({ activeCurrency: 'GBP' }), 400);
        expect(refused.errors).toEqual([{ path: 'activeCurrency', message: 'Unknown currency: GBP' }]);
      } finally {
        await handle.db.query(`insert into currencies (code, units_per_euro) values ('GBP', $1)`, [
          gbp?.units_per_euro ?? '0.85',
        ]);
        await expect.poll(async () => (await putSession({ activeCurrency: 'GBP' })).status).toBe(200);
      }
    });

    test('law: an update answers what a read with the headers it names answers', async () => {
      const hosts = [
        'http://localhost',
        'http://be.localhost',
        'http://ch.localhost',
        'http://ailleurs.example',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...hosts),
          fc.option(fc.constantFrom(...TENANTS), { nil: undefined }),
          fc.option(fc.constantFrom(...CURRENCIES), { nil: undefined }),
          fc
            .record(
              { activeCurrency: fc.constantFrom(...CURRENCIES), customTenant: fc.constant(null) },
              { requiredKeys: [] },
            )
            .filter((body) => Object.keys(body).length > 0),
          async (origin, tenant, currency, body) => {
            const headers = {
              ...(tenant === undefined ? {} : { [HEADER.tenant]: tenant }),
              ...(currency === undefined ? {} : { [HEADER.activeCurrency]: currency }),
            };
            const served = body.customTenant === null ? shopOfHost(origin) : (tenant ?? shopOfHost(origin));
            const answer = await putSession(body, headers, origin);
            if (body.activeCurrency !== undefined && SOLD[served]?.includes(body.activeCurrency) !== true) {
              errorOf(answer, 400);
              return;
            }
            const updated = stateOf(answer, 'session.update');
            if (body.activeCurrency !== undefined) expect(updated.activeCurrency).toBe(body.activeCurrency);
            if (body.customTenant === null) expect(updated.customTenant).toBeNull();
            expect(stateOf(await getSession(headersFor(updated), origin))).toEqual(updated);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });

  describe('build files', () => {
    test('latest.json names the build, bare and never cached', async () => {
      const latest = await fetchPath(shop.app, routes['builds.latest'].path);
      expect(latest.status).toBe(200);
      expect(latest.headers.get('cache-control')).toBe('no-store');
      expect(latest.json).not.toHaveProperty('status');
      const build = latestBuildSchema.parse(latest.json);
      // Without a build file: the server's version and its start time (the shop's clock).
      expect(build.timestamp).toBe(shop.clock.now().epochMilliseconds);
      expect(build.id).toMatch(/^\d+-\d+-\d+-[0-9a-z]+$/);

      const meta = await callRoute(shop.app, 'builds.meta', { params: { buildId: build.id } });
      expect(meta.status).toBe(200);
      expect(buildMetaSchema.parse(meta.json)).toEqual({ ...build, prerendered: [] });
      expect(meta.json).not.toHaveProperty('status');
    });

    test('answers 404 for another build, 400 for an id no build can have', async () => {
      errorOf(await callRoute(shop.app, 'builds.meta', { params: { buildId: 'an-old-build' } }), 404);
      expect(errorOf(await fetchPath(shop.app, '/builds/meta/release_1.2.json'), 400).errors?.[0]?.path).toBe(
        'buildId',
      );
      errorOf(await fetchPath(shop.app, '/builds/meta/an-old-build'), 404);
    });

    test('serves the build file of a deployment when there is one', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'tirage-build-'));
      try {
        const file = join(dir, 'build-info.json');
        await writeFile(
          file,
          JSON.stringify({ id: 'web-42', timestamp: 1_763_000_000_000, prerendered: ['/', '/flyers/'] }),
        );
        const app = createApp({
          db: handle.db,
          logger: captureLogs().logger,
          tokenSigningKey: TEST_SIGNING_KEY,
          apiModules: [
            productLinkRoutes(
              { clock: systemClock, calendar: { holidayOn: () => undefined }, validateResponses: true },
              { build: loadBuildInfo({ file, startedAt: 0 }) },
            ),
          ],
        });
        expect(latestBuildSchema.parse((await fetchPath(app, '/builds/latest.json')).json)).toEqual({
          id: 'web-42',
          timestamp: 1_763_000_000_000,
        });
        expect((await fetchPath(app, '/builds/meta/web-42.json')).json).toEqual({
          id: 'web-42',
          timestamp: 1_763_000_000_000,
          prerendered: ['/', '/flyers/'],
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
});
