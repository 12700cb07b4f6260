import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { checkPostalCode, POSTAL_CODE_RULES } from './postal-codes.js';

const FIVE_DIGITS = ['FR', 'MC', 'DE', 'IT', 'ES'] as const;
const FOUR_DIGITS = ['BE', 'LU', 'CH'] as const;
const DIGIT_COUNTRIES = [
  ...FIVE_DIGITS.map((c) => [c, 5] as const),
  ...FOUR_DIGITS.map((c) => [c, 4] as const),
];

const digitString = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('postal codes by country', () => {
  test.prop([
    fc
      .constantFrom(...DIGIT_COUNTRIES)
      .chain(([country, length]) => fc.tuple(fc.constant(country), digitString(length, length))),
  ])('every code of the country’s number of digits is accepted as typed', ([country, code]) => {
    expect(checkPostalCode(country, code)).toEqual({ ok: true, value: code });
  });

  test.prop([
    fc.constantFrom(...DIGIT_COUNTRIES).chain(([country, length]) =>
      fc.tuple(
        fc.constant(country),
        digitString(1, 12).filter((code) => code.length !== length),
      ),
    ),
  ])('digits of any other length are refused, the message saying what is expected', ([country, code]) => {
    const checked = checkPostalCode(country, code);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.kind).toBe('address.postalCodeInvalid');
      expect(checked.error.message).toMatch(new RegExp(`^A postal code in ${country} is \\d digits`));
    }
  });

  test.prop([fc.constantFrom(...FIVE_DIGITS), digitString(4, 4), fc.constantFrom('A', 'b', ' ', '-')])(
    'a letter, space or hyphen among the digits is refused',
    (country, digits, odd) => {
      expect(checkPostalCode(country, `${digits.slice(0, 2)}${odd}${digits.slice(2)}`).ok).toBe(false);
    },
  );

  it('trims the spaces around a code', () => {
    expect(checkPostalCode('FR', ' 75001 ')).toEqual({ ok: true, value: '75001' });
  });

  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['cr2 6xh', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['EC1A 1BB', 'EC1A 1BB'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('GB: %s is the postcode %s', (typed, kept) => {
    expect(checkPostalCode('GB', typed)).toEqual({ ok: true, value: kept });
  });

  it.each(['SW1A', '1AA', 'SW1A 1A', 'Q1 1AA', 'SW1A 1CA', '12345', 'SW1A-1AA', 'AAA1 1AA'])(
    'GB: %s is refused',
    (typed) => {
      expect(checkPostalCode('GB', typed)).toMatchObject({
        ok: false,
        error: { message: 'A postal code in GB is a UK postcode, e.g. SW1A 1AA' },
      });
    },
  );

  it.each([
    ['1012 AB', '1012 AB'],
    ['1012ab', '1012 AB'],
    ['9999 zz', '9999 ZZ'],
  ])('NL: %s is the postcode %s', (typed, kept) => {
    expect(checkPostalCode('NL', typed)).toEqual({ ok: true, value: kept });
  });

  it.each(['0123 AB', '1012', '1012 A', '101 AB', '1012 ABC', '1012-AB'])('NL: %s is refused', (typed) => {
    expect(checkPostalCode('NL', typed).ok).toBe(false);
  });

  test.prop([fc.constantFrom(...Object.keys(POSTAL_CODE_RULES)), fc.string({ maxLength: 14 })])(
    'a code kept is kept again unchanged (normalising twice changes nothing)',
    (country, typed) => {
      const once = checkPostalCode(country, typed);
      if (once.ok) expect(checkPostalCode(country, once.value)).toEqual(once);
    },
  );

  test.prop([
    fc.stringMatching(/^[A-Z]{2}$/).filter((country) => POSTAL_CODE_RULES[country] === undefined),
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 -]{0,9}[A-Za-z0-9]$/),
  ])('a country without a rule takes any code of the generic shape', (country, code) => {
    expect(checkPostalCode(country, code)).toEqual({ ok: true, value: code });
  });

  it('reads rules only for country codes, not for names every object has', () => {
    expect(checkPostalCode('constructor', '12345')).toEqual({ ok: true, value: '12345' });
  });

  it.each(['US', 'PT'])('%s: the generic shape still refuses other characters and lengths', (country) => {
    expect(checkPostalCode(country, '1234_5').ok).toBe(false);
    expect(checkPostalCode(country, '1').ok).toBe(false);
    expect(checkPostalCode(country, '1234567890123').ok).toBe(false);
  });
});
