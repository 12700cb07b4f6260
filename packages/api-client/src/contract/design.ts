import * as z from 'zod';
import { httpUrlSchema, idSchema } from './wire-primitives.js';

/** The design editor shows templates twenty at a time (section 9). */
export const DESIGN_TEMPLATE_LIMIT = 20;

/** GET /api/design-browser-templates?mcpSku=…&limit=20&offset=0 */
export const designTemplatesQuerySchema = z.strictObject({
  mcpSku: idSchema,
  /** Query strings are text: the numbers are coerced, and bounded so a page never exceeds the limit. */
  limit: z.coerce.number().int().min(1).max(DESIGN_TEMPLATE_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  search: z.string().max(100).optional(),
});

export const designTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  thumbnailUrl: httpUrlSchema,
  /** Format the template is drawn for, e.g. 'A5'. */
  format: z.string().nullable(),
  tags: z.array(z.string()),
});

export const designTemplatesResponseSchema = z.object({
  templates: z.array(designTemplateSchema).max(DESIGN_TEMPLATE_LIMIT),
  total: z.number().int().nonnegative(),
});
