import {
  ARTWORK_MEDIA_TYPES,
  ARTWORK_STATUSES,
  artworkNameProblem,
  PREFLIGHT_CODES,
  PREFLIGHT_SEVERITIES,
  PREFLIGHT_STATUSES,
} from '@tirage/domain';
import { idSchema, instantSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

export const artworkStatusSchema = z.enum(ARTWORK_STATUSES);
export const artworkMediaTypeSchema = z.enum(ARTWORK_MEDIA_TYPES);

/**
 * The `Content-Type` an artwork upload may declare: one of the artwork types, or
 * `application/octet-stream` when the sender does not know. The server reads the real type
 * from the file's first bytes either way.
 */
export const ARTWORK_UPLOAD_CONTENT_TYPES = [...ARTWORK_MEDIA_TYPES, 'application/octet-stream'] as const;

/** The name the file had on the customer's computer: a name, never a path (the domain's rule). */
export const artworkFileNameSchema = z.string().superRefine((name, ctx) => {
  const problem = artworkNameProblem(name);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, input: name });
});

/** One finding of a file's automatic check, said in French for the shopper. */
export const preflightFindingSchema = z.object({
  code: z.enum(PREFLIGHT_CODES),
  severity: z.enum(PREFLIGHT_SEVERITIES),
  /** The page it is on, from 1; null for the whole file. */
  page: z.number().int().positive().nullable(),
  /** What was measured and what the job expects, with their units ("72 ppi", "148 × 210 mm"). */
  measured: z.string().nullable(),
  expected: z.string().nullable(),
  message: z.string(),
});

/**
 * The automatic check of a file (preflight): `pending` until it has run, then `checked` (with its
 * findings, none when the file is print-ready) or `unreadable`; the previews of its first page
 * and verso, with the trim and safe-area lines drawn, once checked.
 */
export const preflightSchema = z.object({
  status: z.enum(PREFLIGHT_STATUSES),
  findings: z.array(preflightFindingSchema),
  /** Paths of the previews (PNG), recto first: `GET` them with the same token. */
  previewUrls: z.array(z.string()),
});

/** One artwork file of an order line. */
export const artworkSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  lineItemId: idSchema,
  fileName: z.string().min(1),
  /** Read from the file's own bytes. */
  mediaType: artworkMediaTypeSchema,
  sizeBytes: z.number().int().positive(),
  status: artworkStatusSchema,
  /** Set on `rejected` files: why the prepress team refused it. */
  rejectionReason: z.string().nullable(),
  createdAt: instantSchema,
  preflight: preflightSchema,
});

/** Every file of an order, oldest first. */
export const artworkListResponseSchema = z.object({ uploads: z.array(artworkSchema) });

/** GET …/order/{orderId}/artwork/ */
export const artworkOrderParamsSchema = z.strictObject({ orderId: idSchema });

/** PUT …/order/{orderId}/item/{lineItemId}/artwork/ */
export const artworkLineParamsSchema = z.strictObject({ orderId: idSchema, lineItemId: idSchema });

/** The file itself is the body: its name travels in the query. */
export const artworkUploadQuerySchema = z.strictObject({ fileName: artworkFileNameSchema });

/** DELETE …/order/{orderId}/artwork/{uploadId} and GET …/artwork/{uploadId}/file */
export const artworkParamsSchema = z.strictObject({ orderId: idSchema, uploadId: idSchema });

/** An order's number as staff quote it (`TIR-100042`). */
const orderNumberSchema = z.string().trim().min(1).max(40);

/** GET …/admin/orders/{orderNumber}/artwork/ */
export const staffOrderArtworkParamsSchema = z.strictObject({ orderNumber: orderNumberSchema });

/** GET …/admin/orders/{orderNumber}/artwork/{uploadId}/file */
export const staffArtworkParamsSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  uploadId: idSchema,
});

/** An order's files as staff see them: the order named, every line's files, oldest first. */
export const staffOrderArtworksSchema = z.object({
  orderId: idSchema,
  orderNumber: z.string(),
  /** The order's lines, to name the files' jobs; a line with the design service carries its brief. */
  lines: z.array(
    z.object({
      id: idSchema,
      productName: z.string(),
      jobName: z.string(),
      /** What the shopper asked of the designer (the design service's text), as they wrote it. */
      designBrief: z.string().nullable(),
    }),
  ),
  uploads: z.array(artworkSchema),
});

/** GET …/order/{orderId}/artwork/{uploadId}/preview/{page}: 1 for the recto, 2 for the verso. */
export const artworkPreviewParamsSchema = z.strictObject({
  orderId: idSchema,
  uploadId: idSchema,
  page: z.enum(['1', '2']),
});

/** GET …/admin/artwork-reviews/{uploadId}/preview/{page} */
export const staffArtworkPreviewParamsSchema = z.strictObject({
  uploadId: idSchema,
  page: z.enum(['1', '2']),
});

/** The longest reason a reviewer gives for rejecting a file (the shopper reads it in a mail). */
export const MAX_REJECTION_REASON_LENGTH = 1_000;

/** One file awaiting the professional check, as the review desk lists it. */
export const artworkReviewSchema = z.object({
  orderId: idSchema,
  orderNumber: z.string(),
  line: z.object({ id: idSchema, productName: z.string(), jobName: z.string() }),
  upload: artworkSchema,
});

/** GET …/admin/artwork-reviews/: the files awaiting the professional check, oldest first. */
export const artworkReviewsSchema = z.object({ reviews: z.array(artworkReviewSchema) });

/** POST …/admin/artwork-reviews/{uploadId} */
export const artworkReviewParamsSchema = z.strictObject({ uploadId: idSchema });

/** The reviewer's decision: the file is good to print, or refused with a reason the shopper reads. */
export const artworkReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('reject'),
    reason: z.string().trim().min(1).max(MAX_REJECTION_REASON_LENGTH),
  }),
]);

/**
 * What a file answer is as far as the contract goes: the bytes, with their own `Content-Type` and
 * `Content-Disposition`. The API client never reads one (a browser follows a link to it).
 */
export const fileAnswerSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'A file');
