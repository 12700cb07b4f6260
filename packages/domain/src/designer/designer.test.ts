import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { a5, assetArb, designArb, imageArb, shapeArb, textArb, sampleTitle as title } from './design.arb.js';
import { blankDesign, type DesignDocument, type DesignObject } from './document.js';
import {
  addObject,
  duplicateObject,
  moveObject,
  removeObject,
  reorderObject,
  replaceImage,
  resizeObject,
  rotateObject,
  setBackground,
  updateObject,
} from './edit.js';
import { bleedBox, boundsOf, contains, safeBox } from './geometry.js';
import {
  canRedo,
  canUndo,
  commitChange,
  historyOf,
  MAX_UNDO_STEPS,
  redoChange,
  undoChange,
} from './history.js';
import { effectiveResolution, isPrintable, printChecks } from './print-checks.js';
import { DESIGNABLE_PRODUCTS, printFormatOf } from './print-format.js';

/** A one-page A5 design holding `objects` on its recto, with one 3000 × 2000 px photo. */
const designWith = (...objects: DesignObject[]): DesignDocument => ({
  ...blankDesign(a5),
  pages: [{ side: 'recto', background: null, objects }],
  assets: [{ id: 'photo', mediaType: 'image/jpeg', widthPx: 3000, heightPx: 2000 }],
});

describe('the print format of a product', () => {
  it('is the trim, bleed and safe margin of the chosen format, one page per printed side', () => {
    expect(printFormatOf('flyers', { format: 'a5', sides: 'recto' })).toEqual({
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 2,
      safeMarginMm: 3,
      shape: 'rectangle',
      cornerRadiusMm: 0,
      sides: ['recto'],
    });
    expect(printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' })?.sides).toEqual([
      'recto',
      'verso',
    ]);
    expect(printFormatOf('business-cards', { format: '85x55' })).toMatchObject({
      trimWidthMm: 85,
      trimHeightMm: 55,
    });
    expect(printFormatOf('business-cards', { format: '85x55-arrondi' })).toMatchObject({
      shape: 'roundedRectangle',
      cornerRadiusMm: 3,
    });
    expect(printFormatOf('roll-labels', { format: '40x40', shape: 'rond' })?.shape).toBe('circle');
    expect(printFormatOf('posters', { format: 'a2' })).toMatchObject({ trimWidthMm: 420, bleedMm: 3 });
  });

  it('is unknown for a product or a format value the designer does not lay out', () => {
    expect(printFormatOf('gift-cards', { format: 'a5' })).toBeUndefined();
    expect(printFormatOf('flyers', { format: 'a9' })).toBeUndefined();
    expect(printFormatOf('flyers', { format: 'toString' })).toBeUndefined();
    expect(printFormatOf('flyers', {})).toBeUndefined();
  });

  it('exists for every designable product with its first format', () => {
    expect(DESIGNABLE_PRODUCTS.length).toBeGreaterThanOrEqual(5);
  });
});

describe('a blank design', () => {
  it('has one empty white page per side of the format', () => {
    const design = blankDesign(a5);
    expect(design.pages).toEqual([
      { side: 'recto', background: null, objects: [] },
      { side: 'verso', background: null, objects: [] },
    ]);
  });
});

describe('print checks', () => {
  it('find nothing on a design laid out within the safe area with a sharp image', () => {
    const photo = {
      kind: 'image',
      id: 'p',
      assetId: 'photo',
      x: 10,
      y: 60,
      width: 120,
      height: 80,
      rotation: 0,
    } as const;
    const checks = printChecks(designWith(title, photo));
    expect(checks).toEqual([]);
    expect(isPrintable(checks)).toBe(true);
  });

  it('block an empty design', () => {
    expect(printChecks(blankDesign(a5))).toEqual([{ kind: 'emptyDesign', severity: 'blocking' }]);
    expect(isPrintable(printChecks(blankDesign(a5)))).toBe(false);
    expect(printChecks(setBackground(blankDesign(a5), 0, '#ffcc00'))).toEqual([]);
  });

  it('warn of text past the safe margin', () => {
    const checks = printChecks(designWith({ ...title, x: 1 }));
    expect(checks).toEqual([
      { kind: 'outsideSafeArea', severity: 'warning', pageIndex: 0, objectId: 'title' },
    ]);
  });

  it('warn of art that runs past the cut but stops short of the bleed, and not of art to the bleed', () => {
    const band = {
      kind: 'rectangle',
      id: 'band',
      x: -1,
      y: 0,
      width: 150,
      height: 30,
      rotation: 0,
      fill: '#ff0000',
      stroke: null,
      strokeWidthMm: 0,
    } as const;
    expect(printChecks(designWith(band))).toEqual([
      { kind: 'shortOfBleed', severity: 'warning', pageIndex: 0, objectId: 'band' },
    ]);
    const toBleed = { ...band, x: -2, y: -2, width: 152, height: 32 };
    expect(printChecks(designWith(toBleed))).toEqual([]);
  });

  it('warn of art that crosses the safe margin and stops before the cut', () => {
    const box = {
      kind: 'ellipse',
      id: 'dot',
      x: 140,
      y: 100,
      width: 6,
      height: 6,
      rotation: 0,
      fill: '#000000',
      stroke: null,
      strokeWidthMm: 0,
    } as const;
    expect(printChecks(designWith(box))).toEqual([
      { kind: 'outsideSafeArea', severity: 'warning', pageIndex: 0, objectId: 'dot' },
    ]);
  });

  it('warn of an object off the page', () => {
    expect(printChecks(designWith({ ...title, x: 400 }))).toEqual([
      { kind: 'offPage', severity: 'warning', pageIndex: 0, objectId: 'title' },
    ]);
  });

  it('measure an image placed too large: a warning below 300 ppi, blocking below 150, with the value', () => {
    // 3000 px over 127 mm (5 in) is 600 ppi; over 381 mm, 200; over 635 mm, 120.
    const photo = (width: number) =>
      ({ kind: 'image', id: 'p', assetId: 'photo', x: 10, y: 10, width, height: 20, rotation: 0 }) as const;
    expect(printChecks(designWith(photo(127))).filter((c) => c.kind === 'lowResolution')).toEqual([]);
    expect(printChecks(designWith(photo(381))).filter((c) => c.kind === 'lowResolution')).toEqual([
      { kind: 'lowResolution', severity: 'warning', pageIndex: 0, objectId: 'p', ppi: 200 },
    ]);
    const blurred = printChecks(designWith(photo(635)));
    expect(blurred.filter((c) => c.kind === 'lowResolution')).toEqual([
      { kind: 'lowResolution', severity: 'blocking', pageIndex: 0, objectId: 'p', ppi: 120 },
    ]);
    expect(isPrintable(blurred)).toBe(false);
  });

  it('block an image whose file is not part of the design', () => {
    const orphan = {
      kind: 'image',
      id: 'o',
      assetId: 'elsewhere',
      x: 10,
      y: 10,
      width: 20,
      height: 20,
      rotation: 0,
    } as const;
    expect(printChecks(designWith(orphan))).toEqual([
      { kind: 'missingImage', severity: 'blocking', pageIndex: 0, objectId: 'o' },
    ]);
  });

  it('warn of text set below 6 pt, with its size', () => {
    expect(printChecks(designWith({ ...title, sizePt: 5.5 }))).toEqual([
      { kind: 'textTooSmall', severity: 'warning', pageIndex: 0, objectId: 'title', sizePt: 5.5 },
    ]);
  });

  it('never rate a vector image by its pixels', () => {
    expect(
      effectiveResolution({ id: 'logo', mediaType: 'image/svg+xml', widthPx: 10, heightPx: 10 }, 500, 500),
    ).toBe(Number.POSITIVE_INFINITY);
  });

  test.prop([
    assetArb(),
    fc.double({ min: 1, max: 500, noNaN: true }),
    fc.double({ min: 1, max: 500, noNaN: true }),
    fc.double({ min: 1, max: 20, noNaN: true }),
    fc.double({ min: 1, max: 20, noNaN: true }),
  ])('an image enlarged never prints at a higher resolution', (asset, width, height, growX, growY) => {
    expect(effectiveResolution(asset, width * growX, height * growY)).toBeLessThanOrEqual(
      effectiveResolution(asset, width, height),
    );
  });

  const insideSafeArea = fc
    .tuple(
      fc.oneof(textArb('x'), shapeArb('x'), imageArb('x', 'a1')),
      fc.double({ min: 1, max: 60, noNaN: true }),
      fc.double({ min: 1, max: 60, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.double({ min: 0, max: 1, noNaN: true }),
    )
    .map(([object, width, height, u, v]) => {
      const sized = { ...object, x: 0, y: 0, width, height };
      const at = boundsOf(sized);
      const safe = safeBox(a5);
      const x = safe.left - at.left + u * (safe.right - safe.left - (at.right - at.left));
      const y = safe.top - at.top + v * (safe.bottom - safe.top - (at.bottom - at.top));
      return { ...sized, x, y } as DesignObject;
    });

  test.prop([insideSafeArea])(
    'an object inside the safe area is never reported for where it sits',
    (object) => {
      expect(contains(safeBox(a5), boundsOf(object))).toBe(true);
      const placement = printChecks(designWith(object)).filter((check) =>
        ['outsideSafeArea', 'shortOfBleed', 'offPage'].includes(check.kind),
      );
      expect(placement).toEqual([]);
    },
  );

  test.prop([designArb()])('every check names an object of its page, or the whole design', (design) => {
    for (const check of printChecks(design)) {
      if (check.kind === 'emptyDesign') continue;
      expect(design.pages[check.pageIndex]?.objects.some((object) => object.id === check.objectId)).toBe(
        true,
      );
    }
  });
});

describe('editing', () => {
  it('changes only the fields an object’s kind has: a text size given to a rectangle is ignored', () => {
    const box = { kind: 'rectangle' as const, id: 'r', x: 10, y: 10, width: 20, height: 20, rotation: 0 };
    const rectangle = { ...box, fill: '#ff0000', stroke: null, strokeWidthMm: 0 };
    const design = addObject(addObject(blankDesign(a5), 0, title), 0, rectangle);
    const recoloured = updateObject(design, 0, 'r', { fill: '#00ff00', sizePt: 40 } as never);
    expect(recoloured.pages[0]?.objects[1]).toEqual({ ...rectangle, fill: '#00ff00' });
    const retitled = updateObject(design, 0, 'title', { text: 'Jazz', fill: '#00ff00' } as never);
    expect(retitled.pages[0]?.objects[0]).toEqual({ ...title, text: 'Jazz' });
    // Nothing the kind has: the same document, so no undo step.
    expect(updateObject(design, 0, 'r', { text: 'x' } as never)).toBe(design);
  });

  test.prop([
    designArb(),
    fc.double({ min: -1000, max: 1000, noNaN: true }),
    fc.double({ min: -1000, max: 1000, noNaN: true }),
    fc.boolean(),
  ])(
    'moving an object, snapped to the guides or not, never takes it off the page',
    (design, dx, dy, snap) => {
      const object = design.pages[0]?.objects[0];
      fc.pre(object !== undefined);
      const id = (object as DesignObject).id;
      const moved = moveObject(design, 0, id, dx, dy, snap).pages[0]?.objects.find(
        (o) => o.id === id,
      ) as DesignObject;
      const bounds = boundsOf(moved);
      const page = bleedBox(a5);
      const centreX = (bounds.left + bounds.right) / 2;
      const centreY = (bounds.top + bounds.bottom) / 2;
      expect(centreX).toBeGreaterThanOrEqual(page.left - 1e-6);
      expect(centreX).toBeLessThanOrEqual(page.right + 1e-6);
      expect(centreY).toBeGreaterThanOrEqual(page.top - 1e-6);
      expect(centreY).toBeLessThanOrEqual(page.bottom + 1e-6);
    },
  );

  it('snaps an edge to the safe margin within 1.5 mm', () => {
    const moved = moveObject(designWith(title), 0, 'title', -16, 0, true).pages[0]?.objects[0];
    expect(moved?.x).toBe(3);
    const free = moveObject(designWith(title), 0, 'title', -16, 0, false).pages[0]?.objects[0];
    expect(free?.x).toBe(4);
  });

  it('duplicates just above the original, removes, reorders and rotates', () => {
    const dot = {
      kind: 'ellipse',
      id: 'dot',
      x: 10,
      y: 10,
      width: 5,
      height: 5,
      rotation: 0,
      fill: '#000000',
      stroke: null,
      strokeWidthMm: 0,
    } as const;
    let design = designWith(title, dot);
    design = duplicateObject(design, 0, 'title', 'title-2');
    expect(design.pages[0]?.objects.map((o) => o.id)).toEqual(['title', 'title-2', 'dot']);
    expect(design.pages[0]?.objects[1]).toMatchObject({ x: 25, y: 25, text: 'Soirée jazz' });
    design = reorderObject(design, 0, 'title', 'toFront');
    expect(design.pages[0]?.objects.map((o) => o.id)).toEqual(['title-2', 'dot', 'title']);
    design = reorderObject(design, 0, 'title', 'backward');
    expect(design.pages[0]?.objects.map((o) => o.id)).toEqual(['title-2', 'title', 'dot']);
    design = removeObject(design, 0, 'title-2');
    expect(design.pages[0]?.objects.map((o) => o.id)).toEqual(['title', 'dot']);
    design = rotateObject(design, 0, 'dot', -90);
    expect(design.pages[0]?.objects[1]?.rotation).toBe(270);
    design = resizeObject(design, 0, 'dot', { x: 10, y: 10, width: 0, height: 8 });
    expect(design.pages[0]?.objects[1]).toMatchObject({ width: 1, height: 8 });
  });

  test.prop([designArb()])('an edit that names no object changes nothing, not even the value', (design) => {
    expect(removeObject(design, 0, 'none')).toBe(design);
    expect(moveObject(design, 0, 'none', 5, 5)).toBe(design);
    expect(reorderObject(design, 0, 'none', 'toFront')).toBe(design);
    expect(duplicateObject(design, 7, 'r0', 'copy')).toBe(design);
    expect(addObject(design, 9, title)).toBe(design);
  });
});

describe('undo and redo', () => {
  test.prop([fc.array(designArb(2), { minLength: 1, maxLength: 12 }), fc.nat(12)])(
    'undoing steps then redoing them gives back the same history',
    (designs, steps) => {
      const history = designs.reduce(commitChange, historyOf(blankDesign(a5)));
      let undone = history;
      const count = Math.min(steps, history.past.length);
      for (let step = 0; step < count; step += 1) undone = undoChange(undone);
      let redone = undone;
      for (let step = 0; step < count; step += 1) redone = redoChange(redone);
      expect(redone).toEqual(history);
    },
  );

  it('drops the undone future on a new change, and keeps at most 100 steps', () => {
    const first = commitChange(historyOf(0), 1);
    const back = undoChange(first);
    expect(canRedo(back)).toBe(true);
    const branched = commitChange(back, 2);
    expect(canRedo(branched)).toBe(false);
    expect(branched.present).toBe(2);
    let long = historyOf(0);
    for (let value = 1; value <= 150; value += 1) long = commitChange(long, value);
    expect(long.past.length).toBe(MAX_UNDO_STEPS);
    expect(canUndo(historyOf(0))).toBe(false);
    expect(undoChange(historyOf(0))).toEqual(historyOf(0));
  });
});

describe('replacing an image', () => {
  test.prop([assetArb('a2')])(
    'keeps the width and centre, takes the new proportions, and keeps only the files still used',
    (asset) => {
      const old = { id: 'a1', mediaType: 'image/png' as const, widthPx: 100, heightPx: 100 };
      const image = {
        kind: 'image' as const,
        id: 'photo',
        assetId: 'a1',
        x: 10,
        y: 20,
        width: 60,
        height: 60,
        rotation: 0,
      };
      const design = { ...addObject(blankDesign(a5), 0, image), assets: [old] };
      const replaced = replaceImage(design, 0, 'photo', asset);
      const placed = replaced.pages[0]?.objects[0];
      expect(placed).toMatchObject({ assetId: 'a2', x: 10, width: 60 });
      if (placed === undefined) return;
      expect(placed.y + placed.height / 2).toBeCloseTo(50, 6);
      expect(placed.height / placed.width).toBeCloseTo(asset.heightPx / asset.widthPx, 6);
      expect(replaced.assets).toEqual([asset]);
      expect(replaceImage(design, 0, 'nothing', asset)).toBe(design);
    },
  );
});
