import { errorEnvelopeSchema, pagePayloadPath, routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { PAGE_PAYLOAD_CACHE_CONTROL } from './page-payload.routes.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

const payloadSchema = routes['content.pagePayload'].response;

reportPostgresSkipped('page payloads');

describe.each(eachDatabase)('page payloads on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** GET `path` on `host`, as a browser asks (no redirect followed). */
  const get = (path: string, options: { host?: string; headers?: Record<string, string> } = {}) => {
    const host = options.host ?? 'localhost';
    return shop.app.request(`http://${host}${path}`, {
      headers: { host, ...options.headers },
      redirect: 'manual',
    });
  };
  /** The payload of the page at `path`, answered 200 and checked against the contract. */
  const payloadOf = async (path: string, host?: string) => {
    const response = await get(pagePayloadPath(path), { ...(host === undefined ? {} : { host }) });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return { response, payload: payloadSchema.parse(JSON.parse(text)), text };
  };
  /** The error envelope of a refused request, with its status. */
  const errorOf = async (response: Response, status: number) => {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return errorEnvelopeSchema.parse(JSON.parse(text));
  };

  test.each([
    ['/', 'home'],
    ['/black-friday/', 'landing'],
    ['/glossaire/', 'standard'],
    ['/categories/affiches/', 'category'],
    ['/flyers/', 'product'],
  ])(
    '%s has a payload: the page as the page call answers it to a guest, and the shop',
    async (path, layout) => {
      const { response, payload } = await payloadOf(path);
      const called = await shop.call('content.page', { query: { path } });
      expect(called.status).toBe(200);
      expect(payload.page).toEqual(routes['content.page'].response.parse(called.json).data);
      expect(payload.page).toMatchObject({ path, layout });
      expect(payload.shop).toEqual({ locale: 'fr-FR', baseUrl: 'http://localhost:3000' });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      // Nothing of the visitor: nothing to set, nothing a shared cache may not keep.
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  test('a landing page carries its blocks and its offer; the glossary its terms', async () => {
    const landing = (await payloadOf('/black-friday/')).payload.page;
    expect(landing.blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['hero', 'promoCode', 'countdown']),
    );
    expect(landing.offer).not.toBeNull();
    expect(landing.offerCampaign).toBe('black-friday');
    const glossary = (await payloadOf('/glossaire/')).payload.page;
    expect(glossary.blocks.map((block) => block.type)).toContain('glossary');
  });

  test('is public for a minute, with a strong ETag of its body: the same tag answers 304, no body', async () => {
    const { response, text } = await payloadOf('/black-friday/');
    expect(PAGE_PAYLOAD_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers.get('cache-control')).toBe(PAGE_PAYLOAD_CACHE_CONTROL);
    const tag = response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    // The same body, the same tag; another page, another tag.
    const again = await payloadOf('/black-friday/');
    expect(again.text).toBe(text);
    expect(again.response.headers.get('etag')).toBe(tag);
    expect((await payloadOf('/glossaire/')).response.headers.get('etag')).not.toBe(tag);

    for (const ifNoneMatch of [tag, `W/${tag}`, `"another", ${tag}`, '*']) {
      const revalidated = await get('/black-friday/_payload.json', {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('etag')).toBe(tag);
      expect(revalidated.headers.get('cache-control')).toBe(PAGE_PAYLOAD_CACHE_CONTROL);
    }
    const changed = await get('/black-friday/_payload.json', { headers: { 'if-none-match': '"another"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(text);
  });

  test('changes, with its tag, when the page changes', async () => {
    const before = await payloadOf('/livraison/');
    await handle.db.query(
      `update content_pages set payload = jsonb_set(payload, '{title}', '"Livraison et retrait"') where path = '/livraison/'`,
    );
    try {
      const after = await payloadOf('/livraison/');
      expect(after.payload.page.title).toBe('Livraison et retrait');
      expect(after.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
      const stale = await get('/livraison/_payload.json', {
        headers: { 'if-none-match': before.response.headers.get('etag') ?? '' },
      });
      expect(stale.status).toBe(200);
    } finally {
      await handle.db.query(
        `update content_pages set payload = jsonb_set(payload, '{title}', to_jsonb($1::text)) where path = '/livraison/'`,
        [before.payload.page.title],
      );
    }
  });

  test('is the same for every visitor: a login, a tenant or a currency asked for change nothing', async () => {
    const anonymous = await payloadOf('/');
    const asked = await get('/_payload.json', {
      headers: {
        authorization: 'Bearer not-a-token',
        cookie: 'tirage_auth=whatever; tirage_campaign=black-friday',
        'fe-x-tenant': 'ch',
        'fe-x-active-currency': 'CHF',
      },
    });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toBe(anonymous.text);
    expect(asked.headers.get('etag')).toBe(anonymous.response.headers.get('etag'));
  });

  test('is the shop of the host: its address, its locale and its prices', async () => {
    const fr = await payloadOf('/');
    const ch = await payloadOf('/', 'ch.localhost');
    expect(ch.payload.shop).toEqual({ locale: 'fr-CH', baseUrl: 'http://ch.localhost:3000' });
    const prices = (payload: typeof fr.payload) =>
      payload.page.blocks
        .filter((block) => block.type === 'productCards')
        .flatMap((block) => (block.data.cards as { fromPrice: { currencyCode: string } | null }[]) ?? [])
        .map((card) => card.fromPrice?.currencyCode);
    expect(new Set(prices(fr.payload))).toEqual(new Set(['EUR']));
    expect(new Set(prices(ch.payload))).toEqual(new Set(['CHF']));
    expect(ch.response.headers.get('etag')).not.toBe(fr.response.headers.get('etag'));
    // A host no shop claims is served by the default host's shop, as its pages are.
    expect((await payloadOf('/', 'unknown.example')).text).toBe(fr.text);
  });

  test.each(['/nope/', '/cart/', '/api/v1/content/page/'])(
    '%s has no payload: 404 in the error envelope',
    async (path) => {
      const error = await errorOf(await get(pagePayloadPath(path)), 404);
      expect(error).toMatchObject({ message: `Page Not Found: ${path}`, kind: 'page.notFound' });
    },
  );

  test('a path of the previous site is a 301 to the payload of the page that replaced it', async () => {
    const moved = await get('/impression-flyers/_payload.json');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/flyers/_payload.json');
  });

  test.each([
    // Not the page's own path: the storefront asks for canonical paths only.
    ['/Flyers/_payload.json', '/Flyers/_payload.json', 404],
    ['/flyers.html/_payload.json', '/flyers.html/_payload.json', 404],
    ['/categories//affiches/_payload.json', '/categories//affiches/_payload.json', 404],
    // Not a path at all.
    ['/%zz/_payload.json', '/%zz/_payload.json', 400],
    ['//flyers/_payload.json', '//flyers/_payload.json', 400],
    ['/fly%00ers/_payload.json', '/fly%00ers/_payload.json', 400],
    ['/fly%ED%A0%BDers/_payload.json', '/fly%ED%A0%BDers/_payload.json', 400],
    ['/fly%20ers/_payload.json', '/fly%20ers/_payload.json', 400],
    ['a path of 3000 characters', `/${'a'.repeat(3000)}/_payload.json`, 400],
  ])('%s is refused cleanly', async (_label, path, status) => {
    const error = await errorOf(await get(path), status);
    if (status === 400)
      expect(error).toMatchObject({ kind: 'request.invalid', errors: [{ path: 'pagePath' }] });
  });

  test('a name that only looks like a payload is not one', async () => {
    expect((await get('/flyers/_payload.jsonx')).status).toBe(404);
    expect((await get('/flyers/_payload.json/')).status).toBe(404);
  });
});
