import { savedPaymentMethodParamsSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm, trimmed } from '../../lib/form-schema.js';

/**
 * The "Supprimer" form of a saved payment method (its token in a hidden field): the contract's
 * rule for the token of the removal's path, the token trimmed first.
 */
const savedMethodRemovalFormSchema = z.object({
  token: z.preprocess(trimmed, savedPaymentMethodParamsSchema.shape.token),
});

/** The posted removal read with its schema; a hidden field has no message of its own. */
export const parseSavedMethodRemovalForm = (formData: FormData) =>
  parseForm(formData, savedMethodRemovalFormSchema, {});
