import { loginAsRequestSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm, trimmed } from '../../lib/form-schema.js';

/**
 * The login-as form (one per customer found, its address in a hidden field): the contract's
 * login-as request, the address trimmed first.
 */
const loginAsFormSchema = z.object({
  customerEmail: z.preprocess(trimmed, loginAsRequestSchema.shape.customerEmail),
});

/** The posted login-as form read with its schema; a hidden field has no message of its own. */
export const parseLoginAsForm = (formData: FormData) => parseForm(formData, loginAsFormSchema, {});
