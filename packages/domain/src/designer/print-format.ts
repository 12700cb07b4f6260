/**
 * The printed format of a job as the designer lays it out: the trim (the size the job is cut to),
 * the bleed printed past it so that no white edge shows after the cut, and the safe margin inside
 * it where nothing important may sit. Lengths are millimetres.
 */
export type FormatShape = 'rectangle' | 'roundedRectangle' | 'circle' | 'ellipse' | 'contour';

export type PrintedSide = 'recto' | 'verso';

export interface PrintFormat {
  readonly trimWidthMm: number;
  readonly trimHeightMm: number;
  readonly bleedMm: number;
  readonly safeMarginMm: number;
  /** The cut's outline: a rounded card, a round label or a sticker cut to its contour. */
  readonly shape: FormatShape;
  /** The corner radius of a `roundedRectangle`, 0 otherwise. */
  readonly cornerRadiusMm: number;
  /** One page per printed side, recto first. */
  readonly sides: readonly ['recto'] | readonly ['recto', 'verso'];
}

interface ProductFormats {
  readonly bleedMm: number;
  readonly safeMarginMm: number;
  /** Trim sizes by the value of the product's `format` attribute, width × height. */
  readonly sizes: Readonly<Record<string, readonly [number, number]>>;
  /** The cut's outline by the value of the product's `shape` attribute, or of its format. */
  readonly shapes?: Readonly<Record<string, FormatShape>>;
  readonly cornerRadiusMm?: number;
}

/**
 * The formats of the shop's products, by product id. Bleed and safe margin are the press's: 2 and
 * 3 mm for cut sheets, more for large posters, less for small labels and stickers.
 */
const PRODUCT_FORMATS: ReadonlyMap<string, ProductFormats> = new Map<string, ProductFormats>([
  [
    'flyers',
    {
      bleedMm: 2,
      safeMarginMm: 3,
      sizes: { a6: [105, 148], dl: [99, 210], a5: [148, 210], a4: [210, 297] },
    },
  ],
  [
    'business-cards',
    {
      bleedMm: 2,
      safeMarginMm: 3,
      sizes: { '85x55': [85, 55], '85x55-arrondi': [85, 55], '55x55': [55, 55] },
      shapes: { '85x55-arrondi': 'roundedRectangle' },
      cornerRadiusMm: 3,
    },
  ],
  [
    'posters',
    {
      bleedMm: 3,
      safeMarginMm: 5,
      sizes: { a3: [297, 420], a2: [420, 594], a1: [594, 841], a0: [841, 1189] },
    },
  ],
  [
    'stickers',
    {
      bleedMm: 2,
      safeMarginMm: 2,
      sizes: { '50': [50, 50], '75': [75, 75], '100': [100, 100] },
      shapes: { rond: 'circle', carre: 'rectangle', 'decoupe-forme': 'contour' },
    },
  ],
  [
    'roll-labels',
    {
      bleedMm: 1.5,
      safeMarginMm: 1.5,
      sizes: { '40x40': [40, 40], '70x50': [70, 50], '100x70': [100, 70] },
      shapes: { rectangle: 'rectangle', rond: 'circle', ovale: 'ellipse', 'forme-libre': 'contour' },
    },
  ],
  [
    'folded-leaflets',
    {
      bleedMm: 2,
      safeMarginMm: 3,
      sizes: { a4: [210, 297], a3: [297, 420] },
    },
  ],
]);

/** The product ids the designer lays out. */
export const DESIGNABLE_PRODUCTS: readonly string[] = [...PRODUCT_FORMATS.keys()];

/**
 * The format of `productId` with the chosen attributes (`format`, `shape`, `sides`), or undefined
 * when the designer does not know the product or its format value.
 */
export function printFormatOf(
  productId: string,
  selectedAttributes: Readonly<Record<string, string>>,
): PrintFormat | undefined {
  const formats = PRODUCT_FORMATS.get(productId);
  const formatValue = selectedAttributes.format;
  if (formats === undefined || formatValue === undefined || !Object.hasOwn(formats.sizes, formatValue)) {
    return undefined;
  }
  const [trimWidthMm, trimHeightMm] = formats.sizes[formatValue] as readonly [number, number];
  const shapeValue = selectedAttributes.shape ?? formatValue;
  const shape =
    formats.shapes !== undefined && Object.hasOwn(formats.shapes, shapeValue)
      ? (formats.shapes[shapeValue] as FormatShape)
      : 'rectangle';
  return {
    trimWidthMm,
    trimHeightMm,
    bleedMm: formats.bleedMm,
    safeMarginMm: formats.safeMarginMm,
    shape,
    cornerRadiusMm: shape === 'roundedRectangle' ? (formats.cornerRadiusMm ?? 0) : 0,
    sides: selectedAttributes.sides === 'recto-verso' ? ['recto', 'verso'] : ['recto'],
  };
}
