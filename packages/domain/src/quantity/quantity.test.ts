import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  hundredthsAsQuantity,
  noisyTenthsArb,
  positiveQuantityArb,
  quantityRuleArb,
} from './quantity.arb.js';
import {
  isQuantityListTruncated,
  MAX_QUANTITY_OPTIONS,
  type QuantityRule,
  quantityOptions,
  sameQuantity,
  toHundredths,
  validateQuantity,
  withFreeQuantity,
} from './quantity.js';

/** A rule and its oracle, both built from integer hundredths. */
const integerRuleArb = fc.record(
  {
    minimum: fc.integer({ min: -1_000, max: 100_000 }),
    maximum: fc.integer({ min: -1_000, max: 200_000 }),
    increment: fc.integer({ min: 1, max: 5_000 }),
  },
  { requiredKeys: ['minimum'] },
);

function oracle(q: number, r: { minimum: number; maximum?: number; increment?: number }): string {
  if (q <= 0) return 'quantity.notPositive';
  if (q < r.minimum) return 'quantity.belowMinimum';
  if (r.maximum !== undefined && q > r.maximum) return 'quantity.aboveMaximum';
  if (r.increment !== undefined && (q - r.minimum) % r.increment !== 0) return 'quantity.notOnIncrement';
  return 'ok';
}

function toRule(r: { minimum: number; maximum?: number; increment?: number }): QuantityRule {
  return {
    type: 'listOfRanges',
    minimum: r.minimum / 100,
    ...(r.maximum === undefined ? {} : { maximum: r.maximum / 100 }),
    ...(r.increment === undefined ? {} : { increment: r.increment / 100 }),
  };
}

const kindOf = (result: ReturnType<typeof validateQuantity>): string =>
  result.ok ? 'ok' : result.error.kind;

describe('validateQuantity', () => {
  test.prop([fc.integer({ min: -2_000, max: 300_000 }), integerRuleArb])(
    'agrees with integer arithmetic on hundredths, error kind included',
    (q, r) => {
      expect(kindOf(validateQuantity(q / 100, toRule(r)))).toBe(oracle(q, r));
    },
  );

  test.prop([noisyTenthsArb, quantityRuleArb])('is stable under float noise', ({ noisy, exact }, rule) => {
    const fromNoisy = validateQuantity(noisy, rule);
    expect(kindOf(fromNoisy)).toBe(kindOf(validateQuantity(exact, rule)));
    if (fromNoisy.ok) expect(fromNoisy.value).toBe(exact);
  });

  test.prop([
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.integer({ min: 1, max: 9 }),
    quantityRuleArb,
  ])('refuses a quantity that is not a whole number of hundredths', (hundredths, thousandth, rule) => {
    const result = validateQuantity((hundredths * 10 + thousandth) / 1000, rule);
    expect(kindOf(result)).toBe('quantity.notHundredths');
  });

  test.prop([
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    quantityRuleArb,
  ])('refuses what is not a finite number', (q, rule) => {
    expect(kindOf(validateQuantity(q, rule))).toBe('quantity.notANumber');
  });

  test.prop([fc.double({ min: 1e14, max: 1e300, noNaN: true }), quantityRuleArb])(
    'refuses quantities too large to count in hundredths',
    (q, rule) => {
      expect(kindOf(validateQuantity(q, rule))).toBe('quantity.notHundredths');
    },
  );

  test.prop([positiveQuantityArb, hundredthsAsQuantity(-50_000, 0)])(
    'ignores an increment that is not positive',
    (q, increment) => {
      expect(validateQuantity(q, { type: 'listOfRanges', minimum: 0.01, increment })).toEqual({
        ok: true,
        value: q,
      });
    },
  );

  it('accepts 0.1 + 0.2 where 0.3 is allowed and returns it cleaned', () => {
    expect(validateQuantity(0.1 + 0.2, { type: 'listOfRanges', minimum: 0.1, increment: 0.1 })).toEqual({
      ok: true,
      value: 0.3,
    });
  });

  it('carries the bound that was broken, with an English message', () => {
    const rule: QuantityRule = { type: 'listOfRanges', minimum: 50, maximum: 1000, increment: 25 };
    expect(validateQuantity(0, rule)).toEqual({
      ok: false,
      error: { kind: 'quantity.notPositive', message: 'Quantity must be positive, got 0' },
    });
    expect(validateQuantity(25, rule)).toEqual({
      ok: false,
      error: { kind: 'quantity.belowMinimum', message: 'Quantity must be at least 50, got 25', minimum: 50 },
    });
    expect(validateQuantity(1025, rule)).toEqual({
      ok: false,
      error: {
        kind: 'quantity.aboveMaximum',
        message: 'Quantity must be at most 1000, got 1025',
        maximum: 1000,
      },
    });
    expect(validateQuantity(60, rule)).toEqual({
      ok: false,
      error: {
        kind: 'quantity.notOnIncrement',
        message: 'Quantity must be 50 plus a multiple of 25, got 60',
        increment: 25,
      },
    });
    expect(validateQuantity(75, rule)).toEqual({ ok: true, value: 75 });
  });
});

describe('sameQuantity', () => {
  test.prop([fc.double(), fc.double()])('never throws and is symmetric', (a, b) => {
    expect(sameQuantity(a, b)).toBe(sameQuantity(b, a));
    expect(sameQuantity(a, a)).toBe(true);
  });

  it('reads float noise as one quantity', () => {
    expect(sameQuantity(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameQuantity(1e307, 1e307)).toBe(true);
    expect(sameQuantity(0.3, 0.31)).toBe(false);
  });
});

describe('toHundredths', () => {
  test.prop([fc.integer({ min: -1e13, max: 1e13 })])('is the inverse of dividing by 100', (h) => {
    expect(toHundredths(h / 100)).toBe(h);
  });
});

describe('quantityOptions', () => {
  test.prop([quantityRuleArb])('every option is a valid quantity, returned unchanged', (rule) => {
    for (const option of quantityOptions(rule)) {
      expect(validateQuantity(option, rule)).toEqual({ ok: true, value: option });
    }
  });

  test.prop([quantityRuleArb])('options are strictly increasing and capped', (rule) => {
    const options = quantityOptions(rule);
    expect(options.length).toBeLessThanOrEqual(MAX_QUANTITY_OPTIONS);
    for (let i = 1; i < options.length; i++) {
      expect(options[i]).toBeGreaterThan(options[i - 1] as number);
    }
  });

  test.prop([
    fc.record({
      minimum: fc.integer({ min: -1_000, max: 10_000 }),
      maximum: fc.integer({ min: -1_000, max: 20_000 }),
      increment: fc.integer({ min: 5, max: 5_000 }),
    }),
    fc.integer({ min: -1_000, max: 21_000 }),
  ])('a bounded range offers exactly the valid quantities', (r, q) => {
    const rule = toRule(r);
    const offered = quantityOptions(rule).includes(q / 100);
    expect(offered).toBe(validateQuantity(q / 100, rule).ok);
  });

  test.prop([quantityRuleArb.filter((rule) => rule.type === 'listOfValues')])(
    'a list of values keeps every valid available option',
    (rule) => {
      const options = quantityOptions(rule);
      for (const option of rule.availableOptions ?? []) {
        const checked = validateQuantity(option, rule);
        if (checked.ok) expect(options).toContain(checked.value);
      }
    },
  );

  test.prop([
    fc.integer({ min: 1, max: 100_000 }),
    fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
  ])('an open range offers only its minimum', (minimum, increment) => {
    const rule = toRule(increment === undefined ? { minimum } : { minimum, increment });
    expect(quantityOptions(rule)).toEqual([minimum / 100]);
  });

  it('steps by 1 when the range has no increment', () => {
    expect(quantityOptions({ type: 'listOfRanges', minimum: 1, maximum: 4 })).toEqual([1, 2, 3, 4]);
  });

  it('steps in tenths without drift', () => {
    expect(quantityOptions({ type: 'listOfRanges', minimum: 0.1, maximum: 0.5, increment: 0.1 })).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5,
    ]);
  });

  it('starts at the first positive step of a range that starts at zero or below', () => {
    expect(quantityOptions({ type: 'listOfRanges', minimum: -5, maximum: 10, increment: 5 })).toEqual([
      5, 10,
    ]);
    expect(quantityOptions({ type: 'listOfRanges', minimum: 0, maximum: 2 })).toEqual([1, 2]);
  });

  it('offers nothing when the maximum is below the minimum', () => {
    expect(quantityOptions({ type: 'listOfRanges', minimum: 10, maximum: 5 })).toEqual([]);
  });

  it('caps a huge range but keeps its maximum as the last option', () => {
    const rule: QuantityRule = { type: 'listOfRanges', minimum: 1, maximum: 1_000_000 };
    const options = quantityOptions(rule);
    expect(options).toHaveLength(MAX_QUANTITY_OPTIONS);
    expect(options.at(-2)).toBe(MAX_QUANTITY_OPTIONS - 1);
    expect(options.at(-1)).toBe(1_000_000);
    expect(isQuantityListTruncated(rule)).toBe(true);
  });

  test.prop([
    fc.integer({ min: 1, max: 1_000 }),
    fc.integer({ min: 1, max: 50 }),
    fc.integer({ min: 0, max: 3 * MAX_QUANTITY_OPTIONS }),
    fc.integer({ min: 0, max: 49 }),
  ])(
    'a bounded range always ends with its largest valid quantity, truncated or not',
    (minimum, increment, steps, beyond) => {
      // In hundredths: the last step on the grid is minimum + steps × increment.
      const largest = minimum + steps * increment;
      const rule = toRule({ minimum, maximum: largest + Math.min(beyond, increment - 1), increment });
      const options = quantityOptions(rule);
      expect(options.at(-1)).toBe(largest / 100);
      expect(options.length).toBe(Math.min(steps + 1, MAX_QUANTITY_OPTIONS));
      expect(isQuantityListTruncated(rule)).toBe(steps + 1 > MAX_QUANTITY_OPTIONS);
    },
  );

  test.prop([quantityRuleArb])('only a full list can be truncated', (rule) => {
    if (isQuantityListTruncated(rule)) expect(quantityOptions(rule)).toHaveLength(MAX_QUANTITY_OPTIONS);
  });

  it('sorts, deduplicates and filters a list of values', () => {
    const rule: QuantityRule = {
      type: 'listOfValues',
      minimum: 100,
      maximum: 5000,
      availableOptions: [1000, 250, 100, 0.1 + 0.2, 1000, 10_000, Number.NaN, 500.005],
    };
    expect(quantityOptions(rule)).toEqual([100, 250, 1000]);
    expect(quantityOptions({ type: 'listOfValues', minimum: 1 })).toEqual([]);
  });

  it('caps a huge list of values but keeps its largest value as the last option', () => {
    const availableOptions = Array.from({ length: MAX_QUANTITY_OPTIONS + 5 }, (_, i) => i + 1).reverse();
    const rule: QuantityRule = { type: 'listOfValues', minimum: 1, availableOptions };
    const options = quantityOptions(rule);
    expect(options).toHaveLength(MAX_QUANTITY_OPTIONS);
    expect(options.at(-2)).toBe(MAX_QUANTITY_OPTIONS - 1);
    expect(options.at(-1)).toBe(MAX_QUANTITY_OPTIONS + 5);
    expect(isQuantityListTruncated(rule)).toBe(true);
    expect(isQuantityListTruncated({ ...rule, availableOptions: availableOptions.slice(5) })).toBe(false);
  });

  it('throws on a rule type the domain does not know (a bug upstream)', () => {
    const rule = { type: 'listOfWishes', minimum: 1 } as unknown as QuantityRule;
    expect(() => quantityOptions(rule)).toThrow(/quantity rule type/);
  });
});

describe('withFreeQuantity', () => {
  const optionsArb = fc.array(positiveQuantityArb, { maxLength: 40 });
  const userQuantityArb = fc.oneof(
    positiveQuantityArb,
    fc.double({ noNaN: false }),
    fc.constantFrom(0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY),
  );

  test.prop([optionsArb, userQuantityArb])('result is ascending and without duplicates', (options, user) => {
    const result = withFreeQuantity(options, user);
    for (let i = 1; i < result.length; i++) expect(result[i]).toBeGreaterThan(result[i - 1] as number);
  });

  test.prop([optionsArb, userQuantityArb])('result is a superset of the options', (options, user) => {
    const result = withFreeQuantity(options, user);
    for (const option of options) expect(result).toContain(option);
  });

  test.prop([optionsArb, userQuantityArb])(
    'holds the user quantity exactly when it is a positive, finite number of hundredths',
    (options, user) => {
      const joins = Number.isFinite(user * 100) && toHundredths(user) > 0;
      const result = withFreeQuantity(options, user);
      const present = result.some((quantity) => sameQuantity(quantity, user));
      expect(present).toBe(joins || options.some((option) => sameQuantity(option, user)));
      if (!joins) expect(result).toHaveLength(new Set(options).size);
    },
  );

  test.prop([fc.array(noisyTenthsArb, { maxLength: 20 }), noisyTenthsArb])(
    'one entry per quantity in hundredths, cleaned of float noise',
    (options, user) => {
      const result = withFreeQuantity(
        options.map((o) => o.noisy),
        user.noisy,
      );
      const expected = [...new Set([...options.map((o) => o.exact), user.exact])].sort((a, b) => a - b);
      expect(result).toEqual(expected);
    },
  );

  test.prop([quantityRuleArb, fc.constantFrom(0, -3, Number.NaN)])(
    'leaves the offered list unchanged for a non-positive user quantity',
    (rule, user) => {
      const options = quantityOptions(rule);
      expect(withFreeQuantity(options, user)).toEqual(options);
    },
  );

  it('does not add a near-duplicate of an offered quantity', () => {
    expect(withFreeQuantity([0.3], 0.1 + 0.2)).toEqual([0.3]);
    expect(withFreeQuantity([0.1 + 0.2, 1], 0.3)).toEqual([0.3, 1]);
  });

  it('adds a typed quantity in its place', () => {
    expect(withFreeQuantity([100, 250, 500], 300)).toEqual([100, 250, 300, 500]);
    expect(withFreeQuantity([100, 250, 500], 250)).toEqual([100, 250, 500]);
  });
});
