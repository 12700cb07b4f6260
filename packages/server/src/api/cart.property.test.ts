import { randomUUID } from 'node:crypto';
import { putCartItemRequestSchema } from '@tirage/api-client/contract';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { pgliteTarget } from '../test-support/databases.js';
import {
  bearer,
  cartRowCounts,
  dataOf,
  flyersLine,
  PASSWORD,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
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

  test('over random baskets, addresses and buyers, the quote, the cart and the order agree to the cent', async () => {
    const customers: Record<'company' | 'private', Record<string, string>> = { company: {}, private: {} };
    for (const [kind, category] of [
      ['company', 1],
      ['private', 2],
    ] as const) {
      const email = uniqueEmail(`tva-${kind}`);
      dataOf(
        'customer.create',
        await shop.call('customer.create', {
          body: { email, password: PASSWORD, newsletter: false, user_category: category },
        }),
      );
      const grant = dataOf<{ access_token: string }>(
        'auth.login',
        await shop.call('auth.login', { body: { email, password: PASSWORD } }),
      );
      customers[kind] = bearer(grant.access_token);
    }
    const places = [
      { country: 'FR', postalCode: '75011', city: 'Paris' },
      { country: 'FR', postalCode: '97400', city: 'Saint-Denis' },
      { country: 'FR', postalCode: '97300', city: 'Cayenne' },
      { country: 'FR', postalCode: '20000', city: 'Ajaccio' },
      { country: 'BE', postalCode: '1000', city: 'Bruxelles' },
      { country: 'LU', postalCode: '1009', city: 'Luxembourg' },
      { country: 'MC', postalCode: '98000', city: 'Monaco' },
    ];
    const vatNumbers = [undefined, 'BE0411905847', 'FR40303265045', 'BE0411905848'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 40 }).map((steps) => steps * 50),
            format: fc.constantFrom('a6', 'a5', 'a4'),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.constantFrom(...places),
        fc.constantFrom(...places),
        fc.constantFrom<'company' | 'private'>('company', 'private'),
        fc.constantFrom(...vatNumbers),
        async (jobs, shipping, billing, kind, vatNumber) => {
          const auth = customers[kind];
          const cart = dataOf<Cart>(
            'cart.open',
            await shop.call('cart.open', {
              body: { currency: 'EUR', country: 'FR', locale: 'fr', forceCreate: true },
              headers: auth,
            }),
          );
          for (const job of jobs) {
            const selectedAttributes = { format: job.format, paper: 'couche-brillant' };
            const body = flyersLine({ quantity: job.quantity });
            Object.assign(body.productConfig as object, { selectedAttributes });
            Object.assign(body.merchantInfo as object, { selectedAttributes, attributesData: [] });
            dataOf(
              'cart.putItem',
              await shop.call('cart.putItem', { params: { id: cart.id }, body, headers: auth }),
            );
          }
          const address = (place: (typeof places)[number]) => ({
            ...PARIS_ADDRESS,
            ...place,
            street: '1 rue du Port',
          });
          const filled = dataOf<Cart & { vatMention: string | null }>(
            'cart.setAddress',
            await shop.call('cart.setAddress', {
              params: { id: cart.id },
              body: {
                shippingAddress: address(shipping),
                billingAddress: { ...address(billing), ...(vatNumber === undefined ? {} : { vatNumber }) },
              },
              headers: auth,
            }),
          );
          // The product page's quote, naming the cart, gives each line's price to the cent.
          for (const line of Object.values(filled.lineItems)) {
            const { format } = (
              line as unknown as { merchantInfo: { selectedAttributes: { format: string } } }
            ).merchantInfo.selectedAttributes;
            const quantity = (line as unknown as { quantity: number }).quantity;
            const quoted = dataOf<{ priceSets: { amountInclTax: WireMoney; vatRate: number }[] }>(
              'product.quote',
              await shop.call('product.quote', {
                body: {
                  ...FLYERS_QUOTE,
                  cart: { id: cart.id },
                  quantities: [quantity],
                  priorities: ['standard'],
                  attributes: {
                    ...FLYERS_QUOTE.attributes,
                    selectedAttributes: { format, paper: 'couche-brillant' },
                  },
                },
                headers: auth,
              }),
            );
            expect(quoted.priceSets[0]?.vatRate).toBe(line.taxRate);
            expect(quoted.priceSets[0]?.amountInclTax.centAmount).toBe(
              line.taxedTotalPriceWithServices.centAmount,
            );
          }
          const lines = Object.values(filled.lineItems);
          expect(filled.taxedPrice.centAmount).toBe(
            lines.reduce((total, line) => total + line.taxedTotalPriceWithServices.centAmount, 0),
          );
          // A reverse charge only for a company with a valid number of another member state.
          const reverse = kind === 'company' && vatNumber === 'BE0411905847' && billing.country === 'BE';
          if (reverse) expect(lines.every((line) => line.taxRate === 0)).toBe(true);
          if (kind === 'private') expect(filled.vatMention ?? '').not.toMatch(/Autoliquidation/);

          const placed = dataOf<{ id: string }>(
            'cart.checkout',
            await shop.call('cart.checkout', {
              params: { id: cart.id },
              body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
              headers: { ...auth, 'idempotency-key': randomUUID() },
            }),
          );
          const order = dataOf<{ totalPrice: WireMoney; taxedPrice: WireMoney; vatMention: string | null }>(
            'order.get',
            await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
          );
          expect(order.totalPrice.centAmount).toBe(filled.totalPrice.centAmount);
          expect(order.taxedPrice.centAmount).toBe(filled.taxedPrice.centAmount);
          expect(order.vatMention).toBe(filled.vatMention ?? null);
        },
      ),
      { numRuns: 20 },
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
