import { checkDesignName, designNameMessage, MAX_SAVED_DESIGNS } from '@tirage/domain';
import { productCustomConfigSchema } from './product.js';
import { httpUrlSchema, idSchema, instantSchema, shopPathSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

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

// ---------------------------------------------------------------------------------------------
// Saved designs (the personal area's design area)
// ---------------------------------------------------------------------------------------------

/** A design's name: the domain's `checkDesignName` (trimmed, 1 to 100 characters, one line). */
export const designNameSchema = z.string().superRefine((value, ctx) => {
  const checked = checkDesignName(value);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: designNameMessage(checked.error), input: value });
});

/** GET, PATCH and DELETE /api/v1/designs/{id} */
export const designIdParamsSchema = z.strictObject({ id: idSchema });

/**
 * POST /api/v1/designs/: the selection is the one a short preconfigured key saves, checked
 * against the product's catalogue the same way.
 */
export const saveDesignRequestSchema = z.strictObject({
  name: designNameSchema,
  productConfigurationId: idSchema,
  config: productCustomConfigSchema,
});

/** PATCH /api/v1/designs/{id}: renames the design (its selection never changes). */
export const renameDesignRequestSchema = z.strictObject({ name: designNameSchema });

export const savedDesignSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  productConfigurationId: idSchema,
  /** The product's name now (its id when it is no longer sold). */
  productName: z.string().min(1),
  /** The product's page; null when the product is no longer sold. */
  productPath: shopPathSchema.nullable(),
  /** The product's picture, the design's thumbnail. */
  imageUrl: shopPathSchema.or(httpUrlSchema).nullable(),
  config: productCustomConfigSchema,
  createdAt: instantSchema,
  /** The save, or the last rename. */
  updatedAt: instantSchema,
});

/** GET /api/v1/designs/: every design of the customer, newest first, and how many they may keep. */
export const designListResponseSchema = z.object({
  designs: z.array(savedDesignSchema).max(MAX_SAVED_DESIGNS),
  limit: z.number().int().positive(),
});

/** DELETE /api/v1/designs/{id} */
export const deletedDesignSchema = z.object({ id: idSchema, deleted: z.literal(true) });
