import {
  type ArtworkMediaType,
  type FileMeasures,
  type PreflightCode,
  type PreflightSeverity,
  preflightFindings,
  printFormatOf,
} from '@tirage/domain';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { MAX_PREFLIGHT_PAGES, MAX_PREFLIGHT_PIXELS, measureArtwork } from './measure-artwork.js';
import {
  a5PicturePixels,
  artworkCorpus,
  type CorpusFile,
  FLYER_IMAGE,
} from './test-support/artwork-corpus.js';

const a5 = printFormatOf('flyers', { format: 'a5', sides: 'recto' });
const a5RectoVerso = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' });

type Finding = readonly [PreflightCode, PreflightSeverity];

const measure = async (file: CorpusFile, mediaType: ArtworkMediaType) =>
  measureArtwork(await artworkCorpus[file](), mediaType);

const judged = (measures: FileMeasures, format = a5) => preflightFindings(measures, { format });
const codesOf = (measures: FileMeasures, format = a5): Finding[] =>
  judged(measures, format).findings.map((finding) => [finding.code, finding.severity]);

/** A box of `widthMm` × `heightMm`, to a thousandth of a millimetre (points do not divide millimetres). */
const box = (widthMm: number, heightMm: number) => ({
  widthMm: expect.closeTo(widthMm, 3),
  heightMm: expect.closeTo(heightMm, 3),
});
const a5WithBleedPage = (page: number) => ({
  page,
  mediaBox: box(152, 214),
  trimBox: box(148, 210),
  bleedBox: box(152, 214),
});
/** An image placed at `ppi`, to half a pixel per inch. */
const placed = (ppi: number, colorSpace: string, page = 1) => ({
  page,
  ppi: expect.closeTo(ppi, 0),
  colorSpace,
});

/** The measures of the right flyer, with `changes`. */
const flyerMeasures = (changes: Record<string, unknown> = {}) => ({
  kind: 'pdf',
  pages: [a5WithBleedPage(1)],
  pageCount: 1,
  fontsNotEmbedded: [],
  images: [placed(FLYER_IMAGE.goodPpi, 'cmyk')],
  rgbPages: [],
  spotColors: [],
  ...changes,
});

interface PdfCase {
  readonly file: CorpusFile;
  readonly checks: string;
  readonly measures: Record<string, unknown>;
  readonly findings: readonly Finding[];
}

const pdfCases: readonly PdfCase[] = [
  {
    file: 'a5WithBleed',
    checks: 'TrimBox 148 × 210 mm in a 152 × 214 mm BleedBox, CMYK, fonts embedded, 320 ppi: no finding',
    measures: flyerMeasures(),
    findings: [],
  },
  {
    file: 'a5NoBleed',
    checks: 'a 148 × 210 mm MediaBox and no other box is bleed.missing',
    measures: flyerMeasures({ pages: [{ page: 1, mediaBox: box(148, 210) }] }),
    findings: [['bleed.missing', 'blocking']],
  },
  {
    file: 'a4ForA5',
    checks: 'a 210 × 297 mm page for an A5 is size.mismatch',
    measures: flyerMeasures({ pages: [{ page: 1, mediaBox: box(210, 297) }] }),
    findings: [['size.mismatch', 'blocking']],
  },
  {
    file: 'a5BleedInMediaBox',
    checks: 'the bleed in a 152 × 214 mm MediaBox without TrimBox: no finding',
    measures: flyerMeasures({ pages: [{ page: 1, mediaBox: box(152, 214) }] }),
    findings: [],
  },
  {
    file: 'a5BleedBoxBeyondMedia',
    checks: 'a BleedBox past the MediaBox is only its part within: bleed.missing',
    measures: flyerMeasures({
      pages: [{ page: 1, mediaBox: box(148, 210), trimBox: box(148, 210), bleedBox: box(148, 210) }],
    }),
    findings: [['bleed.missing', 'blocking']],
  },
  {
    file: 'a5Image72ppi',
    checks: 'a picture placed at 72 ppi is resolution.low, blocking',
    measures: flyerMeasures({ images: [placed(72, 'cmyk')] }),
    findings: [['resolution.low', 'blocking']],
  },
  {
    file: 'a5Image200ppi',
    checks: 'a picture placed at 200 ppi is resolution.low, a warning',
    measures: flyerMeasures({ images: [placed(200, 'cmyk')] }),
    findings: [['resolution.low', 'warning']],
  },
  {
    file: 'a5UnembeddedFont',
    checks: 'text in the standard Helvetica is fonts.notEmbedded',
    measures: flyerMeasures({ fontsNotEmbedded: [{ page: 1, name: 'Helvetica' }] }),
    findings: [['fonts.notEmbedded', 'blocking']],
  },
  {
    file: 'a5RgbImage',
    checks: 'a DeviceRGB picture makes its page RGB: color.rgb, a notice',
    measures: flyerMeasures({ images: [placed(FLYER_IMAGE.goodPpi, 'rgb')], rgbPages: [1] }),
    findings: [['color.rgb', 'notice']],
  },
  {
    file: 'a5RgbVector',
    checks: 'a shape filled with `rg` makes its page RGB: color.rgb, a notice',
    measures: flyerMeasures({ rgbPages: [1] }),
    findings: [['color.rgb', 'notice']],
  },
  {
    file: 'a5SpotColor',
    checks: 'a Separation colour space names its spot ink: color.spot, a notice',
    measures: flyerMeasures({ spotColors: [{ page: 1, name: 'PANTONE 185 C' }] }),
    findings: [['color.spot', 'notice']],
  },
  {
    file: 'a5Rotated',
    checks: 'a landscape page with /Rotate 90 is measured upright: no finding',
    measures: flyerMeasures(),
    findings: [],
  },
  {
    file: 'a5ImageScaledInForm',
    checks: 'a 400 ppi picture in a form XObject drawn twice as big is placed at 200 ppi',
    measures: flyerMeasures({ images: [placed(FLYER_IMAGE.goodPpi, 'cmyk'), placed(200, 'cmyk')] }),
    findings: [['resolution.low', 'warning']],
  },
];

describe('measureArtwork reads a PDF', () => {
  test.each(pdfCases)('$file: $checks', async ({ file, measures, findings }) => {
    const measured = await measure(file, 'application/pdf');

    expect(measured).toEqual(measures);
    expect(codesOf(measured)).toEqual(findings);
  });

  test('threePages: three right A5 pages for a recto-verso flyer are pages.count', async () => {
    const measured = await measure('threePages', 'application/pdf');

    expect(measured).toEqual(
      flyerMeasures({
        pages: [a5WithBleedPage(1), a5WithBleedPage(2), a5WithBleedPage(3)],
        pageCount: 3,
        images: [1, 2, 3].map((page) => placed(FLYER_IMAGE.goodPpi, 'cmyk', page)),
      }),
    );
    expect(codesOf(measured, a5RectoVerso)).toEqual([['pages.count', 'blocking']]);
    expect(judged(measured, a5RectoVerso).findings[0]).toMatchObject({
      measured: '3 pages',
      expected: '2 pages',
    });
  });

  test('the 72 ppi picture is reported as measured at 72 ppi, give or take one', async () => {
    const [finding] = judged(await measure('a5Image72ppi', 'application/pdf')).findings;

    expect(finding?.measured).toMatch(/^\d+ ppi$/);
    expect(Math.abs(Number.parseInt(finding?.measured ?? '', 10) - 72)).toBeLessThanOrEqual(1);
  });

  test('the unembedded font finding names Helvetica on page 1', async () => {
    const [finding] = judged(await measure('a5UnembeddedFont', 'application/pdf')).findings;

    expect(finding).toMatchObject({ code: 'fonts.notEmbedded', page: 1, measured: 'Helvetica' });
  });

  test('the A4 page is reported as measured 210 × 297 mm against 148 × 210 mm', async () => {
    const [finding] = judged(await measure('a4ForA5', 'application/pdf')).findings;

    expect(finding).toMatchObject({ measured: '210 × 297 mm', expected: '148 × 210 mm' });
  });
});

describe('measureArtwork answers a PDF it cannot read', () => {
  test('the encrypted corpus file is refused by pdf-lib and asks pdf.js for a password', async () => {
    const bytes = await artworkCorpus.encrypted();

    await expect(PDFDocument.load(bytes)).rejects.toThrow(/encrypted/);
    const loading = getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 });
    await expect(loading.promise).rejects.toMatchObject({ name: 'PasswordException' });
    await loading.destroy();
  });

  test('a PDF with a Standard security handler is encrypted: file.encrypted', async () => {
    const measured = await measure('encrypted', 'application/pdf');

    expect(measured).toEqual({ kind: 'encrypted' });
    expect(codesOf(measured)).toEqual([['file.encrypted', 'blocking']]);
  });

  test.each<CorpusFile>(['truncated', 'empty'])('%s is unreadable: file.unreadable', async (file) => {
    const measured = await measure(file, 'application/pdf');

    expect(measured).toMatchObject({ kind: 'unreadable', reason: expect.any(String) });
    expect(codesOf(measured)).toEqual([['file.unreadable', 'blocking']]);
  });

  test(`a PDF of more than ${MAX_PREFLIGHT_PAGES} pages is unreadable for too many pages`, async () => {
    const measured = await measure('tooManyPages', 'application/pdf');

    expect(measured).toEqual({ kind: 'unreadable', reason: 'too many pages' });
    expect(codesOf(measured)).toEqual([['file.unreadable', 'blocking']]);
  });

  test(`a PDF drawing an image of more than ${MAX_PREFLIGHT_PIXELS} pixels is unreadable before pdf.js decodes it`, async () => {
    expect(await measure('pdfPixelBomb', 'application/pdf')).toEqual({
      kind: 'unreadable',
      reason: 'too many pixels',
    });
  });

  test('a PNG sent as a PDF is unreadable', async () => {
    expect(await measure('png96ppi', 'application/pdf')).toMatchObject({ kind: 'unreadable' });
  });
});

interface ImageCase {
  readonly file: CorpusFile;
  readonly mediaType: 'image/png' | 'image/jpeg' | 'image/tiff';
  readonly checks: string;
  readonly ppi: 96 | 300;
  readonly colorSpace: string;
  readonly hasAlpha: boolean;
  readonly findings: readonly Finding[];
}

const imageCases: readonly ImageCase[] = [
  {
    file: 'png96ppi',
    mediaType: 'image/png',
    checks: 'an A5 at 96 ppi is resolution.low, blocking, and RGB',
    ppi: 96,
    colorSpace: 'rgb',
    hasAlpha: false,
    findings: [
      ['resolution.low', 'blocking'],
      ['color.rgb', 'notice'],
    ],
  },
  {
    file: 'jpeg96ppi',
    mediaType: 'image/jpeg',
    checks: 'an A5 at 96 ppi is resolution.low, blocking, and RGB',
    ppi: 96,
    colorSpace: 'rgb',
    hasAlpha: false,
    findings: [
      ['resolution.low', 'blocking'],
      ['color.rgb', 'notice'],
    ],
  },
  {
    file: 'png300ppi',
    mediaType: 'image/png',
    checks: 'an A5 at 300 ppi is only RGB',
    ppi: 300,
    colorSpace: 'rgb',
    hasAlpha: false,
    findings: [['color.rgb', 'notice']],
  },
  {
    file: 'jpeg300ppi',
    mediaType: 'image/jpeg',
    checks: 'an A5 at 300 ppi is only RGB',
    ppi: 300,
    colorSpace: 'rgb',
    hasAlpha: false,
    findings: [['color.rgb', 'notice']],
  },
  {
    file: 'cmykJpeg300ppi',
    mediaType: 'image/jpeg',
    checks: 'a CMYK A5 at 300 ppi has no finding',
    ppi: 300,
    colorSpace: 'cmyk',
    hasAlpha: false,
    findings: [],
  },
  {
    file: 'cmykTiff300ppi',
    mediaType: 'image/tiff',
    checks: 'a CMYK A5 at 300 ppi has no finding',
    ppi: 300,
    colorSpace: 'cmyk',
    hasAlpha: false,
    findings: [],
  },
  {
    file: 'pngAlpha300ppi',
    mediaType: 'image/png',
    checks: 'an RGB A5 at 300 ppi with an alpha channel is image.alpha and RGB',
    ppi: 300,
    colorSpace: 'rgb',
    hasAlpha: true,
    findings: [
      ['color.rgb', 'notice'],
      ['image.alpha', 'notice'],
    ],
  },
  {
    file: 'jpegExifRotated300ppi',
    mediaType: 'image/jpeg',
    checks: 'a picture stored on its side with EXIF orientation 6 is measured upright',
    ppi: 300,
    colorSpace: 'rgb',
    hasAlpha: false,
    findings: [['color.rgb', 'notice']],
  },
];

describe('measureArtwork reads a picture', () => {
  test.each(imageCases)(
    '$file: $checks',
    async ({ file, mediaType, ppi, colorSpace, hasAlpha, findings }) => {
      const measured = await measure(file, mediaType);

      const [widthPx, heightPx] = a5PicturePixels(ppi);
      expect(measured).toEqual({ kind: 'image', mediaType, widthPx, heightPx, colorSpace, hasAlpha });
      expect(codesOf(measured)).toEqual(findings);
    },
  );

  test(`a PNG whose header says 30 000 × 30 000 pixels is unreadable for too many pixels`, async () => {
    const measured = await measure('pixelBomb', 'image/png');

    expect(measured).toEqual({ kind: 'unreadable', reason: 'too many pixels' });
    expect(codesOf(measured)).toEqual([['file.unreadable', 'blocking']]);
  });

  test('a PNG cut short, whose header is sound, is unreadable', async () => {
    const measured = await measure('truncatedPng', 'image/png');

    expect(measured).toMatchObject({ kind: 'unreadable' });
    expect(codesOf(measured)).toEqual([['file.unreadable', 'blocking']]);
  });

  test('an empty picture is unreadable', async () => {
    expect(await measure('empty', 'image/png')).toEqual({ kind: 'unreadable', reason: 'empty file' });
  });

  test('a JPEG sent as a PNG, and a PDF sent as a JPEG, are unreadable', async () => {
    expect(await measure('jpeg300ppi', 'image/png')).toEqual({
      kind: 'unreadable',
      reason: 'not a PNG image',
    });
    expect(await measure('a5WithBleed', 'image/jpeg')).toMatchObject({ kind: 'unreadable' });
  });
});
