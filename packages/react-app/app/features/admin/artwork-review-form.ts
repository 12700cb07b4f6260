import { artworkReviewDecisionSchema, artworkReviewParamsSchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { parseForm } from '../../lib/form-schema.js';
import { t } from './admin-text.js';

const [approval, rejection] = artworkReviewDecisionSchema.options;
const uploadId = artworkReviewParamsSchema.shape.uploadId;

/**
 * A file's "Approuver" and "Refuser" forms on the review desk: the contract's decision (a
 * rejection's reason required, trimmed, within the API's limit), with the file's id beside it.
 */
const artworkReviewFormSchema = z.discriminatedUnion('decision', [
  approval.extend({ uploadId }),
  rejection.extend({ uploadId }),
]);

export type ArtworkReviewFormValue = z.input<typeof artworkReviewFormSchema>;

/** A posted decision read with its schema (in the browser and in the action alike). */
export const parseArtworkReviewForm = (formData: FormData) =>
  parseForm(formData, artworkReviewFormSchema, { reason: 'admin.reviews.error.reasonRequired' }, t);
