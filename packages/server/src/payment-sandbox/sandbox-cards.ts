import { Temporal } from 'temporal-polyfill';

/**
 * The sandbox gateway's cards: how a number, an expiry and a CVC are checked, and what the test
 * cards of docs/payments.md do. The frame's script checks the same things in the browser (see
 * `sandbox-assets.ts`); the server checks again, since a frame is only a convenience.
 */

/** What the bank does with a card: accept or decline it, and whether it asks for 3-D Secure first. */
export interface CardOutcome {
  readonly outcome: 'accepted' | 'declined';
  readonly threeDSecure: 'required' | 'none';
}

/** The test cards; any other valid number is accepted without a challenge. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': { outcome: 'accepted', threeDSecure: 'none' },
  '4000000000000002': { outcome: 'declined', threeDSecure: 'none' },
  '4000000000003220': { outcome: 'accepted', threeDSecure: 'required' },
};

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[number] ?? { outcome: 'accepted', threeDSecure: 'none' };
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
  }
  return total % 10 === 0;
}

/** The network a number belongs to, by its first digits, as printed on a saved card's label. */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  return 'Carte';
}

/** The digits of a number as typed: spaces and dashes between groups are allowed. */
const cardDigits = (typed: string): string => typed.replace(/[\s-]/g, '');

export interface CardExpiry {
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** `MM/AA` (or `MM/AAAA`), as the shopper types it. */
export function parseExpiry(typed: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** A card is valid up to the last day of its expiry month, in Paris. */
export function hasExpired(expiry: CardExpiry, now: Temporal.Instant): boolean {
  const today = now.toZonedDateTimeISO('Europe/Paris').toPlainDate();
  const lastValidMonth = Temporal.PlainYearMonth.from({ year: expiry.year, month: expiry.month });
  return Temporal.PlainYearMonth.compare(today.toPlainYearMonth(), lastValidMonth) > 0;
}

export const formatExpiry = (expiry: CardExpiry): string =>
  `${String(expiry.month).padStart(2, '0')}/${expiry.year}`;

/** The French message shown beside each field the shopper must correct. */
export const CARD_FIELD_MESSAGES = {
  numberMissing: 'Saisissez le numéro de la carte.',
  numberInvalid: 'Ce numéro de carte n’est pas valide.',
  expiryMissing: 'Saisissez la date d’expiration (MM/AA).',
  expiryInvalid: 'Cette date d’expiration n’est pas valide (MM/AA).',
  expiryPast: 'Cette carte a expiré.',
  cvcInvalid: 'Saisissez le cryptogramme visuel (3 ou 4 chiffres).',
} as const;

export interface CardFieldErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

export interface CheckedCard {
  readonly number: string;
  readonly expiry: CardExpiry;
}

/** Checks the three fields as typed; the card, or a French message per field to correct. */
export function checkCard(
  typed: { readonly number: string; readonly expiry: string; readonly cvc: string },
  now: Temporal.Instant,
):
  | { readonly ok: true; readonly card: CheckedCard }
  | { readonly ok: false; readonly errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = cardDigits(typed.number);
  if (number === '') errors.number = CARD_FIELD_MESSAGES.numberMissing;
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    errors.number = CARD_FIELD_MESSAGES.numberInvalid;
  const expiry = parseExpiry(typed.expiry);
  if (typed.expiry.trim() === '') errors.expiry = CARD_FIELD_MESSAGES.expiryMissing;
  else if (expiry === undefined) errors.expiry = CARD_FIELD_MESSAGES.expiryInvalid;
  else if (hasExpired(expiry, now)) errors.expiry = CARD_FIELD_MESSAGES.expiryPast;
  if (!/^\d{3,4}$/.test(typed.cvc.trim())) errors.cvc = CARD_FIELD_MESSAGES.cvcInvalid;
  if (expiry === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expiry } };
}
