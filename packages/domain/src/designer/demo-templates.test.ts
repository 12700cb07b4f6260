import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.js';
import { DEMO_DESIGN_TEMPLATES, templatesOf } from './demo-templates.js';
import { printChecks } from './print-checks.js';
import { DESIGNABLE_PRODUCTS, type PrintFormat, printFormatOf } from './print-format.js';

/** Every format the demo catalogue offers for `productId`: each format, shape and printed sides. */
function formatsOf(productId: string): PrintFormat[] {
  const product = DEMO_CATALOG.products.find((candidate) => candidate.id === productId);
  if (product === undefined) throw new Error(`${productId} is not in the demo catalogue`);
  const values = (key: string) =>
    product.attributes.find((attribute) => attribute.key === key)?.options.map((option) => option.value) ?? [
      undefined,
    ];
  return values('format').flatMap((format) =>
    values('shape').flatMap((shape) =>
      values('sides').map(
        (sides) =>
          printFormatOf(productId, {
            ...(format === undefined ? {} : { format }),
            ...(shape === undefined ? {} : { shape }),
            ...(sides === undefined ? {} : { sides }),
          }) as PrintFormat,
      ),
    ),
  );
}

describe('the demo design templates', () => {
  it('offer at least three templates for every product the designer lays out, each with its own id', () => {
    for (const productId of DESIGNABLE_PRODUCTS)
      expect(templatesOf(productId).length).toBeGreaterThanOrEqual(3);
    const ids = DEMO_DESIGN_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('know every format of the demo catalogue’s designable products', () => {
    for (const productId of DESIGNABLE_PRODUCTS) {
      for (const format of formatsOf(productId)) expect(format).toBeDefined();
    }
  });

  it('lay out cleanly on every format of their product: nothing to warn of, nothing that blocks', () => {
    for (const template of DEMO_DESIGN_TEMPLATES) {
      for (const format of formatsOf(template.productId)) {
        const document = template.documentFor(format);
        expect(document.pages.map((page) => page.side)).toEqual(format.sides);
        expect({ template: template.id, format, checks: printChecks(document) }).toEqual({
          template: template.id,
          format,
          checks: [],
        });
      }
    }
  });
});
