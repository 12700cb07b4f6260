import { checkConfiguration, pageNotFound, quantityOptions } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { failure, success } from '../client/test-support/fake-fetch.js';
import { routeExamples } from '../contract/test-support/route-examples.js';
import { pagePayloadOf } from './catalog.port-adapter.js';
import { exampleWith, flyersGraph, portsOn, sentTo } from './test-support/port-fixtures.js';

const queryOf = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);

describe('page content', () => {
  it('is asked by path or by id, and its banners get instants', async () => {
    const { ports, requests } = portsOn();
    const page = await ports.catalog.pageContent({ kind: 'path', path: '/flyers/' });
    await ports.catalog.pageContent({ kind: 'id', id: 'page-flyers' });
    expect(sentTo(requests, 'content.page').map((request) => queryOf(request.url))).toEqual([
      { path: '/flyers/' },
      { id: 'page-flyers' },
    ]);
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value).toEqual({
      id: 'page-flyers',
      path: '/flyers/',
      title: 'Flyers',
      layout: 'product',
      seo: expect.objectContaining({ indexable: expect.any(Boolean) }),
      // The example's only block is of a type the storefront does not know: left out.
      blocks: [],
      banners: [
        {
          id: 'bf',
          title: 'Black Friday -25 %',
          link: '/black-friday/',
          start: expect.any(Temporal.Instant),
          end: undefined,
        },
      ],
      productConfigurationId: 'conf-1',
      offer: undefined,
      alternates: [
        { hreflang: 'fr-FR', url: 'https://www.tirage.fr/flyers/' },
        { hreflang: 'fr-BE', url: 'https://www.tirage.be/flyers/' },
        { hreflang: 'x-default', url: 'https://www.tirage.fr/flyers/' },
      ],
    });
    expect(page.value.banners[0]?.start?.equals(Temporal.Instant.from('2026-11-26T23:00:00Z'))).toBe(true);
  });

  it('reads a landing page: its blocks, the offer’s dates as instants, and leaves out a block that does not fit', async () => {
    const window = { start: '2026-11-16T00:00:00+01:00', end: '2026-11-30T23:59:59+01:00' };
    const { ports } = portsOn({
      'content.page': exampleWith('content.page', (data) => {
        data.layout = 'landing';
        data.offer = window;
        data.blocks = [
          {
            id: 'hero',
            type: 'hero',
            data: {
              title: 'Black Friday',
              text: '-25 %',
              imageUrl: '/a.svg',
              imageAlt: 'Flyers',
              link: null,
            },
          },
          {
            id: 'code',
            type: 'promoCode',
            data: { code: 'BLACKFRIDAY', label: '-25 %', window, forNewCustomers: false },
          },
          { id: 'bad-code', type: 'promoCode', data: { code: 'X', label: 'x', window: { start: 'demain' } } },
          { id: 'clock', type: 'countdown', data: { title: 'Plus que', window } },
          {
            id: 'faq',
            type: 'faq',
            data: { title: 'Questions', items: [{ question: 'Q ?', answer: 'R.' }] },
          },
          {
            id: 'tpl',
            type: 'designTemplates',
            data: {
              title: 'Modèles',
              productName: 'Flyers',
              templates: [
                {
                  id: 't1',
                  name: 'Concert',
                  thumbnailUrl: '/t1.svg',
                  designerPath: '/designer/?template=t1',
                },
              ],
            },
          },
          { id: 'bad-tpl', type: 'designTemplates', data: { title: 'Modèles', templates: 'aucun' } },
        ];
      }),
    });
    const page = await ports.catalog.pageContent({ kind: 'path', path: '/black-friday/' });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    const instants = { start: Temporal.Instant.from(window.start), end: Temporal.Instant.from(window.end) };
    expect(page.value.offer?.start.equals(instants.start)).toBe(true);
    expect(page.value.offer?.end.equals(instants.end)).toBe(true);
    expect(page.value.blocks.map((block) => block.id)).toEqual(['hero', 'code', 'clock', 'faq', 'tpl']);
    expect(page.value.blocks[0]).toEqual({
      kind: 'hero',
      id: 'hero',
      title: 'Black Friday',
      text: '-25 %',
      imageUrl: '/a.svg',
      imageAlt: 'Flyers',
      link: undefined,
    });
    const code = page.value.blocks[1];
    expect(code?.kind === 'promoCode' && code.code).toBe('BLACKFRIDAY');
    expect(code?.kind === 'promoCode' && code.window.end.equals(instants.end)).toBe(true);
  });

  it('keeps the blocks it knows, their data checked, and leaves out the others', async () => {
    const { ports } = portsOn({
      'content.page': exampleWith('content.page', (data) => {
        data.blocks = [
          { id: 'text', type: 'text', data: { text: 'Des flyers.' } },
          { id: 'bad-text', type: 'text', data: { text: 42 } },
          {
            id: 'cards',
            type: 'productCards',
            data: {
              cards: [
                {
                  configurationId: 'flyers',
                  name: 'Flyers',
                  path: '/flyers/',
                  imageUrl: '/assets/products/flyers.svg',
                  fromPrice: { centAmount: 2490, currencyCode: 'EUR' },
                },
                {
                  configurationId: 'posters',
                  name: 'Affiches',
                  path: '/affiches/',
                  imageUrl: '/assets/products/posters.svg',
                  fromPrice: null,
                },
              ],
            },
          },
          { id: 'bad-cards', type: 'productCards', data: { cards: [{ name: 'sans chemin' }] } },
          {
            id: 'terms',
            type: 'glossary',
            data: {
              entries: [{ term: 'Fond perdu', anchor: 'fond-perdu', definition: '2 mm autour du format.' }],
            },
          },
          {
            id: 'bad-terms',
            type: 'glossary',
            data: {
              entries: [{ term: 'Fond perdu', anchor: 'Fond perdu', definition: 'Une ancre à espaces.' }],
            },
          },
          { id: 'video', type: 'video', data: { url: 'https://example.com/v.mp4' } },
        ];
      }),
    });
    const page = await ports.catalog.pageContent({ kind: 'path', path: '/flyers/' });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value.blocks).toEqual([
      { kind: 'text', id: 'text', text: 'Des flyers.' },
      {
        kind: 'productCards',
        id: 'cards',
        cards: [
          {
            configurationId: 'flyers',
            name: 'Flyers',
            path: '/flyers/',
            imageUrl: '/assets/products/flyers.svg',
            fromPrice: { cents: 2490, currency: 'EUR' },
          },
          {
            configurationId: 'posters',
            name: 'Affiches',
            path: '/affiches/',
            imageUrl: '/assets/products/posters.svg',
            fromPrice: undefined,
          },
        ],
      },
      {
        kind: 'glossary',
        id: 'terms',
        entries: [{ term: 'Fond perdu', anchor: 'fond-perdu', definition: '2 mm autour du format.' }],
      },
    ]);
  });

  it("is 'Page Not Found: {path}' when the server has no such page", async () => {
    const notFound = failure(404, 'Page Not Found: /nope/', { kind: 'page.notFound' });
    const { ports } = portsOn({ 'content.page': notFound });
    expect(await ports.catalog.pageContent({ kind: 'path', path: '/nope/' })).toEqual({
      ok: false,
      error: pageNotFound('/nope/'),
    });
    expect(await ports.catalog.pageContent({ kind: 'id', id: 'page-9' })).toEqual({
      ok: false,
      error: pageNotFound('page-9'),
    });
  });
});

describe('page payloads', () => {
  const payload = structuredClone(routeExamples['content.pagePayload'].response) as {
    page: Record<string, unknown>;
    shop: Record<string, unknown>;
  };

  it('are read as the page call’s answer is, with the shop they are shown in', () => {
    const read = pagePayloadOf(payload);
    expect(read?.shop).toEqual({ locale: 'fr-FR', baseUrl: 'https://www.tirage.fr' });
    expect(read?.page).toMatchObject({ path: '/black-friday/', layout: 'landing', offerCampaign: undefined });
    expect(read?.page.blocks).toEqual([
      {
        kind: 'countdown',
        id: 'landing-black-friday-1',
        title: 'Fin de l’offre dans',
        window: { start: expect.any(Temporal.Instant), end: expect.any(Temporal.Instant) },
      },
    ]);
    expect(read?.page.offer?.end.equals(Temporal.Instant.from('2026-11-30T22:59:59Z'))).toBe(true);
  });

  it('are nothing when the JSON is not one (an error envelope, a page without its shop)', () => {
    expect(pagePayloadOf({ status: 'error', code: 404, message: 'Page Not Found: /x/' })).toBeUndefined();
    expect(pagePayloadOf({ page: payload.page })).toBeUndefined();
    expect(
      pagePayloadOf({ ...payload, shop: { ...payload.shop, baseUrl: 'javascript:alert(1)' } }),
    ).toBeUndefined();
  });
});

describe('product configuration', () => {
  it('becomes the domain configuration the product page opens with', async () => {
    const { ports, requests } = portsOn();
    const configuration = await ports.catalog.productConfiguration('conf-1');
    expect(queryOf(sentTo(requests, 'content.productConfiguration')[0]?.url)).toEqual({ id: 'conf-1' });
    if (!configuration.ok || configuration.value === undefined) throw new Error('a configuration expected');
    const value = configuration.value;
    expect(value).toEqual({
      configurationId: 'conf-1',
      mcpSku: 'FLY-A5',
      productName: 'Flyers A5',
      productGroups: ['print'],
      productFamilies: ['flyers'],
      fscCertified: true,
      noPrinting: false,
      humanDesignService: true,
      templateDisabled: false,
      imageUrl: '/assets/products/flyers.svg',
      multiArtwork: false,
      madeFromStock: false,
      configurationGraph: flyersGraph,
      attributes: [
        {
          key: 'paper',
          label: 'Papier',
          sortIndex: 1,
          hidden: false,
          selectedValue: 'couche-350',
          options: [{ value: 'couche-350', label: 'Couché mat 350 g' }],
        },
      ],
      priceOptions: {
        quantityRule: {
          type: 'listOfRanges',
          minimum: 100,
          maximum: 10_000,
          increment: 100,
          availableOptions: [],
        },
        enabledPrices: { deliverySpeed: ['standard', 'express'], productionTime: ['48h'] },
        htsCode: '4911.10',
      },
      productionTimes: [{ key: '48h', label: '48 heures' }],
      productCustomization: {
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        selectedProductFileFlow: { fileCheck: true, upload: 'upload' },
        selectedQuantityModel: { list: [100, 250, 500], mode: 'free', defaultValue: 500 },
        selectedPriority: 'standard',
        selectedProductionTime: '48h',
      },
    });
    // Absent, not undefined: the domain's optional `info` is left out when the wire says null.
    expect('info' in (value.attributes[0] ?? {})).toBe(false);
    expect(checkConfiguration(value).ok).toBe(true);
    expect(quantityOptions(value.priceOptions.quantityRule)).toHaveLength(100);
  });

  it('opens with the first valid production time when none is selected; none at all is refused by the domain', async () => {
    const withoutSelection = exampleWith('content.productConfiguration', (data) => {
      (data.features as { 'Production Time': { selected: unknown } })['Production Time'].selected = null;
      data.validProductionTimes = [
        { key: '5d', label: '5 jours' },
        { key: '48h', label: '48 heures' },
      ];
    });
    const withoutTimes = exampleWith('content.productConfiguration', (data) => {
      (data.features as { 'Production Time': { selected: unknown } })['Production Time'].selected = null;
      data.validProductionTimes = [];
    });
    const { ports } = portsOn({
      'content.productConfiguration': (request) =>
        new URL(request.url).searchParams.get('id') === 'conf-1'
          ? withoutSelection.clone()
          : withoutTimes.clone(),
    });
    const configuration = await ports.catalog.productConfiguration('conf-1');
    expect(configuration.ok && configuration.value?.productCustomization.selectedProductionTime).toBe('5d');
    const empty = await ports.catalog.productConfiguration('conf-2');
    if (!empty.ok || empty.value === undefined) throw new Error('a configuration expected');
    expect(checkConfiguration(empty.value)).toMatchObject({
      ok: false,
      error: { kind: 'init.emptyProductionTimes' },
    });
  });

  it('is undefined when the server answers without data (maintenance)', async () => {
    const { ports } = portsOn({ 'content.productConfiguration': success(null) });
    expect(await ports.catalog.productConfiguration('conf-1')).toEqual({ ok: true, value: undefined });
  });
});

describe('configuration validation', () => {
  it('sends the catalogue position with the attributes, and answers the attributes as settled', async () => {
    const { ports, requests } = portsOn({
      'product.validate': success({
        valid: false,
        configuration: { format: 'A5', paper: 'couche-250' },
        changedAttributes: ['paper'],
      }),
    });
    const settled = await ports.catalog.validateConfiguration({
      configurationGraph: { ...flyersGraph, extra: 'not sent' } as typeof flyersGraph,
      selectedAttributes: { format: 'A5', paper: 'unknown' },
    });
    expect(settled).toEqual({ ok: true, value: { format: 'A5', paper: 'couche-250' } });
    expect(sentTo(requests, 'product.validate')[0]?.body).toEqual({
      ...flyersGraph,
      configuration: { format: 'A5', paper: 'unknown' },
    });
  });
});

describe('inventory', () => {
  it('sends the configuration as the contract names it, and answers restock dates as dates', async () => {
    const { ports, requests } = portsOn({
      'product.inventory': success({
        hasInventory: true,
        immediateQuantity: 250,
        futureAvailability: [{ date: '04-12-2026', quantity: 2000 }],
      }),
    });
    const stock = await ports.catalog.inventory({
      mcpSku: 'TIR-ENV',
      selectedAttributes: { format: 'dl', paper: 'kraft' },
      quantity: 500,
      productionTime: 'standard',
    });
    expect(stock).toEqual({
      ok: true,
      value: {
        hasInventory: true,
        immediateQuantity: 250,
        futureAvailability: [{ date: Temporal.PlainDate.from('2026-12-04'), quantity: 2000 }],
      },
    });
    expect(sentTo(requests, 'product.inventory')[0]?.body).toEqual({
      mcpSku: 'TIR-ENV',
      mcpAttributes: { format: 'dl', paper: 'kraft' },
      quantity: 500,
      productionTime: 'standard',
    });
  });

  it('answers the server refusal as a domain error', async () => {
    const { ports } = portsOn({
      'product.inventory': failure(400, 'Invalid request'),
    });
    const stock = await ports.catalog.inventory({
      mcpSku: 'TIR-ENV',
      selectedAttributes: {},
      quantity: 999_999,
      productionTime: 'standard',
    });
    expect(stock).toEqual({ ok: false, error: expect.objectContaining({ message: 'Invalid request' }) });
  });
});
