import {
  countryCodeSchema,
  currencyCodeSchema,
  idSchema,
  moneySchema,
  postalCodeSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

/** Statuses the server gives for a code (section 8); `empty_value` never reaches it. */
export const promocodeStatusSchema = z.enum([
  'valid',
  'generic_error',
  'invalid_selection',
  'no_longer_valid',
]);

/** The product the code is checked against, and where it is sold. */
const promoContextShape = {
  mcpSku: idSchema,
  variant: idSchema,
  currency: currencyCodeSchema,
  country: countryCodeSchema,
  zip: postalCodeSchema,
};

/** POST /api/v1/promocode/check-id/: a promotion known by id (loss leader, stored with a line). */
export const promocodeCheckIdRequestSchema = z.strictObject({
  promocodeId: idSchema,
  ...promoContextShape,
});

/** POST /api/v1/promocode/check-input/: a code typed by the shopper, trimmed and upper-cased first. */
export const promocodeCheckInputRequestSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Z0-9_-]+$/, 'Codes are sent upper-cased, letters, digits, _ and - only'),
  ...promoContextShape,
});

export const promocodeDiscountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().gt(0).max(100) }),
  z.object({ kind: z.literal('amount'), amount: moneySchema }),
]);

export const promocodeCheckResponseSchema = z
  .object({
    isValid: z.boolean(),
    /** Absent when the server gives no reason; a refusal without reason shows generic_error. */
    promocodeStatus: promocodeStatusSchema.optional(),
    code: z.string().nullable(),
    discount: promocodeDiscountSchema.nullable(),
    /**
     * Why a running code is refused to this visitor, when one reason says it all: it is for a
     * first order and the customer has ordered, or it is reserved to a campaign. Absent otherwise.
     */
    refusalReason: z.enum(['newCustomersOnly', 'campaignOnly']).nullable().optional(),
  })
  .refine((answer) => !answer.isValid || answer.discount !== null, {
    message: 'A valid code says what it takes off',
    path: ['discount'],
  });
