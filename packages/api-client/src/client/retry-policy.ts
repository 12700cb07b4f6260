import type { HttpMethod } from '../contract/routes.js';

/** Statuses worth a second try of an idempotent GET (specification section 7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** One retry at most (specification section 7, "1 retry"). */
export const MAX_ATTEMPTS = 2;

/** How one attempt ended, as far as retrying is concerned. */
export type AttemptOutcome =
  | { readonly kind: 'answer'; readonly status: number }
  | { readonly kind: 'network' }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'aborted' };

/**
 * Only GETs are retried, once, on a retryable status or a network failure. POST, PUT, PATCH and
 * DELETE never are: the server may have acted on the first one. A timeout is not retried either:
 * the shopper has already waited the whole budget.
 */
export function shouldRetry(method: HttpMethod, outcome: AttemptOutcome, attempt: number): boolean {
  if (method !== 'GET' || attempt >= MAX_ATTEMPTS) return false;
  switch (outcome.kind) {
    case 'answer':
      return RETRY_STATUSES.has(outcome.status);
    case 'network':
      return true;
    case 'timeout':
    case 'aborted':
      return false;
    default: {
      const unexpected: never = outcome;
      throw new Error(`Unexpected attempt outcome: ${JSON.stringify(unexpected)}`);
    }
  }
}
