import { ARTWORK_MEDIA_TYPES, ARTWORK_STATUSES, artworkNameProblem } from '@tirage/domain';
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
  /** The order's lines, to name the files' jobs. */
  lines: z.array(z.object({ id: idSchema, productName: z.string(), jobName: z.string() })),
  uploads: z.array(artworkSchema),
});

/**
 * What a file answer is as far as the contract goes: the bytes, with their own `Content-Type` and
 * `Content-Disposition`. The API client never reads one (a browser follows a link to it).
 */
export const fileAnswerSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'A file');
