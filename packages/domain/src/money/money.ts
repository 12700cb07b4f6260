import type { MoneyError } from '../errors/errors.js';
import { err, ok, type Result } from '../shared/result.js';

/** Currencies the shop sells in. EUR is the default (specification section 9). */
export const CURRENCIES = ['EUR', 'CHF', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** An amount in integer hundredths (cents) of a currency. Build it with `money()`. */
export interface Money {
  readonly cents: number;
  readonly currency: CurrencyCode;
}

/**
 * The one rounding of the shop: a possibly fractional number of hundredths to an integer,
 * half away from zero. Binary noise below 1e-9 hundredths (`1.005 * 100 = 100.49999…`) is
 * cleaned first so the decimal the author meant is what gets rounded.
 */
export function roundHalfAwayFromZero(hundredths: number): number {
  if (!Number.isFinite(hundredths)) throw new RangeError(`Cannot round ${hundredths}`);
  const magnitude = Math.abs(hundredths);
  // Cleaning to 15 significant digits moves a value by less than 5e-15 of itself: only a value
  // that close to a half can round differently, so only those pay for the cleaning (it is on
  // every price's path).
  const nearHalf = Math.abs(magnitude - Math.floor(magnitude) - 0.5) <= magnitude * 1e-14 + 1e-12;
  const cleaned = nearHalf ? Number(magnitude.toPrecision(15)) : magnitude;
  const rounded = Math.floor(cleaned + 0.5);
  return hundredths < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * The rounding of a currency conversion: toward zero, so a converted amount never exceeds its
 * exact value and converting there and back never gains money. Binary noise is cleaned as above
 * (`0.29 * 100 = 28.999…` is 29).
 */
export function roundTowardZero(hundredths: number): number {
  if (!Number.isFinite(hundredths)) throw new RangeError(`Cannot round ${hundredths}`);
  const magnitude = Math.abs(hundredths);
  const nearInteger = Math.abs(magnitude - Math.round(magnitude)) <= magnitude * 1e-14 + 1e-12;
  const cleaned = nearInteger ? Number(magnitude.toPrecision(15)) : magnitude;
  const rounded = Math.floor(cleaned);
  return hundredths < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Builds money from integer hundredths; anything else is refused. */
export function money(cents: number, currency: CurrencyCode): Result<Money, MoneyError> {
  if (!Number.isSafeInteger(cents)) {
    return err({
      kind: 'money.notInteger',
      message: `Amount must be an integer number of hundredths, got ${cents}`,
    });
  }
  return ok({ cents: cents === 0 ? 0 : cents, currency });
}

/** Money from integer hundredths known to be valid (internal arithmetic); throws on a bug. */
export function cents(amount: number, currency: CurrencyCode): Money {
  const result = money(amount, currency);
  if (!result.ok) throw new RangeError(result.error.message);
  return result.value;
}

export const zero = (currency: CurrencyCode): Money => ({ cents: 0, currency });

/** Amount in major units (e.g. 12.345 EUR) to money, rounded once. */
export function fromDecimal(amount: number, currency: CurrencyCode): Money {
  return cents(roundHalfAwayFromZero(amount * 100), currency);
}

const AMOUNT_TEXT = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Money from an amount typed in major units ("25", "25.5", "25.00" or "25,00"), read digit by
 * digit, never through a float. More than two decimals, thousands separators, exponents and
 * anything else are refused rather than rounded: a typed amount is taken exactly or not at all.
 */
export function parseMoney(text: string, currency: CurrencyCode): Result<Money, MoneyError> {
  const match = AMOUNT_TEXT.exec(text.trim());
  const whole = match?.[2];
  const hundredths =
    match === null || whole === undefined
      ? Number.NaN
      : Number(whole) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) {
    return err({
      kind: 'money.notAnAmount',
      message: `Not an amount: "${text}" (write it in ${currency} with at most two decimals, e.g. 25.00)`,
    });
  }
  return money(match?.[1] === '-' ? -hundredths : hundredths, currency);
}

/**
 * Money as the decimal text a payment provider's API takes: units, a point and two digits
 * ("1234.50", "0.05", "-3.20"), written from the integer hundredths, never through a float.
 * `parseMoney` reads it back.
 */
export function toDecimalText(value: Money): string {
  if (!Number.isSafeInteger(value.cents)) throw new RangeError(`Not an amount in hundredths: ${value.cents}`);
  const magnitude = Math.abs(value.cents);
  const hundredths = String(magnitude % 100).padStart(2, '0');
  return `${value.cents < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${hundredths}`;
}

/**
 * Service costs (file check, design service) are configured in major units and converted
 * ×100 to hundredths (specification section 9).
 */
export function serviceCostToCents(amount: number): number {
  return fromDecimal(amount, DEFAULT_CURRENCY).cents;
}

function sameCurrency(a: Money, b: Money): Result<CurrencyCode, MoneyError> {
  return a.currency === b.currency
    ? ok(a.currency)
    : err({ kind: 'money.currencyMismatch', message: `Cannot combine ${a.currency} with ${b.currency}` });
}

export function add(a: Money, b: Money): Result<Money, MoneyError> {
  const currency = sameCurrency(a, b);
  return currency.ok ? money(a.cents + b.cents, currency.value) : currency;
}

export function subtract(a: Money, b: Money): Result<Money, MoneyError> {
  const currency = sameCurrency(a, b);
  return currency.ok ? money(a.cents - b.cents, currency.value) : currency;
}

/** Sum of amounts in one currency; an empty list is zero. */
export function sum(amounts: readonly Money[], currency: CurrencyCode): Result<Money, MoneyError> {
  let total = zero(currency);
  for (const amount of amounts) {
    const next = add(total, amount);
    if (!next.ok) return next;
    total = next.value;
  }
  return ok(total);
}

/** Multiplies by a factor (a quantity, a speed factor, an exchange rate) and rounds once. */
export function multiply(value: Money, factor: number): Money {
  return cents(roundHalfAwayFromZero(value.cents * factor), value.currency);
}

/**
 * Converts between currencies with a rate (units of `to` per unit of `from`), rounding once,
 * toward zero (`roundTowardZero`).
 */
export function convert(value: Money, rate: number, to: CurrencyCode): Money {
  return cents(roundTowardZero(value.cents * rate), to);
}

export function compare(a: Money, b: Money): -1 | 0 | 1 {
  if (a.currency !== b.currency) throw new RangeError(`Cannot compare ${a.currency} with ${b.currency}`);
  return a.cents < b.cents ? -1 : a.cents > b.cents ? 1 : 0;
}

/** A VAT rate in percent, e.g. 20 for France, 21 for Belgium, 8.1 for Switzerland. */
export type VatRate = number;

export interface VatBreakdown {
  readonly excl: Money;
  readonly vat: Money;
  readonly incl: Money;
}

/** From an amount excluding VAT: VAT is rounded once and incl = excl + VAT exactly. */
export function vatFromExcl(excl: Money, ratePercent: VatRate): VatBreakdown {
  const vat = multiply(excl, ratePercent / 100);
  return { excl, vat, incl: cents(excl.cents + vat.cents, excl.currency) };
}

/** Formats with `Intl` in the tenant's locale and the money's currency (e.g. "1 234,50 €" in fr). */
export function formatMoney(value: Money, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(
    value.cents / 100,
  );
}
