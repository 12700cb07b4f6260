import { designDocumentSchema } from '@tirage/api-client/contract';
import type { DomainError, UploadedDesignImage } from '@tirage/domain';
import * as z from 'zod';

/**
 * What the browser's designer and the storefront's designer routes say to each other
 * (`/designer/save`, `/designer/image`): the same checks on both sides.
 */

/** A save the browser asks for: a new design without `designId`. */
export const designerSaveRequestSchema = z.strictObject({
  designId: z.uuid().optional(),
  productId: z.string().min(1).max(200),
  selectedAttributes: z.record(z.string().min(1).max(100), z.string().min(1).max(200)),
  document: designDocumentSchema,
});

/** A domain error as it crosses to the browser: its kind and message, and the fields at fault. */
const wireErrorSchema = z.looseObject({ kind: z.string().min(1), message: z.string() });

export const designerSaveAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), designId: z.uuid() }),
  z.object({ ok: z.literal(false), error: wireErrorSchema }),
]);

export const designerImageAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    image: z.object({
      id: z.uuid(),
      mediaType: z.enum(['image/png', 'image/jpeg']),
      widthPx: z.number().int().positive(),
      heightPx: z.number().int().positive(),
      byteSize: z.number().int().positive(),
    }),
  }),
  z.object({ ok: z.literal(false), error: wireErrorSchema }),
]);

export type DesignerSaveAnswer =
  | { readonly ok: true; readonly designId: string }
  | { readonly ok: false; readonly error: DomainError };
export type DesignerImageAnswer =
  | { readonly ok: true; readonly image: UploadedDesignImage }
  | { readonly ok: false; readonly error: DomainError };

/** Where the browser's designer sends its saves and images. */
export const DESIGNER_SAVE_PATH = '/designer/save/';
export const DESIGNER_IMAGE_PATH = '/designer/image/';

/** The preview the canvas draws of an image (served by the API, reached by the image's id). */
export const designImagePreviewUrl = (assetId: string): string =>
  `/api/v1/design-assets/${encodeURIComponent(assetId)}/preview`;

/** The print-ready PDF of a saved design, as the shop renders it. */
export const designerPdfPath = (designId: string): string =>
  `/designer/pdf/?design=${encodeURIComponent(designId)}`;
