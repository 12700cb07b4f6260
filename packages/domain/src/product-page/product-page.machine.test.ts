import { toDirectedGraph } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyStateNode, createActor, waitFor } from 'xstate';
import type { DomainError } from '../errors/errors.js';
import { initError, MESSAGES, quoteError } from '../errors/errors.js';
import type { ProductConfiguration } from '../model/product.js';
import type { Delivery, Quote, ServicePrice } from '../model/quote.js';
import { cents } from '../money/money.js';
import type { PromoCodeCheck } from '../ports/promotion.port.js';
import type { DeliveryRequest, QuoteRequest } from '../ports/quote.port.js';
import { err, ok, type Result } from '../shared/result.js';
import { encodeBase64UrlJson } from '../support/base64url.js';
import { productPageMachine } from './product-page.machine.js';
import {
  fakeDeliveries,
  fakeQuote,
  flyers,
  flyersPage,
  freeQuantityFlyers,
} from './test-support/fixtures.js';
import { defaults, deferred, type Fakes, input, ready, settled, start } from './test-support/harness.js';

const eur = (amount: number) => cents(amount, 'EUR');

describe('product page: happy path', () => {
  it('reaches ready with every loading flag down and a recap', async () => {
    const { page, calls } = start();
    const snapshot = await ready(page);
    expect(snapshot.context.loading).toEqual({
      configuration: false,
      quantities: false,
      delivery: false,
      fileCheck: false,
      inventory: false,
      recap: false,
    });
    expect(snapshot.context.selection).toMatchObject({ quantity: 250, deliveryOption: 'standard' });
    // 250 copies at 10 cents, plus the file check at 5 €, VAT 20 %.
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(3000));
    expect(snapshot.context.recap?.totalInclTax).toEqual(eur(3600));
    expect(snapshot.context.recap?.exceedsMaxCartPrice).toBe(false);
    expect(snapshot.context.errors).toEqual({
      'validate-product': undefined,
      'price-quote': undefined,
      deliveries: undefined,
    });
    expect(calls.quotePrices).toEqual([
      expect.objectContaining({
        quantities: [100, 250, 500, 1000],
        priorities: ['standard', 'express'],
        productionTime: 'standard',
        promoCode: undefined,
      }),
    ]);
    expect(calls.loadDeliveries).toEqual([
      expect.objectContaining({ deliveryOptions: ['standard', 'express'], quantity: 250 }),
    ]);
    expect(calls.loadServicePrices).toEqual([
      expect.objectContaining({
        serviceKeys: ['SVC-pixart-artwork-docreview', 'SVC-pixart-design-service'],
        configurationId: 'cfg-flyers',
      }),
    ]);
    expect(snapshot.context.deliveries.map((d) => d.deliveryOption)).toEqual(['standard', 'express']);
    expect(snapshot.context.lineChanged).toBe(false);
  });

  it('raises each loading flag while its step runs', async () => {
    const configuration = deferred<Result<ProductConfiguration | undefined, DomainError>>();
    const quote = deferred<Result<Quote, DomainError>>();
    const deliveries = deferred<Result<readonly Delivery[], DomainError>>();
    const services = deferred<Result<readonly ServicePrice[], DomainError>>();
    const { page } = start({
      loadProductConfiguration: () => configuration.promise,
      quotePrices: () => quote.promise,
      loadDeliveries: () => deliveries.promise,
      loadServicePrices: () => services.promise,
    });
    expect(page.getSnapshot().value).toBe('loadingPage');
    expect(page.getSnapshot().context.loading).toMatchObject({ configuration: true, recap: false });
    let snapshot = await waitFor(page, (s) => s.matches('loadingConfiguration'));
    expect(snapshot.context.loading.configuration).toBe(true);
    configuration.resolve(ok(flyers));
    snapshot = await waitFor(page, (s) => s.matches({ pipeline: 'quoting' }));
    expect(snapshot.context.loading).toMatchObject({ configuration: false, quantities: true, recap: true });
    quote.resolve(ok(fakeQuote({ ...baseQuoteRequest, quantities: [100, 250], priorities: ['standard'] })));
    snapshot = await waitFor(page, (s) => s.matches({ pipeline: 'loadingDeliveries' }));
    expect(snapshot.context.loading).toMatchObject({ quantities: false, delivery: true, recap: true });
    deliveries.resolve(ok(fakeDeliveries({ ...baseDeliveryRequest, deliveryOptions: ['standard'] })));
    snapshot = await waitFor(page, (s) => s.matches({ pipeline: 'loadingServicePrices' }));
    expect(snapshot.context.loading).toMatchObject({ delivery: false, fileCheck: true, recap: true });
    services.resolve(ok([]));
    snapshot = await ready(page);
    expect(snapshot.context.loading.fileCheck).toBe(false);
    // Without a file-check price, the recap is the product alone.
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(2500));
  });
});

const baseQuoteRequest: QuoteRequest = {
  configurationGraph: flyers.configurationGraph,
  selectedAttributes: { format: 'A5', paper: 'matt' },
  quantities: [],
  priorities: [],
  productionTime: 'standard',
  promoCode: undefined,
  market: input().market,
};
const baseDeliveryRequest: DeliveryRequest = {
  mcpSku: 'MCP-FLY',
  deliveryOptions: [],
  quantity: 250,
  productionTime: 'standard',
  market: input().market,
};

describe('product page: stock of a product made from stock', () => {
  const envelopes = { ...flyers, madeFromStock: true };
  const inStock = { hasInventory: true, immediateQuantity: 300, futureAvailability: [] };

  it('a product printed to order never asks for stock', async () => {
    const { page, calls } = start();
    const snapshot = await ready(page);
    expect(calls.loadInventory).toEqual([]);
    expect(snapshot.context.inventory).toBeUndefined();
  });

  it('asks for the stock of the priced quantity, attributes and production time', async () => {
    const { page, calls } = start({
      loadProductConfiguration: async () => ok(envelopes),
      loadInventory: async () => ok(inStock),
    });
    const snapshot = await ready(page);
    expect(calls.loadInventory).toEqual([
      {
        mcpSku: 'MCP-FLY',
        selectedAttributes: { format: 'A5', paper: 'matt' },
        quantity: 250,
        productionTime: 'standard',
      },
    ]);
    expect(snapshot.context.inventory).toEqual(inStock);
    expect(snapshot.context.loading.inventory).toBe(false);
  });

  it('a new quantity asks again, with the stock flag up until the answer', async () => {
    const answer = deferred<Awaited<ReturnType<Fakes['loadInventory']>>>();
    let calls = 0;
    const { page } = start({
      loadProductConfiguration: async () => ok(envelopes),
      loadInventory: async () => {
        calls += 1;
        return calls === 1 ? ok(inStock) : answer.promise;
      },
    });
    await ready(page);
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    const waiting = await waitFor(page, (s) => s.context.loading.inventory);
    // The stock of 250 copies is not shown for 500.
    expect(waiting.context.inventory).toBeUndefined();
    answer.resolve(ok({ ...inStock, immediateQuantity: 120 }));
    const snapshot = await ready(page);
    expect(snapshot.context.inventory?.immediateQuantity).toBe(120);
    expect(snapshot.context.selection?.quantity).toBe(500);
  });

  it('a failed stock call leaves the page ready to order, without stock', async () => {
    const { page } = start({
      loadProductConfiguration: async () => ok(envelopes),
      loadInventory: async () => err({ kind: 'http.network', message: 'offline' }),
    });
    const snapshot = await ready(page);
    expect(snapshot.context.inventory).toBeUndefined();
    expect(snapshot.context.inventoryFailed).toBe(true);
    expect(snapshot.context.recap).toBeDefined();
  });
});

describe('product page: initialisation failures', () => {
  it('a configuration that cannot be loaded puts the page in maintenance', async () => {
    const { page } = start({
      loadProductConfiguration: async () => err({ kind: 'http.timeout', message: 't' }),
    });
    const snapshot = await settled(page);
    expect(snapshot.value).toBe('maintenance');
    expect(snapshot.context.maintenance).toBe(true);
    expect(snapshot.context.initError).toEqual(initError.noConfigurationData());
    expect(snapshot.context.errors['init-product']?.message).toBe(
      'No data retrieved from product configuration.',
    );
    expect(snapshot.context.loading.configuration).toBe(false);
  });

  it('a configuration request that throws also means maintenance', async () => {
    const { page } = start({ loadProductConfiguration: () => Promise.reject(new Error('boom')) });
    expect((await settled(page)).context.maintenance).toBe(true);
  });

  it('a configuration answered with no data puts the page in maintenance', async () => {
    const { page } = start({ loadProductConfiguration: async () => ok(undefined) });
    const snapshot = await settled(page);
    expect(snapshot.value).toBe('maintenance');
    expect(snapshot.context.maintenance).toBe(true);
    expect(snapshot.context.initError).toEqual(initError.noConfigurationData());
    expect(snapshot.context.initError?.message).toBe(MESSAGES.noConfigurationData);
    expect(snapshot.context.errors['init-product']).toEqual(initError.noConfigurationData());
    expect(snapshot.context.loading.configuration).toBe(false);
  });

  it.each([
    [{ ...flyers, attributes: [] }, MESSAGES.emptyConfiguration],
    [{ ...flyers, productionTimes: [] }, 'validProductionTimes configuration is empty!'],
  ])('an unusable configuration is an init error', async (configuration, message) => {
    const { page } = start({ loadProductConfiguration: async () => ok(configuration) });
    const snapshot = await settled(page);
    expect(snapshot.value).toBe('initFailed');
    expect(snapshot.context.initError?.message).toBe(message);
    expect(snapshot.context.maintenance).toBe(false);
  });

  it('a page that cannot be fetched, or is not a product page, is an init error', async () => {
    const notFound = start({
      loadPageContent: async () =>
        err({ kind: 'page.notFound', status: 404, path: '/x/', message: 'Page Not Found: /x/' }),
    });
    const failed = await settled(notFound.page);
    expect(failed.context.initError).toEqual(initError.productFetchFailed());
    expect(failed.context.errors['init-product']?.kind).toBe('page.notFound');

    const notProduct = start({
      loadPageContent: async () => ok({ ...flyersPage, productConfigurationId: undefined }),
    });
    expect((await settled(notProduct.page)).context.initError).toEqual(initError.noPositiveProduct());

    const thrown = start({ loadPageContent: () => Promise.reject(new Error('network')) });
    const snapshot = await settled(thrown.page);
    expect(snapshot.context.errors['init-product']?.message).toBe('Internal Server Error');
  });

  it('a machine composed without its actors stops at an init error', async () => {
    const page = createActor(productPageMachine, { input: input() }).start();
    const snapshot = await settled(page);
    expect(snapshot.value).toBe('initFailed');
  });

  it.each([
    [{ kind: 'preconfigured', encoded: undefined } as const, MESSAGES.missingPreconfiguredUrl],
    [{ kind: 'preconfigured', encoded: 'not-json' } as const, MESSAGES.noCustomSelection],
  ])('a broken preconfigured link is an init error', async (source, message) => {
    const { page } = start({}, source);
    expect((await settled(page)).context.initError?.message).toBe(message);
  });

  it('a stored selection that cannot be loaded is an init error', async () => {
    const { page } = start(
      { loadInitialSelection: async () => err({ kind: 'request.notFound', message: 'gone' }) },
      { kind: 'shortKey', key: 'k1' },
    );
    const snapshot = await settled(page);
    expect(snapshot.context.initError).toEqual(initError.noCustomSelection());
    expect(snapshot.context.errors['init-product']?.message).toBe('gone');

    const thrown = start(
      { loadInitialSelection: () => Promise.reject(new Error('x')) },
      { kind: 'design', designId: 'd' },
    );
    expect((await settled(thrown.page)).context.initError).toEqual(initError.noCustomSelection());
  });

  it('retry starts again from the page and can reach ready', async () => {
    let attempts = 0;
    const { page } = start({
      loadProductConfiguration: async () => {
        attempts += 1;
        return attempts === 1 ? err({ kind: 'http.network', message: 'offline' }) : ok(flyers);
      },
    });
    await settled(page);
    page.send({ type: 'user.retry' });
    const snapshot = await ready(page);
    expect(snapshot.context.maintenance).toBe(false);
    expect(snapshot.context.initError).toBeUndefined();
  });

  it('a preconfigured link opens with its selection', async () => {
    const encoded = encodeBase64UrlJson({ selectedAttributes: { format: 'A4' }, quantity: 500 });
    const { page } = start({}, { kind: 'preconfigured', encoded });
    const snapshot = await ready(page);
    expect(snapshot.context.selection).toMatchObject({ selectedAttributes: { format: 'A4' }, quantity: 500 });
  });
});

describe('product page: quote failures', () => {
  const emptyQuote = (quote: Partial<Quote>) => async (request: QuoteRequest) =>
    ok({ ...fakeQuote(request), ...quote });

  it.each([
    [emptyQuote({ quantities: [] }), quoteError.emptyQuantities()],
    [emptyQuote({ priceSets: [] }), quoteError.emptyPrices()],
    [
      async (request: QuoteRequest) => {
        const quote = fakeQuote(request);
        return ok({ ...quote, priceSets: quote.priceSets.filter((p) => p.quantity !== 250) });
      },
      quoteError.noDeliveries(),
    ],
  ])('a quote the page cannot use fills the price-quote bucket', async (quotePrices, error) => {
    const { page } = start({ quotePrices });
    const snapshot = await settled(page);
    expect(snapshot.matches({ pipeline: 'failed' })).toBe(true);
    expect(snapshot.context.errors['price-quote']).toEqual(error);
    expect(snapshot.context.recap).toBeUndefined();
    expect(snapshot.context.loading.recap).toBe(false);
  });

  it("deliveries without arrival dates are 'No arrival dates found for those deliveries!'", async () => {
    const { page } = start({
      loadDeliveries: async (request) =>
        ok(
          request.deliveryOptions.map((deliveryOption) => ({
            deliveryOption,
            arrivalDate: undefined,
            caveats: [],
          })),
        ),
    });
    const snapshot = await settled(page);
    expect(snapshot.context.errors.deliveries).toEqual(quoteError.noArrivalDates());
  });

  it.each([
    ['validateConfiguration', 'validate-product'],
    ['quotePrices', 'price-quote'],
    ['loadDeliveries', 'deliveries'],
    ['loadServicePrices', 'price-quote'],
  ] as const)('a failing %s fills the %s bucket, and retry recovers', async (name, bucket) => {
    let attempts = 0;
    const failing = {
      [name]: async (request: never) => {
        attempts += 1;
        if (attempts === 1) return err({ kind: 'request.failed', message: 'bad gateway' });
        if (attempts === 2) throw new Error('thrown');
        return (defaults[name] as (r: never) => unknown)(request);
      },
    } as Partial<Fakes>;
    const { page } = start(failing);
    let snapshot = await settled(page);
    expect(snapshot.context.errors[bucket]?.message).toBe('bad gateway');
    page.send({ type: 'user.retry' });
    snapshot = await waitFor(page, (s) => s.context.errors[bucket]?.message === 'Internal Server Error');
    expect(snapshot.matches({ pipeline: 'failed' })).toBe(true);
    page.send({ type: 'user.retry' });
    snapshot = await ready(page);
    expect(snapshot.context.errors[bucket]).toBeUndefined();
  });
});

describe('product page: shopper changes', () => {
  it('a quoted quantity is re-selected from the quote and the recap recomputed', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && s.context.selection?.quantity === 500,
    );
    expect(snapshot.context.priceSet?.quantity).toBe(500);
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(5500));
    expect(calls.quotePrices).toHaveLength(1);
    expect(calls.loadDeliveries).toHaveLength(2);
    expect(calls.loadServicePrices).toHaveLength(1);
  });

  it('an invalid quantity is refused with a field error and no new quote', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeQuantity', quantity: 50 });
    const snapshot = page.getSnapshot();
    expect(snapshot.matches({ pipeline: 'ready' })).toBe(true);
    expect(snapshot.context.quantityError?.kind).toBe('quantity.belowMinimum');
    expect(snapshot.context.selection?.quantity).toBe(250);
    expect(calls.quotePrices).toHaveLength(1);
    page.send({ type: 'user.changeQuantity', quantity: 1000 });
    expect(page.getSnapshot().context.quantityError).toBeUndefined();
  });

  it('a valid quantity that was not quoted asks for a new quote', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeQuantity', quantity: 300 });
    const snapshot = await ready(page);
    expect(calls.quotePrices).toHaveLength(2);
    // In list mode the quote does not hold 300: the initial quantity is kept.
    expect(snapshot.context.selection?.quantity).toBe(250);
  });

  it('an attribute change validates and quotes again', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A4' });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && calls.quotePrices.length === 2,
    );
    expect(calls.validateConfiguration).toHaveLength(2);
    expect(snapshot.context.selection?.selectedAttributes.format).toBe('A4');
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(3750 + 500));
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A0' });
    expect(page.getSnapshot().matches({ pipeline: 'ready' })).toBe(true);
  });

  it('a stale quote answer is ignored: the latest change wins', async () => {
    const pending: ReturnType<typeof deferred<Result<Quote, DomainError>>>[] = [];
    const { page, calls } = start({
      quotePrices: (request) => {
        if (request.selectedAttributes.paper === 'matt') return Promise.resolve(ok(fakeQuote(request)));
        const answer = deferred<Result<Quote, DomainError>>();
        pending.push(answer);
        return answer.promise.then((result) => (result.ok ? ok(fakeQuote(request)) : result));
      },
    });
    await ready(page);
    page.send({ type: 'user.changeAttribute', key: 'paper', value: 'gloss' });
    await waitFor(page, () => pending.length === 1);
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A4' });
    await waitFor(page, () => pending.length === 2);
    pending[1]?.resolve(ok({ quantities: [], priceSets: [] }));
    const snapshot = await ready(page);
    // The first answer arrives last and must not replace the A4 quote.
    pending[0]?.resolve(ok({ quantities: [], priceSets: [] }));
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
    expect(page.getSnapshot().context.priceSet).toEqual(snapshot.context.priceSet);
    expect(page.getSnapshot().matches({ pipeline: 'ready' })).toBe(true);
    expect(calls.quotePrices).toHaveLength(3);
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(3750 + 500));
  });

  it('a quantity typed while a quote is pending replaces that quote', async () => {
    const pending: ReturnType<typeof deferred<void>>[] = [];
    const { page, calls } = start({
      quotePrices: async (request) => {
        const gate = deferred<void>();
        pending.push(gate);
        await gate.promise;
        return ok(fakeQuote(request));
      },
    });
    await waitFor(page, (s) => s.matches({ pipeline: 'quoting' }));
    page.send({ type: 'user.changeQuantity', quantity: 50 });
    expect(page.getSnapshot().context.quantityError?.kind).toBe('quantity.belowMinimum');
    page.send({ type: 'user.changeQuantity', quantity: 1000 });
    await waitFor(page, () => pending.length === 2);
    pending[0]?.resolve();
    pending[1]?.resolve();
    const snapshot = await ready(page);
    expect(snapshot.context.selection?.quantity).toBe(1000);
    expect(calls.quotePrices).toHaveLength(2);
  });

  it('changes made while validating are kept for the quote that follows', async () => {
    const gate = deferred<void>();
    const { page, calls } = start(
      {
        validateConfiguration: async (request) => {
          await gate.promise;
          return ok(request.selectedAttributes);
        },
      },
      undefined,
    );
    await waitFor(page, (s) => s.matches({ pipeline: 'validating' }));
    page.send({ type: 'user.changeQuantity', quantity: 5 });
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    page.send({ type: 'user.setFreeQuantity', quantity: 600 });
    page.send({ type: 'user.changeProductionTime', productionTime: 'fast' });
    page.send({ type: 'user.changeDelivery', deliveryOption: 'express' });
    gate.resolve();
    const snapshot = await ready(page);
    expect(calls.quotePrices).toEqual([expect.objectContaining({ productionTime: 'fast' })]);
    expect(snapshot.context.selection).toMatchObject({ quantity: 500, productionTime: 'fast' });
  });

  it('free quantity mode quotes the quantity the shopper types', async () => {
    const { page, calls } = start({ loadProductConfiguration: async () => ok(freeQuantityFlyers) });
    await ready(page);
    page.send({ type: 'user.setFreeQuantity', quantity: 1234 });
    expect(page.getSnapshot().context.quantityError?.kind).toBe('quantity.notOnIncrement');
    page.send({ type: 'user.setFreeQuantity', quantity: 1250 });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && calls.quotePrices.length === 2,
    );
    expect(calls.quotePrices[1]).toMatchObject({ quantities: [100, 250, 500, 1250] });
    expect(snapshot.context.selection?.quantity).toBe(1250);
  });

  it('a free quantity is ignored in list mode', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.setFreeQuantity', quantity: 700 });
    expect(page.getSnapshot().context.selection?.quantity).toBe(250);
    expect(calls.quotePrices).toHaveLength(1);
  });

  it('a delivery change re-prices from the quote; an unquoted option is ignored', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeDelivery', deliveryOption: 'express' });
    let snapshot = page.getSnapshot();
    expect(snapshot.context.selection?.deliveryOption).toBe('express');
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(5000 + 500));
    page.send({ type: 'user.changeDelivery', deliveryOption: 'teleport' });
    snapshot = page.getSnapshot();
    expect(snapshot.context.selection?.deliveryOption).toBe('express');
    expect(calls.quotePrices).toHaveLength(1);
  });

  it('a production time change quotes again; an unknown one is ignored', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.changeProductionTime', productionTime: 'never' });
    expect(calls.quotePrices).toHaveLength(1);
    page.send({ type: 'user.changeProductionTime', productionTime: 'fast' });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && calls.quotePrices.length === 2,
    );
    expect(snapshot.context.recap?.totalExclTax).toEqual(eur(3125 + 500));
  });

  it('the upload type and the file check change the services of the recap', async () => {
    const { page } = start();
    await ready(page);
    page.send({ type: 'user.changeUploadType', uploadType: 'hds' });
    expect(page.getSnapshot().context.recap?.lines.map((l) => l.kind)).toEqual(['product', 'designService']);
    page.send({ type: 'user.changeUploadType', uploadType: 'upload' });
    page.send({ type: 'user.toggleFileCheck' });
    expect(page.getSnapshot().context.recap?.lines.map((l) => l.kind)).toEqual(['product']);
    expect(page.getSnapshot().context.selection?.fileCheck).toBe(false);
  });

  it('artworks and the job name are kept in the selection', async () => {
    const { page } = start();
    await ready(page);
    page.send({
      type: 'user.changeArtworks',
      artworks: [
        { name: 'Logo', quantity: 100 },
        { name: ' ', quantity: 100 },
      ],
    });
    page.send({ type: 'user.setJobName', jobName: 'Salon 2026' });
    expect(page.getSnapshot().context.selection).toMatchObject({
      artworks: [{ name: 'Logo', quantity: 100 }],
      jobName: 'Salon 2026',
    });
  });
});

describe('product page: promo code', () => {
  it('an empty code is empty_value and is not sent', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.applyPromoCode', code: '   ' });
    expect(page.getSnapshot().context.promo.status).toBe('empty_value');
    expect(calls.checkPromoCode).toHaveLength(0);
  });

  it('a valid code is applied to a new quote and shows as a promotion line', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.applyPromoCode', code: ' bf25 ' });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && calls.quotePrices.length === 2,
    );
    expect(calls.checkPromoCode).toEqual([
      expect.objectContaining({ code: 'BF25', mcpSku: 'MCP-FLY', variant: 'v1' }),
    ]);
    expect(snapshot.context.promo).toEqual({
      code: 'BF25',
      status: 'valid',
      discount: { kind: 'percent', percent: 10 },
    });
    expect(calls.quotePrices[1]).toMatchObject({ promoCode: 'BF25' });
    expect(snapshot.context.recap?.lines.map((l) => l.kind)).toEqual(['product', 'promotion', 'fileCheck']);
  });

  it('a refused code keeps the price and tells why', async () => {
    const { page, calls } = start();
    await ready(page);
    page.send({ type: 'user.applyPromoCode', code: 'NOPE' });
    const snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && s.context.promo.status !== undefined,
    );
    expect(snapshot.context.promo.status).toBe('invalid_selection');
    expect(snapshot.context.selection?.promoCode).toBeUndefined();
    expect(calls.quotePrices).toHaveLength(1);
  });

  it('a failing check is generic_error in the promocodeToggle bucket', async () => {
    let attempts = 0;
    const { page } = start({
      checkPromoCode: async () => {
        attempts += 1;
        if (attempts === 1) return err({ kind: 'http.network', message: 'offline' });
        throw new Error('boom');
      },
    });
    await ready(page);
    page.send({ type: 'user.applyPromoCode', code: 'BF25' });
    let snapshot = await waitFor(page, (s) => s.context.promo.status === 'generic_error');
    expect(snapshot.context.errors.promocodeToggle?.message).toBe('offline');
    page.send({ type: 'user.applyPromoCode', code: 'BF26' });
    snapshot = await waitFor(
      page,
      (s) => s.context.errors.promocodeToggle?.message === 'Internal Server Error',
    );
    expect(snapshot.context.promo.status).toBe('generic_error');
  });
});

describe('product page: editing a line', () => {
  it.each([
    { kind: 'cartLine', lineId: 'line-1' } as const,
    { kind: 'orderItem', orderId: 'o-1', lineItemId: 'line-1' } as const,
  ])('starts unchanged and follows the changes ($kind)', async (source) => {
    const { page, calls } = start({}, source);
    let snapshot = await ready(page);
    expect(calls.loadInitialSelection).toEqual([source]);
    expect(snapshot.context.selection).toMatchObject({ quantity: 500, deliveryOption: 'express' });
    expect(snapshot.context.lineChanged).toBe(false);
    page.send({ type: 'user.changeQuantity', quantity: 250 });
    snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && s.context.selection?.quantity === 250,
    );
    expect(snapshot.context.lineChanged).toBe(true);
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    snapshot = await waitFor(
      page,
      (s) => s.matches({ pipeline: 'ready' }) && s.context.selection?.quantity === 500,
    );
    expect(snapshot.context.lineChanged).toBe(false);
    page.send({ type: 'user.setJobName', jobName: 'renamed' });
    expect(page.getSnapshot().context.lineChanged).toBe(false);
  });
});

describe('product page: structure', () => {
  it('every state can reach ready or an error state', () => {
    const nodes: AnyStateNode[] = [];
    const visit = (node: ReturnType<typeof toDirectedGraph>) => {
      nodes.push(node.stateNode);
      node.children.forEach(visit);
    };
    visit(toDirectedGraph(productPageMachine));
    const settledIds = new Set(
      ['pipeline.ready', 'pipeline.failed', 'initFailed', 'maintenance'].map((path) => `productPage.${path}`),
    );
    const next = (node: AnyStateNode): string[] => {
      const targets: string[] = [];
      for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
        for (const transitions of current.transitions.values()) {
          for (const transition of transitions)
            for (const target of transition.target ?? []) targets.push(target.id);
        }
        for (const transition of current.always ?? [])
          for (const target of transition.target ?? []) targets.push(target.id);
      }
      const initial = node.initial?.target ?? [];
      return [...targets, ...initial.map((t: AnyStateNode) => t.id)];
    };
    const byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes.filter((n) => n.type === 'atomic')) {
      const seen = new Set<string>([node.id]);
      const queue = [node];
      while (queue.length > 0) {
        const current = queue.shift() as AnyStateNode;
        for (const id of next(current)) {
          if (seen.has(id)) continue;
          seen.add(id);
          const target = byId.get(id);
          if (target) queue.push(target);
        }
      }
      expect(
        [...seen].some((id) => settledIds.has(id)),
        node.id,
      ).toBe(true);
    }
    expect(nodes.filter((n) => n.type === 'atomic').length).toBeGreaterThanOrEqual(12);
  });
});

describe('product page: promo code stored with an edited line', () => {
  const editing = { kind: 'cartLine', lineId: 'line-1' } as const;
  const storedWith = (promoCode: string) => ({
    loadInitialSelection: async () => ok({ quantity: 500, promoCode }),
    checkPromoCode: async (request: { readonly code: string }) =>
      ok({
        code: request.code,
        status: request.code === 'BF25' ? ('valid' as const) : ('no_longer_valid' as const),
        discount: undefined,
      }),
  });

  it('a code still valid is kept and quoted', async () => {
    const { page, calls } = start(storedWith('BF25'), editing);
    const snapshot = await ready(page);
    expect(calls.checkPromoCode).toEqual([expect.objectContaining({ code: 'BF25' })]);
    expect(snapshot.context.promo.status).toBe('valid');
    expect(calls.quotePrices[0]).toMatchObject({ promoCode: 'BF25' });
    expect(snapshot.context.recap?.lines.map((l) => l.kind)).toContain('promotion');
  });

  it('an expired code is dropped with no_longer_valid', async () => {
    const { page, calls } = start(storedWith('SUMMER'), editing);
    const snapshot = await ready(page);
    expect(snapshot.context.promo).toEqual({
      code: 'SUMMER',
      status: 'no_longer_valid',
      discount: undefined,
    });
    expect(snapshot.context.selection?.promoCode).toBeUndefined();
    expect(calls.quotePrices[0]).toMatchObject({ promoCode: undefined });
  });

  it('a code refused for another reason is dropped with invalid_selection', async () => {
    const { page } = start(
      {
        loadInitialSelection: async () => ok({ promoCode: 'FLYERS-ONLY' }),
        checkPromoCode: async (request) =>
          ok({ code: request.code, status: 'generic_error', discount: undefined }),
      },
      editing,
    );
    expect((await ready(page)).context.promo.status).toBe('invalid_selection');
  });

  it('a check that fails drops the code with generic_error', async () => {
    const failing = start(
      {
        loadInitialSelection: async () => ok({ promoCode: 'BF25' }),
        checkPromoCode: async () => err({ kind: 'http.network', message: 'offline' }),
      },
      editing,
    );
    let snapshot = await ready(failing.page);
    expect(snapshot.context.promo.status).toBe('generic_error');
    expect(snapshot.context.errors.promocodeToggle?.message).toBe('offline');
    expect(snapshot.context.selection?.promoCode).toBeUndefined();

    const throwing = start(
      {
        loadInitialSelection: async () => ok({ promoCode: 'BF25' }),
        checkPromoCode: () => Promise.reject(new Error('boom')),
      },
      editing,
    );
    snapshot = await ready(throwing.page);
    expect(snapshot.context.errors.promocodeToggle?.message).toBe('Internal Server Error');
  });
});

describe('product page: a price always belongs to the selection it shows', () => {
  const a4 = (request: { readonly selectedAttributes: Readonly<Record<string, string>> }) =>
    request.selectedAttributes.format === 'A4';
  const httpError = { kind: 'request.failed', message: 'bad gateway' } as const;

  it('after a failed validation, a quoted quantity is validated again, never priced from the old quote', async () => {
    let a4Validations = 0;
    const { page, calls } = start({
      validateConfiguration: async (request) => {
        if (!a4(request)) return ok(request.selectedAttributes);
        a4Validations += 1;
        return a4Validations <= 2 ? err(httpError) : ok(request.selectedAttributes);
      },
    });
    await ready(page);
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A4' });
    let snapshot = await settled(page);
    expect(snapshot.matches({ pipeline: 'failed' })).toBe(true);
    expect(snapshot.context.priceSet).toBeUndefined();
    expect(snapshot.context.quote).toBeUndefined();
    // 500 was in the A5 quote: it must not bring the A5 price back for the A4 selection.
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    snapshot = await settled(page);
    expect(snapshot.matches({ pipeline: 'failed' })).toBe(true);
    expect(snapshot.context.errors['validate-product']).toEqual(httpError);
    expect(snapshot.context.priceSet).toBeUndefined();
    expect(calls.validateConfiguration).toHaveLength(3);
    expect(calls.quotePrices).toHaveLength(1);
    page.send({ type: 'user.changeQuantity', quantity: 1000 });
    snapshot = await ready(page);
    expect(calls.validateConfiguration).toHaveLength(4);
    expect(calls.quotePrices).toHaveLength(2);
    expect(calls.quotePrices[1]).toMatchObject({ selectedAttributes: { format: 'A4', paper: 'matt' } });
    expect(snapshot.context.priceSet).toMatchObject({ quantity: 1000, amountExclTax: eur(15_000) });
    expect(snapshot.context.selection).toMatchObject({
      quantity: 1000,
      selectedAttributes: { format: 'A4' },
    });
  });

  it('after a failed quote, a quantity of the previous quote is quoted again for the new production time', async () => {
    let fastQuotes = 0;
    const { page, calls } = start({
      quotePrices: async (request) => {
        if (request.productionTime !== 'fast') return ok(fakeQuote(request));
        fastQuotes += 1;
        return fastQuotes === 1 ? err(httpError) : ok(fakeQuote(request));
      },
    });
    await ready(page);
    page.send({ type: 'user.changeProductionTime', productionTime: 'fast' });
    let snapshot = await settled(page);
    expect(snapshot.context.errors['price-quote']).toEqual(httpError);
    expect(snapshot.context.priceSet).toBeUndefined();
    page.send({ type: 'user.changeQuantity', quantity: 500 });
    snapshot = await ready(page);
    expect(calls.quotePrices).toHaveLength(3);
    // 500 copies at 12.5 cents ('fast'), not the 'standard' 10 cents of the first quote.
    expect(snapshot.context.priceSet).toMatchObject({ quantity: 500, amountExclTax: eur(6250) });
    // Validated attributes still hold: no second validation is needed.
    expect(calls.validateConfiguration).toHaveLength(1);
  });

  it('an attribute change drops the price, the quote and the recap while it is validated', async () => {
    const gate = deferred<void>();
    let validations = 0;
    const { page } = start({
      validateConfiguration: async (request) => {
        validations += 1;
        if (validations > 1) await gate.promise;
        return ok(request.selectedAttributes);
      },
    });
    await ready(page);
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A4' });
    const snapshot = page.getSnapshot();
    expect(snapshot.matches({ pipeline: 'validating' })).toBe(true);
    expect(snapshot.context).toMatchObject({
      quote: undefined,
      quotedDeliveries: [],
      priceSet: undefined,
      recap: undefined,
      validatedAttributes: undefined,
    });
    gate.resolve();
    expect((await ready(page)).context.validatedAttributes).toEqual({ format: 'A4', paper: 'matt' });
  });
});

describe('product page: changes while the page initialises', () => {
  it('changes sent while a stored promo code is rechecked do not skip the recheck or the validation', async () => {
    const check = deferred<Result<PromoCodeCheck, DomainError>>();
    const { page, calls } = start(
      {
        loadInitialSelection: async () => ok({ quantity: 500, promoCode: 'SUMMER' }),
        checkPromoCode: () => check.promise,
      },
      { kind: 'cartLine', lineId: 'line-1' },
    );
    await waitFor(page, (s) => s.matches({ pipeline: 'recheckingPromoCode' }));
    page.send({ type: 'user.changeQuantity', quantity: 250 });
    page.send({ type: 'user.changeQuantity', quantity: 3 });
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A4' });
    page.send({ type: 'user.changeAttribute', key: 'format', value: 'A0' });
    page.send({ type: 'user.changeProductionTime', productionTime: 'fast' });
    page.send({ type: 'user.setFreeQuantity', quantity: 700 });
    expect(page.getSnapshot().matches({ pipeline: 'recheckingPromoCode' })).toBe(true);
    expect(page.getSnapshot().context.quantityError?.kind).toBe('quantity.belowMinimum');
    check.resolve(ok({ code: 'SUMMER', status: 'no_longer_valid', discount: undefined }));
    const snapshot = await ready(page);
    expect(calls.validateConfiguration).toEqual([
      expect.objectContaining({ selectedAttributes: { format: 'A4', paper: 'matt' } }),
    ]);
    expect(calls.quotePrices).toEqual([
      expect.objectContaining({
        selectedAttributes: { format: 'A4', paper: 'matt' },
        productionTime: 'fast',
        promoCode: undefined,
      }),
    ]);
    expect(snapshot.context.selection).toMatchObject({ quantity: 250, promoCode: undefined });
    expect(snapshot.context.promo.status).toBe('no_longer_valid');
    expect(snapshot.context.lineChanged).toBe(true);
  });
});
