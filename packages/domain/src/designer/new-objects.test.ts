import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { assetArb } from './design.arb.js';
import { blankDesign } from './document.js';
import { boundsOf, contains, safeBox } from './geometry.js';
import { newImageObject, newShapeObject, newTextObject } from './new-objects.js';
import { printChecks } from './print-checks.js';
import { DESIGNABLE_PRODUCTS, type PrintFormat, printFormatOf } from './print-format.js';

const formatArb = fc
  .constantFrom(...DESIGNABLE_PRODUCTS)
  .map((productId) => printFormatOf(productId, {}) ?? printFormatOf(productId, { format: 'a5' }))
  .filter((format): format is PrintFormat => format !== undefined);

describe('new objects', () => {
  test.prop([formatArb, fc.constantFrom('rectangle' as const, 'ellipse' as const, 'line' as const)])(
    'a new text or shape sits in the safe area, so it is never reported for where it sits',
    (format, kind) => {
      const objects = [newTextObject(format, 't', 'Votre texte'), newShapeObject(format, 's', kind)];
      for (const object of objects) expect(contains(safeBox(format), boundsOf(object))).toBe(true);
      const design = blankDesign(format);
      const [recto] = design.pages;
      if (recto === undefined) throw new Error('a design has a recto');
      const checks = printChecks({ ...design, pages: [{ ...recto, objects }, ...design.pages.slice(1)] });
      expect(checks.filter((check) => check.kind === 'outsideSafeArea' || check.kind === 'offPage')).toEqual(
        [],
      );
    },
  );

  test.prop([formatArb, assetArb('a1')])(
    'a new image keeps its proportions within the safe area',
    (format, asset) => {
      const image = newImageObject(format, 'i', asset);
      expect(image.height / image.width).toBeCloseTo(asset.heightPx / asset.widthPx, 6);
      expect(contains(safeBox(format), boundsOf(image))).toBe(true);
    },
  );
});
