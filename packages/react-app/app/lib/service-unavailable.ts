import { type ServiceUnavailableError, serviceUnavailable } from '@tirage/domain';
import { isRouteErrorResponse } from 'react-router';

/**
 * The unavailable shop a page ended with (the answer `stopWhenUnavailable` throws, carrying the
 * domain error), read back by its kind; `undefined` for any other error.
 */
export function unavailableOf(routeError: unknown): ServiceUnavailableError | undefined {
  if (!isRouteErrorResponse(routeError)) return undefined;
  const { data } = routeError;
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, retryAfterSeconds } = data as {
    readonly kind?: unknown;
    readonly retryAfterSeconds?: unknown;
  };
  if (kind !== 'service.unavailable') return undefined;
  return serviceUnavailable(typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined);
}

/** The headers of a page's answer that say when to come back and that it must not be kept. */
const UNAVAILABLE_HEADERS = ['retry-after', 'cache-control'] as const;

/** The headers the document keeps from the answer a page ended with (`Retry-After`, no-store). */
export function errorAnswerHeaders(errorHeaders: Headers | undefined): Headers {
  const kept = new Headers();
  for (const name of UNAVAILABLE_HEADERS) {
    const value = errorHeaders?.get(name);
    if (value !== null && value !== undefined) kept.set(name, value);
  }
  return kept;
}
