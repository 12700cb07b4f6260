import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  add,
  CURRENCIES,
  compare,
  convert,
  formatMoney,
  fromDecimal,
  isCurrencyCode,
  money,
  multiply,
  parseMoney,
  roundHalfAwayFromZero,
  roundTowardZero,
  serviceCostToCents,
  subtract,
  sum,
  toDecimalText,
  vatFromExcl,
  zero,
} from './money.js';

const currency = fc.constantFrom(...CURRENCIES);
const centsArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const moneyArb = fc.tuple(centsArb, currency).map(([c, cur]) => ({ cents: c, currency: cur }));
const rate = fc.constantFrom(0, 2.5, 5.5, 6, 7.7, 8.1, 10, 19, 20, 21);

describe('roundHalfAwayFromZero', () => {
  test.prop([fc.integer({ min: -1e12, max: 1e12 })])('leaves integers unchanged', (n) => {
    expect(roundHalfAwayFromZero(n)).toBe(n);
  });

  test.prop([fc.integer({ min: 0, max: 1e9 })])('rounds exact halves away from zero', (n) => {
    expect(roundHalfAwayFromZero(n + 0.5)).toBe(n + 1);
    expect(roundHalfAwayFromZero(-(n + 0.5))).toBe(-(n + 1));
  });

  test.prop([fc.double({ min: -1e9, max: 1e9, noNaN: true })])(
    'is within half a unit and odd-symmetric',
    (x) => {
      const r = roundHalfAwayFromZero(x);
      expect(Number.isInteger(r)).toBe(true);
      expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(roundHalfAwayFromZero(-x)).toBe(r === 0 ? 0 : -r);
    },
  );

  // The definition: clean binary noise to 15 significant digits, then round half away from
  // zero. The implementation skips the cleaning where it cannot change the result.
  const byDefinition = (x: number) => {
    const rounded = Math.floor(Number(Math.abs(x).toPrecision(15)) + 0.5);
    return x < 0 && rounded !== 0 ? -rounded : rounded;
  };
  const nearHalves = fc
    .tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -64, max: 64 }))
    .map(([n, ulps]) => {
      let x = n + 0.5;
      for (let i = 0; i < Math.abs(ulps); i++)
        x = ulps > 0 ? x + Number.EPSILON * Math.abs(x) : x - Number.EPSILON * Math.abs(x);
      return x;
    });
  test.prop([
    fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      nearHalves,
      fc.integer().map((n) => n / 1000),
    ),
  ])('gives the result of its definition', (x) => {
    expect(roundHalfAwayFromZero(x)).toBe(byDefinition(x));
  });

  it('rounds the decimal the author meant', () => {
    expect(roundHalfAwayFromZero(1.005 * 100)).toBe(101);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(() => roundHalfAwayFromZero(Number.NaN)).toThrow(RangeError);
  });
});

describe('money', () => {
  test.prop([fc.double({ noNaN: false }).filter((x) => !Number.isSafeInteger(x)), currency])(
    'refuses anything but integer hundredths',
    (x, cur) => {
      const result = money(x, cur);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('money.notInteger');
    },
  );

  test.prop([fc.integer({ min: -1e9, max: 1e9 }), currency])('accepts integers and keeps them', (c, cur) => {
    const result = money(c, cur);
    expect(result).toEqual({ ok: true, value: { cents: c === 0 ? 0 : c, currency: cur } });
  });

  test.prop([moneyArb, centsArb])('add then subtract is the identity', (a, b) => {
    const other = { cents: b, currency: a.currency };
    const added = add(a, other);
    if (!added.ok) throw new Error('same currency must add');
    expect(subtract(added.value, other)).toEqual({ ok: true, value: a });
  });

  test.prop([fc.array(centsArb, { maxLength: 20 }), currency])('sum equals the integer sum', (list, cur) => {
    const total = sum(
      list.map((c) => ({ cents: c, currency: cur })),
      cur,
    );
    expect(total.ok && total.value.cents).toBe(list.reduce((s, c) => s + c, 0));
  });

  it('refuses to mix currencies', () => {
    const eur = { cents: 100, currency: 'EUR' as const };
    const chf = { cents: 100, currency: 'CHF' as const };
    expect(add(eur, chf)).toMatchObject({ ok: false, error: { kind: 'money.currencyMismatch' } });
    expect(sum([eur, chf], 'EUR')).toMatchObject({ ok: false });
    expect(() => compare(eur, chf)).toThrow(RangeError);
  });

  test.prop([moneyArb, moneyArb])('compare is antisymmetric', (a, b) => {
    const b2 = { ...b, currency: a.currency };
    expect(compare(a, b2)).toBe(-compare(b2, a) || 0);
  });

  test.prop([moneyArb, fc.integer({ min: 0, max: 100_000 })])('multiply by an integer is exact', (m, n) => {
    expect(multiply(m, n).cents).toBe(m.cents * n || 0);
  });

  it('converts with a rate and rounds once, toward zero', () => {
    // 945.6 centimes
    expect(convert({ cents: 1000, currency: 'EUR' }, 0.9456, 'CHF')).toEqual({ cents: 945, currency: 'CHF' });
    expect(convert({ cents: -1000, currency: 'EUR' }, 0.9456, 'CHF')).toEqual({
      cents: -945,
      currency: 'CHF',
    });
    // 0.29 × 100 is 28.999… in binary: the amount meant is 29.
    expect(convert({ cents: 29, currency: 'EUR' }, 1, 'GBP')).toEqual({ cents: 29, currency: 'GBP' });
    expect(roundTowardZero(100 * 1.15)).toBe(115);
    expect(zero('GBP')).toEqual({ cents: 0, currency: 'GBP' });
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('USD')).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 100_000_000 })])(
    'service costs are converted ×100: a decimal with two places gives its hundredths exactly',
    (hundredths) => {
      expect(serviceCostToCents(hundredths / 100)).toBe(hundredths);
    },
  );

  test.prop([fc.double({ min: 0, max: 1e6, noNaN: true }), currency])(
    'service costs are converted like any decimal amount, within half a hundredth',
    (amount, cur) => {
      const converted = serviceCostToCents(amount);
      expect(converted).toBe(fromDecimal(amount, cur).cents);
      expect(Number.isSafeInteger(converted)).toBe(true);
      expect(Math.abs(converted - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
    },
  );

  it('converts service costs ×100, halves away from zero', () => {
    expect(serviceCostToCents(4.9)).toBe(490);
    expect(serviceCostToCents(1.005)).toBe(101);
    expect(serviceCostToCents(0.004)).toBe(0);
  });

  test.prop([moneyArb, fc.double({ min: 0, max: 10, noNaN: true }), currency])(
    'converting multiplies by the rate and never exceeds the exact amount',
    (m, r, to) => {
      const converted = convert(m, r, to);
      expect(converted.currency).toBe(to);
      const exact = m.cents * r;
      // Binary noise below 1e-14 of the amount is cleaned, as in every rounding.
      expect(Math.abs(converted.cents)).toBeLessThanOrEqual(Math.abs(exact) * (1 + 1e-13) + 1e-6);
      expect(Math.abs(exact) - Math.abs(converted.cents)).toBeLessThan(1 + 1e-6);
    },
  );

  test.prop([
    fc.integer({ min: -100_000_000, max: 100_000_000 }),
    fc.double({ min: 0.01, max: 200, noNaN: true }),
  ])('converting there and back never gains money', (amount, rate) => {
    const there = convert({ cents: amount, currency: 'EUR' }, rate, 'CHF');
    const back = convert(there, 1 / rate, 'EUR');
    expect(Math.abs(back.cents)).toBeLessThanOrEqual(Math.abs(amount));
    expect(Math.sign(back.cents) * Math.sign(amount)).not.toBe(-1);
  });
});

describe('toDecimalText', () => {
  it.each([
    [123_450, '1234.50'],
    [1_234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [-320, '-3.20'],
    [-7, '-0.07'],
  ])('writes %i hundredths as %s', (hundredths, text) => {
    expect(toDecimalText({ cents: hundredths, currency: 'EUR' })).toBe(text);
  });

  test.prop([moneyArb])('is read back by parseMoney as the same amount', (value) => {
    expect(parseMoney(toDecimalText(value), value.currency)).toEqual({ ok: true, value });
  });

  it('refuses what is not a whole number of hundredths', () => {
    expect(() => toDecimalText({ cents: 12.5, currency: 'EUR' })).toThrow(RangeError);
  });
});

describe('parseMoney', () => {
  /** How a person types an amount of hundredths: "-12.05", "12,5", "12". */
  const typed = (hundredths: number, separator: '.' | ',', decimals: 0 | 1 | 2) => {
    const sign = hundredths < 0 ? '-' : '';
    const whole = Math.trunc(Math.abs(hundredths) / 100);
    const fraction = String(Math.abs(hundredths) % 100).padStart(2, '0');
    if (decimals === 0) return `${sign}${whole}`;
    return `${sign}${whole}${separator}${decimals === 1 ? fraction[0] : fraction}`;
  };

  test.prop([centsArb, currency, fc.constantFrom('.' as const, ',' as const)])(
    'reads back any amount written with two decimals, exactly',
    (hundredths, cur, separator) => {
      expect(parseMoney(typed(hundredths, separator, 2), cur)).toEqual({
        ok: true,
        value: { cents: hundredths, currency: cur },
      });
    },
  );

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0 as const, 1 as const)])(
    'fewer decimals are the same amount: "25" is 25.00 and "25.5" is 25.50',
    (whole, decimals) => {
      const hundredths = decimals === 0 ? whole * 100 : whole * 10;
      const text = decimals === 0 ? String(whole) : `${Math.trunc(whole / 10)}.${whole % 10}`;
      expect(parseMoney(text, 'EUR')).toEqual({ ok: true, value: { cents: hundredths, currency: 'EUR' } });
    },
  );

  it('reads the amounts of the examples', () => {
    expect(parseMoney('25.00', 'EUR')).toEqual({ ok: true, value: { cents: 2500, currency: 'EUR' } });
    expect(parseMoney(' 0,07 ', 'CHF')).toEqual({ ok: true, value: { cents: 7, currency: 'CHF' } });
    expect(parseMoney('1.005', 'EUR').ok).toBe(false);
    expect(parseMoney('-0.00', 'EUR')).toEqual({ ok: true, value: { cents: 0, currency: 'EUR' } });
  });

  test.prop([
    fc.constantFrom(
      '',
      ' ',
      '.50',
      '25.',
      '25.001',
      '1 000',
      '1,000.00',
      '1e3',
      '+5',
      '--5',
      'Infinity',
      'NaN',
      '0x10',
      '12€',
      '99999999999999999999',
    ),
    currency,
  ])('refuses anything else rather than guess', (text, cur) => {
    const parsed = parseMoney(text, cur);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.kind).toBe('money.notAnAmount');
      expect(parsed.error.message).toContain(cur);
    }
  });
});

describe('VAT', () => {
  test.prop([moneyArb, rate])('incl = excl + VAT with a single rounding', (excl, r) => {
    const b = vatFromExcl(excl, r);
    expect(b.incl.cents).toBe(b.excl.cents + b.vat.cents);
    expect(Number.isSafeInteger(b.vat.cents)).toBe(true);
    expect(Math.abs(b.vat.cents - (excl.cents * r) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
  });

  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), currency])(
    'VAT at 20 % on an amount ending in 5 or 0 hundredths is exact (no rounding needed)',
    (fifths, cur) => {
      expect(vatFromExcl({ cents: fifths * 5, currency: cur }, 20).vat.cents).toBe(fifths || 0);
    },
  );

  it('rounds a VAT half away from zero', () => {
    // 5.5 % of 10 hundredths is 0.55 → 1; of -10 it is -0.55 → -1; 20 % of 2 hundredths is 0.4 → 0.
    expect(vatFromExcl({ cents: 10, currency: 'EUR' }, 5.5).vat.cents).toBe(1);
    expect(vatFromExcl({ cents: -10, currency: 'EUR' }, 5.5).vat.cents).toBe(-1);
    expect(vatFromExcl({ cents: 2, currency: 'EUR' }, 20).vat.cents).toBe(0);
    expect(vatFromExcl({ cents: 50, currency: 'EUR' }, 5).vat.cents).toBe(3);
  });

  it('computes French VAT', () => {
    expect(vatFromExcl({ cents: 1999, currency: 'EUR' }, 20)).toEqual({
      excl: { cents: 1999, currency: 'EUR' },
      vat: { cents: 400, currency: 'EUR' },
      incl: { cents: 2399, currency: 'EUR' },
    });
  });
});

describe('formatMoney', () => {
  it('formats with Intl in the tenant locale', () => {
    expect(formatMoney({ cents: 123450, currency: 'EUR' }, 'fr-FR').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney({ cents: 990, currency: 'CHF' }, 'fr-CH')).toContain('9.90');
  });

  test.prop([moneyArb])('the formatted amount carries the currency', (m) => {
    const text = formatMoney(m, 'fr-FR');
    expect(text.length).toBeGreaterThan(0);
    expect(/€|CHF|£/.test(text)).toBe(true);
  });
});
