/**
 * What a reader of artwork files measured in one file, before any rule judges it: page boxes,
 * fonts, placed images and colours of a PDF, or the pixels of a picture. Lengths are millimetres,
 * pages are numbered from 1. The readers (the server's, with pdf.js, pdf-lib and sharp) measure;
 * `preflightFindings` judges.
 */

/** A page box's size, in millimetres. */
export interface BoxSize {
  readonly widthMm: number;
  readonly heightMm: number;
}

/** One page of a PDF: its MediaBox, and its TrimBox and BleedBox when the file sets them. */
export interface PdfPageMeasures {
  readonly page: number;
  readonly mediaBox: BoxSize;
  readonly trimBox?: BoxSize | undefined;
  readonly bleedBox?: BoxSize | undefined;
}

/** How an image or a colour is printed: `spot` for a named ink (Separation, DeviceN). */
export type MeasuredColorSpace = 'gray' | 'rgb' | 'cmyk' | 'spot' | 'other';

/** An image placed on a page, at its effective resolution there (pixels per inch at its placed size). */
export interface PlacedImage {
  readonly page: number;
  readonly ppi: number;
  readonly colorSpace: MeasuredColorSpace;
}

export interface PdfMeasures {
  readonly kind: 'pdf';
  /** Every page, in order (a reader may stop reading boxes past a bound; `pageCount` is the whole). */
  readonly pages: readonly PdfPageMeasures[];
  readonly pageCount: number;
  /** The fonts used without their glyphs in the file, by page and name. */
  readonly fontsNotEmbedded: readonly { readonly page: number; readonly name: string }[];
  readonly images: readonly PlacedImage[];
  /** The pages that paint in RGB (images or vector colours). */
  readonly rgbPages: readonly number[];
  /** The spot inks named in the file, with the first page that uses each. */
  readonly spotColors: readonly { readonly page: number; readonly name: string }[];
}

export interface ImageMeasures {
  readonly kind: 'image';
  readonly mediaType: 'image/png' | 'image/jpeg' | 'image/tiff';
  readonly widthPx: number;
  readonly heightPx: number;
  readonly colorSpace: MeasuredColorSpace;
  /** Whether the picture has an alpha channel (transparent areas print as the paper). */
  readonly hasAlpha: boolean;
}

/**
 * Everything a reader may answer: the measures, or why there are none. `encrypted`: the PDF needs a
 * password; `unreadable`: damaged, cut short, empty, or beyond the reader's bounds (too many pages
 * or pixels, too long, too much memory), `reason` saying which in a few English words for the log.
 */
export type FileMeasures =
  | PdfMeasures
  | ImageMeasures
  | { readonly kind: 'encrypted' }
  | { readonly kind: 'unreadable'; readonly reason: string };
