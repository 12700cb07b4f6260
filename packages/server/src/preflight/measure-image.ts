import type { FileMeasures, ImageMeasures, MeasuredColorSpace } from '@tirage/domain';
import type { Metadata } from 'sharp';
import { loadSharp } from '../images/load-sharp.js';
import { MAX_PREFLIGHT_PIXELS } from './preflight-limits.js';

/**
 * The measures of a picture sent as artwork (PNG, JPEG, TIFF), read with sharp: its header first,
 * to refuse a decompression bomb by its pixel count before any pixel is decoded, then one pass
 * through all its pixels, cheap (shrunk while decoded, nothing kept), to refuse a damaged or
 * truncated file that the header alone would let through.
 */

const SHARP_FORMATS: Readonly<Record<ImageMeasures['mediaType'], string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/tiff': 'tiff',
};

const unreadable = (reason: string): FileMeasures => ({ kind: 'unreadable', reason });

/** How libvips names the colours of a picture, as the preflight judges them. */
function colorSpaceOf(space: Metadata['space']): MeasuredColorSpace {
  switch (space) {
    case 'srgb':
    case 'rgb':
    case 'rgb16':
    case 'scrgb':
      return 'rgb';
    case 'cmyk':
      return 'cmyk';
    case 'b-w':
    case 'grey16':
      return 'gray';
    default:
      return 'other';
  }
}

export async function measureImage(
  bytes: Uint8Array,
  mediaType: ImageMeasures['mediaType'],
): Promise<FileMeasures> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded yet, so the pixel count is read, then checked below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return unreadable('damaged image');
  }
  const { format, width, height } = metadata;
  // The type the file was sent as is the one it must be: another (a PDF, an SVG, a GIF) is not read.
  if (format !== SHARP_FORMATS[mediaType])
    return unreadable(`not a ${SHARP_FORMATS[mediaType].toUpperCase()} image`);
  if (width === undefined || height === undefined || width <= 0 || height <= 0) {
    return unreadable('damaged image');
  }
  if (width * height > MAX_PREFLIGHT_PIXELS) return unreadable('too many pixels');
  try {
    await sharp(bytes, { limitInputPixels: MAX_PREFLIGHT_PIXELS, failOn: 'error', sequentialRead: true })
      .resize({ width: 64, height: 64, fit: 'inside' })
      .raw()
      .toBuffer();
  } catch {
    return unreadable('damaged image');
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: it prints with its sides swapped.
  const quarterTurned = (metadata.orientation ?? 1) >= 5 && (metadata.orientation ?? 1) <= 8;
  return {
    kind: 'image',
    mediaType,
    widthPx: quarterTurned ? height : width,
    heightPx: quarterTurned ? width : height,
    colorSpace: colorSpaceOf(metadata.space),
    hasAlpha: metadata.hasAlpha,
  };
}
