import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hasLineChanged, type LineSelection } from './line-change.js';
import { attributesArb, lineSelectionArb, uploadTypeArb } from './product.arb.js';

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

  test.prop([lineSelectionArb, lineSelectionArb])(
    'has changed exactly when one of the five parts differs',
    (a, b) => {
      const attributesDiffer =
        JSON.stringify(Object.entries(a.selectedAttributes).sort()) !==
        JSON.stringify(Object.entries(b.selectedAttributes).sort());
      const differs =
        attributesDiffer ||
        Math.round(a.quantity * 100) !== Math.round(b.quantity * 100) ||
        a.uploadType !== b.uploadType ||
        a.deliveryOption !== b.deliveryOption ||
        a.fileCheck !== b.fileCheck;
      expect(hasLineChanged(a, b)).toBe(differs);
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
      expect(hasLineChanged(line, { ...line, fileCheck: !line.fileCheck })).toBe(true);
    },
  );

  const base: LineSelection = {
    selectedAttributes: { format: 'A5', paper: '350g' },
    quantity: 0.3,
    uploadType: 'upload',
    deliveryOption: 'standard',
    fileCheck: true,
  };

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
