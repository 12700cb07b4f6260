import { fc } from '@fast-check/vitest';
import {
  DESIGN_DOCUMENT_VERSION,
  DESIGN_FONTS,
  type DesignAsset,
  type DesignDocument,
  type DesignObject,
  type ImageObject,
  type ShapeObject,
  type TextObject,
} from './document.js';
import { type PrintFormat, printFormatOf } from './print-format.js';

/** Generators of designs for the property tests of the designer's rules. */

export const a5: PrintFormat = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' }) as PrintFormat;

const colour = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);
/** A length in millimetres; JSON writes -0 as 0, so none is generated. */
const mm = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true }).map((value) => (value === 0 ? 0 : value));
const length = mm(1, 300);
const position = mm(-50, 350);
const rotation = fc.oneof(fc.constant(0), mm(0, 359.99));

const placed = (id: string) =>
  fc.record({ id: fc.constant(id), x: position, y: position, width: length, height: length, rotation });

export const textArb = (id = 't1'): fc.Arbitrary<TextObject> =>
  fc
    .record({
      placed: placed(id),
      text: fc.string({ maxLength: 40 }),
      font: fc.constantFrom(...DESIGN_FONTS),
      sizePt: mm(1, 200),
      colour,
      align: fc.constantFrom('left', 'center', 'right'),
      bold: fc.boolean(),
      italic: fc.boolean(),
    })
    .map(({ placed: box, ...rest }) => ({ kind: 'text', ...box, ...rest }) as const);

export const shapeArb = (id = 's1'): fc.Arbitrary<ShapeObject> =>
  fc
    .record({
      placed: placed(id),
      kind: fc.constantFrom('rectangle', 'ellipse', 'line'),
      fill: fc.option(colour, { nil: null }),
      stroke: fc.option(colour, { nil: null }),
      strokeWidthMm: mm(0, 5),
    })
    .map(({ placed: box, ...rest }) => ({ ...box, ...rest }));

export const assetArb = (id = 'a1'): fc.Arbitrary<DesignAsset> =>
  fc.record({
    id: fc.constant(id),
    mediaType: fc.constantFrom('image/png', 'image/jpeg'),
    widthPx: fc.integer({ min: 1, max: 12_000 }),
    heightPx: fc.integer({ min: 1, max: 12_000 }),
  });

export const imageArb = (id = 'i1', assetId = 'a1'): fc.Arbitrary<ImageObject> =>
  placed(id).map((box) => ({ kind: 'image', ...box, assetId }));

/** A two-sided A5 design with up to `max` objects per page, each with its own id. */
export const designArb = (max = 8): fc.Arbitrary<DesignDocument> =>
  fc
    .tuple(
      fc.array(fc.oneof(textArb(), shapeArb(), imageArb()), { maxLength: max }),
      fc.array(fc.oneof(textArb(), shapeArb(), imageArb()), { maxLength: max }),
      fc.option(colour, { nil: null }),
      assetArb(),
    )
    .map(([recto, verso, background, asset]) => ({
      version: DESIGN_DOCUMENT_VERSION,
      format: a5,
      pages: [
        { side: 'recto', background, objects: withIds(recto, 'r') },
        { side: 'verso', background: null, objects: withIds(verso, 'v') },
      ],
      assets: [asset],
    }));

const withIds = (objects: readonly DesignObject[], prefix: string): DesignObject[] =>
  objects.map((object, index) => ({ ...object, id: `${prefix}${index}` }));

/** A title set in Lora within the safe area of an A5: a text object the examples edit. */
export const sampleTitle: TextObject = {
  kind: 'text',
  id: 'title',
  x: 20,
  y: 20,
  width: 100,
  height: 20,
  rotation: 0,
  text: 'Soirée jazz',
  font: 'Lora',
  sizePt: 24,
  colour: '#1a1a1a',
  align: 'center',
  bold: false,
  italic: false,
};
