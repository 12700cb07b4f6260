import { printFormatOf } from '@tirage/domain';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { loadSharp } from '../images/load-sharp.js';
import { measureArtwork } from './measure-artwork.js';
import { pdfPagePreview } from './preview.js';
import { shrinkLargeImages } from './shrink-images.js';

const MM = 72 / 25.4;
const a5 = printFormatOf('flyers', { format: 'a5', sides: 'recto' });

/**
 * A photo-like JPEG with shapes a preview can be compared on: a left-to-right gradient of
 * `channels` 3 (RGB), 1 (grey) or 4 (CMYK), with a dark bar across its middle.
 */
async function structuredJpeg(widthPx: number, heightPx: number, channels: 1 | 3 | 4): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const pixels = Buffer.alloc(widthPx * heightPx * 3);
  for (let y = 0; y < heightPx; y++) {
    const bar = Math.abs(y - heightPx / 2) < heightPx / 10;
    for (let x = 0; x < widthPx; x++) {
      const at = (y * widthPx + x) * 3;
      const ramp = Math.round((255 * x) / widthPx);
      pixels[at] = bar ? 20 : ramp;
      pixels[at + 1] = bar ? 20 : 200 - Math.round(ramp / 2);
      pixels[at + 2] = bar ? 60 : 255 - ramp;
    }
  }
  const picture = sharp(pixels, { raw: { width: widthPx, height: heightPx, channels: 3 } });
  const coded =
    channels === 1 ? picture.toColourspace('b-w') : channels === 4 ? picture.toColourspace('cmyk') : picture;
  return coded.jpeg({ quality: 90 }).toBuffer();
}

/** An A5 page with its bleed, each JPEG placed `widthMm` wide, one under the other. */
async function a5With(jpegs: readonly { bytes: Uint8Array; widthMm: number }[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([152 * MM, 214 * MM]);
  page.setTrimBox(2 * MM, 2 * MM, 148 * MM, 210 * MM);
  page.setBleedBox(0, 0, 152 * MM, 214 * MM);
  let top = 200;
  for (const { bytes, widthMm } of jpegs) {
    const image = await pdf.embedJpg(bytes);
    const heightMm = (widthMm * image.height) / image.width;
    top -= heightMm + 5;
    page.drawImage(image, { x: 10 * MM, y: top * MM, width: widthMm * MM, height: heightMm * MM });
  }
  return pdf.save();
}

/** The sizes, in pixels, of the image XObjects of a PDF. */
async function imageSizes(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const sizes: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    sizes.push(`${size('Width')}x${size('Height')}`);
  }
  return sizes.sort();
}

/** The preview of page 1 as pdf.js draws it from `bytes` as they are. */
async function previewAsSent(bytes: Uint8Array): Promise<Buffer> {
  const loading = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const page = await document.getPage(1);
    const measured = {
      page: 1,
      mediaBox: { widthMm: 152, heightMm: 214 },
      trimBox: { widthMm: 148, heightMm: 210 },
    };
    return Buffer.from(await pdfPagePreview(page, measured, a5));
  } finally {
    await loading.destroy();
  }
}

/** The mean difference of two pictures of one size, per channel, from 0 to 255. */
async function meanDifference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const sharp = await loadSharp();
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })),
  );
  expect(right?.info.width).toBe(left?.info.width);
  expect(right?.info.height).toBe(left?.info.height);
  let total = 0;
  const leftData = left?.data ?? Buffer.alloc(0);
  const rightData = right?.data ?? Buffer.alloc(0);
  for (let index = 0; index < leftData.length; index++)
    total += Math.abs((leftData[index] ?? 0) - (rightData[index] ?? 0));
  return total / leftData.length;
}

/** The JPEG without its APP14 segment: a CMYK JPEG as some producers write it, its inks not inverted. */
function withoutAdobeMarker(jpeg: Uint8Array): Uint8Array {
  let at = 2;
  while (at + 4 <= jpeg.length) {
    const length = ((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0);
    if (jpeg[at + 1] === 0xee) return Buffer.concat([jpeg.subarray(0, at), jpeg.subarray(at + 2 + length)]);
    at += 2 + length;
  }
  throw new Error('no APP14 segment');
}

describe('shrinkLargeImages', () => {
  test('makes large grey, RGB and CMYK JPEGs a half, a quarter or an eighth, within 1280 pixels', async () => {
    const bytes = await a5With([
      { bytes: await structuredJpeg(3000, 2000, 3), widthMm: 120 },
      { bytes: await structuredJpeg(2400, 1200, 1), widthMm: 100 },
      { bytes: await structuredJpeg(2000, 1000, 4), widthMm: 60 },
      { bytes: await structuredJpeg(800, 600, 3), widthMm: 40 },
    ]);
    const pdf = await PDFDocument.load(bytes);

    const shrunk = await shrinkLargeImages(pdf);

    expect(shrunk.count).toBe(3);
    expect(await imageSizes(await pdf.save())).toEqual(['1000x500', '1200x600', '750x500', '800x600']);
    expect(shrunk.original({ widthPx: 750, heightPx: 500 })).toEqual({ widthPx: 3000, heightPx: 2000 });
    expect(shrunk.original({ widthPx: 1200, heightPx: 600 })).toEqual({ widthPx: 2400, heightPx: 1200 });
    expect(shrunk.original({ widthPx: 1000, heightPx: 500 })).toEqual({ widthPx: 2000, heightPx: 1000 });
    expect(shrunk.original({ widthPx: 800, heightPx: 600 })).toEqual({ widthPx: 800, heightPx: 600 });
  });

  test('leaves a CMYK JPEG without Adobe marker, whose inks pdf.js reads by another convention', async () => {
    const pdf = await PDFDocument.load(
      await a5With([{ bytes: withoutAdobeMarker(await structuredJpeg(2000, 1000, 4)), widthMm: 60 }]),
    );

    expect((await shrinkLargeImages(pdf)).count).toBe(0);
  });

  test('gives a new size no image of the file has: a 750 × 500 photo beside a 3000 × 2000 one', async () => {
    const pdf = await PDFDocument.load(
      await a5With([
        { bytes: await structuredJpeg(3000, 2000, 3), widthMm: 120 },
        { bytes: await structuredJpeg(750, 500, 3), widthMm: 60 },
      ]),
    );

    const shrunk = await shrinkLargeImages(pdf);

    expect(await imageSizes(await pdf.save())).toEqual(['749x500', '750x500']);
    expect(shrunk.original({ widthPx: 749, heightPx: 500 })).toEqual({ widthPx: 3000, heightPx: 2000 });
    expect(shrunk.original({ widthPx: 750, heightPx: 500 })).toEqual({ widthPx: 750, heightPx: 500 });
  });
});

describe('a PDF of large photos is measured as sent and previewed as pdf.js draws it', () => {
  test('each image at the resolution of the pixels sent: 3000 px over 120 mm, 750 px over 60 mm', async () => {
    const bytes = await a5With([
      { bytes: await structuredJpeg(3000, 2000, 3), widthMm: 120 },
      { bytes: await structuredJpeg(750, 500, 3), widthMm: 60 },
    ]);

    const measures = await measureArtwork(bytes, 'application/pdf');

    expect(measures).toMatchObject({
      kind: 'pdf',
      images: [
        { page: 1, ppi: expect.closeTo(3000 / (120 / 25.4), 0), colorSpace: 'rgb' },
        { page: 1, ppi: expect.closeTo(750 / (60 / 25.4), 0), colorSpace: 'rgb' },
      ],
    });
  });

  test('the preview drawn from the smaller photos is the one drawn from the file as sent', async () => {
    const bytes = await a5With([
      { bytes: await structuredJpeg(3000, 2000, 3), widthMm: 120 },
      { bytes: await structuredJpeg(2400, 1200, 1), widthMm: 100 },
      { bytes: await structuredJpeg(2000, 1000, 4), widthMm: 60 },
    ]);
    let preview: Uint8Array | undefined;

    await measureArtwork(bytes, 'application/pdf', async (page, measured) => {
      preview = await pdfPagePreview(page, measured, a5);
    });

    expect(preview).toBeDefined();
    // Resampled twice instead of once: the edges of the bar differ by a pixel's blend, no more.
    // A photo inverted by mistake differs by about 35.
    expect(await meanDifference(preview ?? new Uint8Array(), await previewAsSent(bytes))).toBeLessThan(1);
  });
});
