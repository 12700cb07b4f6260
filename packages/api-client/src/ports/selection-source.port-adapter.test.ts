import { initError } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { exampleWith, portsOn, sentTo } from './test-support/port-fixtures.js';

const flyersSelection = {
  selectedAttributes: { format: 'A5', paper: 'couche-350' },
  quantity: 500,
  deliveryOption: 'standard',
  productionTime: '48h',
  uploadType: 'upload',
  fileCheck: true,
  jobName: 'Salon 2026',
  artworks: [],
};

const noSelection = { ok: false, error: initError.noCustomSelection() };

describe('stored selections', () => {
  it("reopen a line of the visitor's cart, found through the session", async () => {
    const { ports, requests } = portsOn();
    expect(await ports.selectionSource.loadSelection({ kind: 'cartLine', lineId: 'line-1' })).toEqual({
      ok: true,
      value: flyersSelection,
    });
    expect(new URL(sentTo(requests, 'cart.get')[0]?.url ?? '').pathname).toBe('/api/v1/cart/cart-1');
  });

  it('carry the promo code the line was priced with, and its artworks with their rolls', async () => {
    const withCoupon = exampleWith('order.get', (order) => {
      const [line] = order.lineItems as Record<string, unknown>[];
      if (line === undefined) throw new Error('example line expected');
      line.services = [
        {
          key: 'coupon',
          unitPrice: { currencyCode: 'EUR', centAmount: -625 },
          taxRate: 20,
          serviceAttributes: { inputText: 'BF25' },
        },
      ];
      line.multiArtworkDetails = [{ name: 'Recto', quantity: 500, numberOfRolls: 1 }];
    });
    const { ports } = portsOn({ 'order.get': withCoupon });
    const loaded = await ports.selectionSource.loadSelection({
      kind: 'orderItem',
      orderId: 'ord-1',
      lineItemId: 'line-1',
    });
    expect(loaded).toEqual({
      ok: true,
      value: {
        ...flyersSelection,
        promoCode: 'BF25',
        artworks: [{ name: 'Recto', quantity: 500, rolls: 1 }],
      },
    });
  });

  it('read a short key as a selection', async () => {
    const { ports } = portsOn();
    expect(await ports.selectionSource.loadSelection({ kind: 'shortKey', key: 'a1B2c3' })).toEqual({
      ok: true,
      value: {
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        quantity: 1000,
        productionTime: '48h',
        deliveryOption: 'express',
        uploadType: 'upload',
        fileCheck: false,
        jobName: 'Newsletter novembre',
      },
    });
  });

  it("read a loss leader's offer as a selection with its promotion's code; an unknown key is 'No loss leader key found'", async () => {
    const { ports, requests } = portsOn({
      'content.lossLeaderInfo': (request) =>
        new URL(request.url).pathname.includes('inconnue')
          ? failure(404, 'No loss leader key found', { kind: 'init.noLossLeaderKey' })
          : exampleWith('content.lossLeaderInfo', () => undefined),
    });
    expect(await ports.selectionSource.loadSelection({ kind: 'lossLeader', key: 'cartes-offertes' })).toEqual(
      {
        ok: true,
        value: {
          selectedAttributes: { format: '85x55' },
          quantity: 250,
          productionTime: '5d',
          deliveryOption: 'standard',
          promoCode: 'CARTES-OFFERTES',
        },
      },
    );
    expect(new URL(sentTo(requests, 'content.lossLeaderInfo')[0]?.url ?? '').pathname).toBe(
      '/api/v1/content/loss-leader-info/cartes-offertes/',
    );
    const unknown = { ok: false, error: initError.noLossLeaderKey() };
    expect(await ports.selectionSource.loadSelection({ kind: 'lossLeader', key: 'inconnue' })).toEqual(
      unknown,
    );
    // A key no link can have is known missing without asking.
    expect(await ports.selectionSource.loadSelection({ kind: 'lossLeader', key: 'pas une clé' })).toEqual(
      unknown,
    );
    expect(sentTo(requests, 'content.lossLeaderInfo')).toHaveLength(2);
  });

  it("are 'No custom product selection found' when the line, order, cart or key is not there", async () => {
    const gone = failure(404, 'Not found', { kind: 'order.notFound' });
    const { ports } = portsOn({
      'order.get': gone,
      'product.customConfigFromKey': failure(404, 'No custom product selection found', {
        kind: 'init.noCustomSelection',
      }),
    });
    const load = ports.selectionSource.loadSelection;
    expect(await load({ kind: 'cartLine', lineId: 'line-9' })).toEqual(noSelection);
    expect(await load({ kind: 'orderItem', orderId: 'ord-9', lineItemId: 'line-1' })).toEqual(noSelection);
    expect(await load({ kind: 'shortKey', key: 'unknown' })).toEqual(noSelection);

    const withoutCart = portsOn({
      'session.get': exampleWith('session.get', (session) => {
        session.cartId = null;
      }),
    });
    expect(
      await withoutCart.ports.selectionSource.loadSelection({ kind: 'cartLine', lineId: 'line-1' }),
    ).toEqual(noSelection);
    expect(sentTo(withoutCart.requests, 'cart.get')).toEqual([]);
  });

  it("read one of the customer's designs as a selection, asked by its id", async () => {
    const { ports, requests } = portsOn();
    expect(await ports.selectionSource.loadSelection({ kind: 'design', designId: 'des-1' })).toEqual({
      ok: true,
      value: {
        selectedAttributes: { format: 'A5', paper: 'couche-350' },
        quantity: 1000,
        productionTime: '48h',
        deliveryOption: 'express',
        uploadType: 'upload',
        fileCheck: false,
        jobName: 'Newsletter novembre',
      },
    });
    expect(new URL(sentTo(requests, 'design.get')[0]?.url ?? '').pathname).toBe('/api/v1/designs/des-1');
  });

  it("answer a design that is not the customer's as no selection, and a guest's as unauthorized", async () => {
    const notFound = portsOn({ 'design.get': failure(404, 'Design not found', { kind: 'design.notFound' }) });
    expect(await notFound.ports.selectionSource.loadSelection({ kind: 'design', designId: 'des-9' })).toEqual(
      noSelection,
    );
    const guest = portsOn(
      { 'design.get': failure(401, 'Authentication required', { kind: 'auth.required' }) },
      { initialTokens: null },
    );
    expect(
      await guest.ports.selectionSource.loadSelection({ kind: 'design', designId: 'des-1' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'session.unauthorized', message: 'Authentication required', reason: 'auth.required' },
    });
  });

  it('answer a design or a key no link can have without asking', async () => {
    const { ports, requests } = portsOn();
    expect(await ports.selectionSource.loadSelection({ kind: 'design', designId: ' ' })).toEqual(noSelection);
    expect(await ports.selectionSource.loadSelection({ kind: 'design', designId: 'd'.repeat(201) })).toEqual(
      noSelection,
    );
    expect(await ports.selectionSource.loadSelection({ kind: 'shortKey', key: 'not a key!' })).toEqual(
      noSelection,
    );
    expect(requests).toEqual([]);
  });

  it('keep other failures as their domain kinds', async () => {
    const { ports } = portsOn({ 'session.get': failure(500, 'Internal Server Error') });
    expect(await ports.selectionSource.loadSelection({ kind: 'cartLine', lineId: 'line-1' })).toMatchObject({
      ok: false,
      error: { kind: 'request.failed', message: 'Internal Server Error' },
    });
  });
});
