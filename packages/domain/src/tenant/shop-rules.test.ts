import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ARTWORK_MEDIA_TYPES } from '../model/artwork.js';
import {
  DEFAULT_SHOP_RULES,
  domainConfigPartOf,
  SERVABLE_COUNTRIES,
  SHOP_RULE_BOUNDS,
  type ShopRules,
  shopRulesOf,
  validateShopRules,
} from './shop-rules.js';

const withRules = (change: (rules: ShopRules) => unknown) => change(DEFAULT_SHOP_RULES);

/** Rules within every bound, as staff could type them. */
const validRulesArb: fc.Arbitrary<ShopRules> = fc.record({
  cart: fc.record({
    maxLines: fc.integer(SHOP_RULE_BOUNDS.maxLines),
    maxTaxedCents: fc.integer(SHOP_RULE_BOUNDS.maxTaxedCents),
  }),
  uploads: fc.record({
    maxFileBytes: fc.integer(SHOP_RULE_BOUNDS.maxFileBytes),
    acceptedTypes: fc.subarray([...ARTWORK_MEDIA_TYPES], { minLength: 1 }),
  }),
  fileCheckPriceCents: fc.integer(SHOP_RULE_BOUNDS.fileCheckPriceCents),
  countries: fc.subarray([...SERVABLE_COUNTRIES], { minLength: 1 }),
});

describe('validateShopRules', () => {
  it('takes the specification defaults as they are', () => {
    expect(validateShopRules(DEFAULT_SHOP_RULES)).toEqual({ ok: true, value: DEFAULT_SHOP_RULES });
    expect(DEFAULT_SHOP_RULES.cart).toEqual({ maxLines: 15, maxTaxedCents: 10_000_000 });
    expect(DEFAULT_SHOP_RULES.uploads.maxFileBytes).toBe(200 * 1024 * 1024);
  });

  test.prop([validRulesArb])('takes any rules within the bounds, unchanged', (rules) => {
    expect(validateShopRules(rules)).toEqual({ ok: true, value: rules });
  });

  test.prop([
    validRulesArb,
    fc.constantFrom('cart.maxLines', 'cart.maxTaxedCents', 'uploads.maxFileBytes', 'fileCheckPriceCents'),
    fc.oneof(fc.integer({ min: -1_000_000_000, max: 0 }), fc.integer({ min: 200 * 1024 * 1024 + 1 })),
  ])('refuses a number out of its bounds at its field only', (rules, path, value) => {
    const [group, field] = path.includes('.') ? path.split('.') : [undefined, path];
    const wrong = JSON.parse(JSON.stringify(rules));
    if (group === undefined) wrong[field as string] = value;
    else wrong[group][field as string] = value;
    const result = validateShopRules(wrong);
    // 0 is a valid file check price: the field is refused only outside its own bounds.
    const key = path.split('.').at(-1) as keyof typeof SHOP_RULE_BOUNDS;
    const bounds = SHOP_RULE_BOUNDS[key];
    const expectedRefused = value < bounds.min || value > bounds.max;
    expect(result.ok).toBe(!expectedRefused);
    if (!result.ok) {
      expect(result.error).toEqual([
        {
          path,
          kind: 'outOfRange',
          min: bounds.min,
          max: bounds.max,
          message: `Must be between ${bounds.min} and ${bounds.max}`,
        },
      ]);
    }
  });

  it('says every wrong field at once, each by its path', () => {
    const result = validateShopRules({
      cart: { maxLines: 2.5, maxTaxedCents: '100' },
      uploads: { maxFileBytes: 10, acceptedTypes: ['application/pdf', 'image/gif', 'APPLICATION/PDF'] },
      fileCheckPriceCents: -1,
      countries: [],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.map((problem) => `${problem.path}:${problem.kind}`)).toEqual([
      'cart.maxLines:notInteger',
      'cart.maxTaxedCents:notInteger',
      'uploads.maxFileBytes:outOfRange',
      'uploads.acceptedTypes.1:unknownValue',
      'uploads.acceptedTypes.2:duplicate',
      'fileCheckPriceCents:outOfRange',
      'countries:empty',
    ]);
  });

  it('refuses what is not rules at all, naming every field', () => {
    const result = validateShopRules(null);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.map((problem) => problem.path)).toEqual([
        'cart.maxLines',
        'cart.maxTaxedCents',
        'uploads.maxFileBytes',
        'uploads.acceptedTypes',
        'fileCheckPriceCents',
        'countries',
      ]);
  });

  it('normalises countries and types, and lists types in the shop’s order', () => {
    const result = validateShopRules(
      withRules((rules) => ({
        ...rules,
        uploads: { ...rules.uploads, acceptedTypes: [' IMAGE/PNG', 'application/pdf'] },
        countries: ['fr', ' be '],
      })),
    );
    expect(result.ok && result.value.uploads.acceptedTypes).toEqual(['application/pdf', 'image/png']);
    expect(result.ok && result.value.countries).toEqual(['FR', 'BE']);
  });

  it('refuses a country the shop has no VAT rate for, and one named twice', () => {
    const result = validateShopRules({ ...DEFAULT_SHOP_RULES, countries: ['FR', 'XX', 'FR'] });
    expect(result).toEqual({
      ok: false,
      error: [
        { path: 'countries.1', kind: 'unknownValue', value: 'XX', message: 'Unknown: XX' },
        { path: 'countries.2', kind: 'duplicate', value: 'FR', message: 'Named twice: FR' },
      ],
    });
  });

  it('keeps the shop’s default country served', () => {
    const rules = { ...DEFAULT_SHOP_RULES, countries: ['BE'] };
    expect(validateShopRules(rules, { defaultCountry: 'be' }).ok).toBe(true);
    expect(validateShopRules(rules, { defaultCountry: 'FR' })).toEqual({
      ok: false,
      error: [
        {
          path: 'countries',
          kind: 'missingDefault',
          value: 'FR',
          message: "The shop's default country FR must stay served",
        },
      ],
    });
  });
});

describe('shopRulesOf and domainConfigPartOf', () => {
  test.prop([validRulesArb])('keep the price and countries through the domain config', (rules) => {
    expect(shopRulesOf(domainConfigPartOf(rules), rules)).toEqual(rules);
  });

  it('reads the file check price in major units from the domain config', () => {
    const rules = shopRulesOf({ countries: ['FR'], file_check_price: 4.9 }, DEFAULT_SHOP_RULES);
    expect(rules.fileCheckPriceCents).toBe(490);
  });
});
