import {
  type PDFDocument as LoadedPdf,
  PDFArray,
  PDFBool,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFRawStream,
  type PDFRef,
} from 'pdf-lib';
import { loadSharp } from '../images/load-sharp.js';
import { numberOf } from './pdf-resources.js';
import { MAX_PREFLIGHT_PIXELS } from './preflight-limits.js';

/**
 * Large photos of a PDF, made small before pdf.js reads the file. pdf.js decodes JPEG in
 * JavaScript, at about 70 ns a pixel: the two 6-megapixel photos of a flyer cost it a second,
 * once to list the page's operators and again to draw it, and their pixels hold hundreds of
 * megabytes. libjpeg (through sharp) decodes them scaled down as it reads them, in a few
 * milliseconds, to a copy of 640 to 1280 pixels: about what a preview of the whole page, at 800
 * pixels, can show of any image on it. pdf.js then reads a file of small photos.
 *
 * What a print needs is read before, from the file as sent: the size each image is placed at comes
 * from pdf.js's operators, and an image made small is named back by its new size, which is chosen
 * unlike the size of any other image of the file (`ShrunkImages.original`).
 */

/** The longer side of an image made small, in pixels, at most. */
const LONG_SIDE_PX = 1280;
/** libjpeg decodes a JPEG at a half, a quarter or an eighth of its size as cheaply as it reads it. */
const DECODER_SCALES = [2, 4, 8] as const;

/** An image's pixels, as the file declares them. */
export interface PixelSize {
  readonly widthPx: number;
  readonly heightPx: number;
}

export interface ShrunkImages {
  /** How many images were replaced; 0 when none was worth it (the file is then read as sent). */
  readonly count: number;
  /** The pixels an image of `widthPx` × `heightPx` in the changed file has in the file as sent. */
  original(size: PixelSize): PixelSize;
}

const key = (widthPx: number, heightPx: number) => `${widthPx}x${heightPx}`;

const nameIn = (pdf: LoadedPdf, value: PDFObject | undefined): string | undefined => {
  const resolved = pdf.context.lookup(value);
  return resolved instanceof PDFName ? resolved.decodeText() : undefined;
};

type Components = 1 | 3 | 4;

/** The colour components of a device or ICC colour space: 1, 3 or 4; undefined for any other. */
function plainComponents(pdf: LoadedPdf, value: PDFObject | undefined): Components | undefined {
  const space = pdf.context.lookup(value);
  if (space instanceof PDFName) {
    return ({ DeviceGray: 1, DeviceRGB: 3, DeviceCMYK: 4 } as const)[space.decodeText()];
  }
  if (!(space instanceof PDFArray) || nameIn(pdf, space.get(0)) !== 'ICCBased') return undefined;
  const profile = pdf.context.lookup(space.get(1));
  if (!(profile instanceof PDFRawStream)) return undefined;
  const components = numberOf(pdf.context.lookup(profile.dict.get(PDFName.of('N'))));
  return components === 1 || components === 3 || components === 4 ? components : undefined;
}

/**
 * Whether a JPEG carries Adobe's APP14 marker, read from its segments up to the image data. A
 * CMYK JPEG with it stores its inks inverted; libjpeg writes CMYK that way, marker included, so
 * only such a JPEG is replaced by one that pdf.js reads by the same convention.
 */
function hasAdobeMarker(jpeg: Uint8Array): boolean {
  let at = 2; // after SOI
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1] ?? 0;
    if (marker === 0xda) return false; // start of scan: no marker before the image data
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (marker === 0xee && Buffer.from(jpeg.subarray(at + 4, at + 9)).toString('latin1') === 'Adobe')
      return true;
    at += 2 + length;
  }
  return false;
}

/**
 * Whether an image (an image XObject, as `shrinkLargeImages` has found it) can be replaced by a smaller JPEG that pdf.js draws the same way: one
 * DCTDecode filter without parameters (no colour transform of its own), 8 bits, a grey, RGB or
 * CMYK space (CMYK only with Adobe's marker), not a stencil mask. Its /Decode, /SMask, /Mask and
 * colour space are kept: they apply to the smaller pixels alike.
 */
function replaceable(pdf: LoadedPdf, stream: PDFRawStream): Components | undefined {
  const { dict } = stream;
  const get = (name: string) => pdf.context.lookup(dict.get(PDFName.of(name)));
  const filter = get('Filter');
  const filters = filter instanceof PDFArray ? filter.asArray() : [filter];
  if (filters.length !== 1 || nameIn(pdf, filters[0]) !== 'DCTDecode') return undefined;
  if (dict.has(PDFName.of('DecodeParms')) || dict.has(PDFName.of('DP'))) return undefined;
  if (numberOf(get('BitsPerComponent')) !== 8) return undefined;
  const mask = get('ImageMask');
  if (mask instanceof PDFBool && mask.asBoolean()) return undefined;
  const components = plainComponents(pdf, dict.get(PDFName.of('ColorSpace')));
  if (components === 4 && !hasAdobeMarker(stream.getContents())) return undefined;
  return components;
}

/** The space sharp resamples in for each number of components: the values as stored, never converted. */
const SHARP_SPACE = { 1: 'b-w', 3: 'srgb', 4: 'cmyk' } as const;

/**
 * The size an image is made to, its shape kept: a half, a quarter or an eighth of it, the first
 * within `LONG_SIDE_PX` (so libjpeg decodes it at that size directly, with little memory), else
 * `LONG_SIDE_PX`. An image longer than `LONG_SIDE_PX` thus ends between 640 and 1280 pixels.
 */
function smallerSize({ widthPx, heightPx }: PixelSize): PixelSize {
  const long = Math.max(widthPx, heightPx);
  const divisor = DECODER_SCALES.find((scale) => long / scale <= LONG_SIDE_PX);
  const scale = divisor === undefined ? LONG_SIDE_PX / long : 1 / divisor;
  return {
    widthPx: Math.max(1, Math.round(widthPx * scale)),
    heightPx: Math.max(1, Math.round(heightPx * scale)),
  };
}

/**
 * Replaces, in the loaded document, each large grey, RGB or CMYK JPEG image by a copy scaled
 * down by sharp. An image sharp cannot read, or reads with another number of channels than its colour
 * space says, is left as it is: pdf.js reads it as sent.
 */
export async function shrinkLargeImages(pdf: LoadedPdf): Promise<ShrunkImages> {
  const images: { ref: PDFRef; stream: PDFRawStream; size: PixelSize; components: Components | undefined }[] =
    [];
  for (const [ref, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (nameIn(pdf, object.dict.get(PDFName.of('Subtype'))) !== 'Image') continue;
    const widthPx = numberOf(pdf.context.lookup(object.dict.get(PDFName.of('Width'))));
    const heightPx = numberOf(pdf.context.lookup(object.dict.get(PDFName.of('Height'))));
    if (widthPx === undefined || heightPx === undefined) continue;
    images.push({ ref, stream: object, size: { widthPx, heightPx }, components: replaceable(pdf, object) });
  }
  // No new size may be one an image of the file already has, nor another new one.
  const taken = new Set(images.map(({ size }) => key(size.widthPx, size.heightPx)));
  const originals = new Map<string, PixelSize>();
  const large = images.filter(
    ({ size, components }) =>
      components !== undefined && Math.max(size.widthPx, size.heightPx) > LONG_SIDE_PX,
  );
  if (large.length === 0) return { count: 0, original: (size) => size };

  const sharp = await loadSharp();
  for (const { ref, stream, size, components } of large) {
    let { widthPx, heightPx } = smallerSize(size);
    while (taken.has(key(widthPx, heightPx))) widthPx -= 1;
    if (widthPx < 1) continue;
    let smaller: { data: Buffer; info: { width: number; height: number; channels: number } };
    try {
      // The PDF's colour space says what the values mean: a profile inside the JPEG is not
      // applied, by pdf.js nor here, and the values are resampled as they are stored.
      const input = sharp(stream.getContents(), {
        limitInputPixels: MAX_PREFLIGHT_PIXELS,
        failOn: 'error',
        ignoreIcc: true,
      });
      const { channels } = await input.metadata();
      if (channels !== components) continue;
      const space = SHARP_SPACE[components];
      smaller = await input
        .pipelineColourspace(space)
        .resize(widthPx, heightPx, { fit: 'fill' })
        .toColourspace(space)
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      continue;
    }
    if (smaller.info.channels !== components) continue;
    const replacement = PDFRawStream.of(stream.dict.clone(pdf.context), smaller.data);
    replacement.dict.set(PDFName.of('Width'), PDFNumber.of(widthPx));
    replacement.dict.set(PDFName.of('Height'), PDFNumber.of(heightPx));
    replacement.dict.set(PDFName.of('Length'), PDFNumber.of(smaller.data.length));
    pdf.context.assign(ref, replacement);
    taken.add(key(widthPx, heightPx));
    originals.set(key(widthPx, heightPx), size);
  }
  return {
    count: originals.size,
    original: (size) => originals.get(key(size.widthPx, size.heightPx)) ?? size,
  };
}
