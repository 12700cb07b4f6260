// Plain zod, not ./wire-zod.js: an error answer may quote the ill-formed text it refuses.
import * as z from 'zod';

/**
 * Every JSON answer of the API is wrapped the same way, so the client can tell success from
 * failure without knowing the call: `{ status, code, data }` or `{ status, code, message, errors }`.
 */

/** One problem with one field of the request, e.g. { path: 'lineItem.quantity', message: '…' }. */
export const fieldErrorSchema = z.object({
  /** Dotted path into the request body or query ('' for the body as a whole). */
  path: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

const httpStatusSchema = z.number().int().min(100).max(599);

/** A success answer carrying `data` of the given schema. */
export function successEnvelope<Data extends z.ZodType>(dataSchema: Data) {
  return z.object({
    status: z.literal('success'),
    code: z.number().int().min(200).max(299),
    data: dataSchema,
    message: z.string().optional(),
  });
}

/** A failure: a message for the shopper or the logs, and the fields at fault when the request was invalid. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: z.number().int().min(400).max(599),
  message: z.string(),
  /** A namespaced kind from the domain's error catalogue (e.g. 'cart.tooManyLines'), when there is one. */
  kind: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Any envelope, as a client reads it before it knows which kind it got. */
export const envelopeSchema = z.object({
  status: z.enum(['success', 'error']),
  code: httpStatusSchema,
  data: z.unknown().optional(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** The field errors of a failed zod parse, in the envelope's shape. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    // An unknown field is reported on its parent; name the field itself so the client can point at it.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: [...base, key].join('.'), message: issue.message }));
    }
    return [{ path: base.join('.'), message: issue.message }];
  });
}

/** The answer to a request that failed validation: 400 with every field at fault. */
export function validationErrorEnvelope(error: z.ZodError): ErrorEnvelope {
  return {
    status: 'error',
    code: 400,
    message: 'The request is not valid',
    kind: 'request.invalid',
    errors: fieldErrorsOf(error),
  };
}
