import {
  COLOUR_PATTERN,
  DESIGN_DOCUMENT_VERSION,
  DESIGN_FONTS,
  type DesignDocument,
  MAX_ASSETS_PER_DESIGN,
  MAX_OBJECTS_PER_PAGE,
  MAX_TEXT_LENGTH,
  MAX_TEXT_SIZE_PT,
} from '@tirage/domain';
import * as z from './wire-zod.js';

/**
 * The designer's document on the wire (see `DesignDocument` in the domain): every number finite and
 * bounded, every text short, every list capped, every object of a known kind, every image one of the
 * design's own files. A document that breaks any of these is refused whole with the field at fault;
 * nothing of it is stored.
 */

/** No print job is larger than this, in millimetres, on either side (an A0 is 841 × 1189). */
export const MAX_DESIGN_LENGTH_MM = 5_000;

const objectIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'An object id is letters, digits, - and _');
const colourSchema = z.string().regex(COLOUR_PATTERN, 'A colour is written #rrggbb');
/** A position, possibly in the bleed or off the page, within reach of the page. */
const coordinateSchema = z.number().min(-MAX_DESIGN_LENGTH_MM).max(MAX_DESIGN_LENGTH_MM);
const lengthSchema = z.number().positive().max(MAX_DESIGN_LENGTH_MM);

const placed = {
  id: objectIdSchema,
  x: coordinateSchema,
  y: coordinateSchema,
  width: lengthSchema,
  height: lengthSchema,
  rotation: z.number().min(0).lt(360),
};

const textObjectSchema = z.strictObject({
  kind: z.literal('text'),
  ...placed,
  text: z.string().max(MAX_TEXT_LENGTH),
  font: z.enum(DESIGN_FONTS),
  sizePt: z.number().positive().max(MAX_TEXT_SIZE_PT),
  colour: colourSchema,
  align: z.enum(['left', 'center', 'right']),
  bold: z.boolean(),
  italic: z.boolean(),
});

const imageObjectSchema = z.strictObject({ kind: z.literal('image'), ...placed, assetId: objectIdSchema });

const shapeObjectSchema = z.strictObject({
  kind: z.enum(['rectangle', 'ellipse', 'line']),
  ...placed,
  fill: colourSchema.nullable(),
  stroke: colourSchema.nullable(),
  strokeWidthMm: z.number().min(0).max(50),
});

export const designObjectSchema = z.discriminatedUnion('kind', [
  textObjectSchema,
  imageObjectSchema,
  shapeObjectSchema,
]);

const designPageSchema = z.strictObject({
  side: z.enum(['recto', 'verso']),
  background: colourSchema.nullable(),
  objects: z.array(designObjectSchema).max(MAX_OBJECTS_PER_PAGE),
});

export const printFormatSchema = z.strictObject({
  trimWidthMm: lengthSchema,
  trimHeightMm: lengthSchema,
  bleedMm: z.number().min(0).max(20),
  safeMarginMm: z.number().min(0).max(50),
  shape: z.enum(['rectangle', 'roundedRectangle', 'circle', 'ellipse', 'contour']),
  cornerRadiusMm: z.number().min(0).max(50),
  sides: z.union([z.tuple([z.literal('recto')]), z.tuple([z.literal('recto'), z.literal('verso')])]),
});

const designAssetSchema = z.strictObject({
  id: objectIdSchema,
  mediaType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml']),
  widthPx: z.number().int().positive().max(100_000),
  heightPx: z.number().int().positive().max(100_000),
});

export const designDocumentSchema = z
  .strictObject({
    version: z.literal(DESIGN_DOCUMENT_VERSION),
    format: printFormatSchema,
    pages: z.array(designPageSchema).min(1).max(2),
    assets: z.array(designAssetSchema).max(MAX_ASSETS_PER_DESIGN),
  })
  .superRefine((design, ctx) => {
    // One page per printed side, in the format's order.
    const sides = design.pages.map((page) => page.side).join(',');
    if (sides !== design.format.sides.join(',')) {
      ctx.addIssue({
        code: 'custom',
        path: ['pages'],
        message: 'The pages must be the format’s printed sides, recto first',
      });
    }
    const assetIds = new Set(design.assets.map((asset) => asset.id));
    design.pages.forEach((page, pageIndex) => {
      const ids = new Set<string>();
      page.objects.forEach((object, objectIndex) => {
        const at = ['pages', pageIndex, 'objects', objectIndex];
        if (ids.has(object.id))
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'id'],
            message: 'Two objects of a page share this id',
          });
        ids.add(object.id);
        if (object.kind === 'image' && !assetIds.has(object.assetId)) {
          ctx.addIssue({
            code: 'custom',
            path: [...at, 'assetId'],
            message: 'The image is not one of the design’s files',
          });
        }
      });
    });
  }) satisfies z.ZodType<DesignDocument>;
