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

/**
 * What the town field of an address form becomes once the towns of its postal code are known:
 * the town, when the code has one and the field is empty or still holds what the form put there
 * (`filled`); empty, when the form's earlier town no longer belongs to the code; otherwise
 * undefined: the field is left as it is. A town the shopper typed by hand is never replaced.
 */
export function townFill(
  towns: readonly { readonly name: string }[],
  typed: string,
  filled: string | undefined,
): string | undefined {
  const current = typed.trim();
  const ours = current === '' || current === filled;
  if (!ours) return undefined;
  const [only] = towns;
  if (towns.length === 1 && only !== undefined) return only.name === typed ? undefined : only.name;
  if (current !== '' && !towns.some((town) => town.name === current)) return '';
  return undefined;
}
