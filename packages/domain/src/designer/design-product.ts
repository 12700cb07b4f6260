import type { CatalogProduct } from '../catalog/catalog.js';
import { offersDesignEditor } from '../catalog/product-configuration.js';
import type { ProductConfiguration } from '../model/product.js';
import { err, ok, type Result } from '../shared/result.js';
import { TOLERANCE_MM } from './geometry.js';
import { type PrintFormat, printFormatOf } from './print-format.js';

/** Why a product and its chosen attributes cannot be laid out in the designer. */
export type DesignProductProblem =
  | { readonly kind: 'designer.notOffered' }
  | { readonly kind: 'designer.unknownAttribute'; readonly key: string }
  | { readonly kind: 'designer.unknownValue'; readonly key: string; readonly value: string }
  | { readonly kind: 'designer.unknownFormat' };

/** The selection a design is laid out for: every attribute of the product, and the format they give. */
export interface DesignLayout {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly format: PrintFormat;
}

/** What the designer needs of a product: whether it lays it out, and its attributes' values. */
interface DesignOffer {
  readonly id: string;
  readonly designable: boolean;
  readonly attributes: readonly {
    readonly key: string;
    readonly defaultValue: string;
    readonly values: readonly string[];
  }[];
}

function layoutOf(
  offer: DesignOffer,
  chosen: Readonly<Record<string, string>>,
): Result<DesignLayout, readonly DesignProductProblem[]> {
  if (!offer.designable) return err([{ kind: 'designer.notOffered' }]);
  const problems: DesignProductProblem[] = [];
  const attributes = new Map(offer.attributes.map((attribute) => [attribute.key, attribute]));
  for (const [key, value] of Object.entries(chosen)) {
    const attribute = attributes.get(key);
    if (attribute === undefined) problems.push({ kind: 'designer.unknownAttribute', key });
    else if (!attribute.values.includes(value)) problems.push({ kind: 'designer.unknownValue', key, value });
  }
  if (problems.length > 0) return err(problems);
  const defaults = Object.fromEntries(
    offer.attributes.map((attribute) => [attribute.key, attribute.defaultValue]),
  );
  const selectedAttributes = { ...defaults, ...chosen };
  const format = printFormatOf(offer.id, selectedAttributes);
  return format === undefined
    ? err([{ kind: 'designer.unknownFormat' }])
    : ok({ selectedAttributes, format });
}

/**
 * The format a design of `product` must have with the chosen attributes. Attributes left out take
 * the product's defaults; an attribute the product does not have, or a value it does not offer, is
 * a problem, as is a product without the designer or a format the designer does not know.
 */
export function designLayoutOf(
  product: CatalogProduct,
  chosen: Readonly<Record<string, string>>,
): Result<DesignLayout, readonly DesignProductProblem[]> {
  return layoutOf(
    {
      id: product.id,
      designable: offersDesignEditor(product),
      attributes: product.attributes.map((attribute) => ({
        key: attribute.key,
        defaultValue: attribute.defaultValue,
        values: attribute.options.map((option) => option.value),
      })),
    },
    chosen,
  );
}

/** The same, for a product as the storefront reads it (its configuration). */
export function designLayoutOfConfiguration(
  configuration: ProductConfiguration,
  chosen: Readonly<Record<string, string>>,
): Result<DesignLayout, readonly DesignProductProblem[]> {
  return layoutOf(
    {
      id: configuration.configurationId,
      designable: !configuration.templateDisabled && !configuration.noPrinting,
      attributes: configuration.attributes.map((attribute) => ({
        key: attribute.key,
        defaultValue: attribute.selectedValue,
        values: attribute.options.map((option) => option.value),
      })),
    },
    chosen,
  );
}

/** Whether two formats are the same press format (lengths within `TOLERANCE_MM`). */
export function samePrintFormat(a: PrintFormat, b: PrintFormat): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= TOLERANCE_MM;
  return (
    near(a.trimWidthMm, b.trimWidthMm) &&
    near(a.trimHeightMm, b.trimHeightMm) &&
    near(a.bleedMm, b.bleedMm) &&
    near(a.safeMarginMm, b.safeMarginMm) &&
    near(a.cornerRadiusMm, b.cornerRadiusMm) &&
    a.shape === b.shape &&
    a.sides.join(',') === b.sides.join(',')
  );
}

/** The designer's own query keys: every other key of its address is a chosen attribute. */
export const DESIGNER_QUERY_KEYS: ReadonlySet<string> = new Set(['product', 'design', 'template', 'from']);

/**
 * The designer's address: the product, its chosen attributes, the page to come back to, and what
 * it opens on: a saved design to reopen, or a template to start from (a landing page's link).
 */
export function designerPath(
  productId: string,
  selectedAttributes: Readonly<Record<string, string>>,
  from: string,
  opening: { readonly designId?: string | undefined; readonly templateId?: string | undefined } = {},
): string {
  const attributes = Object.entries(selectedAttributes).filter(([key]) => !DESIGNER_QUERY_KEYS.has(key));
  const query = [
    ['product', productId],
    ...attributes,
    ['from', from],
    ...(opening.designId === undefined ? [] : [['design', opening.designId]]),
    ...(opening.templateId === undefined ? [] : [['template', opening.templateId]]),
  ]
    .map(([key, value]) => `${encodeURIComponent(key ?? '')}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `/designer/?${query}`;
}
