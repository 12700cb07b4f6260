import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/errors.js';
import type { ProductConfiguration } from '../model/product.js';
import { quantityRuleArb } from '../quantity/quantity.arb.js';
import { quantityOptions } from '../quantity/quantity.js';
import { checkConfiguration, quantitiesToQuote, visibleAttributes } from './configuration.js';
import { quantityArb } from './product-page.arb.js';
import { flyers } from './test-support/fixtures.js';

const configurationArb: fc.Arbitrary<ProductConfiguration> = fc
  .record({
    rule: quantityRuleArb,
    list: fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 6 }),
    mode: fc.constantFrom('free' as const, 'list' as const),
    withAttributes: fc.boolean(),
    withProductionTimes: fc.boolean(),
  })
  .map(({ rule, list, mode, withAttributes, withProductionTimes }) => ({
    ...flyers,
    attributes: withAttributes ? flyers.attributes : [],
    productionTimes: withProductionTimes ? flyers.productionTimes : [],
    priceOptions: { ...flyers.priceOptions, quantityRule: rule },
    productCustomization: {
      ...flyers.productCustomization,
      selectedQuantityModel: { list, mode, defaultValue: 250 },
    },
  }));

describe('checkConfiguration', () => {
  test.prop([configurationArb])(
    'a configuration is usable exactly when it has attributes and production times',
    (configuration) => {
      const checked = checkConfiguration(configuration);
      if (configuration.attributes.length === 0) {
        expect(checked.ok === false && checked.error.message).toBe(MESSAGES.emptyConfiguration);
      } else if (configuration.productionTimes.length === 0) {
        expect(checked.ok === false && checked.error.message).toBe(
          'validProductionTimes configuration is empty!',
        );
      } else {
        expect(checked).toEqual({ ok: true, value: configuration });
      }
    },
  );

  it("no configuration data at all is 'No data retrieved from product configuration.', in maintenance", () => {
    expect(checkConfiguration(undefined)).toEqual({
      ok: false,
      error: {
        kind: 'init.noConfigurationData',
        message: 'No data retrieved from product configuration.',
        maintenance: true,
      },
    });
  });
});

describe('quantitiesToQuote', () => {
  test.prop([configurationArb, quantityArb])(
    'quotes the configured list (or the rule options), plus the own quantity in free mode only',
    (configuration, quantity) => {
      const model = configuration.productCustomization.selectedQuantityModel;
      const offered =
        model.list.length > 0 ? model.list : quantityOptions(configuration.priceOptions.quantityRule);
      const quoted = quantitiesToQuote(configuration, quantity);
      const quotedSet = new Set(quoted);
      expect(offered.every((q) => quotedSet.has(q))).toBe(true);
      expect(quotedSet.has(quantity)).toBe(model.mode === 'free' || offered.includes(quantity));
    },
  );
});

describe('visibleAttributes', () => {
  it('leaves hidden attributes out and sorts the others by their index', () => {
    const attribute = (key: string, sortIndex: number, hidden = false) => ({
      key,
      label: key,
      sortIndex,
      hidden,
      selectedValue: 'a',
      options: [{ value: 'a', label: 'A' }],
    });
    const shown = visibleAttributes([
      attribute('paper', 2),
      attribute('colours', 0, true),
      attribute('format', 1),
    ]);
    expect(shown.map((a) => a.key)).toEqual(['format', 'paper']);
  });
});
