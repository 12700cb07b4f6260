import { glossaryBlockDataSchema, landingContentSchema } from '@tirage/api-client/contract';
import type { CatalogPage, CatalogProduct } from '@tirage/domain';
import { z } from 'zod';

// Stored catalogue rows are edited by shop owners' tools, so they are checked when read: a bad
// row becomes a clear error naming the field, never a RangeError deep inside pricing.

const key = z.string().min(1);
const positive = z.number().finite().positive();
const nonNegative = z.number().finite().nonnegative();
const wholeDays = z.number().int().nonnegative();

const surchargeSchema = z.object({
  perUnitHundredths: nonNegative.optional(),
  fixedHundredths: nonNegative.optional(),
});

const attributeSchema = z.object({
  key,
  label: z.string(),
  info: z.string().optional(),
  sortIndex: z.number().int(),
  hidden: z.boolean(),
  defaultValue: key,
  options: z
    .array(
      z.object({
        value: key,
        label: z.string(),
        info: z.string().optional(),
        surcharge: surchargeSchema.optional(),
      }),
    )
    .min(1),
});

const quantityRuleSchema = z.object({
  type: z.enum(['listOfRanges', 'listOfValues']),
  minimum: positive,
  maximum: positive.optional(),
  increment: positive.optional(),
  availableOptions: z.array(positive).optional(),
});

const catalogProductSchema = z.object({
  id: key,
  name: z.string().min(1),
  slug: key,
  path: z.string().startsWith('/'),
  categoryId: key,
  description: z.string(),
  image: z.string(),
  productFamily: z.enum(['print', 'labels']),
  configurationGraph: z.object({ mcpSku: key, entryId: key, productSku: key, variant: key, version: key }),
  htsCode: z.string(),
  fscCertified: z.boolean(),
  noPrinting: z.boolean(),
  humanDesignService: z.boolean(),
  templateDisabled: z.boolean(),
  madeFromStock: z.boolean().optional(),
  printOnDemand: z.object({ designId: key, designer: z.string().min(1) }).optional(),
  attributes: z.array(attributeSchema),
  quantityRule: quantityRuleSchema,
  quantityModel: z.object({
    suggested: z.array(positive),
    mode: z.enum(['free', 'list']),
    defaultValue: positive,
  }),
  multiArtwork: z
    .object({ rolls: z.number().int().positive(), labelsPerRoll: z.number().int().positive() })
    .optional(),
  productionTimes: z
    .array(z.object({ key, label: z.string(), workingDays: wholeDays, priceFactor: positive }))
    .min(1),
  deliverySpeeds: z
    .array(
      z.object({
        key,
        label: z.string(),
        shippingWorkingDays: wholeDays,
        cutOffHour: z.number().int().min(0).max(23),
        priceFactor: positive,
      }),
    )
    .min(1),
  defaultProductionTime: key,
  defaultDeliverySpeed: key,
  defaultUpload: z.enum(['upload', 'dex', 'hds']),
  priceTable: z.object({
    setupHundredths: nonNegative,
    unitCost: z.object({ startHundredths: positive, floorHundredths: positive, halfwayQuantity: positive }),
  }),
});

export const catalogPageSchema = z.object({
  id: key,
  path: z.string().startsWith('/'),
  title: z.string(),
  layout: z.enum(['standard', 'home', 'category', 'product', 'landing']),
  body: z.string(),
  productId: key.optional(),
  categoryId: key.optional(),
  /** Shown by the storefront within their window only (start and end included, ISO 8601). */
  banners: z
    .array(
      z.object({
        id: key,
        title: z.string().min(1),
        link: z.string().startsWith('/').nullable().optional(),
        start: z.iso.datetime({ offset: true }).nullable().optional(),
        end: z.iso.datetime({ offset: true }).nullable().optional(),
      }),
    )
    .optional(),
  instructions: z.array(z.object({ title: z.string(), fileUrl: z.string() })).optional(),
  /** The glossary page's terms: each anchor once, as the page's fragments must be. */
  glossary: glossaryBlockDataSchema.shape.entries
    .refine(
      (entries) => new Set(entries.map((entry) => entry.anchor)).size === entries.length,
      'Each glossary anchor must be used once',
    )
    .optional(),
  landing: landingContentSchema.optional(),
});

/** A stored row that does not have the catalogue's shape: a data problem for the shop owner. */
export class CatalogDataError extends Error {
  constructor(what: string, id: string, issues: readonly z.core.$ZodIssue[]) {
    const where = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`Stored ${what} ${id} is not valid: ${where}`);
    this.name = 'CatalogDataError';
  }
}

export function parseStoredProduct(payload: unknown): CatalogProduct {
  const parsed = catalogProductSchema.safeParse(payload);
  if (!parsed.success) throw new CatalogDataError('product', idOf(payload), parsed.error.issues);
  // JSON has no undefined: an absent multi-artwork block is the catalogue's `undefined`.
  return { ...parsed.data, multiArtwork: parsed.data.multiArtwork };
}

export function parseStoredPage(
  payload: unknown,
): CatalogPage & Pick<z.infer<typeof catalogPageSchema>, 'instructions'> {
  const parsed = catalogPageSchema.safeParse(payload);
  if (!parsed.success) throw new CatalogDataError('page', idOf(payload), parsed.error.issues);
  return { ...parsed.data, productId: parsed.data.productId };
}

function idOf(payload: unknown): string {
  const id = typeof payload === 'object' && payload !== null ? (payload as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '(without id)';
}
