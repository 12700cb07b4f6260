import type { PrintedSide, PrintFormat } from './print-format.js';

/**
 * A design made in the online designer: a framework-free document in millimetres, one page per
 * printed side. Coordinates are measured from the trim's top-left corner, x to the right and y
 * down: the bleed lies at negative coordinates and past the trim's size. An object's `x`, `y`,
 * `width` and `height` are its box before rotation; it turns by `rotation` degrees (clockwise)
 * about the box's centre.
 */
export const DESIGN_DOCUMENT_VERSION = 1;

/** A colour as `#rrggbb`. */
export type Colour = string;

export const COLOUR_PATTERN = /^#[0-9a-f]{6}$/;

/** At most this many objects on a page: enough for any real card or poster, not for a flood. */
export const MAX_OBJECTS_PER_PAGE = 500;
/** At most this many characters in one text object. */
export const MAX_TEXT_LENGTH = 5_000;
/** At most this many images a design refers to. */
export const MAX_ASSETS_PER_DESIGN = 50;
/** Text is not legible printed below this size, in points. */
export const MIN_TEXT_SIZE_PT = 6;
export const MAX_TEXT_SIZE_PT = 500;

/** The fonts the designer bundles and the PDF embeds (open licences, see docs/designer.md). */
export const DESIGN_FONTS = ['Inter', 'Lora', 'Montserrat', 'Pacifico'] as const;
export type DesignFont = (typeof DESIGN_FONTS)[number];

interface Placed {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Degrees, clockwise, about the box's centre; in [0, 360). */
  readonly rotation: number;
}

export interface TextObject extends Placed {
  readonly kind: 'text';
  readonly text: string;
  readonly font: DesignFont;
  readonly sizePt: number;
  readonly colour: Colour;
  readonly align: 'left' | 'center' | 'right';
  readonly bold: boolean;
  readonly italic: boolean;
}

export interface ImageObject extends Placed {
  readonly kind: 'image';
  /** The uploaded image it shows, one of the design's `assets`. */
  readonly assetId: string;
}

export interface ShapeObject extends Placed {
  readonly kind: 'rectangle' | 'ellipse' | 'line';
  /** The fill, none for a line or an outline. */
  readonly fill: Colour | null;
  readonly stroke: Colour | null;
  readonly strokeWidthMm: number;
}

export type DesignObject = TextObject | ImageObject | ShapeObject;
export type DesignObjectKind = DesignObject['kind'];

export interface DesignPage {
  readonly side: PrintedSide;
  /** The page's background colour, printed to the bleed's edge; none is the paper's. */
  readonly background: Colour | null;
  /** Drawn in this order: the last is on top. */
  readonly objects: readonly DesignObject[];
}

/** An image the shopper uploaded, as the server measured it. */
export interface DesignAsset {
  readonly id: string;
  readonly mediaType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  readonly widthPx: number;
  readonly heightPx: number;
}

export interface DesignDocument {
  readonly version: typeof DESIGN_DOCUMENT_VERSION;
  readonly format: PrintFormat;
  readonly pages: readonly DesignPage[];
  readonly assets: readonly DesignAsset[];
}

/** A blank design of `format`: one empty white page per printed side. */
export function blankDesign(format: PrintFormat): DesignDocument {
  return {
    version: DESIGN_DOCUMENT_VERSION,
    format,
    pages: format.sides.map((side) => ({ side, background: null, objects: [] })),
    assets: [],
  };
}

/** The design's objects, with the index of their page. */
export function objectsOf(design: DesignDocument): readonly { pageIndex: number; object: DesignObject }[] {
  return design.pages.flatMap((page, pageIndex) => page.objects.map((object) => ({ pageIndex, object })));
}
