import { sameQuantity } from '../quantity/quantity.js';
import { fileCheckApplies, type UploadType } from './upload-type.js';

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

// The file check flag of a design-service (hds) line is meaningless: the check does not apply.
function sameFileCheck(stored: LineSelection, current: LineSelection): boolean {
  const applies = fileCheckApplies(stored.uploadType) && fileCheckApplies(current.uploadType);
  return !applies || stored.fileCheck === current.fileCheck;
}

/**
 * True when the line item differs from the stored one in its configuration (attributes, whatever
 * their order), quantity, upload type, delivery option or file check (only where the file check
 * applies): only then is it saved again.
 */
export function hasLineChanged(stored: LineSelection, current: LineSelection): boolean {
  return !(
    sameAttributes(stored.selectedAttributes, current.selectedAttributes) &&
    sameQuantity(stored.quantity, current.quantity) &&
    stored.uploadType === current.uploadType &&
    stored.deliveryOption === current.deliveryOption &&
    sameFileCheck(stored, current)
  );
}
