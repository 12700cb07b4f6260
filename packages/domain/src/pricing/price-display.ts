import type { Customer } from '../model/customer.js';

/** Whether prices are shown excluding or including VAT. */
export type PriceDisplay = 'exclVat' | 'inclVat';

/** A stored choice (a cookie, a query), when it is one; anything else is no choice. */
export function parsePriceDisplay(value: string | null | undefined): PriceDisplay | undefined {
  return value === 'exclVat' || value === 'inclVat' ? value : undefined;
}

/**
 * How prices are shown: the shopper's own choice for the session when there is one, else
 * excluding VAT for companies and premium resellers (who reclaim it) and including VAT for
 * private customers and guests (what they pay).
 */
export function priceDisplayOf(
  chosen: PriceDisplay | undefined,
  customer: Pick<Customer, 'premium' | 'metadata'> | null | undefined,
): PriceDisplay {
  if (chosen !== undefined) return chosen;
  if (customer === null || customer === undefined) return 'inclVat';
  return customer.premium.premium || customer.metadata.userCategory === 'company' ? 'exclVat' : 'inclVat';
}
