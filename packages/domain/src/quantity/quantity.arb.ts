import { fc } from '@fast-check/vitest';
import type { QuantityRule } from './quantity.js';

/** A number of hundredths as the decimal quantity a shopper or the server would write. */
export const hundredthsAsQuantity = (min: number, max: number): fc.Arbitrary<number> =>
  fc.integer({ min, max }).map((h) => h / 100);

/** A whole number of hundredths, positive, up to 100 000. */
export const positiveQuantityArb = hundredthsAsQuantity(1, 10_000_000);

/** Rules as the server sends them, including odd ones (minimum at or below zero, no increment). */
export const quantityRuleArb: fc.Arbitrary<QuantityRule> = fc.record(
  {
    type: fc.constantFrom('listOfRanges' as const, 'listOfValues' as const),
    minimum: hundredthsAsQuantity(-1_000, 100_000),
    maximum: hundredthsAsQuantity(-1_000, 2_000_000),
    increment: fc.oneof(hundredthsAsQuantity(1, 50_000), hundredthsAsQuantity(-500, 0)),
    availableOptions: fc.array(fc.oneof(hundredthsAsQuantity(-1_000, 2_000_000), fc.double()), {
      maxLength: 30,
    }),
  },
  { requiredKeys: ['type', 'minimum'] },
);

/**
 * A value built by adding tenths one at a time, so it carries binary noise
 * (0.1 + 0.2 = 0.30000000000000004) while meaning a whole number of tenths.
 */
export const noisyTenthsArb: fc.Arbitrary<{ readonly noisy: number; readonly exact: number }> = fc
  .array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 60 })
  .map((tenths) => ({
    noisy: tenths.reduce((total, t) => total + t * 0.1, 0),
    exact: tenths.reduce((total, t) => total + t, 0) / 10,
  }));
