import {
  checkConfiguration,
  DEMO_CATALOG,
  FILE_CHECK_SERVICE,
  initError,
  pageNotFound,
  quantityOptions,
  vatFromExcl,
} from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WEDNESDAY_9AM_PARIS } from '../api/test-support/shop-client.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import {
  expectOk,
  FLYERS,
  PARIS,
  type ServedShop,
  type ShopVisitor,
  serveShop,
  visitorOf,
} from './test-support/served-shop.js';

/**
 * The API client against the real server, through the domain's ports (and `client.call` where no
 * port covers a route): everything the product page and the shop's frame call.
 */
reportPostgresSkipped('the API client against the shop: product page and frame');

describe.each(eachDatabase)(
  'the API client against the shop: product page and frame on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ServedShop;
    let guest: ShopVisitor;

    beforeAll(async () => {
      handle = await target.open();
      shop = await serveShop(handle);
      guest = visitorOf(shop);
    });
    afterAll(async () => {
      await shop?.close();
      await handle?.cleanup();
    });

    const quoteOf = (promoCode: string | undefined) =>
      guest.ports.quote.quotePrices({
        configurationGraph: FLYERS.graph,
        selectedAttributes: FLYERS.attributes,
        quantities: [100, 500],
        priorities: ['standard', 'express'],
        productionTime: 'standard',
        promoCode,
        market: PARIS,
      });

    describe('the frame of every page', () => {
      test('basic config, session (read and currency switch), builds', async () => {
        const config = expectOk(await guest.client.call('config.basic', { query: { host: 'localhost' } }));
        expect(config.domain).toMatchObject({ default_iso2: 'FR', currency: 'EUR', base_locale: 'fr' });

        const session = expectOk(await guest.client.call('session.get'));
        expect(session).toMatchObject({ domainTenant: 'fr', activeCurrency: 'EUR', isLoggedInAs: false });
        // The French shop sells in euros and pounds, not in Swiss francs.
        const switched = expectOk(
          await guest.client.call('session.update', { body: { activeCurrency: 'GBP' } }),
        );
        expect(switched.activeCurrency).toBe('GBP');
        const unsold = await guest.client.call('session.update', { body: { activeCurrency: 'CHF' } });
        expect(unsold).toMatchObject({ ok: false, error: { kind: 'http.status', status: 400 } });
        const staffOnly = await guest.client.call('session.update', { body: { customTenant: 'ch' } });
        expect(staffOnly).toMatchObject({ ok: false, error: { kind: 'http.status', status: 403 } });

        const latest = expectOk(await guest.client.call('builds.latest'));
        const meta = expectOk(await guest.client.call('builds.meta', { params: { buildId: latest.id } }));
        expect(meta).toMatchObject({ id: latest.id, timestamp: latest.timestamp });
      });

      test('robots.txt and the three sitemaps', async () => {
        const robots = expectOk(await guest.client.call('content.robots'));
        expect(robots.content).toContain('Sitemap: http://localhost:3000/sitemap.xml');
        const sitemap = expectOk(await guest.client.call('content.sitemap'));
        expect(sitemap.urls.map((url) => url.path)).toContain('/flyers/');
        const landing = expectOk(await guest.client.call('content.sitemapLandingPages'));
        expect(landing.urls.map((url) => url.path)).toEqual(
          DEMO_CATALOG.pages
            .filter((page) => page.layout === 'landing')
            .map((page) => page.path)
            .sort(),
        );
        const old = expectOk(await guest.client.call('content.oldSitemap'));
        expect(old.urls.map((url) => url.path)).toContain('/impression-flyers/');
        // An old path reads as the page that replaced it, under the new path.
        const replaced = expectOk(
          await guest.ports.catalog.pageContent({ kind: 'path', path: '/impression-flyers/' }),
        );
        expect(replaced).toMatchObject({ id: 'product-flyers', path: '/flyers/' });
      });

      test('a page by path or id, and the specification error for a missing one', async () => {
        const byPath = expectOk(await guest.ports.catalog.pageContent({ kind: 'path', path: '/flyers/' }));
        expect(byPath).toMatchObject({
          id: 'product-flyers',
          layout: 'product',
          productConfigurationId: 'flyers',
        });
        const byId = expectOk(await guest.ports.catalog.pageContent({ kind: 'id', id: 'product-flyers' }));
        expect(byId).toEqual(byPath);
        const home = expectOk(await guest.ports.catalog.pageContent({ kind: 'path', path: '/' }));
        expect(home.productConfigurationId).toBeUndefined();
        expect(await guest.ports.catalog.pageContent({ kind: 'path', path: '/nulle-part/' })).toEqual({
          ok: false,
          error: pageNotFound('/nulle-part/'),
        });
      });
    });

    describe('the product page', () => {
      test('the product configuration is one the domain opens the page with', async () => {
        const configuration = expectOk(await guest.ports.catalog.productConfiguration('flyers'));
        if (configuration === undefined) throw new Error('the flyers have a configuration');
        expect(checkConfiguration(configuration).ok).toBe(true);
        expect(configuration).toMatchObject({
          configurationId: 'flyers',
          configurationGraph: FLYERS.graph,
          productCustomization: { selectedPriority: 'standard', selectedProductionTime: 'standard' },
        });
        expect(quantityOptions(configuration.priceOptions.quantityRule)[0]).toBe(50);
        const unknown = await guest.ports.catalog.productConfiguration('no-such-product');
        expect(unknown).toMatchObject({ ok: false, error: { kind: 'request.notFound' } });
      });

      test('validation settles the attributes: an unknown value takes its default', async () => {
        const settled = expectOk(
          await guest.ports.catalog.validateConfiguration({
            configurationGraph: FLYERS.graph,
            selectedAttributes: { format: 'a4', paper: 'papier-or' },
          }),
        );
        expect(settled).toMatchObject({ format: 'a4', paper: 'couche-brillant' });
      });

      test('a quote prices every quantity and delivery option, VAT included the domain way', async () => {
        const quote = expectOk(await quoteOf(undefined));
        expect(quote.quantities).toEqual([100, 500]);
        expect(quote.priceSets).toHaveLength(4);
        for (const set of quote.priceSets) {
          expect(['standard', 'express']).toContain(set.deliveryOption);
          expect(set.amountExclTax.currency).toBe('EUR');
          expect(vatFromExcl(set.amountExclTax, set.vatRate).incl).toEqual(set.amountInclTax);
          expect(set.promocode).toBeUndefined();
        }
      });

      test('a promo code is checked, then applied by the quote', async () => {
        const check = (code: string, mcpSku: string = FLYERS.graph.mcpSku) =>
          guest.ports.promotion.checkPromoCode({ code, mcpSku, variant: 'default', market: PARIS });
        expect(expectOk(await check(' decouverte-flyers '))).toEqual({
          code: 'DECOUVERTE-FLYERS',
          status: 'valid',
          discount: { kind: 'percent', percent: 20 },
        });
        expect(expectOk(await check('INCONNU')).status).toBe('generic_error');
        expect(expectOk(await check('DECOUVERTE-FLYERS', 'TIR-BCD')).status).toBe('invalid_selection');
        expect(expectOk(await check('  ')).status).toBe('empty_value');

        const plain = expectOk(await quoteOf(undefined));
        const promoted = expectOk(await quoteOf('DECOUVERTE-FLYERS'));
        for (const [index, set] of promoted.priceSets.entries()) {
          expect(set.promocode).toBe('DECOUVERTE-FLYERS');
          expect(set.originalAmountExclTax).toEqual(plain.priceSets[index]?.amountExclTax);
          expect(set.amountExclTax.cents).toBeLessThan(set.originalAmountExclTax.cents);
        }
      });

      test('deliveries are dated after the order day, in the order asked', async () => {
        const deliveries = expectOk(
          await guest.ports.quote.deliveries({
            mcpSku: FLYERS.graph.mcpSku,
            deliveryOptions: ['express', 'standard', 'economy'],
            quantity: 500,
            productionTime: 'standard',
            market: PARIS,
          }),
        );
        expect(deliveries.map((delivery) => delivery.deliveryOption)).toEqual([
          'express',
          'standard',
          'economy',
        ]);
        const today = WEDNESDAY_9AM_PARIS.toZonedDateTimeISO('Europe/Paris').toPlainDate();
        const dates = deliveries.map((delivery) => delivery.arrivalDate);
        for (const date of dates) {
          if (date === undefined) throw new Error('every option is dated');
          expect(Temporal.PlainDate.compare(date, today)).toBe(1);
        }
        const [express, standard, economy] = dates as Temporal.PlainDate[];
        expect(
          Temporal.PlainDate.compare(express as Temporal.PlainDate, standard as Temporal.PlainDate),
        ).toBe(-1);
        expect(
          Temporal.PlainDate.compare(standard as Temporal.PlainDate, economy as Temporal.PlainDate),
        ).toBe(-1);
      });

      test('service prices name the product by its configuration id', async () => {
        const prices = expectOk(
          await guest.ports.quote.servicePrices({
            serviceKeys: [FILE_CHECK_SERVICE],
            configurationId: FLYERS.configurationId,
            configurationGraph: FLYERS.graph,
            quantities: [100, 500],
            selectedAttributes: FLYERS.attributes,
            market: PARIS,
          }),
        );
        expect(prices).toEqual([
          {
            key: FILE_CHECK_SERVICE,
            quantity: 100,
            amountExclTax: { cents: 490, currency: 'EUR' },
            vatRate: 20,
          },
          {
            key: FILE_CHECK_SERVICE,
            quantity: 500,
            amountExclTax: { cents: 490, currency: 'EUR' },
            vatRate: 20,
          },
        ]);
      });

      test('inventory of a product printed to order', async () => {
        const stock = expectOk(
          await guest.client.call('product.inventory', {
            body: { mcpSku: 'TIR-STK', mcpAttributes: {}, quantity: 100, productionTime: 'standard' },
          }),
        );
        expect(stock).toEqual({ hasInventory: false, immediateQuantity: 0, futureAvailability: [] });
      });

      test('design templates, twenty at most', async () => {
        const page = expectOk(
          await guest.client.call('design.templates', { query: { mcpSku: 'TIR-FLY', limit: 2, offset: 0 } }),
        );
        expect(page.total).toBeGreaterThan(0);
        expect(page.templates).toHaveLength(Math.min(2, page.total));
      });

      test('product instructions of the product pages', async () => {
        const guide = { title: 'Gabarit A5', fileUrl: 'https://cdn.example.fr/gabarits/flyers-a5.pdf' };
        await handle.db.query(
          `update content_pages set payload = jsonb_set(payload, '{instructions}', $1::jsonb) where id = 'product-flyers'`,
          [JSON.stringify([guide])],
        );
        expect(
          expectOk(await guest.ports.content.productInstructions(['product-flyers', 'unknown-page'])),
        ).toEqual([guide]);
        expect(expectOk(await guest.ports.content.productInstructions([]))).toEqual([]);
      });

      test('the catalogue’s categories, named, at the path of their page', async () => {
        const categories = expectOk(await guest.ports.content.categories());
        expect(categories.map(({ name }) => name)).toEqual([
          'Affiches',
          'Cartes de visite',
          'Étiquettes et autocollants',
          'Flyers et dépliants',
          'Papeterie',
        ]);
        expect(categories[0]).toEqual({
          id: 'category-affiches',
          name: 'Affiches',
          path: '/categories/affiches/',
        });
      });
    });

    describe('links into the product page', () => {
      test("a loss-leader offer, and its promotion checked by id; 'No loss leader key found' otherwise", async () => {
        const offer = expectOk(await guest.ports.content.lossLeaderInfo('flyers-decouverte'));
        expect(offer).toMatchObject({
          lossLeaderKey: 'flyers-decouverte',
          productConfigurationId: 'flyers',
          productionTime: 'standard',
          selectedPriority: 'standard',
          quantity: 250,
        });
        const byId = expectOk(
          await guest.client.call('promocode.checkId', {
            body: {
              promocodeId: offer.promocodeId,
              mcpSku: 'TIR-FLY',
              variant: 'default',
              currency: 'EUR',
              country: 'FR',
              zip: '75011',
            },
          }),
        );
        expect(byId).toMatchObject({ isValid: true, code: 'DECOUVERTE-FLYERS' });
        expect(await guest.ports.content.lossLeaderInfo('plus-d-offre')).toEqual({
          ok: false,
          error: initError.noLossLeaderKey(),
        });
      });

      test('a selection saved behind a short key reopens through the selection source', async () => {
        const config = {
          selectedAttributes: { format: 'a5', paper: 'couche-mat' },
          quantity: 1000,
          productionTime: 'standard',
          selectedPriority: 'express',
          uploadType: 'upload',
          fileCheck: true,
          jobName: 'Fête de la musique',
        } as const;
        const { key } = expectOk(
          await guest.client.call('product.generateCustomConfigUrl', {
            body: { config, productConfigurationId: 'flyers' },
          }),
        );
        expect(expectOk(await guest.ports.selectionSource.loadSelection({ kind: 'shortKey', key }))).toEqual({
          selectedAttributes: { format: 'a5', paper: 'couche-mat' },
          quantity: 1000,
          productionTime: 'standard',
          deliveryOption: 'express',
          uploadType: 'upload',
          fileCheck: true,
          jobName: 'Fête de la musique',
        });
        expect(
          await guest.ports.selectionSource.loadSelection({ kind: 'shortKey', key: 'nokey123' }),
        ).toEqual({
          ok: false,
          error: initError.noCustomSelection(),
        });
      });
    });
  },
);
