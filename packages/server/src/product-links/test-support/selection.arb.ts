import { fc } from '@fast-check/vitest';
import type { CatalogProduct } from '@tirage/domain';
import { offersDesignEditor, quantityOptions, type UploadType } from '@tirage/domain';
import type { ProductSelection } from '../selection-check.js';

/** Attribute values the product offers, for any subset of its attributes. */
const offeredAttributesArb = (product: CatalogProduct) =>
  fc
    .subarray([...product.attributes])
    .chain((attributes) =>
      fc.tuple(
        ...attributes.map((attribute) =>
          fc.constantFrom(...attribute.options.map((option) => [attribute.key, option.value] as const)),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries));

/** The kinds of artwork the product takes: always the shopper's file, the designer and designers where offered. */
const offeredUploadTypes = (product: CatalogProduct): UploadType[] => [
  'upload',
  ...(offersDesignEditor(product) ? (['dex'] as const) : []),
  ...(product.humanDesignService ? (['hds'] as const) : []),
];

/** A selection made only of what the product offers; every field but the attributes may be left out. */
export const offeredSelectionArb = (product: CatalogProduct): fc.Arbitrary<ProductSelection> =>
  fc
    .record(
      {
        selectedAttributes: offeredAttributesArb(product),
        quantity: fc.constantFrom(...quantityOptions(product.quantityRule)),
        productionTime: fc.constantFrom(...product.productionTimes.map((time) => time.key)),
        selectedPriority: fc.constantFrom(...product.deliverySpeeds.map((speed) => speed.key)),
        uploadType: fc.constantFrom(...offeredUploadTypes(product)),
        fileCheck: fc.boolean(),
        jobName: fc.string({ maxLength: 40 }),
      },
      { requiredKeys: ['selectedAttributes'] },
    )
    // The design service makes the artwork, and a ready-made design is the shop's file: no file check.
    .map((selection) =>
      (selection.uploadType === 'hds' || product.printOnDemand !== undefined) && selection.fileCheck === true
        ? { ...selection, fileCheck: false }
        : selection,
    );
