import type { DomainError } from '@tirage/domain';

/**
 * The kind the server named in a refusal (`passwordReset.invalidToken`…), which the API client
 * keeps beside the domain's fields of an HTTP error; undefined for any other failure.
 */
export function serverKindOf(error: DomainError): string | undefined {
  return error.kind === 'http.status' && 'serverKind' in error && typeof error.serverKind === 'string'
    ? error.serverKind
    : undefined;
}
