import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { DomainError } from '../errors/errors.js';
import { cents } from '../money/money.js';
import { err, ok } from '../shared/result.js';
import { type ProductPagePorts, productPageActors } from './product-page.actors.js';
import { productPageMachine } from './product-page.machine.js';
import { fakeDeliveries, fakeQuote, fakeServicePrices, flyers, flyersPage } from './test-support/fixtures.js';

describe('productPageActors', () => {
  it('runs the page on ports: from the cart line to a priced recap and a promo check', async () => {
    const asked: string[] = [];
    const actors = productPageActors({
      catalog: {
        pageContent: async (ref) => {
          asked.push(`page:${ref.kind === 'path' ? ref.path : ref.id}`);
          return ok(flyersPage);
        },
        productConfiguration: async (id) => {
          asked.push(`configuration:${id}`);
          return ok(flyers);
        },
        validateConfiguration: async (request) => ok(request.selectedAttributes),
        inventory: async () => ok({ hasInventory: false, immediateQuantity: 0, futureAvailability: [] }),
      },
      quote: {
        quotePrices: async (request) => ok(fakeQuote(request)),
        deliveries: async (request) => ok(fakeDeliveries(request)),
        servicePrices: async (request) => ok(fakeServicePrices(request.quantities)),
      },
      promotion: {
        checkPromoCode: async (request) =>
          ok({ code: request.code, status: 'no_longer_valid', discount: undefined }),
      },
      selectionSource: {
        loadSelection: async (source) => {
          asked.push(`selection:${source.kind}`);
          return ok({ quantity: 1000 });
        },
      },
    });
    const page = createActor(productPageMachine.provide({ actors }), {
      input: {
        page: { kind: 'path', path: '/flyers/' },
        source: { kind: 'cartLine', lineId: 'l1' },
        cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
        market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
      },
    }).start();
    const snapshot = await waitFor(page, (s) => s.matches({ pipeline: 'ready' }));
    expect(asked).toEqual(['page:/flyers/', 'configuration:cfg-flyers', 'selection:cartLine']);
    expect(snapshot.context.recap?.totalExclTax).toEqual(cents(10_500, 'EUR'));
    page.send({ type: 'user.applyPromoCode', code: 'OLD' });
    const checked = await waitFor(page, (s) => s.context.promo.status !== undefined);
    expect(checked.context.promo.status).toBe('no_longer_valid');
  });
});

describe('productPageActors: one convention with fromPort', () => {
  const failure: DomainError = { kind: 'request.failed', message: 'bad gateway' };
  const failingPorts: ProductPagePorts = {
    catalog: {
      pageContent: async () => ok(flyersPage),
      productConfiguration: async () => ok(flyers),
      validateConfiguration: async () => err(failure),
      inventory: async () => err(failure),
    },
    quote: {
      quotePrices: async () => err(failure),
      deliveries: async () => err(failure),
      servicePrices: async () => err(failure),
    },
    promotion: { checkPromoCode: async () => err(failure) },
    selectionSource: { loadSelection: async () => err(failure) },
  };

  it('an error result rejects with the DomainError itself; an ok result is the output', async () => {
    const actors = productPageActors(failingPorts);
    const quoting = createActor(actors.quotePrices, {
      input: {
        configurationGraph: flyers.configurationGraph,
        selectedAttributes: {},
        quantities: [250],
        priorities: ['standard'],
        productionTime: 'standard',
        promoCode: undefined,
        market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
      },
    });
    quoting.subscribe({ error: () => undefined });
    quoting.start();
    await expect(waitFor(quoting, (s) => s.status !== 'active')).rejects.toBe(failure);
    expect(quoting.getSnapshot().status).toBe('error');

    const loading = createActor(actors.loadPageContent, {
      input: { kind: 'path', path: '/flyers/' },
    }).start();
    const done = await waitFor(loading, (s) => s.status !== 'active');
    expect(done.output).toEqual(flyersPage);
  });

  it('a port error lands in its bucket through onError', async () => {
    const page = createActor(productPageMachine.provide({ actors: productPageActors(failingPorts) }), {
      input: {
        page: { kind: 'path', path: '/flyers/' },
        source: { kind: 'default' },
        cart: { taxedTotal: cents(0, 'EUR'), editedLineTaxed: undefined },
        market: { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75001' },
      },
    }).start();
    const snapshot = await waitFor(page, (s) => s.matches({ pipeline: 'failed' }));
    expect(snapshot.context.errors['validate-product']).toBe(failure);
  });
});
