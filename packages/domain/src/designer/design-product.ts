import type { CatalogProduct } from '../catalog/catalog.js';
import { defaultAttributes, offersDesignEditor } from '../catalog/product-configuration.js';
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

/**
 * The format a design of `product` must have with the chosen attributes. Attributes left out take
 * the product's defaults; an attribute the product does not have, or a value it does not offer, is
 * a problem, as is a product without the designer or a format the designer does not know.
 */
export function designLayoutOf(
  product: CatalogProduct,
  chosen: Readonly<Record<string, string>>,
): Result<DesignLayout, readonly DesignProductProblem[]> {
  if (!offersDesignEditor(product)) return err([{ kind: 'designer.notOffered' }]);
  const problems: DesignProductProblem[] = [];
  const attributes = new Map(product.attributes.map((attribute) => [attribute.key, attribute]));
  for (const [key, value] of Object.entries(chosen)) {
    const attribute = attributes.get(key);
    if (attribute === undefined) problems.push({ kind: 'designer.unknownAttribute', key });
    else if (!attribute.options.some((option) => option.value === value)) {
      problems.push({ kind: 'designer.unknownValue', key, value });
    }
  }
  if (problems.length > 0) return err(problems);
  const selectedAttributes = { ...defaultAttributes(product), ...chosen };
  const format = printFormatOf(product.id, selectedAttributes);
  return format === undefined
    ? err([{ kind: 'designer.unknownFormat' }])
    : ok({ selectedAttributes, format });
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
