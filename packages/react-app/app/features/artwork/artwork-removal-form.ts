import { artworkParamsSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm } from '../../lib/form-schema.js';

/**
 * The "Supprimer" form of a file still waiting for its check (its id in a hidden field): the
 * removal's intent and the contract's rule for the upload id of the removal's path.
 */
const artworkRemovalFormSchema = z.object({
  intent: z.literal('delete'),
  upload_id: artworkParamsSchema.shape.uploadId,
});

/** The posted removal read with its schema; hidden fields have no message of their own. */
export const parseArtworkRemovalForm = (formData: FormData) =>
  parseForm(formData, artworkRemovalFormSchema, {});
