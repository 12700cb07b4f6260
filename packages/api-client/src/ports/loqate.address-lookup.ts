import {
  type AddressLookupError,
  type AddressLookupPort,
  type AddressSuggestion,
  err,
  type LookedUpAddress,
  ok,
  type Result,
} from '@tirage/domain';
import { FetchError, ofetch } from 'ofetch';
import { z } from 'zod';

/** Loqate's service, as its documentation names it. */
export const LOQATE_BASE_URL = 'https://api.addressy.com';

const FIND_PATH = '/Capture/Interactive/Find/v1.10/json3.ws';
const RETRIEVE_PATH = '/Capture/Interactive/Retrieve/v1.2/json3.ws';

/** Loqate answers a failure with status 200 and one item holding the error's number. */
const errorItemSchema = z.object({
  Error: z.union([z.string(), z.number()]).transform(String),
  Description: z.string().default(''),
  Cause: z.string().optional(),
});

const findItemSchema = z.object({
  Id: z.string().min(1),
  Type: z.string(),
  Text: z.string(),
  Description: z.string().default(''),
});

const retrieveItemSchema = z.object({
  Line1: z.string().default(''),
  Line2: z.string().default(''),
  PostalCode: z.string().default(''),
  City: z.string().default(''),
  CountryIso2: z.string().regex(/^[A-Z]{2}$/),
});

const answerSchema = z.object({ Items: z.array(z.unknown()) });

/** Retrieve's errors for an id it cannot give an address for (unknown, or no longer available). */
const NOT_FOUND_ERRORS = new Set(['1001', '1002']);

export interface LoqateAddressLookupOptions {
  /** The shop's Loqate key (`LOQATE_KEY`, handed out by the basic configuration). */
  readonly key: string;
  /** Loqate's address (tests point it at a server of their own). */
  readonly baseURL?: string;
  readonly fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call counts as unanswered; the shopper can always type on. */
  readonly timeoutMs?: number;
  /** Suggestions per search. */
  readonly limit?: number;
}

const unavailable = (message: string): AddressLookupError => ({ kind: 'addressLookup.unavailable', message });

/**
 * The address lookup over Loqate's Capture Interactive API (Find v1.10, Retrieve v1.2, JSON): the
 * browser calls it with the shop's public key (Loqate restricts it to the shop's domains).
 */
export function createLoqateAddressLookup(options: LoqateAddressLookupOptions): AddressLookupPort {
  const $fetch = ofetch.create({
    baseURL: options.baseURL ?? LOQATE_BASE_URL,
    timeout: options.timeoutMs ?? 5000,
    retry: 0,
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });

  /** The items of an answer, or the error Loqate or the network gave. */
  async function items(
    path: string,
    query: Record<string, string>,
  ): Promise<Result<readonly unknown[], AddressLookupError>> {
    let body: unknown;
    try {
      body = await $fetch(path, { query: { Key: options.key, ...query }, responseType: 'json' });
    } catch (error) {
      const status = error instanceof FetchError ? error.statusCode : undefined;
      return err(unavailable(status === undefined ? 'Loqate did not answer' : `Loqate answered ${status}`));
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) return err(unavailable('Loqate answered something else than its items'));
    const first = errorItemSchema.safeParse(answer.data.Items[0]);
    if (first.success) {
      const { Error: code, Description } = first.data;
      return err(
        NOT_FOUND_ERRORS.has(code)
          ? { kind: 'addressLookup.notFound', message: Description || 'Address not found' }
          : { kind: 'addressLookup.refused', code, message: Description || `Loqate error ${code}` },
      );
    }
    return ok(answer.data.Items);
  }

  return {
    async suggest(text, country, suggestOptions = {}) {
      const answer = await items(FIND_PATH, {
        Text: text,
        Countries: country,
        Language: 'fr',
        IsMiddleware: 'false',
        Limit: String(options.limit ?? 8),
        ...(suggestOptions.container === undefined ? {} : { Container: suggestOptions.container }),
      });
      if (!answer.ok) return answer;
      const suggestions: AddressSuggestion[] = [];
      for (const item of answer.value) {
        const found = findItemSchema.safeParse(item);
        if (!found.success) return err(unavailable('Loqate sent a suggestion without its id or text'));
        const { Id, Type, Text, Description } = found.data;
        suggestions.push({
          id: Id,
          kind: Type === 'Address' ? 'address' : 'group',
          text: Text,
          description: Description,
        });
      }
      return ok(suggestions);
    },

    async retrieve(id) {
      const answer = await items(RETRIEVE_PATH, { Id: id });
      if (!answer.ok) return answer;
      // One item per language of the address (Loqate's order puts the local one first).
      const first = retrieveItemSchema.safeParse(answer.value[0]);
      if (!first.success) {
        return answer.value.length === 0
          ? err({ kind: 'addressLookup.notFound', message: 'Address not found' })
          : err(unavailable('Loqate sent an address without its country'));
      }
      const { Line1, Line2, PostalCode, City, CountryIso2 } = first.data;
      const address: LookedUpAddress = {
        line1: Line1,
        line2: Line2,
        postalCode: PostalCode,
        town: City,
        country: CountryIso2,
      };
      return ok(address);
    },
  };
}
