import { MAX_DESIGN_ASSET_PIXELS } from '@tirage/api-client/contract';
import type { Metadata } from 'sharp';
import { loadSharp } from '../images/load-sharp.js';

/** Why an image cannot be placed in a design. */
export type DesignImageProblem =
  | { readonly kind: 'image.unsupported' }
  | { readonly kind: 'image.tooManyPixels'; readonly pixels: number }
  | { readonly kind: 'image.unreadable' }
  | { readonly kind: 'image.activeContent' };

/** An image ready to keep: its bytes as the press gets them, a preview for the canvas, its measures. */
export interface DesignImage {
  readonly mediaType: 'image/png' | 'image/jpeg';
  readonly widthPx: number;
  readonly heightPx: number;
  readonly bytes: Buffer;
  readonly preview: Buffer;
  readonly previewType: 'image/png' | 'image/jpeg';
}

/** An SVG is drawn at this many pixels on its long side: 480 ppi across an A5, 120 across an A0. */
const SVG_RASTER_LONG_SIDE_PX = 4000;
/** The canvas draws a preview of at most this many pixels on its long side. */
const PREVIEW_LONG_SIDE_PX = 2000;

const decodeOptions = { limitInputPixels: MAX_DESIGN_ASSET_PIXELS, failOn: 'error' } as const;

/**
 * An SVG may only draw: no script, no event handler, no entity, and nothing fetched from
 * elsewhere (links other than to its own parts or to inline data).
 */
function svgIsInert(text: string): boolean {
  if (/<!ENTITY|<script|<foreignObject/i.test(text)) return false;
  if (/\son[a-z]+\s*=/i.test(text)) return false;
  for (const match of text.matchAll(/(?:href|src)\s*=\s*["']\s*([^"']*)["']/gi)) {
    const target = match[1] ?? '';
    if (!target.startsWith('#') && !/^data:image\/(png|jpeg);base64,/i.test(target)) return false;
  }
  return !/url\(\s*["']?\s*(?!#)[^)]*\)/i.test(
    text.replace(/url\(\s*["']?data:image\/(png|jpeg);base64,[^)]*\)/gi, ''),
  );
}

/**
 * Reads an image a shopper sent: its type from its bytes (PNG, JPEG or SVG, nothing else), its
 * pixels counted before it is decoded (a decompression bomb is refused unread), then decoded whole
 * to prove it sound. A JPEG turned by its EXIF orientation is stored turned, so that the canvas,
 * the PDF and the resolution check see the same pixels; an SVG is drawn into a PNG.
 */
export async function readDesignImage(
  input: Buffer,
): Promise<
  | { readonly ok: true; readonly value: DesignImage }
  | { readonly ok: false; readonly error: DesignImageProblem }
> {
  // A text that may be an SVG is checked before any parser reads it (no entity gets expanded).
  const head = input
    .subarray(0, 256)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<') && !svgIsInert(input.toString('utf8'))) {
    return { ok: false, error: { kind: 'image.activeContent' } };
  }
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only: nothing is decoded yet, so the pixel count is read, then checked below.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: { kind: 'image.unsupported' } };
  }
  const { format, width, height } = metadata;
  if (format !== 'png' && format !== 'jpeg' && format !== 'svg')
    return { ok: false, error: { kind: 'image.unsupported' } };
  if (width === undefined || height === undefined) return { ok: false, error: { kind: 'image.unreadable' } };
  if (width * height > MAX_DESIGN_ASSET_PIXELS) {
    return { ok: false, error: { kind: 'image.tooManyPixels', pixels: width * height } };
  }
  try {
    let bytes: Buffer;
    let mediaType: DesignImage['mediaType'];
    if (format === 'svg') {
      if (!svgIsInert(input.toString('utf8'))) return { ok: false, error: { kind: 'image.activeContent' } };
      const density = Math.min(100_000, (72 * SVG_RASTER_LONG_SIDE_PX) / Math.max(width, height));
      bytes = await sharp(input, { ...decodeOptions, density })
        .png()
        .toBuffer();
      mediaType = 'image/png';
    } else if (format === 'jpeg' && (metadata.orientation ?? 1) > 1) {
      bytes = await sharp(input, decodeOptions)
        .rotate()
        .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        .toBuffer();
      mediaType = 'image/jpeg';
    } else {
      bytes = input;
      mediaType = format === 'png' ? 'image/png' : 'image/jpeg';
    }
    // Decoding the whole image proves it sound; the preview is what the canvas draws.
    const preview = sharp(bytes, decodeOptions).resize({
      width: PREVIEW_LONG_SIDE_PX,
      height: PREVIEW_LONG_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const previewType = mediaType === 'image/png' ? 'image/png' : 'image/jpeg';
    const previewBytes = await (previewType === 'image/png'
      ? preview.png()
      : preview.jpeg({ quality: 85 })
    ).toBuffer();
    const measured = await sharp(bytes, decodeOptions).metadata();
    if (measured.width === undefined || measured.height === undefined) {
      return { ok: false, error: { kind: 'image.unreadable' } };
    }
    return {
      ok: true,
      value: {
        mediaType,
        widthPx: measured.width,
        heightPx: measured.height,
        bytes,
        preview: previewBytes,
        previewType,
      },
    };
  } catch {
    return { ok: false, error: { kind: 'image.unreadable' } };
  }
}
