import { sameQuantity } from '../quantity/quantity.js';
import type { UploadType } from './upload-type.js';

/** What the shopper chose for a line item: compared with the stored line to know whether it changed. */
export interface LineSelection {
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
  readonly uploadType: UploadType;
  readonly deliveryOption: string;
  readonly fileCheck: boolean;
}

function sameAttributes(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/**
 * True when the line item differs from the stored one in its configuration (attributes, whatever
 * their order), quantity, upload type, delivery option or file check: only then is it saved again.
 */
export function hasLineChanged(stored: LineSelection, current: LineSelection): boolean {
  return !(
    sameAttributes(stored.selectedAttributes, current.selectedAttributes) &&
    sameQuantity(stored.quantity, current.quantity) &&
    stored.uploadType === current.uploadType &&
    stored.deliveryOption === current.deliveryOption &&
    stored.fileCheck === current.fileCheck
  );
}
