import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOG } from '../catalog/demo-catalog.js';
import { findProduct, toProductConfiguration } from '../catalog/product-configuration.js';
import {
  designerPath,
  designLayoutOf,
  designLayoutOfConfiguration,
  samePrintFormat,
} from './design-product.js';
import { DESIGNABLE_PRODUCTS, printFormatOf } from './print-format.js';

const product = (id: string) => {
  const found = findProduct(DEMO_CATALOG, id);
  if (found === undefined) throw new Error(`no demo product ${id}`);
  return found;
};

describe('designLayoutOf', () => {
  it('fills the attributes left out with the defaults and derives the format from them', () => {
    const selection = designLayoutOf(product('flyers'), { format: 'a5', sides: 'recto-verso' });
    expect(selection.ok).toBe(true);
    if (!selection.ok) return;
    expect(selection.value.format).toMatchObject({ trimWidthMm: 148, trimHeightMm: 210, bleedMm: 2 });
    expect(selection.value.format.sides).toEqual(['recto', 'verso']);
    expect(Object.keys(selection.value.selectedAttributes).sort()).toEqual(
      product('flyers')
        .attributes.map((attribute) => attribute.key)
        .sort(),
    );
  });

  it('names each attribute the product does not have and each value it does not offer', () => {
    const selection = designLayoutOf(product('flyers'), { format: 'a9', colour: 'pink' });
    expect(selection).toEqual({
      ok: false,
      error: [
        { kind: 'designer.unknownValue', key: 'format', value: 'a9' },
        { kind: 'designer.unknownAttribute', key: 'colour' },
      ],
    });
  });

  it('refuses a product the designer does not lay out', () => {
    const undesignable = DEMO_CATALOG.products.find(
      (candidate) => !DESIGNABLE_PRODUCTS.includes(candidate.id),
    );
    expect(undesignable).toBeDefined();
    if (undesignable === undefined) return;
    const selection = designLayoutOf(undesignable, {});
    expect(selection.ok).toBe(false);
  });

  it('gives every demo product the designer knows its default format', () => {
    for (const id of DESIGNABLE_PRODUCTS) {
      const selection = designLayoutOf(product(id), {});
      expect(selection.ok, id).toBe(true);
    }
  });
});

describe('designLayoutOfConfiguration', () => {
  test.prop([fc.constantFrom(...DESIGNABLE_PRODUCTS), fc.boolean()])(
    'lays out a product as the storefront reads it exactly as the server does',
    (id, withFormat) => {
      const catalogProduct = product(id);
      const format = catalogProduct.attributes.find((attribute) => attribute.key === 'format');
      const chosen: Record<string, string> =
        withFormat && format !== undefined ? { format: format.options.at(-1)?.value ?? '' } : {};
      expect(designLayoutOfConfiguration(toProductConfiguration(catalogProduct), chosen)).toEqual(
        designLayoutOf(catalogProduct, chosen),
      );
    },
  );
});

describe('samePrintFormat', () => {
  const a5 = printFormatOf('flyers', { format: 'a5' });
  const a5Both = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' });

  test.prop([fc.double({ min: -0.0009, max: 0.0009, noNaN: true })])(
    'lengths closer than the tolerance are the same format',
    (delta) => {
      if (a5 === undefined) throw new Error('A5 flyers have a format');
      expect(samePrintFormat(a5, { ...a5, trimWidthMm: a5.trimWidthMm + delta })).toBe(true);
    },
  );

  it('tells another size, bleed or set of sides apart', () => {
    if (a5 === undefined || a5Both === undefined) throw new Error('A5 flyers have a format');
    expect(samePrintFormat(a5, { ...a5, trimHeightMm: 211 })).toBe(false);
    expect(samePrintFormat(a5, { ...a5, bleedMm: 3 })).toBe(false);
    expect(samePrintFormat(a5, a5Both)).toBe(false);
  });
});

describe('designerPath', () => {
  it('names the product, its attributes and the page to come back to', () => {
    expect(designerPath('flyers', { format: 'a5', sides: 'recto-verso' }, '/flyers/')).toBe(
      '/designer/?product=flyers&format=a5&sides=recto-verso&from=%2Fflyers%2F',
    );
  });

  it('names the saved design to reopen, after the attributes (a design attribute cannot take its place)', () => {
    expect(designerPath('flyers', { format: 'a5', design: 'other' }, '/cart/', { designId: 'd-1' })).toBe(
      '/designer/?product=flyers&format=a5&from=%2Fcart%2F&design=d-1',
    );
  });

  it('names the template to start from (a landing page’s link), which no attribute can stand for', () => {
    expect(
      designerPath('flyers', { format: 'a5', template: 'x' }, '/noel/', { templateId: 'tpl-flyer-concert' }),
    ).toBe('/designer/?product=flyers&format=a5&from=%2Fnoel%2F&template=tpl-flyer-concert');
  });
});
