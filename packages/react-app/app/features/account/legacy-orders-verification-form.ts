import { confirmEmailRequestSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm, trimmed } from '../../lib/form-schema.js';

/**
 * The two forms of proving the email on the legacy orders page, told apart by their hidden
 * `intent`: asking for the verification mail (nothing more), or confirming with the token of its
 * link (the contract's confirmation request, the token trimmed first).
 */
const legacyOrdersVerificationFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('sendVerification') }),
  z.object({
    intent: z.literal('confirmEmail'),
    token: z.preprocess(trimmed, confirmEmailRequestSchema.shape.token),
  }),
]);

/** The posted verification form read with its schema; its fields are hidden, with no message of their own. */
export const parseLegacyOrdersVerificationForm = (formData: FormData) =>
  parseForm(formData, legacyOrdersVerificationFormSchema, {});
