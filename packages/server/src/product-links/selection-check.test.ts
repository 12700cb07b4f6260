import { fc, test } from '@fast-check/vitest';
import { productCustomConfigSchema } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import { DEMO_CATALOG } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { selectionErrors, selectionErrorsForProduct } from './selection-check.js';
import { offeredSelectionArb } from './test-support/selection.arb.js';

const productById = (id: string): CatalogProduct => {
  const product = DEMO_CATALOG.products.find((candidate) => candidate.id === id);
  if (product === undefined) throw new Error(`No demo product ${id}`);
  return product;
};
const flyers = productById('flyers');

describe('a selection checked against its product', () => {
  test.prop([
    fc
      .constantFrom(...DEMO_CATALOG.products)
      .chain((product) => fc.tuple(fc.constant(product), offeredSelectionArb(product))),
  ])('has no error when it is made of what the product offers', ([product, selection]) => {
    expect(productCustomConfigSchema.safeParse(selection).success).toBe(true);
    expect(selectionErrorsForProduct(product, selection, 'config.')).toEqual([]);
  });

  test.prop([offeredSelectionArb(flyers), fc.constantFrom(...flyers.attributes.map((a) => a.key))])(
    'names the attribute whose value the product does not have',
    (selection, key) => {
      const errors = selectionErrorsForProduct(
        flyers,
        { ...selection, selectedAttributes: { ...selection.selectedAttributes, [key]: 'introuvable' } },
        'config.',
      );
      expect(errors.map((error) => error.path)).toEqual([`config.selectedAttributes.${key}`]);
    },
  );

  it('names every field the product does not offer, at once', () => {
    const errors = selectionErrorsForProduct(
      flyers,
      {
        selectedAttributes: { format: 'a5', couleur: 'rouge' },
        quantity: 75,
        productionTime: 'demain',
        selectedPriority: 'drone',
        uploadType: 'hds',
        fileCheck: true,
      },
      'config.',
    );
    expect(errors).toEqual([
      { path: 'config.selectedAttributes.couleur', message: 'Flyers has no attribute couleur' },
      { path: 'config.quantity', message: expect.any(String) },
      { path: 'config.productionTime', message: 'Unknown production time: demain' },
      { path: 'config.selectedPriority', message: 'Unknown delivery option: drone' },
      { path: 'config.fileCheck', message: 'The file check does not apply to the design service' },
    ]);
  });

  it('refuses the design editor and the design service where the product has none', () => {
    const blank: CatalogProduct = { ...flyers, templateDisabled: true, humanDesignService: false };
    expect(selectionErrorsForProduct(blank, { selectedAttributes: {}, uploadType: 'dex' })).toEqual([
      { path: 'uploadType', message: 'Flyers has no design editor' },
    ]);
    expect(selectionErrorsForProduct(blank, { selectedAttributes: {}, uploadType: 'hds' })).toEqual([
      { path: 'uploadType', message: 'Flyers has no design service' },
    ]);
    expect(
      selectionErrorsForProduct(
        { ...flyers, noPrinting: true },
        { selectedAttributes: {}, uploadType: 'dex' },
      ),
    ).toHaveLength(1);
    expect(selectionErrorsForProduct(blank, { selectedAttributes: {}, uploadType: 'upload' })).toEqual([]);
  });

  it('refuses a file check with the design service even without a product', () => {
    expect(selectionErrors({ selectedAttributes: {}, uploadType: 'hds', fileCheck: true })).toHaveLength(1);
    expect(selectionErrors({ selectedAttributes: {}, uploadType: 'hds', fileCheck: false })).toEqual([]);
    expect(selectionErrors({ selectedAttributes: {}, uploadType: 'upload', fileCheck: true })).toEqual([]);
  });
});
