import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** One problem with one input field, as listed in `errors` of an error envelope. */
export interface FieldError {
  /** Dotted path into the request (`lineItem.quantity`), or a header name; as the contract's. */
  readonly path: string;
  readonly message: string;
}

export interface SuccessEnvelope<T> {
  readonly status: 'success';
  readonly code: number;
  readonly data: T;
  readonly message?: string;
}

export interface ErrorEnvelope {
  readonly status: 'error';
  readonly code: number;
  readonly message: string;
  readonly errors?: readonly FieldError[];
}

/** The body of every `/api/v1` answer. */
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export type SuccessStatus = 200 | 201 | 202;

export function success<T>(c: Context, data: T, code: SuccessStatus = 200, message?: string): Response {
  const body: SuccessEnvelope<T> = {
    status: 'success',
    code,
    data,
    ...(message === undefined ? {} : { message }),
  };
  return c.json(body, code);
}

export function failure(
  c: Context,
  code: ContentfulStatusCode,
  message: string,
  errors?: readonly FieldError[],
): Response {
  return c.json(errorEnvelope(code, message, errors), code);
}

/** The error envelope itself, for answers written without a Hono context (see `server/client-errors.ts`). */
export function errorEnvelope(code: number, message: string, errors?: readonly FieldError[]): ErrorEnvelope {
  return { status: 'error', code, message, ...(errors === undefined ? {} : { errors }) };
}
