/** The countries whose towns the shop knows from a postal code (La Poste's data, served by the shop). */
export const TOWN_LOOKUP_COUNTRIES: readonly string[] = ['FR'];

/**
 * The postal code to look the towns of up, as typed in an address form: five digits (spaces
 * around them ignored) in a country whose towns the shop knows; undefined otherwise, and then the
 * form asks nothing.
 */
export function townLookupCode(country: string, typed: string): string | undefined {
  if (!TOWN_LOOKUP_COUNTRIES.includes(country)) return undefined;
  const code = typed.trim();
  return /^[0-9]{5}$/.test(code) ? code : undefined;
}

/** Fewer characters than this suggest too much to be useful (and each search costs the shop). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

/** What to search addresses for, from the first line as typed; undefined while it is too short. */
export function addressSearchText(typed: string): string | undefined {
  const text = typed.trim().replace(/\s+/g, ' ');
  return text.length >= ADDRESS_SEARCH_MIN_LENGTH ? text : undefined;
}
