import { routes } from '@tirage/api-client/contract';
import { DEMO_CATALOG } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PROMOTIONS } from '../promotions/promotion-seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

interface Block {
  readonly id: string;
  readonly type: string;
  readonly data: Record<string, unknown>;
}

const LANDING_PATHS = [
  '/black-friday/',
  '/christmas/',
  '/design-service/',
  '/french-days/',
  '/loss-leader/',
  '/printing-deals/',
  '/wonders/',
  '/bienvenue/',
  '/bienvenue/code-promo/',
  '/bienvenue/offre/',
];

reportPostgresSkipped('landing pages');

describe.each(eachDatabase)('landing pages on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** The page at `path`, checked against the contract. */
  const pageAt = async (path: string) => {
    const answer = await shop.call('content.page', { query: { path } });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return routes['content.page'].response.parse(answer.json).data;
  };
  const blocksOf = (page: { blocks: readonly Block[] }, type: string) =>
    page.blocks.filter((block) => block.type === type);

  test.each(LANDING_PATHS)('%s is a landing page built from its blocks, with a hero first', async (path) => {
    const page = await pageAt(path);
    expect(page.layout).toBe('landing');
    expect(page.path).toBe(path);
    expect(page.blocks.map((block) => block.type)).toContain('hero');
    // The page's text is its description: the blocks say the rest, the hero first.
    expect(page.blocks[0]?.type).toBe('hero');
    expect(page.seo.description.length).toBeGreaterThan(0);
    expect(new Set(page.blocks.map((block) => block.id)).size).toBe(page.blocks.length);
  });

  test('the promo code block and the countdown read the promotion: its code and its dates', async () => {
    const page = await pageAt('/black-friday/');
    const promotion = DEMO_PROMOTIONS.find((candidate) => candidate.id === 'promo-black-friday-2026');
    const window = { start: promotion?.filterDateStart.toString(), end: promotion?.filterDateEnd.toString() };
    expect(blocksOf(page, 'promoCode').map((block) => block.data)).toEqual([
      { code: 'BLACKFRIDAY', label: promotion?.label, window, forNewCustomers: false },
    ]);
    expect(blocksOf(page, 'countdown').map((block) => block.data.window)).toEqual([window]);
    expect(page.offer).toEqual(window);
  });

  test.each(['/bienvenue/', '/bienvenue/code-promo/', '/bienvenue/offre/'])(
    'the welcome screen %s offers the welcome code, said to be for new customers only',
    async (path) => {
      const page = await pageAt(path);
      expect(blocksOf(page, 'promoCode').map((block) => block.data)).toEqual([
        expect.objectContaining({ code: 'BIENVENUE10', forNewCustomers: true }),
      ]);
    },
  );

  test('a shop owner who moves the promotion moves the page: the dates are read on every call', async () => {
    await handle.db.query(
      `update promotions set filter_date_end = '2027-01-03T23:59:59+01:00' where id = 'promo-noel-2026'`,
    );
    const page = await pageAt('/christmas/');
    expect(page.offer?.end).toBe('2027-01-03T22:59:59Z');
    expect(blocksOf(page, 'countdown')[0]?.data.window).toEqual(page.offer);
  });

  test('product blocks are the named products with the price the server computes, as the home page shows them', async () => {
    const home = await pageAt('/');
    const homeCards = new Map(
      blocksOf(home, 'productCards')
        .flatMap((block) => block.data.cards as { configurationId: string }[])
        .map((card) => [card.configurationId, card]),
    );
    const page = await pageAt('/printing-deals/');
    const grids = blocksOf(page, 'productCards');
    expect(grids.map((block) => block.data.title)).toEqual([
      'Étiquettes et stickers à -12 %',
      'Tout le reste à -5 %',
    ]);
    const cards = grids.flatMap(
      (block) => block.data.cards as { configurationId: string; fromPrice: unknown }[],
    );
    expect(cards.map((card) => card.configurationId)).toEqual([
      'roll-labels',
      'stickers',
      'flyers',
      'business-cards',
      'posters',
      'folded-leaflets',
      'envelopes',
    ]);
    for (const card of cards) {
      expect(card.fromPrice).not.toBeNull();
      expect(card).toEqual(homeCards.get(card.configurationId));
    }
  });

  test('the design service offers the design editor’s templates, each opening the designer and coming back', async () => {
    const page = await pageAt('/design-service/');
    expect(page.offer).toBeNull();
    const [flyers, cards] = blocksOf(page, 'designTemplates');
    expect(flyers?.data).toMatchObject({ title: 'Modèles de flyers', productName: 'Flyers' });
    const templates = flyers?.data.templates as { id: string; thumbnailUrl: string; designerPath: string }[];
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      const designer = new URL(template.designerPath, 'http://shop.test');
      expect(designer.pathname).toBe('/designer/');
      expect(Object.fromEntries(designer.searchParams)).toEqual({
        product: 'flyers',
        template: template.id,
        from: '/design-service/',
      });
      expect(template.thumbnailUrl).toBe(`/assets/design-templates/${template.id}.svg`);
    }
    expect(cards?.data.productName).toBe('Cartes de visite');
  });

  test('a page names itself in every country shop for search engines (hreflang), the default shop as x-default', async () => {
    const page = await pageAt('/black-friday/');
    const [defaultTenant] = await handle.db.query<{ base_url: string }>(
      `select t.base_url from tenants t join tenant_hosts h on h.tenant_code = t.code where h.is_default`,
    );
    expect(page.alternates.map((alternate) => alternate.hreflang)).toEqual(
      expect.arrayContaining(['fr-FR', 'fr-BE', 'fr-CH', 'x-default']),
    );
    for (const alternate of page.alternates)
      expect(alternate.url).toMatch(/^https?:\/\/[^/]+\/black-friday\/$/);
    expect(page.alternates.find((alternate) => alternate.hreflang === 'x-default')?.url).toBe(
      `${defaultTenant?.base_url.replace(/\/+$/, '')}/black-friday/`,
    );
  });

  test('a French alias answers its landing page, at the page’s own path (the storefront redirects)', async () => {
    const page = await pageAt('/noel/');
    expect(page.path).toBe('/christmas/');
    expect(page.id).toBe('landing-christmas');
  });

  test('the landing pages call lists every landing page with its title and description, for the search', async () => {
    const answer = await shop.call('content.landingPages');
    expect(answer.status).toBe(200);
    const { pages } = routes['content.landingPages'].response.parse(answer.json).data;
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(LANDING_PATHS));
    const christmas = pages.find((page) => page.path === '/christmas/');
    expect(christmas).toMatchObject({
      id: 'landing-christmas',
      title: 'Noël : 10 € offerts sur vos impressions',
    });
    expect(christmas?.description).toContain('NOEL2026');
    expect(pages.every((page) => page.description.length <= 160)).toBe(true);
  });

  test('every landing page is in the landing pages’ sitemap', async () => {
    const answer = await shop.call('content.sitemapLandingPages');
    const { urls } = routes['content.sitemapLandingPages'].response.parse(answer.json).data;
    expect(urls.map((url) => url.path)).toEqual(expect.arrayContaining(LANDING_PATHS));
    expect(DEMO_CATALOG.pages.filter((page) => page.layout === 'landing')).toHaveLength(urls.length);
  });

  test('a block whose promotion or product the shop removed is left out, said in the log, and the page still answers', async () => {
    await handle.db.query(`delete from promotions where id = 'promo-french-days-2027'`);
    await handle.db.query(
      `update content_pages set payload = jsonb_set(payload, '{landing,blocks,3}', '{"kind":"products","title":"Disparus","productIds":["no-such-product"]}')
       where id = 'landing-french-days'`,
    );
    const page = await pageAt('/french-days/');
    expect(page.blocks.map((block) => block.type)).toEqual(['hero']);
    expect(page.offer).toBeNull();
    const warned = shop.logs
      .entries()
      .filter((entry) => entry.pageId === 'landing-french-days')
      .map((entry) => entry.missing ?? entry.promotionId);
    expect(warned).toEqual(expect.arrayContaining(['promo-french-days-2027', 'no-such-product']));
  });

  test('a stored landing block of an unknown kind is a data error naming the kinds, in the log (the page answers 500)', async () => {
    await handle.db.query(
      `update content_pages set payload = jsonb_set(payload, '{landing,blocks,0}', '{"kind":"carousel"}')
       where id = 'landing-wonders'`,
    );
    const answer = await shop.call('content.page', { query: { path: '/wonders/' } });
    expect(answer.status).toBe(500);
    const logged = JSON.stringify(shop.logs.entries());
    expect(logged).toContain('unknown block kind \\"carousel\\"');
    expect(logged).toContain('hero, text, products, promoCode, countdown, faq, designTemplates');
  });
});
