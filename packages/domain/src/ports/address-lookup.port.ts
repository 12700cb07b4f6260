import type { DomainError } from '../errors/errors.js';
import type { Result } from '../shared/result.js';

/** A commune of a postal code, as the shop knows it (French postal codes only for now). */
export interface Town {
  /** As an address writes it: 'Saint-Denis-lès-Bourg', 'Paris'. */
  readonly name: string;
  /** La Poste's routing label: 'SAINT-DENIS-LES-BOURG'. */
  readonly postalLabel: string;
}

/** The towns of a postal code, served by the shop itself (no outside service). */
export interface TownLookupPort {
  /** The towns of `postalCode` in `country` (ISO 3166-1 alpha-2); empty when the code is unknown. */
  ofPostalCode(country: string, postalCode: string): Promise<Result<readonly Town[], DomainError>>;
}

/**
 * A suggestion for what the shopper is typing: an address, or a group of addresses (a street, a
 * building) to open with `suggest(text, country, { container: id })`.
 */
export interface AddressSuggestion {
  readonly id: string;
  readonly kind: 'address' | 'group';
  /** What the shopper typed it from: '12 Rue Oberkampf'. */
  readonly text: string;
  /** Where it is: '75011 Paris', or '12 addresses' for a group. */
  readonly description: string;
}

/** An address as a lookup service gives it, in the fields of the shop's address forms. */
export interface LookedUpAddress {
  readonly line1: string;
  readonly line2: string;
  readonly postalCode: string;
  readonly town: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
}

/**
 * Why an address lookup gave nothing: the service refused the shop's key or request (out of
 * credit, a key not allowed from this site), it did not answer, or the suggestion is gone.
 */
export type AddressLookupError =
  | { readonly kind: 'addressLookup.refused'; readonly message: string; readonly code: string }
  | { readonly kind: 'addressLookup.unavailable'; readonly message: string }
  | { readonly kind: 'addressLookup.notFound'; readonly message: string };

/** An address lookup service (Loqate): suggestions as the shopper types, then the chosen address. */
export interface AddressLookupPort {
  /** Suggestions for `text` in `country`; within a group when `container` names one. */
  suggest(
    text: string,
    country: string,
    options?: { readonly container?: string },
  ): Promise<Result<readonly AddressSuggestion[], AddressLookupError>>;
  /** The full address of a suggestion of kind `address`. */
  retrieve(id: string): Promise<Result<LookedUpAddress, AddressLookupError>>;
}
