import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect } from 'vitest';
import {
  cardBrand,
  cardOutcome,
  checkCard,
  hasExpired,
  parseExpiry,
  passesLuhn,
  TEST_CARDS,
} from './sandbox-cards.js';

/** The digit that makes `body` pass the Luhn check, computed the long way. */
function checkDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error('no check digit');
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));

const NOW = Temporal.Instant.from('2026-11-18T08:00:00Z');

describe('card numbers', () => {
  test.prop([digits(11, 18)])('exactly one check digit completes any body', (body) => {
    const passing = [...'0123456789'].filter((digit) => passesLuhn(`${body}${digit}`));
    expect(passing).toHaveLength(1);
  });

  test.prop([digits(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 })])(
    'changing any one digit of a valid number breaks the check',
    (body, at, shift) => {
      const number = `${body}${checkDigit(body)}`;
      const index = at % number.length;
      const changed = (Number(number[index]) + shift) % 10;
      const altered = `${number.slice(0, index)}${changed}${number.slice(index + 1)}`;
      expect(passesLuhn(altered)).toBe(false);
    },
  );

  test('the test cards pass the check and do what docs/payments.md says', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(cardOutcome('4111111111111111')).toEqual({ outcome: 'accepted', threeDSecure: 'none' });
    expect(cardOutcome('4000000000000002')).toEqual({ outcome: 'declined', threeDSecure: 'none' });
    expect(cardOutcome('4000000000003220')).toEqual({ outcome: 'accepted', threeDSecure: 'required' });
    expect(cardOutcome('5555555555554444')).toEqual({ outcome: 'accepted', threeDSecure: 'none' });
  });

  test('brands', () => {
    expect(cardBrand('4111111111111111')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('6011111111111117')).toBe('Carte');
  });

  test('typed with spaces or dashes, a number is read as its digits', () => {
    const checked = checkCard({ number: '4111-1111 1111 1111', expiry: '12/30', cvc: '123' }, NOW);
    expect(checked).toEqual({
      ok: true,
      card: { number: '4111111111111111', expiry: { month: 12, year: 2030 } },
    });
  });
});

describe('expiry dates', () => {
  test.prop([fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 })])(
    'MM/AA and MM/AAAA read the same',
    (month, year) => {
      const mm = String(month).padStart(2, '0');
      const yy = String(year).padStart(2, '0');
      expect(parseExpiry(`${mm}/${yy}`)).toEqual({ month, year: 2000 + year });
      expect(parseExpiry(`${mm}/20${yy}`)).toEqual({ month, year: 2000 + year });
    },
  );

  test.each([['00/30'], ['13/30'], ['1230'], ['12/3'], ['aa/bb'], ['']])('%j is no expiry', (typed) => {
    expect(parseExpiry(typed)).toBeUndefined();
  });

  test.prop([fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: 1, max: 12 })])(
    'a card has expired exactly when its month is before the current one',
    (year, month) => {
      const expired = year < 2026 || (year === 2026 && month < 11);
      expect(hasExpired({ month, year }, NOW)).toBe(expired);
    },
  );
});

describe('checking the typed card', () => {
  test('gives one French message per field to correct', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, NOW)).toEqual({
      ok: false,
      errors: {
        number: 'Saisissez le numéro de la carte.',
        expiry: 'Saisissez la date d’expiration (MM/AA).',
        cvc: 'Saisissez le cryptogramme visuel (3 ou 4 chiffres).',
      },
    });
    expect(checkCard({ number: '4111111111111111', expiry: '12/30', cvc: '12345' }, NOW)).toEqual({
      ok: false,
      errors: { cvc: 'Saisissez le cryptogramme visuel (3 ou 4 chiffres).' },
    });
    expect(checkCard({ number: '41111111111', expiry: '12/30', cvc: '123' }, NOW)).toMatchObject({
      errors: { number: 'Ce numéro de carte n’est pas valide.' },
    });
  });

  test.each([['123'], ['1234']])('takes a %s CVC', (cvc) => {
    expect(checkCard({ number: '4111111111111111', expiry: '12/30', cvc }, NOW).ok).toBe(true);
  });
});
