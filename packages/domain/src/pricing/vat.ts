import { checkVAT, countries as vatNumberCountries } from 'jsvat';
import type { VatDecision, VatRegime } from '../model/quote.js';
import type { VatRate } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';
import { vatRateFor } from './vat-rates.js';

/** The member states of the European Union: intra-community rules apply between them. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** Who is invoiced for the job. */
export interface VatBuyer {
  /** `company` (and resellers) may be reverse-charged; `private` and guests never are. */
  readonly kind: 'company' | 'private';
  /** The billing address's country, ISO 3166-1 alpha-2. */
  readonly billingCountry: string;
  /** The company's intra-community VAT number, with its country prefix. */
  readonly vatNumber?: string | null | undefined;
}

/** Monaco is not a member state but lies in the French VAT area: it is taxed as France. */
const vatArea = (country: string): string => (country.toUpperCase() === 'MC' ? 'FR' : country.toUpperCase());

export interface VatInput {
  /** The country the shop invoices from (its domain config's `default_iso2`). */
  readonly sellerCountry: string;
  /** Where the job ships. */
  readonly shipTo: { readonly country: string; readonly postalCode?: string | null | undefined };
  /** Who pays; absent for a guest or a shopper without a billing address yet (a private buyer). */
  readonly buyer?: VatBuyer | undefined;
}

export type VatError = {
  readonly kind: 'pricing.unknownCountry';
  readonly message: string;
  readonly country: string;
};

export const REVERSE_CHARGE_MENTION =
  'Autoliquidation : livraison intracommunautaire exonérée de TVA (article 262 ter, I du CGI ; article 138 de la directive 2006/112/CE). TVA due par le preneur.';
export const OUTSIDE_VAT_AREA_MENTION = 'TVA non applicable, article 294 du CGI.';

/**
 * French postcodes whose territory has its own VAT treatment, longest prefix first. Corsica
 * (20xxx) is listed to record the decision: its reduced rates (article 297 du CGI) cover
 * products other than printed matter, which is taxed there at the standard 20 %.
 */
const FRENCH_AREAS: readonly {
  readonly prefix: string;
  readonly area: string;
  readonly regime: VatRegime;
  readonly rate: VatRate;
}[] = [
  // Saint-Barthélemy and Saint-Martin share Guadeloupe's 971 but are outside the VAT area.
  { prefix: '97133', area: 'Saint-Barthélemy', regime: 'outsideVatArea', rate: 0 },
  { prefix: '97150', area: 'Saint-Martin', regime: 'outsideVatArea', rate: 0 },
  { prefix: '971', area: 'Guadeloupe', regime: 'overseas', rate: 8.5 },
  { prefix: '972', area: 'Martinique', regime: 'overseas', rate: 8.5 },
  { prefix: '973', area: 'Guyane', regime: 'outsideVatArea', rate: 0 },
  { prefix: '974', area: 'La Réunion', regime: 'overseas', rate: 8.5 },
  { prefix: '975', area: 'Saint-Pierre-et-Miquelon', regime: 'outsideVatArea', rate: 0 },
  { prefix: '976', area: 'Mayotte', regime: 'outsideVatArea', rate: 0 },
  { prefix: '977', area: 'Saint-Barthélemy', regime: 'outsideVatArea', rate: 0 },
  { prefix: '978', area: 'Saint-Martin', regime: 'outsideVatArea', rate: 0 },
  { prefix: '98', area: 'Collectivités du Pacifique', regime: 'outsideVatArea', rate: 0 },
  { prefix: '20', area: 'Corse', regime: 'standard', rate: 20 },
];

/** Where a French postcode lies, when its territory is one of the special cases. */
function frenchArea(postalCode: string | null | undefined) {
  const code = postalCode?.replace(/\s/g, '') ?? '';
  // Monaco's 98000 is the principality, in the French VAT area: not a Pacific collectivity.
  if (code === '' || code.startsWith('980')) return undefined;
  return FRENCH_AREAS.find((candidate) => code.startsWith(candidate.prefix));
}

/**
 * True when `vatNumber` is a well-formed intra-community VAT number of `country` (its check
 * digits included). Greece's numbers start with EL.
 */
export function isValidVatNumber(vatNumber: string, country: string): boolean {
  const checked = checkVAT(vatNumber.replace(/[\s.-]/g, '').toUpperCase(), vatNumberCountries);
  const prefixCountry = checked.country?.isoCode.short;
  return checked.isValid && prefixCountry === country.toUpperCase();
}

/**
 * The VAT of a job: the one place the shop decides it, for the quote, the cart, the order and
 * the invoice alike.
 *
 * 1. The destination's rate (`VAT_RATES`); a country without one is an error.
 * 2. In France, the postcode's territory: overseas departments' rate, or none outside the VAT area.
 * 3. A company billed in another EU member state than the seller's, with a valid VAT number of
 *    that state, for a job shipped within the EU: reverse charge, 0 % with its legal mention.
 *    Never for a private buyer.
 */
export function vatFor(input: VatInput): Result<VatDecision, VatError> {
  const country = input.shipTo.country.toUpperCase();
  const rate = vatRateFor(country);
  if (rate === undefined) {
    return err({ kind: 'pricing.unknownCountry', message: `No VAT rate for country ${country}`, country });
  }
  const buyer = input.buyer;
  const seller = vatArea(input.sellerCountry);
  const billedIn = buyer === undefined ? undefined : vatArea(buyer.billingCountry);
  if (
    buyer !== undefined &&
    billedIn !== undefined &&
    buyer.kind === 'company' &&
    EU_COUNTRIES.has(seller) &&
    EU_COUNTRIES.has(vatArea(country)) &&
    EU_COUNTRIES.has(billedIn) &&
    billedIn !== seller &&
    typeof buyer.vatNumber === 'string' &&
    isValidVatNumber(buyer.vatNumber, buyer.billingCountry)
  ) {
    return ok({ rate: 0, regime: 'reverseCharge', area: null, mention: REVERSE_CHARGE_MENTION });
  }
  if (country === 'FR') {
    const area = frenchArea(input.shipTo.postalCode);
    if (area !== undefined) {
      return ok({
        rate: area.rate,
        regime: area.regime,
        area: area.area,
        mention: area.regime === 'outsideVatArea' ? OUTSIDE_VAT_AREA_MENTION : null,
      });
    }
  }
  return ok({ rate, regime: 'standard', area: null, mention: null });
}
