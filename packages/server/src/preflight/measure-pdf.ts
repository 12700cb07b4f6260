import type { BoxSize, FileMeasures, MeasuredColorSpace, PdfPageMeasures, PlacedImage } from '@tirage/domain';
import {
  type PDFDocument as LoadedPdf,
  PDFArray,
  PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPageLeaf,
  PDFRawStream,
} from 'pdf-lib';
import { AnnotationMode, getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type ImageXObject, numberOf, type PageResources, readPageResources } from './pdf-resources.js';
import { MAX_PREFLIGHT_PAGES, MAX_PREFLIGHT_PIXELS } from './preflight-limits.js';
import { type PixelSize, type ShrunkImages, shrinkLargeImages } from './shrink-images.js';

/**
 * The measures of a PDF for the preflight. Two readers, each for what it does well: pdf-lib reads
 * the objects (page boxes, fonts, colour spaces), pdf.js interprets the content streams into an
 * operator list, from which the size each image is placed at is tracked.
 */

const MM_PER_PT = 25.4 / 72;

const unreadable = (reason: string): FileMeasures => ({ kind: 'unreadable', reason });

/** A 2-D affine matrix [a b c d e f], as PDF and pdf.js write them. */
type Matrix = readonly [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `inner` then `outer`: the matrix of a `cm` (or a form's /Matrix) applied in a space of `outer`. */
function multiply(outer: Matrix, inner: Matrix): Matrix {
  const [a, b, c, d, e, f] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a * a2 + c * b2,
    b * a2 + d * b2,
    a * c2 + c * d2,
    b * c2 + d * d2,
    a * e2 + c * f2 + e,
    b * e2 + d * f2 + f,
  ];
}

const isMatrix = (value: unknown): value is Matrix =>
  (Array.isArray(value) || ArrayBuffer.isView(value)) &&
  (value as ArrayLike<unknown>).length === 6 &&
  Array.from(value as ArrayLike<unknown>).every((n) => typeof n === 'number' && Number.isFinite(n));

/** An image drawn on a page: its pixels, the size it covers in points, and what drew it. */
interface Placement {
  readonly widthPx: number;
  readonly heightPx: number;
  readonly widthPt: number;
  readonly heightPt: number;
  /** `xobject`: an image XObject; `inline`: an image in the content stream; `mask`: a stencil mask. */
  readonly source: 'xobject' | 'inline' | 'mask';
}

/** The width and height of the `{ width, height }` argument pdf.js gives inline images and masks. */
function imageDataSize(argument: unknown): readonly [number, number] | undefined {
  if (typeof argument !== 'object' || argument === null) return undefined;
  const { width, height } = argument as { width?: unknown; height?: unknown };
  return typeof width === 'number' && typeof height === 'number' ? [width, height] : undefined;
}

/**
 * The images a page's operator list paints, each at the size the current transformation matrix
 * gives the unit square it is drawn in. pdf.js v5's arguments: `paintImageXObject` [objId, width,
 * height]; `paintInlineImageXObject` and `paintImageMaskXObject` [{ width, height, … }];
 * `paintFormXObjectBegin` [matrix | null, bbox | null]. `getOperatorList` never groups repeated
 * images (`paint…Repeat`, `paint…Group`: only the optimised list that rendering uses has them).
 */
function imagePlacements(
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  userUnit: number,
  original: (size: PixelSize) => PixelSize,
): Placement[] {
  const placements: Placement[] = [];
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  const place = (widthPx: number, heightPx: number, source: Placement['source']) => {
    const widthPt = Math.hypot(ctm[0], ctm[1]) * userUnit;
    const heightPt = Math.hypot(ctm[2], ctm[3]) * userUnit;
    // An image squeezed to nothing is not seen, and has no resolution.
    if (widthPx > 0 && heightPx > 0 && widthPt > 1e-6 && heightPt > 1e-6) {
      placements.push({ widthPx, heightPx, widthPt, heightPt, source });
    }
  };
  fnArray.forEach((fn, index) => {
    const args = argsArray[index];
    const list: readonly unknown[] = Array.isArray(args) ? args : [];
    switch (fn) {
      case OPS.save:
        stack.push(ctm);
        break;
      case OPS.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.transform:
        if (isMatrix(list)) ctm = multiply(ctm, list);
        break;
      case OPS.paintFormXObjectBegin:
        stack.push(ctm);
        if (isMatrix(list[0])) ctm = multiply(ctm, list[0]);
        break;
      case OPS.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OPS.paintImageXObject: {
        const [, width, height] = list;
        if (typeof width === 'number' && typeof height === 'number') {
          // An image made small before pdf.js read the file is measured at the pixels it was sent with.
          const sent = original({ widthPx: width, heightPx: height });
          place(sent.widthPx, sent.heightPx, 'xobject');
        }
        break;
      }
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject: {
        const size = imageDataSize(list[0]);
        if (size !== undefined) place(size[0], size[1], fn === OPS.paintImageMaskXObject ? 'mask' : 'inline');
        break;
      }
    }
  });
  return placements;
}

/**
 * The colour space of an image pdf.js painted. pdf.js names its images by ids of its own
 * (`img_p0_1`), not by the file's objects, and converts their pixels to RGB, so they are matched
 * to the page's image XObjects (read with pdf-lib) by their pixel size. When images of one size
 * differ in colour space, RGB is answered if one of them is RGB (the notice is not lost, and is
 * only a notice), 'other' otherwise. Inline images and stencil masks are 'other'.
 */
function placedColorSpace(placement: Placement, images: readonly ImageXObject[]): MeasuredColorSpace {
  if (placement.source !== 'xobject') return 'other';
  const spaces = new Set(
    images
      .filter((image) => image.widthPx === placement.widthPx && image.heightPx === placement.heightPx)
      .map((image) => image.colorSpace),
  );
  const [only] = spaces;
  if (spaces.size === 1 && only !== undefined) return only;
  return spaces.has('rgb') ? 'rgb' : 'other';
}

/** Pixels per inch of an image at its placed size: the lower of its two directions. */
const ppiOf = (placement: Placement) =>
  Math.min(placement.widthPx / (placement.widthPt / 72), placement.heightPx / (placement.heightPt / 72));

/** A box's corners in points, normalised: [left, bottom, right, top]. */
type Rect = readonly [number, number, number, number];

/** The box `key` of the page, or undefined when it is not an array of four numbers. */
function boxRect(leaf: PDFPageLeaf, key: string): Rect | undefined {
  const box = leaf.context.lookup(leaf.getInheritableAttribute(PDFName.of(key)));
  if (!(box instanceof PDFArray) || box.size() !== 4) return undefined;
  const [x0, y0, x1, y1] = box.asArray().map((value) => numberOf(leaf.context.lookup(value)));
  if (x0 === undefined || y0 === undefined || x1 === undefined || y1 === undefined) return undefined;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

/** A box beyond the MediaBox is, per the PDF standard, only its part within it. */
const within = (box: Rect, media: Rect): Rect => [
  Math.max(box[0], media[0]),
  Math.max(box[1], media[1]),
  Math.max(Math.min(box[2], media[2]), media[0]),
  Math.max(Math.min(box[3], media[3]), media[1]),
];

/** US Letter: the MediaBox of a page that has none, as every viewer shows it. */
const LETTER: Rect = [0, 0, 612, 792];

/**
 * A page's boxes in millimetres, as the page displays: turned a quarter by /Rotate 90 or 270. The
 * TrimBox and BleedBox only when the page (or, beyond the standard, a parent) sets them: pdf-lib's
 * `getTrimBox()` would answer the CropBox or MediaBox in their place.
 */
function pageBoxes(leaf: PDFPageLeaf, page: number, userUnit: number): PdfPageMeasures {
  const rotation = numberOf(leaf.context.lookup(leaf.getInheritableAttribute(PDFName.of('Rotate')))) ?? 0;
  const quarterTurned = (((Math.round(rotation / 90) % 4) + 4) % 4) % 2 === 1;
  const size = ([left, bottom, right, top]: Rect): BoxSize => {
    const width = (right - left) * userUnit * MM_PER_PT;
    const height = (top - bottom) * userUnit * MM_PER_PT;
    return quarterTurned ? { widthMm: height, heightMm: width } : { widthMm: width, heightMm: height };
  };
  const media = boxRect(leaf, 'MediaBox') ?? LETTER;
  const trim = boxRect(leaf, 'TrimBox');
  const bleed = boxRect(leaf, 'BleedBox');
  return {
    page,
    mediaBox: size(media),
    trimBox: trim === undefined ? undefined : size(within(trim, media)),
    bleedBox: bleed === undefined ? undefined : size(within(bleed, media)),
  };
}

/** The largest image in the file, in pixels, read from the image dictionaries before any decoding. */
function largestImagePixels(pdf: LoadedPdf): number {
  let largest = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (pdf.context.lookup(dict.get(PDFName.of('Subtype'))) !== PDFName.of('Image')) continue;
    const width = numberOf(pdf.context.lookup(dict.get(PDFName.of('Width')))) ?? 0;
    const height = numberOf(pdf.context.lookup(dict.get(PDFName.of('Height')))) ?? 0;
    largest = Math.max(largest, width * height);
  }
  return largest;
}

/** The /Count of the page tree: the pages the file claims, read before its pages are. */
function claimedPageCount(pdf: LoadedPdf): number {
  const count: PDFObject | undefined = pdf.catalog.Pages().get(PDFName.of('Count'));
  return numberOf(pdf.context.lookup(count)) ?? 0;
}

/**
 * The file pdf.js reads: the one sent, or, when it holds large photos, a copy written by pdf-lib
 * with them made small (see `shrink-images.ts`). A copy that cannot be written is given up for
 * the file as sent.
 */
async function withSmallerImages(
  pdf: LoadedPdf,
  bytes: Uint8Array,
): Promise<{ readonly bytes: Uint8Array; readonly shrunk: ShrunkImages }> {
  const unchanged = { bytes, shrunk: { count: 0, original: (size: PixelSize) => size } };
  try {
    const shrunk = await shrinkLargeImages(pdf);
    if (shrunk.count === 0) return unchanged;
    const copy = await pdf.save({
      addDefaultPage: false,
      updateFieldAppearances: false,
      useObjectStreams: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    });
    return { bytes: copy, shrunk };
  } catch {
    return unchanged;
  }
}

const isPasswordError = (error: unknown) => error instanceof Error && error.name === 'PasswordException';

/** A page of pdf.js, as the preview draws it while its images are still decoded. */
export type PdfPage = Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>;

/**
 * What else to do with each page while it is open (the previews), given its measured boxes: it runs
 * after the page's operator list, so the images pdf.js decoded for it are decoded once.
 */
export type PageVisitor = (page: PdfPage, measured: PdfPageMeasures) => Promise<void>;

export async function measurePdf(bytes: Uint8Array, visit?: PageVisitor): Promise<FileMeasures> {
  let pdf: LoadedPdf;
  try {
    // pdf-lib refuses an encrypted file with an EncryptedPDFError, but its ES5 build breaks
    // `instanceof` on its errors: the file is let through and its /Encrypt entry checked instead.
    pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return unreadable('damaged PDF');
  }
  // Encrypted strings and streams cannot be read without the key, which pdf-lib does not compute.
  if (pdf.isEncrypted) return { kind: 'encrypted' };
  let leaves: PDFPageLeaf[];
  try {
    if (claimedPageCount(pdf) > MAX_PREFLIGHT_PAGES) return unreadable('too many pages');
    leaves = pdf.getPages().map((page) => page.node);
    if (leaves.length > MAX_PREFLIGHT_PAGES) return unreadable('too many pages');
    if (leaves.length === 0) return unreadable('no page');
    // pdf.js decodes every image it paints: a huge one is refused before it does.
    if (largestImagePixels(pdf) > MAX_PREFLIGHT_PIXELS) return unreadable('too many pixels');
  } catch {
    return unreadable('damaged PDF');
  }

  // What the pages say, read from the file as sent, before its large photos are made small.
  let read: { userUnit: number; boxes: PdfPageMeasures; resources: PageResources }[];
  try {
    read = leaves.map((leaf, index) => {
      const userUnit = numberOf(leaf.context.lookup(leaf.get(PDFName.of('UserUnit')))) ?? 1;
      return { userUnit, boxes: pageBoxes(leaf, index + 1, userUnit), resources: readPageResources(leaf) };
    });
  } catch {
    return unreadable('damaged PDF');
  }
  const { bytes: readable, shrunk } = await withSmallerImages(pdf, bytes);

  const loading = getDocument({
    // pdf.js takes the buffer it is given (it may be transferred): a copy keeps the caller's whole.
    data: readable === bytes ? bytes.slice() : readable,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    if (document.numPages !== leaves.length) return unreadable('damaged PDF');
    const pages: PdfPageMeasures[] = [];
    const fontsNotEmbedded: { page: number; name: string }[] = [];
    const images: PlacedImage[] = [];
    const rgbPages: number[] = [];
    const spotColors: { page: number; name: string }[] = [];
    for (const [index, { userUnit, boxes, resources }] of read.entries()) {
      const number = index + 1;
      pages.push(boxes);
      for (const name of resources.fontsNotEmbedded) fontsNotEmbedded.push({ page: number, name });
      for (const name of resources.spotNames) {
        if (!spotColors.some((spot) => spot.name === name)) spotColors.push({ page: number, name });
      }

      const page = await document.getPage(number);
      // The page's own content: annotations (form fields, comments) are not the artwork.
      const { fnArray, argsArray } = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
      const placed = imagePlacements(fnArray, argsArray, userUnit, shrunk.original).map(
        (placement): PlacedImage => ({
          page: number,
          ppi: ppiOf(placement),
          colorSpace: placedColorSpace(placement, resources.images),
        }),
      );
      await visit?.(page, boxes);
      // The decoded images pdf.js keeps for rendering are not needed any more.
      page.cleanup();
      images.push(...placed);
      if (
        placed.some((image) => image.colorSpace === 'rgb') ||
        resources.colorSpaces.includes('rgb') ||
        resources.rgbOperators
      ) {
        rgbPages.push(number);
      }
    }
    return {
      kind: 'pdf',
      pages,
      pageCount: pages.length,
      fontsNotEmbedded,
      images,
      rgbPages,
      spotColors,
    };
  } catch (error) {
    return isPasswordError(error) ? { kind: 'encrypted' } : unreadable('damaged PDF');
  } finally {
    await loading.destroy();
  }
}
