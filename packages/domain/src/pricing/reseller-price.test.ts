import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cents,
  percentOf,
  quote,
  resellerDiscountPercent,
  resellerPrice,
  roundHalfAwayFromZero,
  unwrap,
  vatFromExcl,
} from '../index.js';
import {
  countryArb,
  currencyArb,
  exchangeRatesArb,
  pricedJobArb,
  validQuantityArb,
} from './test-support/pricing.arb.js';

/** A discount a shop may configure: 0 to 100 %, to the hundredth of a percent. */
const percentArb = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
const priceArb = fc
  .tuple(fc.integer({ min: 0, max: 100_000_000 }), currencyArb)
  .map(([c, cur]) => cents(c, cur));

describe('the premium reseller price', () => {
  test.prop([priceArb, percentArb])(
    'never exceeds the public price, never goes below zero',
    (list, percent) => {
      const price = resellerPrice(list, percent);
      expect(price.currency).toBe(list.currency);
      expect(Number.isSafeInteger(price.cents)).toBe(true);
      expect(price.cents).toBeLessThanOrEqual(list.cents);
      expect(price.cents).toBeGreaterThanOrEqual(0);
    },
  );

  test.prop([priceArb, percentArb])('is cheaper by exactly the discount, rounded once', (list, percent) => {
    expect(list.cents - resellerPrice(list, percent).cents).toBe(
      roundHalfAwayFromZero((list.cents * percent) / 100),
    );
  });

  test.prop([priceArb, percentArb, percentArb])(
    'a larger discount never gives a dearer price',
    (list, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(resellerPrice(list, high).cents).toBeLessThanOrEqual(resellerPrice(list, low).cents);
    },
  );

  it('rounds a half hundredth of discount away from zero, and keeps a percentage within 0–100', () => {
    // 10 % of 12,35 is 1,235: the discount is 1,24.
    expect(resellerPrice(cents(1235, 'EUR'), 10)).toEqual(cents(1111, 'EUR'));
    expect(resellerPrice(cents(1000, 'EUR'), 150)).toEqual(cents(0, 'EUR'));
    expect(resellerPrice(cents(1000, 'EUR'), -5)).toEqual(cents(1000, 'EUR'));
    expect(percentOf(cents(1000, 'EUR'), Number.NaN)).toEqual(cents(0, 'EUR'));
  });

  it('applies to premium resellers in a shop that has a discount only', () => {
    expect(resellerDiscountPercent({ reseller_discount_percent: 10 }, true)).toBe(10);
    expect(resellerDiscountPercent({ reseller_discount_percent: 10 }, false)).toBeUndefined();
    expect(resellerDiscountPercent({ reseller_discount_percent: 0 }, true)).toBeUndefined();
    expect(resellerDiscountPercent({}, true)).toBeUndefined();
  });
});

describe('a premium reseller’s quote', () => {
  const resellerQuoteArb = pricedJobArb.chain((job) =>
    fc.record({
      job: fc.constant(job),
      quantities: fc.uniqueArray(validQuantityArb(job.product), { minLength: 1, maxLength: 3 }),
      country: countryArb,
      currency: currencyArb,
      rates: exchangeRatesArb,
      percent: percentArb,
    }),
  );

  test.prop([resellerQuoteArb])(
    'is the public quote less the discount: never dearer, incl. VAT = excl. + VAT with one rounding',
    ({ job, quantities, country, currency, rates, percent }) => {
      const input = {
        selectedAttributes: job.selectedAttributes,
        quantities,
        deliveryOptions: [job.deliveryOption],
        productionTime: job.productionTime,
        market: { currency, country },
        promotion: undefined,
        exchangeRates: rates,
      };
      const publicQuote = unwrap(quote(job.product, input));
      const resellerQuote = unwrap(quote(job.product, { ...input, resellerDiscountPercent: percent }));
      expect(resellerQuote.quantities).toEqual(publicQuote.quantities);
      resellerQuote.priceSets.forEach((set, index) => {
        const publicSet = publicQuote.priceSets[index];
        if (publicSet === undefined) throw new Error('one public price set per reseller price set');
        expect(set.publicAmountExclTax).toEqual(publicSet.amountExclTax);
        expect(set.publicAmountInclTax).toEqual(publicSet.amountInclTax);
        expect(set.amountExclTax).toEqual(resellerPrice(publicSet.amountExclTax, percent));
        expect(set.amountExclTax.cents).toBeLessThanOrEqual(publicSet.amountExclTax.cents);
        expect(set.amountInclTax.cents).toBeLessThanOrEqual(publicSet.amountInclTax.cents);
        const taxed = vatFromExcl(set.amountExclTax, set.vatRate);
        expect(set.vatAmount).toEqual(taxed.vat);
        expect(set.amountInclTax.cents).toBe(set.amountExclTax.cents + set.vatAmount.cents);
      });
      for (const set of publicQuote.priceSets) expect(set.publicAmountExclTax).toBeUndefined();
    },
  );
});
