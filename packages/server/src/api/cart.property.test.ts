import { randomUUID } from 'node:crypto';
import { putCartItemRequestSchema } from '@tirage/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { pgliteTarget } from '../test-support/databases.js';
import { cartRowCounts, dataOf, flyersLine } from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { centAmount: number };
type Cart = {
  id: string;
  lineItems: Record<string, { price: WireMoney; taxRate: number; taxedTotalPriceWithServices: WireMoney }>;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
};

// Properties run many requests: on the embedded database, which the HTTP suites already run
// against PostgreSQL too with the same handlers.
describe('cart properties on pglite', () => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let cartId: string;

  beforeAll(async () => {
    handle = await pgliteTarget.open();
    shop = await openShop(handle);
    cartId = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { anonymousUserId: randomUUID(), currency: 'EUR', country: 'FR', locale: 'fr' },
      }),
    ).id;
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a line is the quote’s price, and incl VAT = excl + VAT rounded once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('a6', 'dl', 'a5', 'a4'),
        fc.constantFrom('couche-brillant', 'couche-mat', 'recycle'),
        fc.integer({ min: 1, max: 200 }).map((steps) => steps * 50),
        fc.constantFrom('economy', 'standard', 'express'),
        fc.constantFrom(['FR', '75011'], ['BE', '1000'], ['LU', '1009']),
        async (format, paper, quantity, delivery, [country, postalCode]) => {
          const selectedAttributes = { format, paper };
          const body = flyersLine({ quantity, shipTo: { country, postalCode } });
          Object.assign(body.productConfig as object, { selectedAttributes, deliveryOption: delivery });
          Object.assign(body.merchantInfo as object, {
            selectedAttributes,
            attributesData: [],
            selectedPriority: delivery,
            selectedDeliveryOption: delivery,
          });
          const quote = dataOf<{ priceSets: { amountExclTax: WireMoney; vatRate: number }[] }>(
            'product.quote',
            await shop.call('product.quote', {
              body: {
                ...FLYERS_QUOTE,
                country,
                zip: postalCode,
                quantities: [quantity],
                priorities: [delivery],
                attributes: { ...FLYERS_QUOTE.attributes, selectedAttributes },
              },
            }),
          );
          const cart = dataOf<Cart>(
            'cart.putItem',
            await shop.call('cart.putItem', { params: { id: cartId }, body }),
          );
          const line = Object.values(cart.lineItems).at(-1);
          await shop.call('cart.deleteItem', {
            query: { cartId, cartItemId: Object.keys(cart.lineItems).at(-1) ?? '' },
          });
          const excl = line?.price.centAmount ?? Number.NaN;
          expect(excl).toBe(quote.priceSets[0]?.amountExclTax.centAmount);
          expect(line?.taxRate).toBe(quote.priceSets[0]?.vatRate);
          const vat = Math.round((excl * (line?.taxRate ?? 0)) / 100);
          expect(line?.taxedTotalPriceWithServices.centAmount).toBe(excl + vat);
        },
      ),
      { numRuns: 25 },
    );
  });

  test('a line body the contract refuses changes nothing', async () => {
    const paths = [
      ['quantity'],
      ['currencyCode'],
      ['jobName'],
      ['shipTo', 'country'],
      ['productConfig', 'deliveryOption'],
      ['productConfig', 'selectedAttributes'],
      ['merchantInfo', 'fileFlow'],
      ['services'],
      ['totalPrice'],
      ['price'],
    ];
    const before = await cartRowCounts(handle);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue(), async (path, value) => {
        const body = structuredClone(flyersLine()) as Record<string, unknown>;
        let target = body;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
        target[path.at(-1) as string] = value;
        fc.pre(!putCartItemRequestSchema.safeParse(body).success);
        const answer = await shop.call('cart.putItem', { params: { id: cartId }, body });
        expect(answer.status).toBe(400);
      }),
      { numRuns: 60 },
    );
    expect(await cartRowCounts(handle)).toEqual(before);
  });
});
