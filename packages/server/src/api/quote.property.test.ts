import { fc } from '@fast-check/vitest';
import { quoteRequestSchema, routes } from '@tirage/api-client/contract';
import { parseDate } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { FLYERS_QUOTE, openShop, rowCounts, type ShopClient } from './test-support/shop-client.js';

// Each run is an HTTP call against a real database: few runs, many shapes per run.
const RUNS = 30;

type Body = Record<string, unknown>;

/** A valid quote with one field replaced, removed or added, at the top or in `attributes`. */
const mutatedQuoteArb: fc.Arbitrary<Body> = fc.oneof(
  fc
    .record({
      key: fc.constantFrom(...Object.keys(FLYERS_QUOTE), 'totalPrice', 'unitPrice', 'price'),
      value: fc.oneof(fc.anything(), fc.constant(undefined)),
    })
    .map(({ key, value }) => ({ ...FLYERS_QUOTE, [key]: value })),
  fc
    .record({
      key: fc.constantFrom(...Object.keys(FLYERS_QUOTE.attributes), 'taxRate'),
      value: fc.oneof(fc.anything(), fc.constant(undefined)),
    })
    .map(({ key, value }) => ({ ...FLYERS_QUOTE, attributes: { ...FLYERS_QUOTE.attributes, [key]: value } })),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 4 }),
);

/** Quantities the flyers accept (multiples of 50 up to 10 000) and non-empty sets of their speeds. */
const flyersQuantitiesArb = fc.array(
  fc.integer({ min: 1, max: 200 }).map((steps) => steps * 50),
  { minLength: 1, maxLength: 6 },
);
const prioritiesArb = fc.subarray(['economy', 'standard', 'express'], { minLength: 1 });

/** Any instant of 2026-2028, to the minute. */
const instantArb = fc
  .integer({ min: 0, max: 3 * 365 * 24 * 60 })
  .map((minutes) => Temporal.Instant.from('2026-01-01T00:00:00Z').add({ minutes }));

reportPostgresSkipped('quote laws');

describe.each(eachDatabase)('quote laws on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a body the quote schema refuses is answered 400 with field errors, and nothing is written', async () => {
    const before = await rowCounts(handle);
    await fc.assert(
      fc.asyncProperty(mutatedQuoteArb, async (generated) => {
        // What the server receives is the JSON text: judge that, not the generated value.
        const body: unknown = JSON.parse(JSON.stringify(generated));
        fc.pre(!quoteRequestSchema.safeParse(body).success);
        const answer = await shop.call('product.quote', { body });
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ status: 'error', code: 400, kind: 'request.invalid' });
        expect((answer.json.errors as unknown[]).length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
    expect(await rowCounts(handle)).toEqual(before);
  });

  test('the price sets cover exactly the distinct quantities × the distinct priorities asked for', async () => {
    await fc.assert(
      fc.asyncProperty(flyersQuantitiesArb, prioritiesArb, async (quantities, priorities) => {
        const answer = await shop.call('product.quote', {
          body: { ...FLYERS_QUOTE, quantities, priorities },
        });
        const { data } = routes['product.quote'].response.parse(answer.json);
        const pairs = data.priceSets.map((set) => `${set.quantity}/${set.deliveryOption}`);
        const expected = [...new Set(quantities)].flatMap((quantity) =>
          priorities.map((priority) => `${quantity}/${priority}`),
        );
        expect(new Set(pairs).size).toBe(pairs.length);
        expect([...pairs].sort()).toEqual([...expected].sort());
        expect([...data.quantities].sort((a, b) => a - b)).toEqual(
          [...new Set(quantities)].sort((a, b) => a - b),
        );
      }),
      { numRuns: RUNS },
    );
  });

  test('whenever the order is placed, no arrival date falls on a weekend', async () => {
    await fc.assert(
      fc.asyncProperty(instantArb, async (now) => {
        shop.clock.set(now);
        const answer = await shop.call('product.quote', {
          body: { ...FLYERS_QUOTE, quantities: [100], priorities: [] },
        });
        const sets = (answer.json.data as { priceSets: { arrivalDate: string }[] }).priceSets;
        expect(sets.length).toBe(3);
        for (const set of sets) {
          const day = parseDate(set.arrivalDate);
          expect(day, set.arrivalDate).not.toBeNull();
          expect(day?.dayOfWeek, `${set.arrivalDate} ordered ${now.toString()}`).toBeLessThan(6);
          // Never before the order day either.
          const ordered = now.toZonedDateTimeISO('Europe/Paris').toPlainDate();
          if (day !== null) expect(Temporal.PlainDate.compare(day, ordered)).toBeGreaterThan(0);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
