import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { DesignDocument, DesignFont, DesignObject, TextObject } from '@tirage/domain';
import {
  concatTransformationMatrix,
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from 'pdf-lib';

/**
 * The print-ready PDF of a designer's document: one page per printed side, each the trim plus
 * the bleed on every edge (MediaBox and BleedBox), with the TrimBox where the job is cut. Text
 * stays text in its embedded, subset font; images are embedded as uploaded, at full resolution;
 * colours are the document's. The same document gives the same bytes, apart from the dates given.
 */

/** PDF points per millimetre. */
const PT_PER_MM = 72 / 25.4;

/** Line height of a text object, as a multiple of its size. */
const LINE_HEIGHT = 1.2;

/** An image of the document, as stored: PNG or JPEG (an SVG is rasterised when uploaded). */
export interface DesignImage {
  readonly mediaType: 'image/png' | 'image/jpeg';
  readonly bytes: Uint8Array;
}

export interface DesignPdfOptions {
  /** The PDF's title (the design's name). */
  readonly title: string;
  /** Written as the creation and modification dates. */
  readonly createdAt: Date;
}

const require = createRequire(import.meta.url);

/** The font files of the bundled families (fontsource, SIL Open Font License), by weight and style. */
function fontFile(font: DesignFont, bold: boolean, italic: boolean): string {
  const family = font.toLowerCase();
  // Pacifico has one face: bold and italic are drawn with it.
  const face = font === 'Pacifico' ? '400-normal' : `${bold ? 700 : 400}-${italic ? 'italic' : 'normal'}`;
  return require.resolve(`@fontsource/${family}/files/${family}-latin-${face}.woff`);
}

/** The font files' bytes, read once per process: every render embeds from the same files. */
const fontFiles = new Map<string, Promise<Buffer>>();
function fontBytes(path: string): Promise<Buffer> {
  let bytes = fontFiles.get(path);
  if (bytes === undefined) {
    bytes = readFile(path);
    fontFiles.set(path, bytes);
    // A read that failed is tried again by the next render.
    bytes.catch(() => fontFiles.delete(path));
  }
  return bytes;
}

const colourOf = (hex: string) =>
  rgb(
    Number.parseInt(hex.slice(1, 3), 16) / 255,
    Number.parseInt(hex.slice(3, 5), 16) / 255,
    Number.parseInt(hex.slice(5, 7), 16) / 255,
  );

/** The text's lines as drawn: its own line breaks, and words wrapped to the box's width. */
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function renderDesignPdf(
  design: DesignDocument,
  images: ReadonlyMap<string, DesignImage>,
  options: DesignPdfOptions,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(options.title);
  pdf.setCreator('Tirage');
  pdf.setProducer('Tirage');
  pdf.setCreationDate(options.createdAt);
  pdf.setModificationDate(options.createdAt);

  const fonts = new Map<string, PDFFont>();
  const fontFor = async (object: TextObject): Promise<PDFFont> => {
    const path = fontFile(object.font, object.bold, object.italic);
    let font = fonts.get(path);
    if (font === undefined) {
      font = await pdf.embedFont(await fontBytes(path), { subset: true });
      fonts.set(path, font);
    }
    return font;
  };
  const embedded = new Map<string, PDFImage>();
  const imageFor = async (assetId: string): Promise<PDFImage> => {
    let image = embedded.get(assetId);
    if (image === undefined) {
      const source = images.get(assetId);
      if (source === undefined) throw new Error(`The design's image ${assetId} was not given`);
      image =
        source.mediaType === 'image/png'
          ? await pdf.embedPng(source.bytes)
          : await pdf.embedJpg(source.bytes);
      embedded.set(assetId, image);
    }
    return image;
  };

  const { trimWidthMm, trimHeightMm, bleedMm } = design.format;
  const width = (trimWidthMm + 2 * bleedMm) * PT_PER_MM;
  const height = (trimHeightMm + 2 * bleedMm) * PT_PER_MM;
  for (const side of design.pages) {
    const page = pdf.addPage([width, height]);
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(
      bleedMm * PT_PER_MM,
      bleedMm * PT_PER_MM,
      trimWidthMm * PT_PER_MM,
      trimHeightMm * PT_PER_MM,
    );
    if (side.background !== null) {
      page.drawRectangle({ x: 0, y: 0, width, height, color: colourOf(side.background) });
    }
    for (const object of side.objects) {
      await drawObject(page, object, { bleedMm, height, fontFor, imageFor });
    }
  }
  return pdf.save({ useObjectStreams: false });
}

interface DrawContext {
  readonly bleedMm: number;
  /** The page's height in points. */
  readonly height: number;
  readonly fontFor: (object: TextObject) => Promise<PDFFont>;
  readonly imageFor: (assetId: string) => Promise<PDFImage>;
}

/**
 * Draws one object in its own coordinates: the origin at the box's centre, turned by its rotation
 * (clockwise on the page, as the designer shows it), y up as PDF has it.
 */
async function drawObject(page: PDFPage, object: DesignObject, context: DrawContext): Promise<void> {
  const w = object.width * PT_PER_MM;
  const h = object.height * PT_PER_MM;
  const centreX = (object.x + context.bleedMm + object.width / 2) * PT_PER_MM;
  const centreY = context.height - (object.y + context.bleedMm + object.height / 2) * PT_PER_MM;
  const angle = (-object.rotation * Math.PI) / 180;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(
      Math.cos(angle),
      Math.sin(angle),
      -Math.sin(angle),
      Math.cos(angle),
      centreX,
      centreY,
    ),
  );
  switch (object.kind) {
    case 'rectangle':
      page.drawRectangle({
        x: -w / 2,
        y: -h / 2,
        width: w,
        height: h,
        ...(object.fill === null ? {} : { color: colourOf(object.fill) }),
        ...(object.stroke === null
          ? {}
          : { borderColor: colourOf(object.stroke), borderWidth: object.strokeWidthMm * PT_PER_MM }),
      });
      break;
    case 'ellipse':
      page.drawEllipse({
        x: 0,
        y: 0,
        xScale: w / 2,
        yScale: h / 2,
        ...(object.fill === null ? {} : { color: colourOf(object.fill) }),
        ...(object.stroke === null
          ? {}
          : { borderColor: colourOf(object.stroke), borderWidth: object.strokeWidthMm * PT_PER_MM }),
      });
      break;
    case 'line':
      // A line runs across its box, from the middle of its left edge to the middle of its right.
      page.drawLine({
        start: { x: -w / 2, y: 0 },
        end: { x: w / 2, y: 0 },
        thickness: object.strokeWidthMm * PT_PER_MM,
        color: colourOf(object.stroke ?? '#000000'),
      });
      break;
    case 'image':
      page.drawImage(await context.imageFor(object.assetId), { x: -w / 2, y: -h / 2, width: w, height: h });
      break;
    case 'text': {
      const font = await context.fontFor(object);
      const size = object.sizePt;
      const lines = wrapText(object.text, w, (line) => font.widthOfTextAtSize(line, size));
      const ascent = font.heightAtSize(size, { descender: false });
      lines.forEach((line, index) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        const x =
          object.align === 'left' ? -w / 2 : object.align === 'right' ? w / 2 - lineWidth : -lineWidth / 2;
        const y = h / 2 - ascent - index * size * LINE_HEIGHT;
        page.drawText(line, { x, y, size, font, color: colourOf(object.colour) });
      });
      break;
    }
  }
  page.pushOperators(popGraphicsState());
}
