import { fc, test } from '@fast-check/vitest';
import { CURRENCIES, toHundredths } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { badDateArb, isRealDate } from './test-support/bad-values.js';
import {
  httpUrlSchema,
  moneyFromWire,
  moneySchema,
  moneyToWire,
  quantitySchema,
  shopPathSchema,
  wireDateSchema,
} from './wire-primitives.js';

describe('quantitySchema', () => {
  test.prop([fc.integer({ min: 1, max: 1_000_000_000 })])(
    'accepts every positive number of hundredths',
    (hundredths) => {
      expect(quantitySchema.safeParse(hundredths / 100).success).toBe(true);
    },
  );

  test.prop([fc.integer({ min: -1_000_000_000, max: 0 })])(
    'refuses zero and negative quantities',
    (hundredths) => {
      expect(quantitySchema.safeParse(hundredths / 100).success).toBe(false);
    },
  );

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 })])(
    'refuses quantities finer than a hundredth',
    (whole, thousandth) => {
      expect(quantitySchema.safeParse(whole + thousandth / 1000).success).toBe(false);
    },
  );

  test.prop([fc.double({ noNaN: false })])('agrees with the domain on hundredths', (value) => {
    const accepted = quantitySchema.safeParse(value).success;
    if (accepted)
      expect(Math.abs(value * 100 - toHundredths(value))).toBeLessThan(1e-6 * Math.max(1, value * 100));
  });

  it('takes float noise such as 0.1 + 0.2 as the hundredths it means', () => {
    expect(quantitySchema.safeParse(0.1 + 0.2).success).toBe(true);
    expect(quantitySchema.safeParse(Number.NaN).success).toBe(false);
    expect(quantitySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(quantitySchema.safeParse('500').success).toBe(false);
  });
});

describe('moneySchema', () => {
  const currencyArb = fc.constantFrom(...CURRENCIES);

  test.prop([currencyArb, fc.integer({ min: -1e12, max: 1e12 })])(
    'round-trips integer hundredths through the domain',
    (currencyCode, centAmount) => {
      const wire = moneySchema.parse({ currencyCode, centAmount });
      const domain = moneyFromWire(wire);
      expect(domain.ok).toBe(true);
      if (domain.ok)
        expect(moneyToWire(domain.value)).toEqual({
          currencyCode,
          centAmount: centAmount === 0 ? 0 : centAmount,
        });
    },
  );

  test.prop([
    currencyArb,
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  ])('refuses a centAmount that is not an integer, at that field', (currencyCode, centAmount) => {
    const parsed = moneySchema.safeParse({ currencyCode, centAmount });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.path).toEqual(['centAmount']);
  });

  test.prop([fc.string().filter((code) => !(CURRENCIES as readonly string[]).includes(code))])(
    'refuses currencies the shop does not sell',
    (currencyCode) => {
      expect(moneySchema.safeParse({ currencyCode, centAmount: 100 }).success).toBe(false);
    },
  );
});

describe('wireDateSchema (DD-MM-YYYY)', () => {
  it('refuses 31-02-2026 and accepts 28-02-2026 and 29-02-2028', () => {
    expect(wireDateSchema.safeParse('31-02-2026').success).toBe(false);
    expect(wireDateSchema.safeParse('28-02-2026').success).toBe(true);
    expect(wireDateSchema.safeParse('29-02-2028').success).toBe(true);
    expect(wireDateSchema.safeParse('2026-02-28').success).toBe(false);
  });

  test.prop([
    fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
  ])('accepts every real day written DD-MM-YYYY', (date) => {
    const text = `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;
    expect(wireDateSchema.safeParse(text).success).toBe(true);
  });

  test.prop([badDateArb])('refuses days that do not exist and other writings', (text) => {
    expect(wireDateSchema.safeParse(text).success).toBe(false);
  });

  test.prop([
    fc.integer({ min: 1, max: 31 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1000, max: 9999 }),
  ])('accepts a day exactly when the calendar has it', (day, month, year) => {
    const text = `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
    expect(wireDateSchema.safeParse(text).success).toBe(isRealDate(day, month, year));
  });
});

describe('links', () => {
  it('refuses javascript: and data: links (section 8)', () => {
    expect(httpUrlSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(httpUrlSchema.safeParse('data:text/html,hi').success).toBe(false);
    expect(httpUrlSchema.safeParse('https://cdn.tirage.fr/a.png').success).toBe(true);
  });

  it('keeps shop paths inside the shop', () => {
    expect(shopPathSchema.safeParse('/espace-client/').success).toBe(true);
    expect(shopPathSchema.safeParse('//evil.example/').success).toBe(false);
    expect(shopPathSchema.safeParse('https://evil.example/').success).toBe(false);
  });
});
