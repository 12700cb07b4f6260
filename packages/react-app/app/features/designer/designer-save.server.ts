import { designDocumentSchema } from '@tirage/api-client/contract';
import * as z from 'zod';

/** A save the browser's designer asks for (checked again by the shop): a new design without `designId`. */
export const designerSaveRequestSchema = z.strictObject({
  designId: z.uuid().optional(),
  productId: z.string().min(1).max(200),
  selectedAttributes: z.record(z.string().min(1).max(100), z.string().min(1).max(200)),
  document: designDocumentSchema,
});
