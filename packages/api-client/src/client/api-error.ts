import { type SessionError, sessionExpired, type TransportError } from '@tirage/domain';
import type { FieldError } from '../contract/envelope.js';

/**
 * An error answer of the server: its status and message, with the envelope's kind and field
 * errors. It stays inside this package: the port adapters turn it into one of the domain's kinds
 * (`domainErrorOf`), so nothing past them reads an HTTP status.
 */
export type HttpStatusError = {
  readonly kind: 'http.status';
  readonly status: number;
  readonly message: string;
  /** The domain's namespaced kind the server named (e.g. 'cart.tooManyLines'), when it named one. */
  readonly serverKind?: string;
  /** The fields at fault when the server refused the request as invalid. */
  readonly fieldErrors?: readonly FieldError[];
  /** How long the server asked to wait before trying again (its `Retry-After`), in whole seconds. */
  readonly retryAfterSeconds?: number;
};

export type SessionExpiredError = Extract<SessionError, { kind: 'session.expired' }>;

/** Every failure a call can answer: a transport failure, an expired session or an error answer. */
export type ApiError = TransportError | HttpStatusError | SessionExpiredError;

/** At most this many zod issues are kept on an `http.invalidResponse`, enough to find the field. */
const MAX_ISSUES = 10;

export function invalidResponse(what: string, issues: readonly string[] = []): TransportError {
  return {
    kind: 'http.invalidResponse',
    message: `Unexpected answer to ${what}`,
    issues: issues.slice(0, MAX_ISSUES),
  };
}

export function networkError(what: string, cause: unknown): TransportError {
  const reason = cause instanceof Error && cause.message !== '' ? `: ${cause.message}` : '';
  return { kind: 'http.network', message: `Network failure on ${what}${reason}` };
}

export function timeoutError(what: string, timeoutMs: number): TransportError {
  return { kind: 'http.timeout', message: `No answer to ${what} within ${timeoutMs} ms` };
}

/** The domain's expired-session error ('Both token and refresh token have expired.'), narrowed. */
export function sessionExpiredError(): SessionExpiredError {
  const error = sessionExpired();
  if (error.kind !== 'session.expired') throw new Error(`sessionExpired() built ${error.kind}`);
  return error;
}
