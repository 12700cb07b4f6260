import {
  designDocumentIdParamsSchema,
  designIdParamsSchema,
  designNameSchema,
} from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm, trimmed } from '../../lib/form-schema.js';

/**
 * The forms of the design area, one per saved design (its id in a hidden field): "Renommer" posts
 * the new name, which must pass the contract's design name rule (the domain's `checkDesignName`),
 * trimmed; "Supprimer" posts nothing more. The id is the contract's rule for the design's path.
 */
const designFormSchema = z.intersection(
  z.object({ id: designIdParamsSchema.shape.id }),
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('rename'), name: z.preprocess(trimmed, designNameSchema) }),
    z.object({ intent: z.literal('delete') }),
  ]),
);

/** A posted form of the design area read with its schema; the page says each refusal itself. */
export const parseDesignForm = (formData: FormData) => parseForm(formData, designFormSchema, {});

/** The form that removes a design made in the online designer (its id, a UUID, in a hidden field). */
const designDocumentFormSchema = z.object({
  intent: z.literal('deleteDocument'),
  id: designDocumentIdParamsSchema.shape.id,
});

/** Whether a form of the design area is about a design made online. */
export const isDesignDocumentForm = (formData: FormData): boolean =>
  formData.get('intent') === 'deleteDocument';

export const parseDesignDocumentForm = (formData: FormData) =>
  parseForm(formData, designDocumentFormSchema, {});
