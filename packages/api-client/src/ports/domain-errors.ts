import {
  artworkErrors,
  type DomainError,
  type DomainErrorKind,
  designMissing,
  initError,
  MAX_ARTWORK_BYTES,
  maxPriceExceeded,
  pageNotFound,
  quoteError,
  serviceUnavailable,
  tenantInvalid,
  tooManyLines,
} from '@tirage/domain';
import type * as z from 'zod';
import type { ApiError, HttpStatusError } from '../client/api-error.js';
import { validationErrorEnvelope } from '../contract/envelope.js';

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
  ['cart.designMissing', designMissing],
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
  ['artwork.readyMade', () => artworkErrors.notAccepted('readyMade')],
  ['artwork.tooManyFiles', () => artworkErrors.notAccepted('tooManyFiles')],
  ['artwork.storageUnavailable', artworkErrors.storageUnavailable],
]);

/**
 * Statuses of a shop that cannot answer for now, when the answer names no kind of its own: 503
 * from the API, 502 and 504 from a proxy in front of it that got no answer.
 */
const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** The domain's kind for an error status the envelope names no rule of the domain for. */
function requestErrorOf(error: HttpStatusError): DomainError {
  const { message } = error;
  const reason = error.serverKind === undefined ? {} : { reason: error.serverKind };
  switch (error.status) {
    case 400:
    case 422:
      return {
        kind: 'request.invalid',
        message,
        ...reason,
        fieldErrors: (error.fieldErrors ?? []).map(({ path, message: why }) => ({
          field: path,
          message: why,
        })),
      };
    case 401:
      return { kind: 'session.unauthorized', message, ...reason };
    case 403:
      return { kind: 'request.forbidden', message, ...reason };
    case 404:
    case 410:
      return { kind: 'request.notFound', message, ...reason };
    case 409:
      return { kind: 'request.conflict', message, ...reason };
    case 413:
      return { kind: 'request.tooLarge', message, ...reason };
    case 415:
      return { kind: 'request.unsupportedType', message, ...reason };
    case 429:
      return {
        kind: 'request.tooManyAttempts',
        message,
        ...reason,
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      };
    default:
      return { kind: 'request.failed', message, ...reason };
  }
}

/**
 * A failed call as the domain knows it; nothing past the adapters reads an HTTP status. Network,
 * timeout, unreadable answers and an expired session are already the domain's. An error answer
 * whose envelope names one of the domain's own kinds becomes that error, so the app can pick its
 * dictionary entry (a cart at 15 lines is `cart.tooManyLines`, not "409"). A shop that cannot
 * answer for now is `service.unavailable`, with the wait its `Retry-After` asked for; a 503 that
 * names another kind (the payment provider is down, `payment.providerUnavailable`) keeps it as its
 * `reason`. Any other answer becomes the request kind of its status (`request.notFound`,
 * `request.conflict`, `request.invalid` with its field errors…), with the kind the server named as
 * its `reason`; a 401 is `session.unauthorized`.
 */
export function domainErrorOf(error: ApiError, about: ErrorSubject = {}): DomainError {
  if (error.kind !== 'http.status') return error;
  if (
    error.serverKind === 'service.unavailable' ||
    (error.serverKind === undefined && UNAVAILABLE_STATUSES.has(error.status))
  ) {
    return serviceUnavailable(error.retryAfterSeconds);
  }
  const known = error.serverKind === undefined ? undefined : SERVER_KINDS.get(error.serverKind);
  if (known !== undefined) return known();
  switch (error.serverKind) {
    case 'page.notFound':
      if (about.pagePath !== undefined) return pageNotFound(about.pagePath);
      break;
    case 'cart.lineNotFound':
      if (about.lineId !== undefined)
        return { kind: 'cart.lineNotFound', lineId: about.lineId, message: error.message };
      break;
    case 'order.notEditable':
      return { kind: 'orderEdit.notEditable', message: error.message };
    case 'artwork.notRemovable':
      return { kind: 'artwork.notRemovable', message: error.message };
  }
  return requestErrorOf(error);
}

/**
 * The HTTP status that says `error` again, for an adapter that answers a browser in the
 * server's own envelope (the storefront's loaders and upload proxy): the inverse of
 * `domainErrorOf` for the kinds it makes.
 */
export function httpStatusOf(error: { readonly kind: DomainErrorKind }): number {
  switch (error.kind) {
    case 'request.invalid':
    case 'artwork.empty':
    case 'artwork.invalidName':
    case 'quantity.notANumber':
    case 'quantity.notHundredths':
    case 'quantity.notPositive':
    case 'quantity.belowMinimum':
    case 'quantity.aboveMaximum':
    case 'quantity.notOnIncrement':
      return 400;
    case 'session.expired':
    case 'session.unauthorized':
      return 401;
    case 'request.forbidden':
      return 403;
    case 'request.notFound':
    case 'page.notFound':
    case 'cart.lineNotFound':
    case 'init.noCustomSelection':
      return 404;
    case 'request.conflict':
    case 'cart.tooManyLines':
    case 'cart.maxPriceExceeded':
    case 'orderEdit.notEditable':
    case 'artwork.notAccepted':
    case 'artwork.notRemovable':
      return 409;
    case 'request.tooLarge':
    case 'artwork.tooLarge':
      return 413;
    case 'request.unsupportedType':
    case 'artwork.unsupportedType':
      return 415;
    case 'request.tooManyAttempts':
      return 429;
    case 'artwork.storageUnavailable':
      return 507;
    case 'http.network':
    case 'http.timeout':
    case 'http.invalidResponse':
      return 502;
    case 'service.unavailable':
      return 503;
    default:
      return 500;
  }
}

/** A request the contract refuses before any call, as the server would have refused it. */
export function refusedQuery(error: z.ZodError): DomainError {
  const refused = validationErrorEnvelope(error);
  return {
    kind: 'request.invalid',
    message: refused.message,
    ...(refused.kind === undefined ? {} : { reason: refused.kind }),
    fieldErrors: (refused.errors ?? []).map(({ path, message }) => ({ field: path, message })),
  };
}
