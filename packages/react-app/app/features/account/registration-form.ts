import { passwordSchema, registrationRequestSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { type FieldMessages, parseForm } from '../../lib/form-schema.js';

/** The shortest password the contract accepts. */
export const MIN_PASSWORD_LENGTH = passwordSchema.minLength ?? 0;

/**
 * The registration form, derived from the contract's registration request: its email and
 * password rules; the category radio ('company' or anything else, a private customer) and the
 * newsletter checkbox are what the form posts in place of the API's codes.
 */
export const registrationFormSchema = z.object({
  email: registrationRequestSchema.shape.email,
  password: registrationRequestSchema.shape.password,
  category: z.enum(['private', 'company']).catch('private'),
  newsletter: z.boolean().optional(),
});

const registrationMessages: FieldMessages = {
  email: 'registration.error.email',
  password: { key: 'registration.error.password', values: { min: MIN_PASSWORD_LENGTH } },
};

/** The posted registration form read with its schema (in the browser and in the action alike). */
export const parseRegistrationForm = (formData: FormData) =>
  parseForm(formData, registrationFormSchema, registrationMessages);
