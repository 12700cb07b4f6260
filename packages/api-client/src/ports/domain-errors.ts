import {
  artworkErrors,
  type DomainError,
  initError,
  MAX_ARTWORK_BYTES,
  maxPriceExceeded,
  pageNotFound,
  quoteError,
  serviceUnavailable,
  tenantInvalid,
  tooManyLines,
} from '@tirage/domain';
import type { ApiError } from '../client/api-error.js';

/** What the call was about, for errors whose domain form names it. */
export interface ErrorSubject {
  /** The path (or id) of the page asked for: 'Page Not Found: {path}'. */
  readonly pagePath?: string;
  /** The line item the call named. */
  readonly lineId?: string;
}

/**
 * Kinds the server names in its envelope that are the domain's own, with the spec's messages. A
 * map, not an object literal: a kind such as 'toString' must not find `Object.prototype`'s.
 */
const SERVER_KINDS: ReadonlyMap<string, () => DomainError> = new Map<string, () => DomainError>([
  ['tenant.invalid', tenantInvalid],
  ['init.noCustomSelection', initError.noCustomSelection],
  ['init.noLossLeaderKey', initError.noLossLeaderKey],
  ['cart.tooManyLines', tooManyLines],
  ['cart.maxPriceExceeded', maxPriceExceeded],
  ['quote.emptyQuantities', quoteError.emptyQuantities],
  ['quote.emptyPrices', quoteError.emptyPrices],
  ['quote.noDeliveries', quoteError.noDeliveries],
  ['quote.noArrivalDates', quoteError.noArrivalDates],
  // The shop's own limit: a server that takes less says so in its message.
  ['artwork.tooLarge', () => artworkErrors.tooLarge(MAX_ARTWORK_BYTES)],
  ['artwork.unsupportedType', artworkErrors.unsupportedType],
  ['artwork.empty', artworkErrors.empty],
  ['artwork.orderClosed', () => artworkErrors.notAccepted('orderClosed')],
  ['artwork.designService', () => artworkErrors.notAccepted('designService')],
  ['artwork.tooManyFiles', () => artworkErrors.notAccepted('tooManyFiles')],
  ['artwork.storageUnavailable', artworkErrors.storageUnavailable],
]);

/**
 * Statuses of a shop that cannot answer for now, when the answer names no kind of its own: 503
 * from the API, 502 and 504 from a proxy in front of it that got no answer.
 */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * A failed call as the domain knows it. Every `ApiError` already is a `DomainError` (network,
 * timeout, invalid answer, expired session, HTTP status); an error answer whose envelope names
 * one of the domain's kinds becomes that error, so the app can pick its dictionary entry (a cart
 * at 15 lines is `cart.tooManyLines`, not "409"). A shop that cannot answer for now is
 * `service.unavailable`, with the wait its `Retry-After` asked for; a 503 that names another kind
 * (the payment provider is down, `payment.providerUnavailable`) keeps it. Other kinds stay
 * `http.status` with their `serverKind` and `fieldErrors`.
 */
export function domainErrorOf(error: ApiError, about: ErrorSubject = {}): DomainError {
  if (error.kind !== 'http.status') return error;
  if (
    error.serverKind === 'service.unavailable' ||
    (error.serverKind === undefined && UNAVAILABLE_STATUSES.has(error.status))
  ) {
    return serviceUnavailable(error.retryAfterSeconds);
  }
  if (error.serverKind === undefined) return error;
  const known = SERVER_KINDS.get(error.serverKind);
  if (known !== undefined) return known();
  switch (error.serverKind) {
    case 'page.notFound':
      return about.pagePath === undefined ? error : pageNotFound(about.pagePath);
    case 'cart.lineNotFound':
      return about.lineId === undefined
        ? error
        : { kind: 'cart.lineNotFound', lineId: about.lineId, message: error.message };
    case 'order.notEditable':
      return { kind: 'orderEdit.notEditable', message: error.message };
    case 'artwork.notRemovable':
      return { kind: 'artwork.notRemovable', message: error.message };
    default:
      return error;
  }
}
