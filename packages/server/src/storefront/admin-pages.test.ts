import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { bearer, customerSession, flyersLine, placeOrder } from '../api/test-support/cart-fixtures.js';
import { openShop, TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { AppEnv } from '../http/app-env.js';
import { createPreflightRunner } from '../preflight/preflight-runner.js';
import { artworkCorpus } from '../preflight/test-support/artwork-corpus.js';
import { samplePdf, samplePng } from '../test-support/artwork-files.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { loadStorefront } from './load-storefront.js';

reportPostgresSkipped('the back office pages');

const STAFF_IP = '203.0.113.9';
const OUTSIDE_IP = '198.51.100.20';
const ADMIN_PAGES = [
  '/admin/',
  '/admin/login/',
  '/admin/login-as/',
  '/admin/base-configs-console/',
  '/admin/styleguide/',
  '/admin/order-files/',
  '/admin/artwork-reviews/',
];

/** The cookies an answer sets, by name (value '' for a removal). */
function cookiesSet(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

describe.each(eachDatabase)('the back office pages on %s', (_name, target) => {
  let handle: TestDatabase;
  let app: Hono<AppEnv>;
  let staff: { email: string; password: string };

  let mediaDir = '';
  let uploads: ReturnType<typeof createDiskArtworkStore>;

  beforeAll(async () => {
    handle = await target.open();
    mediaDir = await mkdtemp(join(tmpdir(), 'tirage-media-'));
    uploads = createDiskArtworkStore(join(mediaDir, 'uploads'));
    // Migrated and seeded as the API's tests do.
    await openShop(handle);
    app = createApp({
      db: handle.db,
      reads: await createReferenceCache(handle.db),
      logger: captureLogs().logger,
      tokenSigningKey: TEST_SIGNING_KEY,
      apiModules: createShopApi({
        validateResponses: true,
        shopAssets: { store: createDiskArtworkStore(mediaDir) },
        artworks: { store: uploads },
      }),
      storefront: await loadStorefront({
        clock: () => Temporal.Now.instant(),
        staffNetworks: [{ address: '203.0.113.0', prefix: 24, family: 'ipv4' }],
        clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
      }),
    });
    const email = `conseil.${Date.now()}@tirage.example`;
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    staff = { email, password: created.password };
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (mediaDir !== '') await rm(mediaDir, { recursive: true, force: true });
  });

  const request = (
    path: string,
    options: { ip?: string; cookies?: Record<string, string>; form?: Record<string, string> } = {},
  ) =>
    app.request(`http://localhost${path}`, {
      method: options.form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        host: 'localhost',
        'x-test-ip': options.ip ?? OUTSIDE_IP,
        ...(options.cookies === undefined
          ? {}
          : {
              cookie: Object.entries(options.cookies)
                .map(([name, value]) => `${name}=${value}`)
                .join('; '),
            }),
        ...(options.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(options.form === undefined ? {} : { body: new URLSearchParams(options.form).toString() }),
    });

  /** Logs in through the staff login page from a staff network; answers the agent cookie. */
  async function agentCookie(): Promise<string> {
    const answer = await request('/admin/login/?returnTo=%2Fadmin%2Fstyleguide%2F', {
      ip: STAFF_IP,
      form: { email: staff.email, password: staff.password },
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/admin/styleguide/');
    const agent = cookiesSet(answer).tirage_agent;
    expect(agent).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(answer.headers.getSetCookie().find((cookie) => cookie.startsWith('tirage_agent='))).toMatch(
      /HttpOnly; ?|SameSite=Strict/,
    );
    return agent ?? '';
  }

  test.each(ADMIN_PAGES)('%s is the 404 page to a visitor who is not staff', async (path) => {
    const answer = await request(path);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain(`Page Not Found: ${path}`);
    // The same 404 screen as any other path: nothing tells the back office is there.
    expect(html).toContain('<a class="not-found-link" href="/categories/affiches/">Affiches</a>');
  });

  test('a development build counts every visitor as staff; a production build never does outside the staff networks', async () => {
    const appOf = async (developmentBuild: boolean) =>
      createApp({
        db: handle.db,
        logger: captureLogs().logger,
        tokenSigningKey: TEST_SIGNING_KEY,
        apiModules: createShopApi({ validateResponses: true }),
        storefront: await loadStorefront({
          developmentBuild,
          clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
        }),
      });
    const loginPage = (shop: Hono<AppEnv>, ip: string) =>
      shop.request('http://localhost/admin/login/', {
        redirect: 'manual',
        headers: { host: 'localhost', 'x-test-ip': ip },
      });
    const development = await appOf(true);
    const production = await appOf(false);
    for (const ip of [OUTSIDE_IP, STAFF_IP, '::1']) {
      const shown = await loginPage(development, ip);
      expect(shown.status, ip).toBe(200);
      expect(await shown.text()).toContain('Connexion conseiller');
      // Without a staff network configured, nobody is staff in production.
      expect((await loginPage(production, ip)).status, ip).toBe(404);
    }
  });

  test('from a staff network the staff login shows; pages that act as staff ask for it first', async () => {
    const login = await request('/admin/login/', { ip: STAFF_IP });
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('Connexion conseiller');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    const loginAs = await request('/admin/login-as/', { ip: STAFF_IP });
    expect(loginAs.status).toBe(302);
    expect(loginAs.headers.get('location')).toBe('/admin/login/?returnTo=%2Fadmin%2Flogin-as%2F');
    expect((await request('/admin/styleguide/', { ip: STAFF_IP })).status).toBe(200);
  });

  test('a wrong staff password is refused in French and sets no cookie', async () => {
    const answer = await request('/admin/login/', {
      ip: STAFF_IP,
      form: { email: staff.email, password: 'nope' },
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Adresse e-mail ou mot de passe incorrect.');
    expect(cookiesSet(answer).tirage_agent).toBeUndefined();
  });

  test('the agent cookie of a staff login recognises staff anywhere; a forged one is cleared', async () => {
    const agent = await agentCookie();
    const configs = await request('/admin/base-configs-console/', { cookies: { tirage_agent: agent } });
    expect(configs.status).toBe(200);
    const html = await configs.text();
    expect(html).toContain('Boutique ch');
    expect(html).toContain('Connecté en tant que Marie Conseil');

    const forged = await request('/admin/styleguide/', { cookies: { tirage_agent: 'a.b.c' } });
    expect(forged.status).toBe(404);
    expect(cookiesSet(forged).tirage_agent).toBe('');

    const out = await request('/admin/logout/', { cookies: { tirage_agent: agent }, form: {} });
    expect(out.status).toBe(302);
    expect(cookiesSet(out).tirage_agent).toBe('');
    expect((await request('/admin/styleguide/', { cookies: { tirage_agent: agent } })).status).toBe(404);
  });

  test('staff find an order’s files by its number and download them', async () => {
    const shop = await openShop(handle, { artworks: { store: uploads } });
    const customer = await customerSession(shop, 'Bastien');
    const auth = bearer(customer.token);
    const order = await placeOrder(shop, auth);
    const [line] =
      (
        await handle.db.query<{ lines: { id: string }[] }>('select lines from orders where id = $1', [
          order.id,
        ])
      )[0]?.lines ?? [];
    const sent = await shop.app.request(
      `http://localhost/api/v1/order/${order.id}/item/${line?.id}/artwork/?fileName=flyer-recto.pdf`,
      { method: 'PUT', headers: { ...auth, 'content-type': 'application/pdf' }, body: samplePdf() },
    );
    expect(sent.status).toBe(201);
    const agent = await agentCookie();

    const page = await request(`/admin/order-files/?order_number=${order.orderNumber}`, {
      cookies: { tirage_agent: agent },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Flyers · Flyers salon 2027');
    const href = /href="(\/admin\/order-file\/\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(href).toContain(`order_number=${order.orderNumber}`);
    const file = await request(href ?? '', { cookies: { tirage_agent: agent } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="flyer-recto.pdf"/);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(samplePdf());

    const unknown = await request('/admin/order-files/?order_number=TIR-0', {
      cookies: { tirage_agent: agent },
    });
    expect(await unknown.text()).toContain('Aucune commande de cette boutique ne porte ce numéro.');
    // The file's address is no use to anyone not staff.
    expect((await request(href ?? '')).status).toBe(404);
  });

  test('staff review a file with the paid check: its findings and preview, then approve it', async () => {
    const shop = await openShop(handle, { artworks: { store: uploads } });
    const customer = await customerSession(shop, 'Capucine');
    const auth = bearer(customer.token);
    const order = await placeOrder(shop, auth, 1, () => {
      const line = flyersLine({ services: [{ key: 'SVC-pixart-artwork-docreview' }] });
      (line.merchantInfo as Record<string, unknown>).fileFlow = { fileCheck: true, upload: 'upload' };
      return line;
    });
    const [line] =
      (
        await handle.db.query<{ lines: { id: string }[] }>('select lines from orders where id = $1', [
          order.id,
        ])
      )[0]?.lines ?? [];
    const sent = await shop.app.request(
      `http://localhost/api/v1/order/${order.id}/item/${line?.id}/artwork/?fileName=visuel.png`,
      {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'image/png' },
        body: await artworkCorpus.png96ppi(),
      },
    );
    expect(sent.status).toBe(201);
    const checker = await createPreflightRunner({
      db: handle.db,
      store: uploads,
      logger: captureLogs().logger,
    });
    await expect
      .poll(
        async () =>
          (await handle.db.query(`select 1 from artwork_uploads where preflight_status = 'pending'`)).length,
      )
      .toBe(0);
    await checker.close();
    const agent = await agentCookie();

    const page = await request('/admin/artwork-reviews/', { cookies: { tirage_agent: agent } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('visuel.png');
    expect(html).toContain('Image en basse résolution : 96 ppi (300 ppi recommandés).');
    const src = /<img[^>]+src="(\/admin\/artwork-preview\/\?[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(src).toContain('page=1');
    const preview = await request(src ?? '', { cookies: { tirage_agent: agent } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect((await request(src ?? '')).status).toBe(404);

    const uploadId = new URL(`http://localhost${src}`).searchParams.get('upload_id') ?? '';
    const approved = await request('/admin/artwork-reviews/', {
      cookies: { tirage_agent: agent },
      form: { uploadId, decision: 'approve' },
    });
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('Fichier approuvé.');
    const [row] = await handle.db.query<{ status: string }>(
      'select status from artwork_uploads where id = $1',
      [uploadId],
    );
    expect(row?.status).toBe('approved');
  });

  test('staff find a customer, act as them with a banner on every page, and end it', async () => {
    const shop = await openShop(handle);
    const customer = await customerSession(shop, 'Agathe');
    const [row] = await handle.db.query<{ email: string }>('select email from customers where id = $1', [
      customer.customerId,
    ]);
    const email = row?.email ?? '';
    const agent = await agentCookie();

    const found = await request(`/admin/login-as/?q=${encodeURIComponent(email.slice(0, 12))}`, {
      cookies: { tirage_agent: agent },
    });
    expect(found.status).toBe(200);
    expect(await found.text()).toContain(`Se connecter en tant que ${email}`);
    const short = await (await request('/admin/login-as/?q=a', { cookies: { tirage_agent: agent } })).text();
    expect(short).toContain('Saisissez au moins 2 caractères.');

    const acted = await request('/admin/login-as/', {
      cookies: { tirage_agent: agent },
      form: { customerEmail: email },
    });
    expect(acted.status).toBe(302);
    expect(acted.headers.get('location')).toBe('/personal-area/');
    const auth = cookiesSet(acted).tirage_auth ?? '';
    expect(auth).not.toBe('');

    for (const path of ['/personal-area/', '/', '/flyers/']) {
      const page = await request(path, { cookies: { tirage_agent: agent, tirage_auth: auth } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`Marie Conseil, vous agissez en tant que ${email}.`);
    }
    // The customer's own pages carry no banner.
    expect(await (await request('/')).text()).not.toContain('vous agissez en tant que');

    const ended = await request('/admin/end-login-as/', {
      cookies: { tirage_agent: agent, tirage_auth: auth },
      form: {},
    });
    expect(ended.status).toBe(302);
    expect(ended.headers.get('location')).toBe('/admin/login-as/');
    expect(cookiesSet(ended).tirage_auth).toBe('');
    // The token itself is ended: the API refuses it from now on.
    const token = (JSON.parse(decodeURIComponent(auth)) as { access: { value: string } }).access.value;
    const replay = await app.request('http://localhost/api/v1/customer/', {
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(replay.status).toBe(401);

    const unknown = await request('/admin/login-as/', {
      cookies: { tirage_agent: agent },
      form: { customerEmail: 'personne@example.fr' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Ce client n’existe plus.');
  });

  test('staff upload a shop picture from the upload-ams page and find it listed and served', async () => {
    const agent = await agentCookie();
    const form = new FormData();
    form.set('file', new File([samplePng()], 'bandeau.png', { type: 'image/png' }));
    const body = new Response(form);
    const bytes = new Uint8Array(await body.arrayBuffer());
    const sent = await app.request('http://localhost/admin/upload-ams/', {
      method: 'POST',
      headers: {
        host: 'localhost',
        'x-test-ip': OUTSIDE_IP,
        cookie: `tirage_agent=${agent}`,
        'content-type': body.headers.get('content-type') ?? '',
        'content-length': String(bytes.length),
      },
      body: bytes,
    });
    expect(sent.status).toBe(200);
    const html = await sent.text();
    const url = /Image envoyée : elle est en ligne à l’adresse (\/api\/v1\/shop-assets\/[\w-]+\.png)\./.exec(
      html,
    )?.[1];
    expect(url).toBeDefined();
    expect(html).toContain('bandeau.png');
    const served = await app.request(`http://localhost${url}`, { headers: { host: 'localhost' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');

    // Not a picture: refused in French, nothing added.
    const pdf = new FormData();
    pdf.set('file', new File([samplePdf()], 'flyer.png', { type: 'image/png' }));
    const pdfBody = new Response(pdf);
    const pdfBytes = new Uint8Array(await pdfBody.arrayBuffer());
    const refused = await app.request('http://localhost/admin/upload-ams/', {
      method: 'POST',
      headers: {
        host: 'localhost',
        cookie: `tirage_agent=${agent}`,
        'content-type': pdfBody.headers.get('content-type') ?? '',
        'content-length': String(pdfBytes.length),
      },
      body: pdfBytes,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Seules les images PNG, JPEG et WebP sont acceptées.');
  });

  test('ending a session as a customer is refused (404) to a session that is not one', async () => {
    expect((await request('/admin/end-login-as/', { form: {} })).status).toBe(404);
  });

  test('staff with the debug cookie see debug information; nobody else does', async () => {
    const staffPage = await (await request('/', { ip: STAFF_IP, cookies: { tirage_debug: '1' } })).text();
    expect(staffPage).toContain('aria-label="Informations de débogage"');
    expect(staffPage).toMatch(/<dt>tenant<\/dt><dd>fr<\/dd>/);
    const visitor = await (await request('/', { cookies: { tirage_debug: '1' } })).text();
    expect(visitor).not.toContain('Informations de débogage');
    expect(await (await request('/', { ip: STAFF_IP })).text()).not.toContain('Informations de débogage');
  });
});
