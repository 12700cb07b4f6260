import { pagePayloadPath } from '@tirage/api-client/contract';
import { pagePayloadOf } from '@tirage/api-client/ports';
import { err, HOME_PATH, ok, type PageRef, pageNotFound } from '@tirage/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shownFromPayload } from '../features/content-page/page-data.js';
import { fakeStorefrontContext } from '../test-support/fake-context.js';
import { clientLoader, loader } from './content-page.js';

const NOW = '2026-11-24T09:00:00Z';
const SHOP = { locale: 'fr-FR', baseUrl: 'http://localhost:3000' };
const WINDOW = { start: '2026-11-16T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' };

/** A page as the content call and its payload carry it (the wire's shape). */
const wirePage = (
  page: { id: string; path: string; title: string; layout: string } & Record<string, unknown>,
) => ({
  seo: { title: page.title, description: `${page.title}, en ligne.`, indexable: true },
  banners: [],
  blocks: [{ id: `${page.id}-body`, type: 'text', data: { text: `${page.title}, en ligne.` } }],
  productConfigurationId: null,
  offer: null,
  offerCampaign: null,
  alternates: [{ hreflang: 'fr-FR', url: `http://localhost:3000${page.path}` }],
  ...page,
});

const card = (configurationId: string, path: string) => ({
  configurationId,
  name: configurationId,
  path,
  imageUrl: `/assets/products/${configurationId}.svg`,
  fromPrice: { currencyCode: 'EUR', centAmount: 1290 },
});

const PAGES = [
  wirePage({
    id: 'home',
    path: '/',
    title: 'Tirage',
    layout: 'home',
    banners: [
      { id: 'bf', title: 'Black Friday', link: '/black-friday/', start: WINDOW.start, end: WINDOW.end },
      { id: 'always', title: 'Livraison offerte', link: null, start: null, end: null },
    ],
    blocks: [{ id: 'home-products', type: 'productCards', data: { cards: [card('flyers', '/flyers/')] } }],
  }),
  wirePage({
    id: 'category-affiches',
    path: '/categories/affiches/',
    title: 'Affiches',
    layout: 'category',
    banners: [{ id: 'soldes', title: 'Soldes', link: null, start: null, end: WINDOW.end }],
  }),
  wirePage({
    id: 'glossary',
    path: '/glossaire/',
    title: 'Glossaire',
    layout: 'standard',
    blocks: [
      {
        id: 'glossary-terms',
        type: 'glossary',
        data: { entries: [{ term: 'Fond perdu', anchor: 'fond-perdu', definition: '2 mm autour.' }] },
      },
    ],
  }),
  wirePage({
    id: 'french-days',
    path: '/french-days/',
    title: 'French Days',
    layout: 'landing',
    offer: WINDOW,
    blocks: [
      {
        id: 'fd-1',
        type: 'hero',
        data: {
          title: 'French Days',
          text: '-15 %',
          imageUrl: '/a.svg',
          imageAlt: 'Flyers',
          link: { label: 'Voir', path: '/flyers/' },
        },
      },
      {
        id: 'fd-2',
        type: 'promoCode',
        data: { code: 'FRENCHDAYS', label: '-15 %', window: WINDOW, forNewCustomers: false },
      },
      { id: 'fd-3', type: 'countdown', data: { title: 'Plus que', window: WINDOW } },
      {
        id: 'fd-4',
        type: 'productCards',
        data: { title: 'Nos produits', cards: [card('flyers', '/flyers/')] },
      },
    ],
  }),
  wirePage({
    id: 'black-friday',
    path: '/black-friday/',
    title: 'Black Friday',
    layout: 'landing',
    offer: WINDOW,
    offerCampaign: 'black-friday',
  }),
  wirePage({
    id: 'welcome',
    path: '/bienvenue/',
    title: 'Bienvenue',
    layout: 'landing',
    blocks: [
      {
        id: 'w-1',
        type: 'promoCode',
        data: { code: 'BIENVENUE10', label: '-10 %', window: WINDOW, forNewCustomers: true },
      },
    ],
  }),
  wirePage({
    id: 'flyers',
    path: '/flyers/',
    title: 'Flyers',
    layout: 'product',
    productConfigurationId: 'flyers',
  }),
];

const payloadOf = (path: string) => {
  const page = PAGES.find((candidate) => candidate.path === path);
  return page === undefined ? undefined : { page, shop: SHOP };
};
/** The page as the catalogue port reads it: the same reading as the payload's. */
const contentOf = (path: string) => {
  const payload = payloadOf(path);
  const read = payload === undefined ? undefined : pagePayloadOf(payload);
  return read === undefined ? undefined : read.page;
};

const fetched: string[] = [];
/** The shop's payload files, as the server answers them. */
const fetchPayload = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  fetched.push(url);
  const path = url.slice(0, -'_payload.json'.length);
  const payload = payloadOf(path);
  return payload === undefined
    ? Response.json({ status: 'error', code: 404, message: `Page Not Found: ${path}` }, { status: 404 })
    : Response.json(payload);
});

beforeEach(() => {
  fetched.length = 0;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(NOW) });
  vi.stubGlobal('fetch', fetchPayload);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const request = (path: string) => new Request(`http://localhost:3000${path}`);

/** What the server's loader answers for `path`, its ports reading the same pages. */
function serverData(path: string) {
  const pageContent = async (ref: PageRef) => {
    const path = ref.kind === 'path' ? ref.path : ref.id;
    const page = contentOf(path);
    return page === undefined ? err(pageNotFound(path)) : ok(page);
  };
  const context = fakeStorefrontContext({ now: NOW, ports: { catalog: { pageContent } } });
  return loader({ request: request(path), context, params: { '*': path.slice(1) } } as never);
}

/** What the browser's loader answers for `path`; `serverLoader` says when it asks the server instead. */
function browserData(path: string) {
  const serverLoader = vi.fn(async () => 'asked the server');
  const answer = clientLoader({ request: request(path), serverLoader, params: {} } as never);
  return { answer, serverLoader };
}

describe('moving between content pages in the browser', () => {
  test.each([
    ['/', [HOME_PATH]],
    ['/categories/affiches/', ['/categories/affiches/', HOME_PATH]],
    ['/glossaire/', ['/glossaire/', HOME_PATH]],
    ['/french-days/', ['/french-days/']],
  ])('%s is built from its payload exactly as the server builds it', async (path, asked) => {
    const { answer, serverLoader } = browserData(path);
    const built = await answer;
    expect(serverLoader).not.toHaveBeenCalled();
    expect(built).toEqual(await serverData(path));
    // The page's payload, and the home page's for the shop's offers and the breadcrumb.
    expect(fetched).toEqual(asked.map(pagePayloadPath));
  });

  test('a category page shows the home page’s offers and its place in the shop', async () => {
    const built = (await browserData('/categories/affiches/').answer) as Awaited<
      ReturnType<typeof serverData>
    >;
    expect(built.offers.map((offer) => offer.id)).toEqual(['bf', 'always']);
    expect(built.banners.map((banner) => banner.id)).toEqual(['soldes']);
    expect(built.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'Tirage', item: 'http://localhost:3000/' }),
          expect.objectContaining({ name: 'Affiches', item: 'http://localhost:3000/categories/affiches/' }),
        ],
      }),
    ]);
    expect(built.renderedAt).toBe(NOW);
  });

  test.each([
    ['a product page (its flow and the cart)', '/flyers/', ['/flyers/']],
    ['a campaign’s landing page (the campaign is kept)', '/black-friday/', ['/black-friday/']],
    ['a page with a welcome code (asked of the account)', '/bienvenue/', ['/bienvenue/']],
    ['an unknown page (the 404 screen)', '/nope/', ['/nope/']],
    ['an address with a query', '/glossaire/?utm_campaign=lettre', []],
    ['an address that is not canonical', '/Glossaire', []],
  ])('%s is the server’s', async (_label, path, asked) => {
    const { answer, serverLoader } = browserData(path);
    expect(await answer).toBe('asked the server');
    expect(serverLoader).toHaveBeenCalledOnce();
    expect(fetched).toEqual(asked.map(pagePayloadPath));
  });

  test('a payload that cannot be read, or a page that moved, is the server’s', async () => {
    fetchPayload.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await browserData('/glossaire/').answer).toBe('asked the server');
    fetchPayload.mockImplementationOnce(async () => new Response('<html>', { status: 200 }));
    expect(await browserData('/glossaire/').answer).toBe('asked the server');
    const moved = pagePayloadOf(payloadOf('/glossaire/'));
    if (moved === undefined) throw new Error('no glossary');
    expect(shownFromPayload(moved.page, '/glossaire/')).toBe(true);
    expect(shownFromPayload(moved.page, '/lexique/')).toBe(false);
  });
});
