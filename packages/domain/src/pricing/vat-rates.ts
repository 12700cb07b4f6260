import type { VatRate } from '../money/money.js';

/**
 * Standard VAT rates (percent) of the countries the shop delivers to, keyed by ISO 3166-1
 * alpha-2. Printed matter is taxed at the standard rate in every one of them.
 */
export const VAT_RATES: Readonly<Record<string, VatRate>> = {
  FR: 20,
  // Monaco is in the French VAT area.
  MC: 20,
  BE: 21,
  LU: 17,
  DE: 19,
  NL: 21,
  AT: 20,
  IT: 22,
  ES: 21,
  PT: 23,
  IE: 23,
  DK: 25,
  SE: 25,
  FI: 25.5,
  PL: 23,
  CZ: 21,
  GR: 24,
  CH: 8.1,
  GB: 20,
};

/** The VAT rate of a country, or `undefined` when the shop does not deliver there. */
export function vatRateFor(country: string): VatRate | undefined {
  return VAT_RATES[country.toUpperCase()];
}
