import {
  COLOUR_PATTERN,
  DESIGN_DOCUMENT_VERSION,
  DESIGN_FONTS,
  type DesignDocument,
  MAX_ASSETS_PER_DESIGN,
  MAX_OBJECTS_PER_PAGE,
  MAX_TEXT_LENGTH,
  MAX_TEXT_SIZE_PT,
  type PrintFormat,
} from '@tirage/domain';
import { idSchema, instantSchema } from './wire-primitives.js';
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
  /** Recto, or recto and verso: one tuple, so that a bad side is named by its place. */
  sides: z.tuple([z.literal('recto'), z.literal('verso').optional()]).readonly() as unknown as z.ZodType<
    PrintFormat['sides'],
    PrintFormat['sides']
  >,
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

/** The document as the wire's types spell it: the domain's `DesignDocument`, without `readonly`. */
export type WireDesignDocument = z.output<typeof designDocumentSchema>;

/** The same JSON under the wire's type: `readonly` is a promise of the domain's code, not of the data. */
export const wireDesignDocument = (document: DesignDocument): WireDesignDocument =>
  document as WireDesignDocument;

// ---------------------------------------------------------------------------------------------
// Design documents stored by the shop (/api/v1/design-documents)
// ---------------------------------------------------------------------------------------------

/** A product's chosen attributes, by attribute key: what the designer's format is derived from. */
const selectedAttributesSchema = z
  .record(z.string().min(1).max(100), z.string().min(1).max(200))
  .refine((attributes) => Object.keys(attributes).length <= 50, 'At most 50 attributes');

/**
 * POST /api/v1/design-documents (a new design) and PUT /api/v1/design-documents/{id} (its next
 * save). The server derives the format from the product and its attributes and refuses a document
 * laid out for another; the images' measures are the server's, whatever the document says. A guest
 * names the anonymous id the document is kept under, so that it joins the account at login.
 */
export const saveDesignDocumentRequestSchema = z.strictObject({
  productId: idSchema,
  selectedAttributes: selectedAttributesSchema,
  document: designDocumentSchema,
  anonymousUserId: z.uuid().optional(),
});

/** GET, PUT and DELETE /api/v1/design-documents/{id} */
export const designDocumentIdParamsSchema = z.strictObject({ id: z.uuid() });

/** A stored design document, as the shop keeps it. */
export const storedDesignDocumentSchema = z.object({
  id: z.uuid(),
  productId: idSchema,
  selectedAttributes: z.record(z.string(), z.string()),
  document: designDocumentSchema,
  /** How many times it was saved. */
  revision: z.number().int().positive(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

/** A design of the customer's list: what tells it apart, without its document. */
export const designDocumentSummarySchema = storedDesignDocumentSchema
  .omit({ document: true })
  .extend({ format: printFormatSchema, objectCount: z.number().int().nonnegative() });

/** The customer's design documents, last saved first, at most this many. */
export const DESIGN_DOCUMENT_LIST_LIMIT = 100;

/** GET /api/v1/design-documents */
export const designDocumentListResponseSchema = z.object({
  documents: z.array(designDocumentSummarySchema).max(DESIGN_DOCUMENT_LIST_LIMIT),
});

/** DELETE /api/v1/design-documents/{id} */
export const deletedDesignDocumentSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

/** POST /api/v1/design-documents/claim: a customer takes the designs made as a guest before login. */
export const claimDesignDocumentsRequestSchema = z.strictObject({ anonymousUserId: z.uuid() });
export const claimedDesignDocumentsSchema = z.object({ claimed: z.number().int().nonnegative() });

// ---------------------------------------------------------------------------------------------
// Images placed in designs (/api/v1/design-assets)
// ---------------------------------------------------------------------------------------------

/** What a shopper may send as an image: its type is read from the bytes, whatever is declared. */
export const DESIGN_ASSET_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/** An image is at most 30 MB. */
export const MAX_DESIGN_ASSET_BYTES = 30 * 1024 * 1024;

/**
 * An image is at most 100 million pixels (a 12-megapixel photo is well within): a file that would
 * decode to more is refused before it is decoded, against decompression bombs.
 */
export const MAX_DESIGN_ASSET_PIXELS = 100_000_000;

/** POST /api/v1/design-assets?anonymousUserId=…: a guest names the anonymous id the image is kept under. */
export const designAssetUploadQuerySchema = z.strictObject({ anonymousUserId: z.uuid().optional() });

/** GET /api/v1/design-assets/{id}/preview */
export const designAssetIdParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * An image as the server measured it, ready to be one of a document's `assets`. An SVG is drawn
 * into a PNG on arrival: it is kept and served as pixels, never as active content.
 */
export const uploadedDesignAssetSchema = z.object({
  id: z.uuid(),
  mediaType: z.enum(['image/png', 'image/jpeg']),
  widthPx: z.number().int().positive(),
  heightPx: z.number().int().positive(),
  byteSize: z.number().int().positive(),
});

/** The preview the designer's canvas draws: a PNG or JPEG of 2 000 pixels at most on its long side. */
export const DESIGN_ASSET_PREVIEW_TYPES = ['image/png', 'image/jpeg'] as const;
