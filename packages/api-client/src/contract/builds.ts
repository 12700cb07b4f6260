import * as z from './wire-zod.js';

/**
 * Static build files, served as they are (no envelope). The storefront polls `latest.json` and
 * offers a reload when the build it runs is no longer the latest.
 */

/** GET /builds/latest.json */
export const latestBuildSchema = z.object({
  id: z.string().min(1),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
});

/** GET /builds/meta/{buildId}.json */
export const buildIdParamsSchema = z.strictObject({
  buildId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});

export const buildMetaSchema = z.object({
  id: z.string().min(1),
  timestamp: z.number().int().nonnegative(),
  /** Public paths prerendered in this build, whose `_payload.json` can be fetched. */
  prerendered: z.array(z.string()),
});
