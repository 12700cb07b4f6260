import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { crc32, deflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { blankDesign, type DesignDocument, type PrintFormat, printFormatOf } from '@tirage/domain';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type DesignImage, renderDesignPdf, wrapText } from './design-pdf.js';

const MM = 72 / 25.4;
const require = createRequire(import.meta.url);
const a5 = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' }) as PrintFormat;

/** A grey PNG of `width` × `height` pixels. */
function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const flyer: DesignDocument = {
  ...blankDesign(a5),
  pages: [
    {
      side: 'recto',
      background: '#fff3c4',
      objects: [
        {
          kind: 'rectangle',
          id: 'band',
          x: -2,
          y: -2,
          width: 152,
          height: 40,
          rotation: 0,
          fill: '#c0392b',
          stroke: null,
          strokeWidthMm: 0,
        },
        {
          kind: 'text',
          id: 'title',
          x: 10,
          y: 10,
          width: 128,
          height: 20,
          rotation: 0,
          text: 'Soirée jazz à Lyon',
          font: 'Lora',
          sizePt: 28,
          colour: '#ffffff',
          align: 'center',
          bold: true,
          italic: false,
        },
        { kind: 'image', id: 'photo', x: 14, y: 60, width: 120, height: 80, rotation: 0, assetId: 'photo' },
        {
          kind: 'text',
          id: 'date',
          x: 10,
          y: 150,
          width: 128,
          height: 30,
          rotation: 10,
          text: 'Samedi 12 décembre\n20 h 30',
          font: 'Montserrat',
          sizePt: 14,
          colour: '#1a1a1a',
          align: 'left',
          bold: false,
          italic: true,
        },
      ],
    },
    {
      side: 'verso',
      background: null,
      objects: [
        {
          kind: 'ellipse',
          id: 'dot',
          x: 60,
          y: 90,
          width: 28,
          height: 28,
          rotation: 0,
          fill: '#2980b9',
          stroke: '#000000',
          strokeWidthMm: 0.5,
        },
        {
          kind: 'line',
          id: 'rule',
          x: 10,
          y: 130,
          width: 128,
          height: 2,
          rotation: 0,
          fill: null,
          stroke: '#000000',
          strokeWidthMm: 0.3,
        },
        {
          kind: 'text',
          id: 'address',
          x: 10,
          y: 140,
          width: 128,
          height: 20,
          rotation: 0,
          text: 'Le Hot Club, 26 rue Lanterne',
          font: 'Inter',
          sizePt: 11,
          colour: '#000000',
          align: 'right',
          bold: false,
          italic: false,
        },
      ],
    },
  ],
  assets: [{ id: 'photo', mediaType: 'image/png', widthPx: 1200, heightPx: 800 }],
};

const images = new Map<string, DesignImage>([['photo', { mediaType: 'image/png', bytes: png(1200, 800) }]]);
const createdAt = new Date('2026-12-06T10:00:00Z');
const render = () => renderDesignPdf(flyer, images, { title: 'Soirée jazz', createdAt });

/** The text pdf.js extracts from each page of `bytes`. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return texts;
}

describe('the print-ready PDF of a design', () => {
  it('has a page per side, the size of the trim and its bleed, with the trim box where it is cut', async () => {
    const pdf = await PDFDocument.load(await render());
    const pages = pdf.getPages();
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      const media = page.getMediaBox();
      expect(media.width).toBeCloseTo(152 * MM, 3);
      expect(media.height).toBeCloseTo(214 * MM, 3);
      const trim = page.getTrimBox();
      expect(trim.x).toBeCloseTo(2 * MM, 3);
      expect(trim.width).toBeCloseTo(148 * MM, 3);
      expect(trim.height).toBeCloseTo(210 * MM, 3);
      expect(page.getBleedBox()).toEqual(media);
    }
  });

  it('keeps the typed text as text, with line breaks and accents', async () => {
    const [recto, verso] = await pageTexts(await render());
    expect(recto).toContain('Soirée jazz à Lyon');
    expect(recto).toContain('Samedi 12 décembre');
    expect(recto).toContain('20 h 30');
    expect(verso).toContain('Le Hot Club, 26 rue Lanterne');
  });

  it('embeds every font it uses, subset', async () => {
    const pdf = await PDFDocument.load(await render());
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFDict =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      );
    // Lora bold, Montserrat italic, Inter regular.
    expect(fonts).toHaveLength(3);
    const full = fontkit.create(
      await readFile(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    );
    for (const descriptor of fonts) {
      const file = pdf.context.lookup(descriptor.get(PDFName.of('FontFile2')));
      if (!(file instanceof PDFRawStream)) throw new Error('A font program is embedded');
      // A subset holds the glyphs the design uses, far fewer than the face has.
      const subset = fontkit.create(Buffer.from(decodePDFRawStream(file).decode()));
      expect(subset.numGlyphs).toBeLessThan(full.numGlyphs / 4);
    }
  });

  it('embeds an image at its full resolution', async () => {
    const pdf = await PDFDocument.load(await render());
    const sizes = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      )
      .map((stream) =>
        [stream.dict.get(PDFName.of('Width')), stream.dict.get(PDFName.of('Height'))].map((n) =>
          (n as PDFNumber).asNumber(),
        ),
      );
    expect(sizes).toEqual([[1200, 800]]);
  });

  it('gives the same bytes for the same design and dates', async () => {
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });

  it('refuses to render an image it was not given', async () => {
    await expect(renderDesignPdf(flyer, new Map(), { title: 'x', createdAt })).rejects.toThrow('photo');
  });
});

describe('text wrapping', () => {
  const measure = (line: string) => line.length;
  it('keeps the text’s own breaks and wraps words to the width', () => {
    expect(wrapText('un deux trois quatre', 9, measure)).toEqual(['un deux', 'trois', 'quatre']);
    expect(wrapText('ligne\n\nfin', 20, measure)).toEqual(['ligne', '', 'fin']);
    expect(wrapText('anticonstitutionnellement', 5, measure)).toEqual(['anticonstitutionnellement']);
  });
});
