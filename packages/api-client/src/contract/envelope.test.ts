import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { checkoutRequestSchema } from './cart.js';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  fieldErrorsOf,
  successEnvelope,
  validationErrorEnvelope,
} from './envelope.js';

describe('successEnvelope', () => {
  const schema = successEnvelope(z.object({ id: z.string() }));

  test.prop([fc.integer({ min: 200, max: 299 }), fc.string()])('wraps data with a 2xx code', (code, id) => {
    expect(schema.parse({ status: 'success', code, data: { id } }).data.id).toBe(id);
  });

  test.prop([fc.integer({ min: 100, max: 599 }).filter((code) => code < 200 || code > 299)])(
    'refuses a success with a code outside 2xx',
    (code) => {
      expect(schema.safeParse({ status: 'success', code, data: { id: 'x' } }).success).toBe(false);
    },
  );

  it('refuses an error envelope and data of the wrong shape', () => {
    expect(schema.safeParse({ status: 'error', code: 200, data: { id: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ status: 'success', code: 200, data: { id: 1 } }).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  test.prop([
    fc.integer({ min: 400, max: 599 }),
    fc.string(),
    fc.array(fc.record({ path: fc.string(), message: fc.string() })),
  ])('reads any 4xx/5xx error with its field errors', (code, message, errors) => {
    const envelope = { status: 'error', code, message, errors };
    expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(envelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('reads the catalogue defaults of section 8', () => {
    expect(
      errorEnvelopeSchema.safeParse({ status: 'error', code: 500, message: 'Internal Server Error' }).success,
    ).toBe(true);
    expect(
      errorEnvelopeSchema.safeParse({ status: 'error', code: 404, message: 'Page Not Found: /nope/' })
        .success,
    ).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ status: 'error', code: 200, message: 'ok?' }).success).toBe(false);
  });
});

describe('validationErrorEnvelope', () => {
  it('names each field at fault, unknown fields included', () => {
    const parsed = checkoutRequestSchema.safeParse({
      sender_type: 'custom',
      user_notes: { invoiceRequested: 'yes' },
      totalPrice: 1,
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const envelope = validationErrorEnvelope(parsed.error);
    expect(errorEnvelopeSchema.parse(envelope).code).toBe(400);
    expect(envelope.errors?.map((error) => error.path).sort()).toEqual([
      'totalPrice',
      'user_notes.invoiceRequested',
    ]);
  });

  test.prop([
    fc.dictionary(
      fc.string({ minLength: 1 }).filter((key) => key !== '__proto__'),
      fc.jsonValue(),
      { minKeys: 1 },
    ),
  ])('lists every unknown field of a strict object by its own path', (extra) => {
    const parsed = z.strictObject({}).safeParse(extra);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(
        fieldErrorsOf(parsed.error)
          .map((error) => error.path)
          .sort(),
      ).toEqual(Object.keys(extra).sort());
  });
});
