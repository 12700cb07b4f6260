import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '../index.js';
import {
  type AcceptedPromotion,
  type CurrencyCode,
  cents,
  DEMO_CATALOG,
  DESIGN_SERVICE,
  type ExchangeRates,
  FILE_CHECK_SERVICE,
  findProduct,
  type Money,
  type PriceRequest,
  type PricingError,
  priceExclVat,
  promoDiscount,
  quote,
  type Result,
  servicePrices,
  toHundredths,
  unitCostHundredths,
  unwrap,
} from '../index.js';
import {
  attributesArb,
  countryArb,
  currencyArb,
  exchangeRatesArb,
  pricedJobArb,
  productArb,
  productionTimeArb,
  validQuantityArb,
} from './test-support/pricing.arb.js';

function product(id: string): CatalogProduct {
  const found = findProduct(DEMO_CATALOG, id);
  if (found === undefined) throw new Error(`No demo product ${id}`);
  return found;
}

const flyers = product('flyers');
const NO_RATES: ExchangeRates = {};
const RATES: ExchangeRates = { CHF: 0.94, GBP: 0.86 };

function price(
  request: Omit<PriceRequest, 'currency' | 'exchangeRates'> & Partial<PriceRequest>,
  of = flyers,
): Money {
  return unwrap(priceExclVat(of, { currency: 'EUR', exchangeRates: NO_RATES, ...request }));
}

function errorKind<T>(result: Result<T, PricingError>): string {
  return result.ok ? 'ok' : result.error.kind;
}

/** `a / qa <= b / qb`, compared without division so rounding never decides. */
const unitPriceAtMost = (a: Money, qa: number, b: Money, qb: number): boolean =>
  a.cents * toHundredths(qb) <= b.cents * toHundredths(qa);

describe('list price', () => {
  it('adds set-up, unit cost and surcharges, then applies the delivery factor and rounds once', () => {
    // Unit cost at 500: 1.2 + 6.8 × 1500 / 2000 = 6.3; A5 +0.6 and recto-verso +0.8 give 7.7.
    // 1500 + 7.7 × 500 = 5350 hundredths.
    const selection = { selectedAttributes: {}, quantity: 500, productionTime: 'standard' };
    expect(price({ ...selection, deliveryOption: 'standard' })).toEqual(cents(5350, 'EUR'));
    expect(price({ ...selection, deliveryOption: 'economy' })).toEqual(cents(4815, 'EUR'));
    // 5350 × 1.35 = 7222.5, rounded half away from zero.
    expect(price({ ...selection, deliveryOption: 'express' })).toEqual(cents(7223, 'EUR'));
  });

  it('counts a fixed surcharge once and a per-unit surcharge per copy', () => {
    const base = { quantity: 1000, deliveryOption: 'standard', productionTime: 'standard' };
    const plain = price({ ...base, selectedAttributes: { finishing: 'none' } });
    const laminated = price({ ...base, selectedAttributes: { finishing: 'pelliculage-mat' } });
    expect(laminated.cents - plain.cents).toBe(900 + 1.5 * 1000);
  });

  it('converts to francs and pounds inside the one rounding', () => {
    const request = {
      selectedAttributes: {},
      quantity: 500,
      deliveryOption: 'standard',
      productionTime: 'standard',
    };
    expect(price({ ...request, currency: 'CHF', exchangeRates: RATES })).toEqual(cents(5029, 'CHF'));
    expect(price({ ...request, currency: 'GBP', exchangeRates: RATES })).toEqual(cents(4601, 'GBP'));
  });

  it('refuses a quantity the rule refuses, with the quantity error', () => {
    const request = { selectedAttributes: {}, deliveryOption: 'standard', productionTime: 'standard' };
    const at = (quantity: number) =>
      errorKind(priceExclVat(flyers, { ...request, quantity, currency: 'EUR', exchangeRates: NO_RATES }));
    expect(at(0)).toBe('quantity.notPositive');
    expect(at(25)).toBe('quantity.belowMinimum');
    expect(at(10_050)).toBe('quantity.aboveMaximum');
    expect(at(120)).toBe('quantity.notOnIncrement');
    expect(at(Number.NaN)).toBe('quantity.notANumber');
  });

  it('refuses unknown attributes, values, delivery options, production times and currencies without a rate', () => {
    const request: PriceRequest = {
      selectedAttributes: {},
      quantity: 500,
      deliveryOption: 'standard',
      productionTime: 'standard',
      currency: 'EUR',
      exchangeRates: NO_RATES,
    };
    expect(errorKind(priceExclVat(flyers, { ...request, selectedAttributes: { format: 'a3' } }))).toBe(
      'pricing.unknownAttributeValue',
    );
    expect(errorKind(priceExclVat(flyers, { ...request, selectedAttributes: { colour: 'pink' } }))).toBe(
      'pricing.unknownAttribute',
    );
    expect(errorKind(priceExclVat(flyers, { ...request, deliveryOption: 'overnight' }))).toBe(
      'pricing.unknownDeliveryOption',
    );
    expect(errorKind(priceExclVat(flyers, { ...request, productionTime: 'same-day' }))).toBe(
      'pricing.unknownProductionTime',
    );
    expect(errorKind(priceExclVat(flyers, { ...request, currency: 'CHF' }))).toBe(
      'pricing.missingExchangeRate',
    );
    // Roll labels are not sold with economy delivery.
    expect(errorKind(priceExclVat(product('roll-labels'), { ...request, deliveryOption: 'economy' }))).toBe(
      'pricing.unknownDeliveryOption',
    );
  });

  test.prop([productArb, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 })])(
    'the unit cost never rises with quantity',
    (of, a, b) => {
      const [small, large] = a <= b ? [a, b] : [b, a];
      expect(unitCostHundredths(of.priceTable, large)).toBeLessThanOrEqual(
        unitCostHundredths(of.priceTable, small),
      );
    },
  );

  test.prop([
    pricedJobArb.chain((job) => fc.record({ job: fc.constant(job), other: validQuantityArb(job.product) })),
  ])('the unit price never rises with quantity', ({ job, other }) => {
    const [small, large] = job.quantity <= other ? [job.quantity, other] : [other, job.quantity];
    const smallPrice = unwrap(priceExclVat(job.product, { ...job, quantity: small }));
    const largePrice = unwrap(priceExclVat(job.product, { ...job, quantity: large }));
    expect(unitPriceAtMost(largePrice, large, smallPrice, small)).toBe(true);
  });

  it.each(DEMO_CATALOG.products.map((of) => [of.id, of] as const))(
    'the unit price of %s never rises from one valid quantity to the next, for every option, speed and time',
    (_, of) => {
      const { minimum, maximum = minimum, increment = 1 } = of.quantityRule;
      // The dearest and the cheapest options bound every selection's fixed and per-unit parts.
      const selections = [
        Object.fromEntries(of.attributes.map((a) => [a.key, a.options[0]?.value ?? a.defaultValue])),
        Object.fromEntries(
          of.attributes.map((a) => {
            const dearest = [...a.options].sort(
              (x, y) => (y.surcharge?.perUnitHundredths ?? 0) - (x.surcharge?.perUnitHundredths ?? 0),
            )[0];
            return [a.key, dearest?.value ?? a.defaultValue];
          }),
        ),
      ];
      for (const selectedAttributes of selections) {
        for (const speed of of.deliverySpeeds) {
          for (const time of of.productionTimes) {
            let previous: { quantity: number; amount: Money } | undefined;
            for (let quantity = minimum; quantity <= maximum; quantity += increment) {
              const amount = price(
                { selectedAttributes, quantity, deliveryOption: speed.key, productionTime: time.key },
                of,
              );
              if (previous !== undefined) {
                expect(unitPriceAtMost(amount, quantity, previous.amount, previous.quantity)).toBe(true);
              }
              previous = { quantity, amount };
            }
          }
        }
      }
    },
  );

  test.prop([pricedJobArb])('faster delivery never costs less', (job) => {
    const bySpeed = [...job.product.deliverySpeeds].sort(
      (a, b) => b.shippingWorkingDays - a.shippingWorkingDays,
    );
    const amounts = bySpeed.map(
      (speed) => unwrap(priceExclVat(job.product, { ...job, deliveryOption: speed.key })).cents,
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test.prop([pricedJobArb])('faster production never costs less', (job) => {
    const byTime = [...job.product.productionTimes].sort((a, b) => b.workingDays - a.workingDays);
    const amounts = byTime.map(
      (time) => unwrap(priceExclVat(job.product, { ...job, productionTime: time.key })).cents,
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  test.prop([pricedJobArb])(
    'a price is a positive whole number of hundredths in the asked currency',
    (job) => {
      const amount = unwrap(priceExclVat(job.product, job));
      expect(Number.isSafeInteger(amount.cents)).toBe(true);
      expect(amount.cents).toBeGreaterThan(0);
      expect(amount.currency).toBe(job.currency);
    },
  );
});

const promotionArb: fc.Arbitrary<AcceptedPromotion> = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    code: fc.constant('PROMO'),
    percent: fc.oneof(fc.double({ min: -50, max: 150, noNaN: true }), fc.constantFrom(0, 100, Number.NaN)),
  }),
  fc.record({
    kind: fc.constant('fixed' as const),
    code: fc.constant('PROMO'),
    amount: fc
      .record({ cents: fc.integer({ min: -10_000, max: 1_000_000 }), currency: currencyArb })
      .map(({ cents: amount, currency }) => cents(amount, currency)),
  }),
);

describe('promotions', () => {
  it('takes a percentage off, rounded once', () => {
    const original = cents(5350, 'EUR');
    expect(
      unwrap(promoDiscount(original, { kind: 'percentage', code: 'BF25', percent: 25 }, NO_RATES)),
    ).toEqual(cents(1338, 'EUR'));
  });

  it('takes a fixed amount off, converted to the price currency, but never more than the price', () => {
    const tenEuros: AcceptedPromotion = { kind: 'fixed', code: 'DIX', amount: cents(1000, 'EUR') };
    expect(unwrap(promoDiscount(cents(5029, 'CHF'), tenEuros, RATES))).toEqual(cents(940, 'CHF'));
    expect(unwrap(promoDiscount(cents(600, 'EUR'), tenEuros, NO_RATES))).toEqual(cents(600, 'EUR'));
  });

  test.prop([pricedJobArb, promotionArb, countryArb])(
    'a promotion never makes a price negative and never raises it',
    (job, promotion, country) => {
      const quoted = unwrap(
        quote(job.product, {
          selectedAttributes: job.selectedAttributes,
          quantities: [job.quantity],
          deliveryOptions: [job.deliveryOption],
          productionTime: job.productionTime,
          market: { currency: job.currency, country },
          promotion,
          exchangeRates: job.exchangeRates,
        }),
      );
      for (const set of quoted.priceSets) {
        expect(set.amountExclTax.cents).toBeGreaterThanOrEqual(0);
        expect(set.amountInclTax.cents).toBeGreaterThanOrEqual(0);
        expect(set.amountExclTax.cents).toBeLessThanOrEqual(set.originalAmountExclTax.cents);
        expect(set.amountInclTax.cents).toBeLessThanOrEqual(set.originalAmountInclTax.cents);
        expect(set.promocode).toBe('PROMO');
      }
    },
  );
});

describe('quote', () => {
  const market = { currency: 'EUR' as CurrencyCode, country: 'FR' };
  const flyersQuote = {
    selectedAttributes: {},
    quantities: [250, 500],
    deliveryOptions: ['economy', 'standard', 'express'],
    productionTime: 'standard',
    market,
    promotion: undefined,
    exchangeRates: NO_RATES,
  };

  it('taxes by the buyer and the destination: reverse charge for an EU company, overseas rates by postcode', () => {
    const belgianCompany = unwrap(
      quote(flyers, {
        ...flyersQuote,
        quantities: [500],
        deliveryOptions: ['standard'],
        market: {
          currency: 'EUR',
          country: 'BE',
          postalCode: '1000',
          sellerCountry: 'FR',
          buyer: { kind: 'company', billingCountry: 'BE', vatNumber: 'BE0411905847' },
        },
      }),
    );
    const set = belgianCompany.priceSets[0];
    expect(set?.vatRate).toBe(0);
    expect(set?.amountInclTax).toEqual(set?.amountExclTax);
    expect(belgianCompany.vat?.regime).toBe('reverseCharge');
    const reunion = unwrap(
      quote(flyers, {
        ...flyersQuote,
        quantities: [500],
        deliveryOptions: ['standard'],
        market: { currency: 'EUR', country: 'FR', postalCode: '97400', sellerCountry: 'FR' },
      }),
    );
    expect(reunion.priceSets[0]?.vatRate).toBe(8.5);
    expect(reunion.vat).toMatchObject({ regime: 'overseas', area: 'La Réunion' });
  });

  it('gives the amounts with and without VAT, per unit and before the promotion', () => {
    const quoted = unwrap(
      quote(flyers, {
        ...flyersQuote,
        quantities: [500],
        deliveryOptions: ['standard'],
        promotion: { kind: 'percentage', code: 'BF10', percent: 10 },
      }),
    );
    expect(quoted.quantities).toEqual([500]);
    expect(quoted.priceSets).toEqual([
      {
        deliveryKey: 'standard:standard',
        deliveryOption: 'standard',
        productionTime: 'standard',
        deliverySpeed: 'standard',
        quantity: 500,
        amountExclTax: cents(4815, 'EUR'),
        amountInclTax: cents(5778, 'EUR'),
        originalAmountExclTax: cents(5350, 'EUR'),
        originalAmountInclTax: cents(6420, 'EUR'),
        unitAmountExclTax: cents(10, 'EUR'),
        unitAmountInclTax: cents(12, 'EUR'),
        vatAmount: cents(963, 'EUR'),
        vatRate: 20,
        promocode: 'BF10',
        arrivalDate: undefined,
      },
    ]);
  });

  it('applies the VAT rate of the destination country', () => {
    const rateIn = (country: string, currency: CurrencyCode = 'EUR') =>
      unwrap(quote(flyers, { ...flyersQuote, market: { country, currency }, exchangeRates: RATES }))
        .priceSets[0]?.vatRate;
    expect(rateIn('FR')).toBe(20);
    expect(rateIn('BE')).toBe(21);
    expect(rateIn('CH', 'CHF')).toBe(8.1);
    expect(rateIn('DE')).toBe(19);
    expect(errorKind(quote(flyers, { ...flyersQuote, market: { country: 'US', currency: 'EUR' } }))).toBe(
      'pricing.unknownCountry',
    );
  });

  it('fails with the specification messages for an empty list, and with a typed error for a bad entry', () => {
    const empty = quote(flyers, { ...flyersQuote, quantities: [] });
    expect(empty.ok ? undefined : empty.error.message).toBe('Quantities list is empty!');
    const noDelivery = quote(flyers, { ...flyersQuote, deliveryOptions: [] });
    expect(noDelivery.ok ? undefined : noDelivery.error.message).toBe(
      'No deliveries available for this quantity!',
    );
    expect(errorKind(quote(flyers, { ...flyersQuote, quantities: [250, 333] }))).toBe(
      'quantity.notOnIncrement',
    );
    expect(errorKind(quote(flyers, { ...flyersQuote, deliveryOptions: ['standard', 'drone'] }))).toBe(
      'pricing.unknownDeliveryOption',
    );
    expect(errorKind(quote(flyers, { ...flyersQuote, selectedAttributes: { paper: 'papyrus' } }))).toBe(
      'pricing.unknownAttributeValue',
    );
  });

  const quoteRequestArb = productArb.chain((of) =>
    fc.record({
      product: fc.constant(of),
      selectedAttributes: attributesArb(of),
      quantities: fc.array(validQuantityArb(of), { minLength: 1, maxLength: 8 }),
      deliveryOptions: fc
        .subarray(
          of.deliverySpeeds.map((speed) => speed.key),
          { minLength: 1 },
        )
        .chain((keys) => fc.shuffledSubarray([...keys, ...keys], { minLength: keys.length })),
      productionTime: productionTimeArb(of),
      currency: currencyArb,
      country: countryArb,
      exchangeRates: exchangeRatesArb,
    }),
  );

  test.prop([quoteRequestArb])('covers exactly the requested quantities × delivery options', (request) => {
    const quoted = unwrap(
      quote(request.product, {
        ...request,
        market: { currency: request.currency, country: request.country },
        promotion: undefined,
      }),
    );
    const quantities = [...new Set(request.quantities)];
    const options = [...new Set(request.deliveryOptions)];
    const pairs = quoted.priceSets.map((set) => `${set.quantity}|${set.deliveryOption}`);
    expect(quoted.quantities).toEqual([...quantities].sort((a, b) => a - b));
    expect(pairs).toHaveLength(quantities.length * options.length);
    expect(new Set(pairs)).toEqual(new Set(quantities.flatMap((q) => options.map((o) => `${q}|${o}`))));
  });

  test.prop([quoteRequestArb, fc.option(promotionArb, { nil: undefined })])(
    'incl VAT is excl VAT plus the VAT, rounded once, and every amount is whole hundredths',
    (request, promotion) => {
      const quoted = unwrap(
        quote(request.product, {
          ...request,
          market: { currency: request.currency, country: request.country },
          promotion,
        }),
      );
      for (const set of quoted.priceSets) {
        expect(set.amountInclTax.cents).toBe(set.amountExclTax.cents + set.vatAmount.cents);
        expect(
          Math.abs(set.vatAmount.cents - (set.amountExclTax.cents * set.vatRate) / 100),
        ).toBeLessThanOrEqual(0.5);
        const amounts = [
          set.amountExclTax,
          set.amountInclTax,
          set.originalAmountExclTax,
          set.originalAmountInclTax,
          set.unitAmountExclTax,
          set.unitAmountInclTax,
          set.vatAmount,
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount.cents)).toBe(true);
          expect(amount.currency).toBe(request.currency);
        }
      }
    },
  );

  test.prop([
    productArb.chain((of) => fc.tuple(fc.constant(of), attributesArb(of))),
    currencyArb,
    exchangeRatesArb,
  ])(
    'every quantity the product page offers can be quoted',
    ([of, selectedAttributes], currency, exchangeRates) => {
      const quoted = quote(of, {
        selectedAttributes,
        quantities: of.quantityModel.suggested,
        deliveryOptions: of.deliverySpeeds.map((speed) => speed.key),
        productionTime: of.defaultProductionTime,
        market: { currency, country: 'FR' },
        promotion: undefined,
        exchangeRates,
      });
      expect(quoted.ok).toBe(true);
    },
  );
});

describe('service prices', () => {
  const domainConfig = { file_check_price: 4.9, currency: 'EUR' as CurrencyCode };

  it('prices the file check from the domain config and the design service at a fixed price', () => {
    const prices = unwrap(
      servicePrices({
        serviceKeys: [FILE_CHECK_SERVICE, DESIGN_SERVICE],
        quantities: [250, 500],
        market: { currency: 'EUR', country: 'FR' },
        domainConfig,
        exchangeRates: NO_RATES,
      }),
    );
    expect(prices).toEqual([
      { key: FILE_CHECK_SERVICE, quantity: 250, amountExclTax: cents(490, 'EUR'), vatRate: 20 },
      { key: FILE_CHECK_SERVICE, quantity: 500, amountExclTax: cents(490, 'EUR'), vatRate: 20 },
      { key: DESIGN_SERVICE, quantity: 250, amountExclTax: cents(3900, 'EUR'), vatRate: 20 },
      { key: DESIGN_SERVICE, quantity: 500, amountExclTax: cents(3900, 'EUR'), vatRate: 20 },
    ]);
  });

  it('converts service prices to the shopper’s currency and refuses to price a coupon', () => {
    const inFrancs = unwrap(
      servicePrices({
        serviceKeys: [FILE_CHECK_SERVICE],
        quantities: [100],
        market: { currency: 'CHF', country: 'CH' },
        domainConfig,
        exchangeRates: RATES,
      }),
    );
    // 490 × 0.94 = 460.6, converted toward zero
    expect(inFrancs).toEqual([
      { key: FILE_CHECK_SERVICE, quantity: 100, amountExclTax: cents(460, 'CHF'), vatRate: 8.1 },
    ]);
    const coupon = servicePrices({
      serviceKeys: ['coupon'],
      quantities: [100],
      market: { currency: 'EUR', country: 'FR' },
      domainConfig,
      exchangeRates: NO_RATES,
    });
    expect(errorKind(coupon)).toBe('pricing.unpricedService');
  });
});
