import { createCanvas } from '@napi-rs/canvas';
import type { BoxSize, PdfPageMeasures, PrintFormat } from '@tirage/domain';
import { AnnotationMode } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { loadSharp } from '../images/load-sharp.js';
import type { PdfPage } from './measure-pdf.js';

/** The longer side of a preview, in pixels: sharp on a phone, light on the page. */
const PREVIEW_LONG_SIDE_PX = 800;
/** Recto and verso at most. */
const MAX_PREVIEWS = 2;

const TRIM_COLOUR = '#d0021b';
const SAFE_COLOUR = '#0a6cff';

/** Where the lines go on a picture of `outer` mm: the trim (`inset` mm in) and the safe area inside it. */
interface Lines {
  readonly outer: BoxSize;
  readonly trimInsetMm: number;
  readonly safeInsetMm: number | undefined;
}

/**
 * The lines of a page of `shown` mm: where the file's page holds the bleed around the trim (a
 * TrimBox, or a page the size of the format with its bleed), the trim is drawn inside it; a page
 * cut to the trim is drawn at its edge. The safe area is the format's margin inside the trim.
 */
function linesFor(shown: BoxSize, trim: BoxSize | undefined, format: PrintFormat | undefined): Lines {
  const inset =
    trim === undefined
      ? 0
      : Math.max(0, Math.min(shown.widthMm - trim.widthMm, shown.heightMm - trim.heightMm) / 2);
  return {
    outer: shown,
    trimInsetMm: inset,
    safeInsetMm: format === undefined ? undefined : inset + format.safeMarginMm,
  };
}

/** The SVG of the lines over a picture of `width` × `height` px showing `lines.outer`. */
function linesSvg(width: number, height: number, lines: Lines): string {
  const scale = width / lines.outer.widthMm;
  const rect = (insetMm: number, colour: string, dash: string) => {
    const inset = insetMm * scale;
    return `<rect x="${inset}" y="${inset}" width="${Math.max(0, width - 2 * inset)}" height="${Math.max(0, height - 2 * inset)}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="${dash}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rect(lines.trimInsetMm, TRIM_COLOUR, 'none')}${
    lines.safeInsetMm === undefined ? '' : rect(lines.safeInsetMm, SAFE_COLOUR, '8 6')
  }</svg>`;
}

/** The trim of a page as measured: its TrimBox, else the format's trim when the page holds its bleed. */
function pageTrim(
  page: { readonly mediaBox: BoxSize; readonly trimBox?: BoxSize | undefined },
  format: PrintFormat | undefined,
): BoxSize | undefined {
  if (page.trimBox !== undefined) return page.trimBox;
  if (format === undefined) return undefined;
  const bled = { w: format.trimWidthMm + 2 * format.bleedMm, h: format.trimHeightMm + 2 * format.bleedMm };
  const near = (a: number, b: number) => Math.abs(a - b) <= 0.5;
  const holdsBleed =
    (near(page.mediaBox.widthMm, bled.w) && near(page.mediaBox.heightMm, bled.h)) ||
    (near(page.mediaBox.widthMm, bled.h) && near(page.mediaBox.heightMm, bled.w));
  if (!holdsBleed) return undefined;
  return page.mediaBox.widthMm >= page.mediaBox.heightMm === format.trimWidthMm >= format.trimHeightMm
    ? { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm }
    : { widthMm: format.trimHeightMm, heightMm: format.trimWidthMm };
}

/** A page of a PDF drawn by pdf.js on a canvas, with the trim and safe-area lines. */
export async function pdfPagePreview(
  page: PdfPage,
  measured: PdfPageMeasures,
  format: PrintFormat | undefined,
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const unit = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: PREVIEW_LONG_SIDE_PX / Math.max(unit.width, unit.height) });
  const width = Math.round(viewport.width);
  const height = Math.round(viewport.height);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  // @napi-rs/canvas stands for the browser's canvas, which pdf.js's types name.
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
    // As the measure read the page: its operator list, and the images it decoded, are reused.
    annotationMode: AnnotationMode.DISABLE,
  }).promise;
  // The page as shown is its crop box, the size measured for it (the MediaBox unless cropped).
  const shown = { widthMm: (unit.width * 25.4) / 72, heightMm: (unit.height * 25.4) / 72 };
  const lines = linesFor(shown, pageTrim(measured, format), format);
  return sharp(canvas.toBuffer('image/png'))
    .composite([{ input: Buffer.from(linesSvg(width, height, lines)) }])
    .png()
    .toBuffer();
}

/** How many pages of a PDF get a preview: the recto and the verso, as many as the format prints. */
export const previewPageCount = (format: PrintFormat | undefined): number =>
  Math.min(MAX_PREVIEWS, format?.sides.length ?? MAX_PREVIEWS);

/**
 * A picture scaled down, with the lines: it is taken to fill the format with its bleed. Previews
 * show the shopper and staff what the cut takes off (the trim in red) and what may be too near the
 * edge (the safe area in dashed blue).
 */
export async function imagePreview(bytes: Uint8Array, format: PrintFormat | undefined): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const scaled = await sharp(bytes, { limitInputPixels: false })
    .rotate()
    .resize({
      width: PREVIEW_LONG_SIDE_PX,
      height: PREVIEW_LONG_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = scaled.info;
  if (format === undefined) return scaled.data;
  const landscape = width >= height;
  const [w, h] =
    landscape === format.trimWidthMm >= format.trimHeightMm
      ? [format.trimWidthMm, format.trimHeightMm]
      : [format.trimHeightMm, format.trimWidthMm];
  const shown = { widthMm: w + 2 * format.bleedMm, heightMm: h + 2 * format.bleedMm };
  const lines = linesFor(shown, { widthMm: w, heightMm: h }, format);
  return sharp(scaled.data)
    .composite([{ input: Buffer.from(linesSvg(width, height, lines)) }])
    .png()
    .toBuffer();
}
