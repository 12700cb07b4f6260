import { createActor, waitFor } from 'xstate';
import type { DomainError } from '../../errors/errors.js';
import type { PageContent, PageRef } from '../../model/content.js';
import type {
  ProductConfiguration,
  SelectionDraft,
  SelectionSource,
  StoredSelectionSource,
} from '../../model/product.js';
import type { Delivery, Quote, ServicePrice } from '../../model/quote.js';
import { cents } from '../../money/money.js';
import type { ConfigurationValidationRequest, InventoryRequest } from '../../ports/catalog.port.js';
import type { PromoCodeCheck, PromoCodeCheckRequest } from '../../ports/promotion.port.js';
import type { DeliveryRequest, QuoteRequest, ServicePriceRequest } from '../../ports/quote.port.js';
import type { Inventory } from '../../product/stock.js';
import { fromPort } from '../../shared/port-actor.js';
import { ok, type Result } from '../../shared/result.js';
import { type ProductPageInput, productPageMachine } from '../product-page.machine.js';
import { fakeDeliveries, fakeQuote, fakeServicePrices, flyers, flyersPage } from './fixtures.js';

export type R<T> = Promise<Result<T, DomainError>>;

/** Port fakes, each recording what it was asked. */
export interface Fakes {
  loadPageContent: (input: PageRef) => R<PageContent>;
  loadProductConfiguration: (input: string) => R<ProductConfiguration | undefined>;
  loadInitialSelection: (input: StoredSelectionSource) => R<SelectionDraft>;
  validateConfiguration: (input: ConfigurationValidationRequest) => R<Readonly<Record<string, string>>>;
  quotePrices: (input: QuoteRequest) => R<Quote>;
  loadDeliveries: (input: DeliveryRequest) => R<readonly Delivery[]>;
  loadServicePrices: (input: ServicePriceRequest) => R<readonly ServicePrice[]>;
  loadInventory: (input: InventoryRequest) => R<Inventory>;
  checkPromoCode: (input: PromoCodeCheckRequest) => R<PromoCodeCheck>;
}

export const defaults: Fakes = {
  loadPageContent: async () => ok(flyersPage),
  loadProductConfiguration: async () => ok(flyers),
  loadInitialSelection: async () =>
    ok({ quantity: 500, deliveryOption: 'express', selectedAttributes: { paper: 'gloss' } }),
  validateConfiguration: async (input) => ok(input.selectedAttributes),
  quotePrices: async (input) => ok(fakeQuote(input)),
  loadDeliveries: async (input) => ok(fakeDeliveries(input)),
  loadServicePrices: async (input) => ok(fakeServicePrices(input.quantities)),
  loadInventory: async () => ok({ hasInventory: true, immediateQuantity: 1000, futureAvailability: [] }),
  checkPromoCode: async (input) =>
    ok({
      code: input.code,
      status: input.code === 'BF25' ? 'valid' : 'invalid_selection',
      discount: input.code === 'BF25' ? { kind: 'percent', percent: 10 } : undefined,
    }),
};

export const input = (source: SelectionSource = { kind: 'default' }): ProductPageInput => ({
  page: { kind: 'path', path: '/flyers/' },
  source,
  cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
  market: { tenant: 'tirage-fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
});

export function start(overrides: Partial<Fakes> = {}, source?: SelectionSource) {
  const fakes = { ...defaults, ...overrides };
  const calls: Record<keyof Fakes, unknown[]> = {
    loadPageContent: [],
    loadProductConfiguration: [],
    loadInitialSelection: [],
    validateConfiguration: [],
    quotePrices: [],
    loadDeliveries: [],
    loadServicePrices: [],
    loadInventory: [],
    checkPromoCode: [],
  };
  // Each fake answers like a port; `fromPort` turns an error result into a rejection, as in the app.
  const recorded = <I, O>(name: keyof Fakes, port: (request: I) => R<O>) =>
    fromPort<O, I>((request) => {
      calls[name].push(request);
      return port(request);
    });
  const machine = productPageMachine.provide({
    actors: {
      loadPageContent: recorded('loadPageContent', fakes.loadPageContent),
      loadProductConfiguration: recorded('loadProductConfiguration', fakes.loadProductConfiguration),
      loadInitialSelection: recorded('loadInitialSelection', fakes.loadInitialSelection),
      validateConfiguration: recorded('validateConfiguration', fakes.validateConfiguration),
      quotePrices: recorded('quotePrices', fakes.quotePrices),
      loadDeliveries: recorded('loadDeliveries', fakes.loadDeliveries),
      loadServicePrices: recorded('loadServicePrices', fakes.loadServicePrices),
      loadInventory: recorded('loadInventory', fakes.loadInventory),
      checkPromoCode: recorded('checkPromoCode', fakes.checkPromoCode),
    },
  });
  const page = createActor(machine, { input: input(source) }).start();
  return { page, calls };
}

export type Page = ReturnType<typeof start>['page'];

export const settled = (page: Page) =>
  waitFor(page, (s) =>
    ['pipeline.ready', 'pipeline.failed', 'initFailed', 'maintenance'].some((state) =>
      s.matches(state as never),
    ),
  );
export const ready = (page: Page) => waitFor(page, (s) => s.matches({ pipeline: 'ready' }));

export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
