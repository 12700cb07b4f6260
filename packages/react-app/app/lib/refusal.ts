import { httpStatusOf } from '@tirage/api-client/ports';
import type { DomainErrorKind } from '@tirage/domain';

/**
 * A request a page refused or could not carry out: the domain's kind of failure and the French
 * message the shopper reads. Pages speak in these; only the answer's status is HTTP.
 */
export interface Refusal {
  readonly kind: DomainErrorKind;
  readonly message: string;
}

export const refusal = (kind: DomainErrorKind, message: string): Refusal => ({ kind, message });

/** The status a loader or action answers a refusal with, as the API answers the same kind. */
export const responseStatus = (refused: { readonly kind: DomainErrorKind }): number => httpStatusOf(refused);
