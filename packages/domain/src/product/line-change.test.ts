import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { toHundredths } from '../quantity/quantity.js';
import { hasLineChanged, type LineSelection } from './line-change.js';
import { attributesArb, lineSelectionArb, uploadTypeArb } from './product.arb.js';
import { fileCheckApplies, type UploadType } from './upload-type.js';

const reversedKeys = (record: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(record).reverse());

describe('hasLineChanged', () => {
  test.prop([lineSelectionArb])(
    'a line compared with itself, attributes reordered, has not changed',
    (line) => {
      const reordered: LineSelection = { ...line, selectedAttributes: reversedKeys(line.selectedAttributes) };
      expect(hasLineChanged(line, line)).toBe(false);
      expect(hasLineChanged(line, reordered)).toBe(false);
    },
  );

  test.prop([lineSelectionArb, lineSelectionArb])('is symmetric', (a, b) => {
    expect(hasLineChanged(a, b)).toBe(hasLineChanged(b, a));
  });

  const otherUploadType: Record<UploadType, UploadType> = { upload: 'dex', dex: 'hds', hds: 'upload' };
  const partArb = fc.constantFrom(
    'attributes' as const,
    'quantity' as const,
    'uploadType' as const,
    'deliveryOption' as const,
    'fileCheck' as const,
  );

  /** The line with one part made different, by construction. */
  function withPartChanged(line: LineSelection, part: string, hundredths: number): LineSelection {
    switch (part) {
      case 'attributes':
        return { ...line, selectedAttributes: { ...line.selectedAttributes, extra: 'changed' } };
      case 'quantity':
        return { ...line, quantity: (toHundredths(line.quantity) + hundredths) / 100 };
      case 'uploadType':
        return { ...line, uploadType: otherUploadType[line.uploadType] };
      case 'deliveryOption':
        return { ...line, deliveryOption: `${line.deliveryOption}-other` };
      default:
        return { ...line, fileCheck: !line.fileCheck };
    }
  }

  test.prop([lineSelectionArb, fc.uniqueArray(partArb, { maxLength: 5 }), fc.integer({ min: 1, max: 1000 })])(
    'has changed exactly when some part was changed, the file check only where it applies',
    (line, parts, hundredths) => {
      const changed = parts.reduce((current, part) => withPartChanged(current, part, hundredths), line);
      const seen = parts.some((part) => part !== 'fileCheck' || fileCheckApplies(line.uploadType));
      expect(hasLineChanged(line, changed)).toBe(seen);
    },
  );

  test.prop([lineSelectionArb, fc.boolean()])(
    'ignores the file check of a design-service line',
    (line, fileCheck) => {
      const hds: LineSelection = { ...line, uploadType: 'hds' };
      expect(hasLineChanged(hds, { ...hds, fileCheck })).toBe(false);
      expect(hasLineChanged(hds, { ...hds, uploadType: 'upload', fileCheck })).toBe(true);
    },
  );

  test.prop([lineSelectionArb, attributesArb, uploadTypeArb, fc.string(), fc.integer({ min: 1, max: 1000 })])(
    'a change to any single part is seen',
    (line, attributes, uploadType, deliveryOption, extraHundredths) => {
      const sameAttributes =
        JSON.stringify(Object.entries(attributes).sort()) ===
        JSON.stringify(Object.entries(line.selectedAttributes).sort());
      expect(hasLineChanged(line, { ...line, selectedAttributes: attributes })).toBe(!sameAttributes);
      expect(hasLineChanged(line, { ...line, quantity: line.quantity + extraHundredths / 100 })).toBe(true);
      expect(hasLineChanged(line, { ...line, uploadType })).toBe(uploadType !== line.uploadType);
      expect(hasLineChanged(line, { ...line, deliveryOption })).toBe(deliveryOption !== line.deliveryOption);
      expect(hasLineChanged(line, { ...line, fileCheck: !line.fileCheck })).toBe(
        fileCheckApplies(line.uploadType),
      );
    },
  );

  const base: LineSelection = {
    selectedAttributes: { format: 'A5', paper: '350g' },
    quantity: 0.3,
    uploadType: 'upload',
    deliveryOption: 'standard',
    fileCheck: true,
  };

  it('sees the file check toggled on an uploaded line, not on a design-service line', () => {
    expect(hasLineChanged(base, { ...base, fileCheck: false })).toBe(true);
    const hds: LineSelection = { ...base, uploadType: 'hds' };
    expect(hasLineChanged(hds, { ...hds, fileCheck: false })).toBe(false);
  });

  it('ignores float noise in the quantity', () => {
    expect(hasLineChanged(base, { ...base, quantity: 0.1 + 0.2 })).toBe(false);
  });

  it('sees an attribute swapped for another key, and a quantity that is not a number', () => {
    expect(hasLineChanged(base, { ...base, selectedAttributes: { format: 'A5', finish: '350g' } })).toBe(
      true,
    );
    expect(hasLineChanged(base, { ...base, selectedAttributes: { format: 'A5' } })).toBe(true);
    expect(hasLineChanged(base, { ...base, quantity: Number.NaN })).toBe(true);
    expect(hasLineChanged({ ...base, quantity: Number.NaN }, { ...base, quantity: Number.NaN })).toBe(false);
  });
});
