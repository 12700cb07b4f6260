import {
  CURRENCIES,
  type Money,
  type MoneyError,
  money,
  parseDate,
  type Result,
  validateQuantity,
} from '@tirage/domain';
import * as z from './wire-zod.js';

/**
 * The building blocks every area shares. Rules that the domain already owns (quantities in
 * hundredths, DD-MM-YYYY calendar dates, currencies) are delegated to it, so a value the
 * contract accepts is one the domain accepts too.
 */

/** Server-made identifiers (carts, lines, orders, addresses): opaque, never empty. */
export const idSchema = z.string().trim().min(1, 'An id cannot be empty').max(200);

export const currencyCodeSchema = z.enum(CURRENCIES);

/** ISO 3166-1 alpha-2, upper case as the carriers and VAT rules expect it. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Country must be an ISO 3166-1 alpha-2 code');

/** Postal codes differ by country (75001, 1000, SW1A 1AA): only their shape is checked here. */
export const postalCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(12)
  .regex(/^[A-Za-z0-9 -]+$/, 'Postal code may hold letters, digits, spaces and hyphens only');

export const emailSchema = z.email().max(254);

/** Passwords: at least 8 characters; the upper bound only stops absurd payloads before hashing. */
export const passwordSchema = z.string().min(8, 'Password must be at least 8 characters').max(200);

/** Locale tags such as 'fr' or 'fr-FR'. */
export const localeSchema = z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Locale must look like fr or fr-FR');

/** Short free texts typed by a shopper (job name, sender name, notes): bounded to keep rows small. */
export const shortTextSchema = z.string().max(255);
export const longTextSchema = z.string().max(4000);

/** A VAT rate in percent (20 for France, 21 for Belgium, 8.1 for Switzerland). */
export const vatRateSchema = z.number().min(0).max(100);

/**
 * Money on the wire: integer hundredths with their currency. A fractional `centAmount` is refused
 * rather than rounded, because rounding belongs to the domain and happens once.
 */
export const moneySchema = z.object({
  currencyCode: currencyCodeSchema,
  centAmount: z.number().int('centAmount must be an integer number of hundredths'),
});
export type WireMoney = z.infer<typeof moneySchema>;

/** Money a client sends (a ceiling, never a price): strict, like every request object. */
export const moneyInputSchema = z.strictObject(moneySchema.shape);

export function moneyFromWire(wire: WireMoney): Result<Money, MoneyError> {
  return money(wire.centAmount, wire.currencyCode);
}

export function moneyToWire(value: Money): WireMoney {
  return { currencyCode: value.currency, centAmount: value.cents };
}

/** The smallest positive hundredth: with it, the domain's rule reduces to "positive, in hundredths". */
const ANY_POSITIVE_QUANTITY = { type: 'listOfRanges', minimum: 0.01 } as const;

/**
 * A quantity of copies, labels, rolls or square metres: positive, with at most two decimals.
 * The product's own rule (minimum, increment) is checked by the server against its catalogue.
 */
export const quantitySchema = z.number().superRefine((value, ctx) => {
  const checked = validateQuantity(value, ANY_POSITIVE_QUANTITY);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error.message, input: value });
});

const WIRE_DATE_PATTERN = /^\d{2}-\d{2}-\d{4}$/;

/** Calendar dates on the wire are DD-MM-YYYY (section 9); 31-02-2026 does not exist and is refused. */
export const wireDateSchema = z
  .string()
  .regex(WIRE_DATE_PATTERN, 'Date must be written DD-MM-YYYY')
  .refine((text) => parseDate(text) !== null, 'This day does not exist in the calendar');

/** Instants (creation times, banner windows) travel as ISO 8601 with an offset, read by Temporal. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Selected product attributes: attribute key to value key, e.g. { format: 'A5', paper: 'couche-350' }. */
export const attributesSchema = z.record(z.string().min(1).max(100), z.string().max(200));

/** http(s) links only: javascript: and data: links are refused (section 8). */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(2000);

/** A path inside the shop, e.g. /flyers/; never a full URL, so it cannot send the shopper away. */
export const shopPathSchema = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/, 'Must be a path of the shop starting with a single /')
  .max(2000);
