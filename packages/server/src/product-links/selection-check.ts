import type { FieldError, productCustomConfigSchema } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import { assertNever, fileCheckApplies, offersDesignEditor, validateQuantity } from '@tirage/domain';
import type * as z from 'zod';

/** A product selection as saved behind a short key (contract `productCustomConfigSchema`). */
export type ProductSelection = z.output<typeof productCustomConfigSchema>;

/**
 * Rules a selection must follow whatever its product: the paid file check is not offered with
 * the design service (designers make the artwork), so a selection asking for both is refused.
 */
export function selectionErrors(selection: ProductSelection, prefix = ''): FieldError[] {
  if (
    selection.uploadType !== undefined &&
    selection.fileCheck === true &&
    !fileCheckApplies(selection.uploadType)
  )
    return [{ path: `${prefix}fileCheck`, message: 'The file check does not apply to the design service' }];
  return [];
}

/**
 * Every field of a selection the product does not offer: an unknown attribute or value, a
 * quantity its rule refuses, an unknown production time or delivery option, an artwork mode it
 * does not have. Attributes left out are fine: the product page opens them on their default.
 */
export function selectionErrorsForProduct(
  product: CatalogProduct,
  selection: ProductSelection,
  prefix = '',
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(selection.selectedAttributes)) {
    const attribute = product.attributes.find((candidate) => candidate.key === key);
    if (attribute === undefined) {
      errors.push({
        path: `${prefix}selectedAttributes.${key}`,
        message: `${product.name} has no attribute ${key}`,
      });
    } else if (!attribute.options.some((option) => option.value === value)) {
      errors.push({
        path: `${prefix}selectedAttributes.${key}`,
        message: `Attribute ${key} of ${product.name} has no value ${value}`,
      });
    }
  }
  if (selection.quantity !== undefined) {
    const checked = validateQuantity(selection.quantity, product.quantityRule);
    if (!checked.ok) errors.push({ path: `${prefix}quantity`, message: checked.error.message });
  }
  if (
    selection.productionTime !== undefined &&
    !product.productionTimes.some((time) => time.key === selection.productionTime)
  ) {
    errors.push({
      path: `${prefix}productionTime`,
      message: `Unknown production time: ${selection.productionTime}`,
    });
  }
  if (
    selection.selectedPriority !== undefined &&
    !product.deliverySpeeds.some((speed) => speed.key === selection.selectedPriority)
  ) {
    errors.push({
      path: `${prefix}selectedPriority`,
      message: `Unknown delivery option: ${selection.selectedPriority}`,
    });
  }
  const uploadError = uploadTypeError(product, selection.uploadType);
  if (uploadError !== undefined) errors.push({ path: `${prefix}uploadType`, message: uploadError });
  if (product.printOnDemand !== undefined && selection.fileCheck === true) {
    errors.push({
      path: `${prefix}fileCheck`,
      message: `${product.name} is printed from the shop's own file: it takes no file check`,
    });
  }
  return [...errors, ...selectionErrors(selection, prefix)];
}

/** Why a product cannot be ordered with this kind of artwork, if it cannot. */
export function uploadTypeError(
  product: CatalogProduct,
  uploadType: ProductSelection['uploadType'],
): string | undefined {
  switch (uploadType) {
    case undefined:
    case 'upload':
      return undefined;
    case 'dex':
      return offersDesignEditor(product) ? undefined : `${product.name} has no design editor`;
    case 'hds':
      return product.humanDesignService ? undefined : `${product.name} has no design service`;
    default:
      return assertNever(uploadType, 'upload type');
  }
}
