import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { TEST_SIGNING_KEY } from '../api/test-support/shop-client.js';
import { createApp } from '../app.js';
import { createReferenceCache, type ReferenceCache } from '../cache/reference-cache.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { AppEnv } from '../http/app-env.js';
import { BODY_TIMEOUT_MS } from '../http/request-body.js';
import { findVisitorSession } from '../session/visitor-sessions.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { authCookie } from './auth-cookie.js';
import { loadStorefront } from './load-storefront.js';
import { isRouterRequest } from './storefront.js';

reportPostgresSkipped('the server-rendered storefront');

/** The session cookie of the tests' visit. */
const VISIT = 'tirage_session=5e0c2d1a-7b3f-4c9e-8a6d-0f1e2d3c4b5a';
/** A price of the product page's table, in francs or in euros. */
const PRICE_IN_CHF = /class="price">[\d.,\s]+CHF</;
const PRICE_IN_EUR = /class="price">[\d.,\s]+€</;

describe('requests of React Router itself', () => {
  test.each([
    ['/__manifest', true],
    ['/flyers/_.data', true],
    ['/_root.data', true],
    ['/flyers/', false],
    ['/manifest', false],
  ])('%s is a router request: %s', (path, expected) => {
    expect(isRouterRequest(path)).toBe(expected);
  });
});

describe.each(eachDatabase)('the storefront on %s', (_name, target) => {
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
      apiModules: createShopApi({ validateResponses: true }),
      // Banners are judged at this instant (the home page's demo offers: one runs, one is to come).
      storefront: await loadStorefront({ clock: () => Temporal.Instant.from('2026-11-24T10:00:00Z') }),
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  // A visit that has had its first page: its session cookie is known (a first page gives one out).
  const get = (path: string, host = 'localhost') =>
    app.request(`http://${host}${path}`, { headers: { host, cookie: VISIT }, redirect: 'manual' });

  test('a content page is rendered on the server, in French, with its title', async () => {
    const response = await get('/flyers/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The visit's own page (its cart, its currency): no shared cache keeps it.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Flyers</title>');
    expect(html).toContain('id="product-title">Flyers</h1>');
    // Hydration: the browser entry is linked, and served with a long cache.
    const entry = /<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const script = await get(entry ?? '');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the stylesheet, the only render-blocking request, comes before the preloaded scripts', async () => {
    const html = await (await get('/flyers/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheet = head.search(/<link rel="stylesheet" href="\/assets\/shop-[^"]+\.css"/);
    const firstScript = head.indexOf('<link rel="modulepreload"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(stylesheet);
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  test("the shop's offers run in the promo stripe of product, category and policy pages, not of landing pages", async () => {
    // The demo shop's discovery offer runs through 2027 (its window is checked at the request's time).
    const stripe = /<aside class="promo-stripe"[^>]*>.*?DECOUVERTE-FLYERS.*?<\/aside>/;
    for (const path of ['/flyers/', '/categories/affiches/', '/livraison/', '/']) {
      expect(await (await get(path)).text(), path).toMatch(stripe);
    }
    expect(await (await get('/offres/salons-professionnels/')).text()).not.toContain('promo-stripe');
  });

  test('a campaign link keeps its campaign for 30 days; a link naming none or a malformed one keeps it', async () => {
    const withCookie = (path: string, cookie: string) =>
      app.request(`http://localhost${path}`, {
        headers: { host: 'localhost', cookie: `${VISIT}; ${cookie}` },
        redirect: 'manual',
      });
    const linked = await get('/flyers/?utm_source=lettre&utm_campaign=Black-Friday');
    expect(linked.status).toBe(200);
    expect(linked.headers.get('set-cookie')).toBe(
      'tirage_campaign=black-friday; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
    );
    for (const path of [
      '/flyers/',
      '/flyers/?utm_campaign=',
      '/flyers/?utm_campaign=black%20friday',
      '/?utm_campaign=BLACK-FRIDAY',
    ]) {
      const again = await withCookie(path, 'tirage_campaign=black-friday');
      expect(again.status, path).toBe(200);
      expect(again.headers.get('set-cookie'), path).toBeNull();
    }
    const another = await withCookie('/flyers/?utm_campaign=noel', 'tirage_campaign=black-friday');
    expect(another.headers.get('set-cookie')).toMatch(/^tirage_campaign=noel; Max-Age=2592000;/);
    expect((await get('/flyers/?utm_campaign=%3Cscript%3E')).headers.get('set-cookie')).toBeNull();
  });

  test('a first page gives the visit its session cookie (30 days); a visit that has one is not given another', async () => {
    const first = await app.request('http://localhost/flyers/', { headers: { host: 'localhost' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toMatch(
      /^tirage_session=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect((await get('/flyers/')).headers.get('set-cookie')).toBeNull();
  });

  test('the header’s chooser switches the Swiss shop to euros for the visit: stored, and every page in euros', async () => {
    const id = randomUUID();
    const visit = { host: 'ch.localhost', cookie: `tirage_session=${id}` };
    const page = async (path: string) =>
      (await app.request(`http://ch.localhost${path}`, { headers: visit, redirect: 'manual' })).text();
    const before = await page('/flyers/');
    expect(before).toContain('<option value="CHF" selected="">CHF (devise actuelle)</option>');
    expect(before).toMatch(PRICE_IN_CHF);
    const switched = await app.request('http://ch.localhost/currency/', {
      method: 'POST',
      headers: { ...visit, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ currency: 'EUR', back: '/flyers/' }).toString(),
      redirect: 'manual',
    });
    expect(switched.status).toBe(302);
    expect(switched.headers.get('location')).toBe('/flyers/');
    const [stored] = await handle.db.query<{ active_currency: string }>(
      'select trim(active_currency) as active_currency from visitor_sessions where id = $1',
      [id],
    );
    expect(stored?.active_currency).toBe('EUR');
    const after = await page('/flyers/');
    expect(after).toContain('<option value="EUR" selected="">EUR (devise actuelle)</option>');
    expect(after).toMatch(PRICE_IN_EUR);
    expect(after).not.toMatch(PRICE_IN_CHF);
    // A currency the Swiss shop does not sell changes nothing.
    await app.request('http://ch.localhost/currency/', {
      method: 'POST',
      headers: { ...visit, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ currency: 'GBP', back: '/flyers/' }).toString(),
      redirect: 'manual',
    });
    expect((await findVisitorSession(handle.db, id))?.activeCurrency).toBe('EUR');
  });

  test('the glossary explains printing terms at their anchors; search and the product page lead to them', async () => {
    const glossary = await (await get('/glossaire/')).text();
    expect(glossary).toContain('<h1>Glossaire de l’impression</h1>');
    expect(glossary).toMatch(
      /<div id="fond-perdu" class="glossary-term"><dt class="glossary-name"><a href="#fond-perdu">Fond perdu<\/a><\/dt><dd class="glossary-definition">La marge que l’image/,
    );
    const found = await (await get('/search/?q=fond%20perdu')).text();
    expect(found).toContain('<h2 id="search-glossary">Dans le glossaire</h2>');
    expect(found).toContain('<a href="/glossaire/#fond-perdu">Fond perdu</a>');
    const flyers = await (await get('/flyers/')).text();
    expect(flyers).toContain('href="/glossaire/#format-fini"');
    expect(flyers).toContain('aria-label="Définition de « Grammage » dans le glossaire"');
  });

  test("a loss leader's link opens its product on the offer, promo code included; an unknown or another product's key says so", async () => {
    const offer = await (await get('/flyers/?loss_leader=flyers-decouverte')).text();
    expect(offer).toContain('id="product-title">Flyers</h1>');
    expect(offer).toMatch(/<input[^>]*value="DECOUVERTE-FLYERS"/);
    expect(offer).not.toContain('Ce produit ne peut pas être affiché');
    for (const path of [
      '/flyers/?loss_leader=inconnue',
      '/cartes-de-visite/?loss_leader=flyers-decouverte',
    ]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(200);
      expect(await refused.text(), path).toContain(
        'Ce produit ne peut pas être affiché : l’offre demandée est introuvable.',
      );
    }
  });

  test('product pages state their product and starting price for search engines, category pages their place', async () => {
    const jsonLd = async (path: string) =>
      [
        ...(await (await get(path)).text()).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
    const [product, ...others] = await jsonLd('/flyers/');
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Flyers',
      url: 'http://localhost:3000/flyers/',
      image: 'http://localhost:3000/assets/products/flyers.svg',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    // The price the home page's card gives, excluding VAT, as decimal text.
    const home = await (await get('/')).text();
    const card = /<li class="product-card"><a href="\/flyers\/">.*?<\/li>/s.exec(home)?.[0] ?? '';
    const fromCents = Number((/([\d\s ]+,\d{2})\s?€/.exec(card)?.[1] ?? '').replace(/[^\d]/g, ''));
    expect(fromCents).toBeGreaterThan(0);
    expect(product?.offers).toMatchObject({ lowPrice: (fromCents / 100).toFixed(2) });

    expect(await jsonLd('/categories/affiches/')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: expect.any(String), item: 'http://localhost:3000/' },
          expect.objectContaining({ position: 2, item: 'http://localhost:3000/categories/affiches/' }),
        ],
      },
    ]);
    expect(await jsonLd('/livraison/')).toEqual([]);
  });

  test('the header searches the products by name; the search screen lists what it finds', async () => {
    const home = await (await get('/')).text();
    expect(home).toMatch(/<search class="site-search"><form action="\/search\/" method="get">/);
    const found = await (await get('/search/?q=carte%20VIS')).text();
    const cards = found.match(/<ul class="product-cards">.*?<\/ul>/s)?.[0] ?? '';
    expect(cards).toContain('<a href="/cartes-de-visite/">');
    expect(cards).not.toContain('<a href="/flyers/">');
    expect(await (await get('/search/?q=zzz')).text()).toContain('Aucun produit ne correspond à « zzz »');
    expect(await (await get('/search/')).text()).toContain('Saisissez le nom d’un produit');
  });

  test('pages and browser files go out gzipped to a browser that takes it; API answers do not', async () => {
    const gzipped = (path: string) =>
      app.request(`http://localhost${path}`, {
        headers: { host: 'localhost', 'accept-encoding': 'gzip, br' },
      });
    const page = await gzipped('/flyers/');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await new Response(page.body?.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(html).toContain('id="product-title">Flyers</h1>');
    const entry =
      /<link rel="modulepreload" href="(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect((await gzipped(entry)).headers.get('content-encoding')).toBe('gzip');
    // A large API answer (the OpenAPI document) is answered as it is.
    const api = await gzipped('/api/v1/openapi.json');
    expect(api.status).toBe(200);
    expect((await api.clone().text()).length).toBeGreaterThan(1024);
    expect(api.headers.get('content-encoding')).toBeNull();
  });

  test('a product page opens on the selection its query hooks name', async () => {
    const link = Buffer.from(
      JSON.stringify({ selectedAttributes: { format: 'a4' }, quantity: 1000 }),
    ).toString('base64url');
    const preconfigured = await (await get(`/flyers/?preconfigured=${link}`)).text();
    expect(preconfigured).toMatch(/<option value="a4" selected="">/);
    expect(preconfigured).toMatch(/<option value="1000" selected="">/);
    expect(preconfigured).toContain('<header class="site-header">');

    const incomplete = await (await get('/flyers/?preconfigured=')).text();
    expect(incomplete).toContain(
      'Ce produit ne peut pas être affiché : le lien de configuration est incomplet.',
    );

    // Editing a cart line hides the header and the footer; a line that is not in the cart says so.
    const gone = await (await get('/flyers/?line_item_id=3f2c8a4e-5b1d-4c6e-9a7f-1e2d3c4b5a69')).text();
    expect(gone).toContain(
      'Ce produit ne peut pas être affiché : la configuration demandée est introuvable.',
    );
    expect(gone).not.toContain('<header class="site-header">');
    expect(gone).toContain('<meta name="robots" content="noindex"/>');
  });

  test('the home page is the content page at /', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Tirage, l’imprimerie en ligne</h1>');
    // Every page's links and scripts carry the response's Content-Security-Policy nonce.
    expect(html).toMatch(
      /<link nonce="[A-Za-z0-9+/=]+" rel="icon" href="\/favicon.svg" type="image\/svg\+xml"\/>/,
    );
    expect((await get('/favicon.svg')).headers.get('content-type')).toContain('image/svg+xml');
  });

  test('a category page shows its text and a card for each of its products, with a "from" price', async () => {
    const html = await (await get('/categories/cartes-de-visite/')).text();
    expect(html).toContain('<meta name="description" content="');
    expect(html).toContain('<a href="/cartes-de-visite/">');
    expect(html).toContain('src="/assets/products/business-cards.svg"');
    expect(html).toMatch(/à partir de (<!-- -->)?[\d\u202f\u00a0 ]+,\d\d\u00a0€(<!-- -->)? HT/);
    // Flyers are not business cards (the promo stripe may still advertise them).
    const cards = html.match(/<ul class="product-cards">.*?<\/ul>/s)?.[0] ?? '';
    expect(cards).toContain('<a href="/cartes-de-visite/">');
    expect(cards).not.toContain('<a href="/flyers/">');
  });

  test('a shop that is not indexable asks robots not to index its pages', async () => {
    await handle.db.query(
      `update tenants set domain_config = jsonb_set(domain_config, '{indexable}', 'false') where code = 'be'`,
    );
    try {
      await expect
        .poll(async () =>
          (await (await get('/flyers/', 'be.localhost')).text()).includes('content="noindex"'),
        )
        .toBe(true);
    } finally {
      await handle.db.query(
        `update tenants set domain_config = jsonb_set(domain_config, '{indexable}', 'true') where code = 'be'`,
      );
    }
  });

  test("the home page's banners, the shop's offers, show in the stripe while their window holds the request's time", async () => {
    const html = await (await get('/')).text();
    const aside = html.match(/<aside class="promo-stripe".*?<\/aside>/s)?.[0] ?? '';
    expect(aside).toContain('aria-label="Promotions en cours"');
    expect(aside).toContain(
      '<a href="/flyers/">Découverte : −20 % sur vos flyers avec le code DECOUVERTE-FLYERS</a>',
    );
    // Christmas is to come: in the page's data, for the browser's next check, but not shown.
    expect(aside).not.toContain('NOEL2026');
  });

  test.each([
    ['/Flyers.html', '/flyers/'],
    ['/flyers', '/flyers/'],
    ['/CGV.htm?ref=mail', '/cgv/?ref=mail'],
  ])('%s answers a 301 to %s before anything is rendered', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });

  test("a previous site's path answers a 301 to the page that replaced it", async () => {
    const response = await get('/impression-flyers/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/flyers/');
  });

  test('an unknown path is the 404 screen with status 404', async () => {
    const response = await get('/nulle-part/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page Not Found</title>');
    expect(html).toContain('Page Not Found: /nulle-part/');
  });

  test('the 404 screen is a French page that leads on: the search, the home page and every category', async () => {
    const html = await (await get('/nulle-part/')).text();
    expect(html).toContain('<h1>Cette page est introuvable</h1>');
    expect(html).toContain(
      '<form action="/search/" method="get"><label for="not-found-q">Que cherchez-vous ?</label>',
    );
    const links = [...html.matchAll(/<a class="not-found-link" href="([^"]*)">([^<]*)<\/a>/g)].map(
      ([, href, text]) => `${href} ${text}`,
    );
    expect(links).toEqual([
      '/ Retour à l’accueil',
      '/categories/affiches/ Affiches',
      '/categories/cartes-de-visite/ Cartes de visite',
      '/categories/etiquettes-et-autocollants/ Étiquettes et autocollants',
      '/categories/flyers-et-depliants/ Flyers et dépliants',
      '/categories/papeterie/ Papeterie',
    ]);
  });

  describe('files for crawlers', () => {
    test("/robots.txt is the shop's text, naming its three sitemaps by absolute URL", async () => {
      const response = await get('/robots.txt');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const text = await response.text();
      expect(text).toContain('Disallow: /checkout\n');
      expect(text.match(/^Sitemap: .*$/gm)).toEqual([
        'Sitemap: http://localhost:3000/sitemap.xml',
        'Sitemap: http://localhost:3000/sitemap-lp.xml',
        'Sitemap: http://localhost:3000/old-sitemap.xml',
      ]);
    });

    test("/sitemap.xml lists the shop's pages by absolute URL, with the day each last changed, but not its landing pages", async () => {
      const response = await get('/sitemap.xml');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      const xml = await response.text();
      expect(xml).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      expect(xml).toMatch(
        /<loc>http:\/\/localhost:3000\/flyers\/<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
      );
      // On the shop's base URL, the address its robots.txt names, whatever host the request used.
      expect(xml).toContain('<loc>http://localhost:3000/</loc>');
      expect(xml).not.toContain('/offres/salons-professionnels/');
      // Another shop's sitemap names its own address.
      expect(await (await get('/sitemap.xml', 'ch.localhost')).text()).toContain(
        '<loc>http://ch.localhost:3000/flyers/</loc>',
      );
    });

    test('/sitemap-lp.xml lists the landing pages; /old-sitemap.xml, the previous paths still served', async () => {
      const landing = await get('/sitemap-lp.xml');
      expect(landing.status).toBe(200);
      expect(landing.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const landingXml = await landing.text();
      expect(landingXml).toContain('<loc>http://localhost:3000/offres/salons-professionnels/</loc>');
      expect(landingXml).not.toContain('<loc>http://localhost:3000/flyers/</loc>');

      const old = await get('/old-sitemap.xml');
      expect(old.status).toBe(200);
      expect(old.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await old.text()).toContain('<loc>http://localhost:3000/impression-flyers/</loc>');
    });

    test.each(['/Robots.txt', '/ROBOTS.TXT', '/sitemap.xml/', '/Sitemap.xml'])(
      '%s is never redirected: the path normalisation leaves crawler files alone',
      async (path) => {
        const response = await get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('location')).toBeNull();
      },
    );
  });

  test('the data of a page, as the browser asks for it on navigation, keeps the trailing slash', async () => {
    const response = await get('/flyers/_.data');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"product-flyers"');
  });

  test('a page that cannot be read is the 500 screen with status 500, never a stack trace', async () => {
    // A payload the catalogue refuses: the content call answers 500, the page cannot load.
    await handle.db.query(`update content_pages set payload = payload - 'title' where id = 'livraison'`);
    try {
      const response = await get('/livraison/');
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain('<h1>Internal Server Error</h1>');
      expect(html).not.toMatch(/at [\w.<>]+ \(|CatalogDataError|\.ts:\d+/);
    } finally {
      await handle.db.query(
        `update content_pages set payload = payload || '{"title": "Livraison"}'::jsonb where id = 'livraison'`,
      );
    }
  });

  describe('accounts: registration, login, the personal area and logout', () => {
    const post = (path: string, fields: Record<string, string>, cookie = '') =>
      app.request(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/x-www-form-urlencoded',
          cookie: cookie === '' ? VISIT : `${VISIT}; ${cookie}`,
        },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const getWith = (path: string, cookie: string) =>
      app.request(`http://localhost${path}`, {
        headers: { host: 'localhost', cookie: `${VISIT}; ${cookie}` },
        redirect: 'manual',
      });
    const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const email = `storefront.${Date.now()}@example.fr`;

    test('a guest on the personal area goes to login, and comes back after it', async () => {
      const response = await get('/personal-area/');
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login/?returnTo=%2Fpersonal-area%2F');
    });

    test('registration logs the new customer in; the session then opens the personal area', async () => {
      const registered = await post('/registration/', {
        email,
        password: 'correct horse battery',
        category: 'private',
      });
      expect([302, 303]).toContain(registered.status);
      expect(registered.headers.get('set-cookie')).toMatch(
        /^tirage_auth=.+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const cookie = cookieOf(registered);

      const area = await getWith('/personal-area/', cookie);
      expect(area.status).toBe(200);
      const html = await area.text();
      expect(html.match(/<main>.*<\/main>/s)?.[0]).toContain(`Connecté avec ${email}`);
      expect(html).toContain('Se déconnecter');
      // A logged-in shopper has nothing to do on login or registration.
      for (const path of ['/login/', '/registration/']) {
        const response = await getWith(path, cookie);
        expect(response.headers.get('location')).toBe('/personal-area/');
      }

      const out = await post('/logout/', {}, cookie);
      expect(out.headers.get('location')).toBe('/');
      const cleared = out.headers.getSetCookie();
      expect(cleared.some((cookie) => /^tirage_auth=; Max-Age=0/.test(cookie))).toBe(true);
      // The order options chosen on the cart go with the session.
      expect(cleared.some((cookie) => /^tirage_cart_options=; Max-Age=0/.test(cookie))).toBe(true);
    });

    test('a session ended elsewhere (its cookie kept) is a logged-out shopper, never an error page', async () => {
      const registered = await post('/registration/', {
        email: `revoked.${Date.now()}@example.fr`,
        password: 'correct horse battery',
        category: 'private',
      });
      const cookie = cookieOf(registered);
      expect((await getWith('/personal-area/', cookie)).status).toBe(200);
      // Logged out from another tab: this browser still sends the old cookie.
      await post('/logout/', {}, cookie);
      for (const path of [
        '/personal-area/',
        '/personal-area/orders/',
        '/personal-area/addresses/',
        '/personal-area/order-detail/?order_number=TIR-1',
        '/personal-area/upload/?order_number=TIR-1',
        '/order-sent/?order=6f1c2a3e-5b7d-4c8e-9f0a-1b2c3d4e5f60',
        '/checkout/',
      ]) {
        const response = await getWith(path, cookie);
        expect(response.status, path).toBe(302);
        expect(response.headers.get('location'), path).toMatch(/^\/login\/\?returnTo=.*&expired=1$/);
        // The dead session's cookie is cleared with it.
        expect(
          response.headers.getSetCookie().some((c) => /^tirage_auth=; Max-Age=0/.test(c)),
          path,
        ).toBe(true);
      }
      for (const path of ['/', '/flyers/', '/cart/']) {
        expect((await getWith(path, cookie)).status, path).toBe(200);
      }
    });

    test('a wrong password shows a French message and keeps the email; the right one logs in', async () => {
      const refused = await post('/login/', { email, password: 'wrong password' });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('set-cookie')).toBeNull();
      const html = await refused.text();
      expect(html).toContain('Adresse e-mail ou mot de passe incorrect.');
      expect(html).toContain(`value="${email}"`);

      const accepted = await post('/login/?returnTo=%2Fflyers%2F', {
        email,
        password: 'correct horse battery',
      });
      expect(accepted.headers.get('location')).toBe('/flyers/');
      expect(cookieOf(accepted)).toMatch(/^tirage_auth=/);
    });

    test('registering an email twice says so in French', async () => {
      const again = await post('/registration/', {
        email,
        password: 'another password',
        category: 'private',
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain('Un compte existe déjà avec cette adresse e-mail');
    });

    test('an expired session ends: its cookie is cleared and the shopper logs in again, told why, and comes back', async () => {
      const past = Temporal.Instant.from('2026-01-01T00:00:00Z');
      const expired =
        authCookie(
          {
            access: { value: 'old-access', expiresAt: past },
            refresh: { value: 'old-refresh', expiresAt: past },
          },
          false,
        ).split(';')[0] ?? '';
      const response = await getWith('/personal-area/addresses/', expired);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        '/login/?returnTo=%2Fpersonal-area%2Faddresses%2F&expired=1',
      );
      expect(response.headers.get('set-cookie')).toMatch(/^tirage_auth=; Max-Age=0/);
      const login = await (await get('/login/?returnTo=%2Fpersonal-area%2Faddresses%2F&expired=1')).text();
      expect(login).toContain('Votre session a expiré : reconnectez-vous pour continuer.');
      // A public page is simply shown to a guest again.
      const page = await getWith('/flyers/', expired);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Se connecter');
    });

    test('a cookie that is not ours is cleared, and the shopper is a guest', async () => {
      const response = await getWith('/flyers/', 'tirage_auth=%7Bnot-json');
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/^tirage_auth=; Max-Age=0/);
      expect(await response.text()).toContain('Se connecter');
    });
  });

  test('the API is still the API: its unknown paths answer JSON, not a page', async () => {
    const response = await get('/api/v1/nothing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'error', code: 404 });
  });

  test('a page of another shop is rendered for its host', async () => {
    const response = await get('/flyers/', 'ch.localhost');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('id="product-title">Flyers</h1>');
  });

  describe('while the shop cannot serve anything (its database down or frozen)', () => {
    // The storefront mounted as the application mounts it, in front of an API whose calls answer
    // as `answer` says (the API's own answer otherwise).
    let reads: ReferenceCache;
    let answer: (request: Request) => Response | undefined = () => undefined;
    let site: Hono<AppEnv>;

    beforeAll(async () => {
      reads = await createReferenceCache(handle.db);
      site = new Hono<AppEnv>();
      (await loadStorefront())(site, {
        apiFetch: (request, env) => answer(request) ?? app.fetch(request, env),
        reads,
        bodyTimeoutMs: BODY_TIMEOUT_MS,
        visitorSession: (id) => findVisitorSession(handle.db, id),
      });
    });
    afterAll(async () => {
      await reads?.close();
    });

    const page = (path: string) =>
      site.request(`http://localhost${path}`, { headers: { host: 'localhost' }, redirect: 'manual' });
    const isContentCall = (request: Request) => new URL(request.url).pathname.startsWith('/api/v1/content/');

    test('a page whose call the API answers 503 service.unavailable is the French unavailable page', async () => {
      answer = (request) =>
        isContentCall(request)
          ? Response.json(
              { status: 'error', code: 503, message: 'Service Unavailable', kind: 'service.unavailable' },
              { status: 503, headers: { 'retry-after': '30' } },
            )
          : undefined;
      const response = await page('/flyers/?quantity=500');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta name="robots" content="noindex"/>');
      expect(head).toContain('<title>Site momentanément indisponible</title>');
      expect(html).toContain('<h1>Le site est momentanément indisponible</h1>');
      expect(html).toContain(
        '<a class="service-unavailable-retry" href="/flyers/?quantity=500">Réessayer</a>',
      );
      // The header and the footer frame it, as any page; no 500 screen, no JSON.
      expect(html).toContain('class="site-header"');
      expect(html).toContain('class="site-footer"');
      expect(html).not.toContain('Internal Server Error');
    });

    test('a proxy that gets no answer (a bare 502 on every call) gives the same page, asking for a few minutes', async () => {
      answer = () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
      const response = await page('/');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('120');
      expect(await response.text()).toContain('<h1>Le site est momentanément indisponible</h1>');
    });

    test('once the shop answers again, the same page is the page', async () => {
      answer = () => undefined;
      const response = await page('/flyers/');
      expect(response.status).toBe(200);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(await response.text()).toContain('id="product-title">Flyers</h1>');
    });
  });
});
