import { fc } from '@fast-check/vitest';
import type { CurrencyCode, Money } from '../money/money.js';
import { MAX_CART_TAXED_CENTS } from './cart-limits.js';

export const CART_CURRENCY: CurrencyCode = 'EUR';

/** Line totals from free (a 100 % coupon) to above the whole cart limit, dense around the limit. */
export const taxedTotalArb: fc.Arbitrary<Money> = fc
  .oneof(
    fc.integer({ min: 0, max: MAX_CART_TAXED_CENTS + 1_000 }),
    fc.integer({ min: 0, max: 2_000_000 }),
    fc.constantFrom(0, MAX_CART_TAXED_CENTS, MAX_CART_TAXED_CENTS + 1, MAX_CART_TAXED_CENTS / 2),
  )
  .map((cents) => ({ cents, currency: CART_CURRENCY }));

/** A cart total as the server may report it, up to somewhat above the limit. */
export const cartTaxedArb: fc.Arbitrary<Money> = fc
  .integer({ min: 0, max: MAX_CART_TAXED_CENTS + 1_000 })
  .map((cents) => ({ cents, currency: CART_CURRENCY }));
