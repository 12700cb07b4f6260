import { fc } from '@fast-check/vitest';
import type { CatalogProduct } from '@tirage/domain';
import { quantityOptions } from '@tirage/domain';
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

/** A selection made only of what the product offers; every field but the attributes may be left out. */
export const offeredSelectionArb = (product: CatalogProduct): fc.Arbitrary<ProductSelection> =>
  fc
    .record(
      {
        selectedAttributes: offeredAttributesArb(product),
        quantity: fc.constantFrom(...quantityOptions(product.quantityRule)),
        productionTime: fc.constantFrom(...product.productionTimes.map((time) => time.key)),
        selectedPriority: fc.constantFrom(...product.deliverySpeeds.map((speed) => speed.key)),
        uploadType: fc.constantFrom('upload' as const, 'dex' as const, 'hds' as const),
        fileCheck: fc.boolean(),
        jobName: fc.string({ maxLength: 40 }),
      },
      { requiredKeys: ['selectedAttributes'] },
    )
    // The design service makes the artwork: no file check with it.
    .map((selection) =>
      selection.uploadType === 'hds' && selection.fileCheck === true
        ? { ...selection, fileCheck: false }
        : selection,
    );
