import { fc } from '@fast-check/vitest';
import type { CatalogProduct, ExchangeRates } from '../../index.js';
import { CURRENCIES, DEMO_CATALOG, VAT_RATES } from '../../index.js';

export const productArb = fc.constantFrom(...DEMO_CATALOG.products);

/** Every quantity the product's rule accepts: the minimum plus a whole number of increments. */
export function validQuantityArb(product: CatalogProduct): fc.Arbitrary<number> {
  const { minimum, maximum = minimum, increment = 1 } = product.quantityRule;
  return fc
    .integer({ min: 0, max: Math.floor((maximum - minimum) / increment) })
    .map((k) => minimum + k * increment);
}

/** One value for every attribute, any of the product's options. */
export function attributesArb(product: CatalogProduct): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    Object.fromEntries(
      product.attributes.map((attribute) => [
        attribute.key,
        fc.constantFrom(...attribute.options.map((option) => option.value)),
      ]),
    ),
  );
}

const deliveryOptionArb = (product: CatalogProduct): fc.Arbitrary<string> =>
  fc.constantFrom(...product.deliverySpeeds.map((speed) => speed.key));

export const productionTimeArb = (product: CatalogProduct): fc.Arbitrary<string> =>
  fc.constantFrom(...product.productionTimes.map((time) => time.key));

/** Plausible configured rates: a franc or a pound between half a euro and two euros. */
export const exchangeRatesArb: fc.Arbitrary<ExchangeRates> = fc.record({
  CHF: fc.double({ min: 0.5, max: 2, noNaN: true }),
  GBP: fc.double({ min: 0.5, max: 2, noNaN: true }),
});

export const currencyArb = fc.constantFrom(...CURRENCIES);

export const countryArb = fc.constantFrom(...Object.keys(VAT_RATES));

/** A product with a full, valid selection for it. */
export const pricedJobArb = productArb.chain((product) =>
  fc.record({
    product: fc.constant(product),
    selectedAttributes: attributesArb(product),
    quantity: validQuantityArb(product),
    deliveryOption: deliveryOptionArb(product),
    productionTime: productionTimeArb(product),
    currency: currencyArb,
    exchangeRates: exchangeRatesArb,
  }),
);
