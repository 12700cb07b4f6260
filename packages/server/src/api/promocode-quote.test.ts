import { fc } from '@fast-check/vitest';
import { routes } from '@tirage/api-client/contract';
import { CURRENCIES, cents, DEMO_CATALOG, quote } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CAMPAIGN_HEADER, insertPromotion } from '../promotions/index.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { FLYERS_QUOTE, openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

// Each run is an insert and two HTTP calls against a real database: few runs.
const RUNS = 25;

type PriceSet = ReturnType<
  (typeof routes)['product.quote']['response']['parse']
>['data']['priceSets'][number];

const BUSINESS_CARDS_QUOTE = {
  ...FLYERS_QUOTE,
  quantities: [100, 250],
  attributes: {
    mcpSku: 'TIR-BCD',
    entryId: 'business-cards',
    productSku: 'BCD',
    variant: 'default',
    version: '1',
    productionTime: 'standard',
    selectedAttributes: {},
  },
} as const;

const PASSWORD = 'correct horse battery staple';
let counter = 0;

reportPostgresSkipped('quotes with a promo code');

describe.each(eachDatabase)('quotes with a promo code on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  async function priceSets(
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<readonly PriceSet[]> {
    const answer = await shop.call('product.quote', { body, headers });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return routes['product.quote'].response.parse(answer.json).data.priceSets;
  }

  /** The price sets of the same quote without a code. */
  const listPrices = (body: Record<string, unknown>) => {
    const { promo: _, ...withoutPromo } = body;
    return priceSets(withoutPromo);
  };

  beforeAll(async () => {
    handle = await target.open();
    // The business cards' graph is read from the catalogue, so the test follows it if it changes.
    const cards = DEMO_CATALOG.products.find((product) => product.id === 'business-cards');
    expect(cards?.configurationGraph).toMatchObject({ mcpSku: 'TIR-BCD', productSku: 'BCD', version: '1' });
    shop = await openShop(handle);
  });
  afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a valid code discounts every price set, keeps the list price as original, and names the code', async () => {
    // Typed loosely: the quote normalises the code as the shopper's input is.
    const body = { ...FLYERS_QUOTE, promo: { code: ' decouverte-flyers ' } };
    const sets = await priceSets(body);
    const list = await listPrices(body);
    const flyers = DEMO_CATALOG.products.find((product) => product.id === 'flyers');
    if (flyers === undefined) throw new Error('no flyers in the demo catalogue');
    const expected = quote(flyers, {
      selectedAttributes: FLYERS_QUOTE.attributes.selectedAttributes,
      quantities: FLYERS_QUOTE.quantities,
      deliveryOptions: FLYERS_QUOTE.priorities,
      productionTime: 'standard',
      market: { currency: 'EUR', country: 'FR' },
      promotion: { kind: 'percentage', code: 'DECOUVERTE-FLYERS', percent: 20 },
      exchangeRates: {},
    });
    if (!expected.ok) throw new Error(expected.error.message);
    expect(sets).toHaveLength(4);
    expect(sets.map((set) => [set.quantity, set.deliveryOption, set.amountExclTax.centAmount])).toEqual(
      expected.value.priceSets.map((set) => [set.quantity, set.deliveryOption, set.amountExclTax.cents]),
    );
    sets.forEach((set, index) => {
      const before = list[index];
      expect(set.promocode).toBe('DECOUVERTE-FLYERS');
      expect(set.originalAmountExclTax).toEqual(before?.amountExclTax);
      expect(set.originalAmountInclTax).toEqual(before?.amountInclTax);
      // 20 % off, the discount rounded to the cent.
      const original = set.originalAmountExclTax.centAmount;
      expect(set.amountExclTax.centAmount).toBe(original - Math.round(original * 0.2));
      expect(set.amountExclTax.centAmount + set.vatAmount.centAmount).toBe(set.amountInclTax.centAmount);
    });
  });

  test.each([
    ['unknown', 'INCONNU'],
    ['ended', 'RENTREE2026'],
    ['still to come', 'NOEL2026'],
    ['for other products', 'CARTES5'],
    ['for a campaign that is not active', 'BLACKFRIDAY'],
    ['not even shaped like a code', 'bienvenue 10 %'],
  ])('a code %s does not fail the quote: list prices, no promocode (%s)', async (_label, code) => {
    const body = { ...FLYERS_QUOTE, promo: { code } };
    const sets = await priceSets(body);
    expect(sets.map((set) => set.promocode)).toEqual([null, null, null, null]);
    for (const set of sets) expect(set.amountExclTax).toEqual(set.originalAmountExclTax);
    expect(sets).toEqual(await listPrices(body));
  });

  test('the active campaign reaches the quote through the same header', async () => {
    const body = { ...FLYERS_QUOTE, promo: { code: 'BLACKFRIDAY' } };
    const sets = await priceSets(body, { [CAMPAIGN_HEADER]: 'black-friday' });
    for (const set of sets) {
      expect(set.promocode).toBe('BLACKFRIDAY');
      const original = set.originalAmountExclTax.centAmount;
      expect(set.amountExclTax.centAmount).toBe(original - Math.round(original * 0.25));
    }
  });

  test('a new-customer code discounts a guest’s and a new customer’s quote, not a returning customer’s', async () => {
    const body = { ...FLYERS_QUOTE, promo: { code: 'BIENVENUE10' } };
    expect((await priceSets(body)).map((set) => set.promocode)).toEqual(Array(4).fill('BIENVENUE10'));

    const email = `devis.${Date.now()}.${++counter}@example.fr`;
    const created = await shop.call('customer.create', {
      body: { email, password: PASSWORD, newsletter: false, user_category: 1 },
    });
    expect(created.status).toBe(201);
    const login = await shop.call('auth.login', { body: { email, password: PASSWORD } });
    const grant = login.json.data as { access_token: string; user: { id: string } };
    const headers = { authorization: `Bearer ${grant.access_token}` };
    expect((await priceSets(body, headers)).map((set) => set.promocode)).toEqual(
      Array(4).fill('BIENVENUE10'),
    );

    await handle.db.query('update customers set new_client = false where id = $1::uuid', [grant.user.id]);
    const returning = await priceSets(body, headers);
    expect(returning.map((set) => set.promocode)).toEqual([null, null, null, null]);
    expect(returning).toEqual(await listPrices(body));
  });

  test('a fixed amount is converted to the quote’s currency and never takes more than the price', async () => {
    const body = { ...BUSINESS_CARDS_QUOTE, currency: 'CHF', promo: { code: 'CARTES5' } };
    const sets = await priceSets(body);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect(set.promocode).toBe('CARTES5');
      expect(set.amountExclTax.currencyCode).toBe('CHF');
      // 5 € at 0.94 CHF to the euro.
      expect(set.amountExclTax.centAmount).toBe(Math.max(0, set.originalAmountExclTax.centAmount - 470));
    }
  });

  /** Any discount the table accepts: a percentage (to the hundredth) or an amount in a shop currency. */
  const discountArb = fc.oneof(
    fc
      .integer({ min: 1, max: 10_000 })
      .map((hundredths) => ({ kind: 'percent' as const, percent: hundredths / 100 })),
    fc
      .record({ amount: fc.integer({ min: 1, max: 5_000_000 }), currency: fc.constantFrom(...CURRENCIES) })
      .map(({ amount, currency }) => ({ kind: 'amount' as const, amount: cents(amount, currency) })),
  );
  const quoteArb = fc.record({
    discount: discountArb,
    currency: fc.constantFrom(...CURRENCIES),
    country: fc.constantFrom('FR', 'BE', 'LU', 'MC', 'CH'),
    quantities: fc.uniqueArray(
      fc.integer({ min: 1, max: 200 }).map((steps) => steps * 50),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
  });

  test('whatever the promotion, a discounted amount is between zero and the original, and incl. VAT = excl. + VAT', async () => {
    await fc.assert(
      fc.asyncProperty(quoteArb, async ({ discount, currency, country, quantities }) => {
        const code = `LOI-${++counter}`;
        await insertPromotion(handle.db, {
          id: `test-loi-${counter}`,
          code,
          label: 'Loi de prix',
          discount,
          filterDateStart: Temporal.Instant.from('2026-01-01T00:00:00Z'),
          filterDateEnd: Temporal.Instant.from('2027-01-01T00:00:00Z'),
          priority: 0,
          productIds: ['flyers'],
        });
        const body = { ...FLYERS_QUOTE, currency, country, quantities, priorities: [], promo: { code } };
        const sets = await priceSets(body);
        const list = await listPrices(body);
        expect(sets).toHaveLength(list.length);
        sets.forEach((set, index) => {
          expect(set.promocode).toBe(code);
          expect(set.originalAmountExclTax).toEqual(list[index]?.amountExclTax);
          expect(set.originalAmountInclTax).toEqual(list[index]?.amountInclTax);
          expect(set.amountExclTax.currencyCode).toBe(currency);
          expect(set.amountExclTax.centAmount).toBeGreaterThanOrEqual(0);
          expect(set.amountExclTax.centAmount).toBeLessThanOrEqual(set.originalAmountExclTax.centAmount);
          expect(set.amountInclTax.centAmount).toBeGreaterThanOrEqual(0);
          expect(set.amountInclTax.centAmount).toBeLessThanOrEqual(set.originalAmountInclTax.centAmount);
          expect(set.amountExclTax.centAmount + set.vatAmount.centAmount).toBe(set.amountInclTax.centAmount);
          expect(set.amountCentExclTax).toBe(set.amountExclTax.centAmount);
        });
      }),
      { numRuns: RUNS },
    );
  });
});
