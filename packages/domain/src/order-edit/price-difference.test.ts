import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { currencyArb, moneyArb } from '../model/order.arb.js';
import { add } from '../money/money.js';
import { priceDifference } from './price-difference.js';

const pricesArb = currencyArb.chain((currency) => fc.tuple(moneyArb(currency), moneyArb(currency)));

describe('priceDifference', () => {
  test.prop([pricesArb])('the original price plus the difference is the draft price', ([original, draft]) => {
    const difference = priceDifference({ taxedPrice: original }, { taxedPrice: draft });
    if (!difference.ok) throw new Error('same currency');
    expect(add(original, difference.value)).toEqual({ ok: true, value: draft });
  });

  test.prop([pricesArb])('swapping original and draft negates the difference', ([a, b]) => {
    const forth = priceDifference({ taxedPrice: a }, { taxedPrice: b });
    const back = priceDifference({ taxedPrice: b }, { taxedPrice: a });
    expect(forth.ok && back.ok && forth.value.cents + back.value.cents).toBe(0);
  });

  it('refuses to compare prices in different currencies', () => {
    const result = priceDifference(
      { taxedPrice: { cents: 100, currency: 'EUR' } },
      { taxedPrice: { cents: 100, currency: 'CHF' } },
    );
    expect(result.ok ? null : result.error.kind).toBe('money.currencyMismatch');
  });

  it('is positive when the edit costs more', () => {
    const result = priceDifference(
      { taxedPrice: { cents: 12_000, currency: 'EUR' } },
      { taxedPrice: { cents: 13_440, currency: 'EUR' } },
    );
    expect(result).toEqual({ ok: true, value: { cents: 1_440, currency: 'EUR' } });
  });
});
