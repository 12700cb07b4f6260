import { companyNameSchema, emailSchema, nameSchema, vatNumberSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { compactVatNumber, type FieldMessages, parseForm } from '../../lib/form-schema.js';

const personFields = {
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  // The checkbox: posted as 'on' when ticked, absent otherwise.
  newsletter: z.boolean().optional(),
};

/**
 * The profile form, derived from the contract's profile rules. A company account needs its
 * company name and may give a VAT number (compacted first); a private account's company fields are
 * ignored, whatever they hold.
 */
export const profileFormSchema = z.discriminatedUnion('category', [
  z.object({
    ...personFields,
    category: z.literal('private'),
    company: z.string().optional(),
    vatNumber: z.string().optional(),
  }),
  z.object({
    ...personFields,
    category: z.literal('company'),
    company: companyNameSchema,
    vatNumber: z.preprocess(compactVatNumber, vatNumberSchema).optional(),
  }),
]);

const profileMessages: FieldMessages = {
  firstName: 'profile.error.required',
  lastName: 'profile.error.required',
  email: 'profile.error.email',
  company: 'profile.error.required',
  vatNumber: 'profile.error.vatNumber',
};

/** The posted profile form read with its schema (in the browser and in the action alike). */
export const parseProfileForm = (formData: FormData) =>
  parseForm(formData, profileFormSchema, profileMessages);
