import type { DomainError } from '@tirage/domain';
import type { FieldError } from '../../contract/envelope.js';
import { domainErrorOf } from '../domain-errors.js';

/**
 * The domain error a port answers when the server refuses a call with `status` (and, when given,
 * the envelope's `kind` and field errors): what a page of the shop receives, built the way the
 * adapters build it.
 */
export function serverRefusal(
  status: number,
  envelope: { readonly kind?: string; readonly fieldErrors?: readonly FieldError[] } = {},
): DomainError {
  return domainErrorOf({
    kind: 'http.status',
    status,
    message: 'refused',
    ...(envelope.kind === undefined ? {} : { serverKind: envelope.kind }),
    ...(envelope.fieldErrors === undefined ? {} : { fieldErrors: envelope.fieldErrors }),
  });
}
