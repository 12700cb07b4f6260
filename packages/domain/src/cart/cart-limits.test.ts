import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Money } from '../money/money.js';
import { CART_CURRENCY, cartTaxedArb, taxedTotalArb } from './cart.arb.js';
import {
  checkAddLine,
  checkEditLine,
  exceedsMaxCartPrice,
  MAX_CART_LINES,
  MAX_CART_TAXED_CENTS,
  maxPriceExceeded,
  tooManyLines,
} from './cart-limits.js';

const eur = (cents: number): Money => ({ cents, currency: CART_CURRENCY });

describe('exceedsMaxCartPrice', () => {
  test.prop([taxedTotalArb, cartTaxedArb, fc.option(taxedTotalArb, { nil: undefined })])(
    'is product plus cart, less the edited line, strictly above the maximum',
    (productTaxed, cartTaxed, editedLineTaxed) => {
      const total = productTaxed.cents + cartTaxed.cents - (editedLineTaxed?.cents ?? 0);
      expect(exceedsMaxCartPrice({ productTaxed, cartTaxed, editedLineTaxed })).toBe(
        total > MAX_CART_TAXED_CENTS,
      );
    },
  );

  test.prop([taxedTotalArb, cartTaxedArb])('an edited line is not counted twice', (line, others) => {
    const cartTaxed = eur(others.cents + line.cents);
    expect(exceedsMaxCartPrice({ productTaxed: line, cartTaxed, editedLineTaxed: line })).toBe(
      cartTaxed.cents > MAX_CART_TAXED_CENTS,
    );
  });

  test.prop([taxedTotalArb, fc.nat({ max: 1_000_000 }), cartTaxedArb])(
    'a dearer product never turns an excess into a fit',
    (product, extra, cartTaxed) => {
      const cheap = exceedsMaxCartPrice({ productTaxed: product, cartTaxed });
      const dear = exceedsMaxCartPrice({ productTaxed: eur(product.cents + extra), cartTaxed });
      expect(!cheap || dear).toBe(true);
    },
  );

  it('allows exactly 100 000.00 and refuses one hundredth more', () => {
    expect(exceedsMaxCartPrice({ productTaxed: eur(2_500_000), cartTaxed: eur(7_500_000) })).toBe(false);
    expect(exceedsMaxCartPrice({ productTaxed: eur(2_500_001), cartTaxed: eur(7_500_000) })).toBe(true);
  });

  it('throws when amounts mix currencies (a bug upstream)', () => {
    const chf: Money = { cents: 100, currency: 'CHF' };
    expect(() => exceedsMaxCartPrice({ productTaxed: chf, cartTaxed: eur(0) })).toThrow(/CHF/);
    expect(() =>
      exceedsMaxCartPrice({ productTaxed: eur(0), cartTaxed: eur(0), editedLineTaxed: chf }),
    ).toThrow(/CHF/);
  });
});

describe('checkAddLine', () => {
  const fullCountArb = fc.integer({ min: 15, max: 40 });
  const roomyCountArb = fc.integer({ min: 0, max: 14 });
  /** Cart and product totals (in hundredths) whose sum is at most 100 000.00, by construction. */
  const fittingArb = fc
    .integer({ min: 0, max: 10_000_000 })
    .chain((cart) => fc.tuple(fc.constant(cart), fc.integer({ min: 0, max: 10_000_000 - cart })));
  /** Totals whose sum is above 100 000.00 by at least one hundredth. */
  const excessiveArb = fc
    .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 5_000_000 }))
    .map(([cart, over]) => [cart, 10_000_000 - cart + over] as const);

  test.prop([fullCountArb, fc.oneof(fittingArb, excessiveArb)])(
    'refuses a new line in a cart of 15 lines, whatever the prices',
    (lineCount, [cart, product]) => {
      expect(checkAddLine({ lineCount, productTaxed: eur(product), cartTaxed: eur(cart) })).toEqual({
        ok: false,
        error: tooManyLines(),
      });
    },
  );

  test.prop([roomyCountArb, fittingArb])(
    'accepts a new line that fits in a cart with room',
    (lineCount, [cart, product]) => {
      expect(checkAddLine({ lineCount, productTaxed: eur(product), cartTaxed: eur(cart) })).toEqual({
        ok: true,
        value: undefined,
      });
    },
  );

  test.prop([roomyCountArb, excessiveArb])(
    'refuses a new line that takes the cart above the maximum price',
    (lineCount, [cart, product]) => {
      expect(checkAddLine({ lineCount, productTaxed: eur(product), cartTaxed: eur(cart) })).toEqual({
        ok: false,
        error: maxPriceExceeded(),
      });
    },
  );

  it('refuses the 16th line with the limit in the error', () => {
    expect(checkAddLine({ lineCount: 14, productTaxed: eur(100), cartTaxed: eur(100) }).ok).toBe(true);
    expect(checkAddLine({ lineCount: 15, productTaxed: eur(100), cartTaxed: eur(100) })).toEqual({
      ok: false,
      error: { kind: 'cart.tooManyLines', message: 'A cart holds at most 15 line items', maxLines: 15 },
    });
  });
});

describe('checkEditLine', () => {
  test.prop([taxedTotalArb, cartTaxedArb, taxedTotalArb])(
    'an edit is refused only for the price, never for the number of lines',
    (productTaxed, cartTaxed, editedLineTaxed) => {
      const result = checkEditLine({ productTaxed, cartTaxed, editedLineTaxed });
      expect(result.ok).toBe(!exceedsMaxCartPrice({ productTaxed, cartTaxed, editedLineTaxed }));
      if (!result.ok) expect(result.error).toEqual(maxPriceExceeded());
    },
  );

  it('names the maximum in the error', () => {
    expect(
      checkEditLine({ productTaxed: eur(10_000_001), cartTaxed: eur(0), editedLineTaxed: eur(0) }),
    ).toEqual({
      ok: false,
      error: {
        kind: 'cart.maxPriceExceeded',
        message: 'The cart total including VAT cannot exceed 100000.00',
        maxTaxedCents: 10_000_000,
      },
    });
  });
});

describe('a shop’s own cart limits', () => {
  const limitsArb = fc.record({
    maxLines: fc.integer({ min: 1, max: MAX_CART_LINES }),
    maxTaxedCents: fc.integer({ min: 100, max: MAX_CART_TAXED_CENTS }),
  });

  test.prop([limitsArb, fc.integer({ min: 0, max: MAX_CART_LINES }), taxedTotalArb, cartTaxedArb])(
    'a new line is refused from the shop’s line count on, then above its price',
    (limits, lineCount, productTaxed, cartTaxed) => {
      const result = checkAddLine({ lineCount, productTaxed, cartTaxed }, limits);
      if (lineCount >= limits.maxLines) expect(result).toEqual({ ok: false, error: tooManyLines(limits) });
      else if (productTaxed.cents + cartTaxed.cents > limits.maxTaxedCents)
        expect(result).toEqual({ ok: false, error: maxPriceExceeded(limits) });
      else expect(result.ok).toBe(true);
    },
  );

  it('says the shop’s limits in its refusals', () => {
    const limits = { maxLines: 2, maxTaxedCents: 5_000 };
    expect(checkAddLine({ lineCount: 2, productTaxed: eur(1), cartTaxed: eur(1) }, limits)).toEqual({
      ok: false,
      error: { kind: 'cart.tooManyLines', message: 'A cart holds at most 2 line items', maxLines: 2 },
    });
    expect(
      checkEditLine({ productTaxed: eur(5_001), cartTaxed: eur(0), editedLineTaxed: eur(0) }, limits),
    ).toEqual({
      ok: false,
      error: {
        kind: 'cart.maxPriceExceeded',
        message: 'The cart total including VAT cannot exceed 50.00',
        maxTaxedCents: 5_000,
      },
    });
  });
});
