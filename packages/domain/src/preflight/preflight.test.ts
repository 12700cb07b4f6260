import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { printFormatOf } from '../designer/print-format.js';
import type { BoxSize, PdfMeasures, PdfPageMeasures } from './measures.js';
import { PREFLIGHT_SEVERITIES, preflightFindings, printable } from './preflight.js';

const a5 = printFormatOf('flyers', { format: 'a5', sides: 'recto' });
const a5RectoVerso = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' });
const box = (widthMm: number, heightMm: number): BoxSize => ({ widthMm, heightMm });

/** A PDF of `pages` pages measured as given, with nothing else to report. */
const pdf = (
  pages: readonly Omit<PdfPageMeasures, 'page'>[],
  extra: Partial<PdfMeasures> = {},
): PdfMeasures => ({
  kind: 'pdf',
  pages: pages.map((page, index) => ({ ...page, page: index + 1 })),
  pageCount: pages.length,
  fontsNotEmbedded: [],
  images: [],
  rgbPages: [],
  spotColors: [],
  ...extra,
});

const printReady = { mediaBox: box(152, 214), trimBox: box(148, 210), bleedBox: box(152, 214) };
const codes = (measures: Parameters<typeof preflightFindings>[0], format = a5) =>
  preflightFindings(measures, { format }).findings.map((finding) => [finding.code, finding.severity]);

describe('the automatic check of a PDF against its job', () => {
  test('an A5 page with its trim and 2 mm of bleed is print-ready', () => {
    expect(preflightFindings(pdf([printReady]), { format: a5 })).toEqual({
      outcome: 'checked',
      findings: [],
    });
  });

  test('a page cut to the A5 with no bleed, and a page whose MediaBox holds the bleed, are told apart', () => {
    expect(preflightFindings(pdf([{ mediaBox: box(148, 210) }]), { format: a5 }).findings).toEqual([
      { code: 'bleed.missing', severity: 'blocking', page: 1, measured: '0 mm', expected: '2 mm' },
    ]);
    expect(codes(pdf([{ mediaBox: box(152, 214) }]))).toEqual([]);
  });

  test('a page of another size is refused with both sizes; either way up is the same size', () => {
    expect(preflightFindings(pdf([{ mediaBox: box(210, 297) }]), { format: a5 }).findings).toEqual([
      {
        code: 'size.mismatch',
        severity: 'blocking',
        page: 1,
        measured: '210 × 297 mm',
        expected: '148 × 210 mm',
      },
    ]);
    expect(codes(pdf([{ mediaBox: box(214, 152) }]))).toEqual([]);
    expect(codes(pdf([{ mediaBox: box(148.4, 210.3), bleedBox: box(152.2, 214) }]))).toEqual([]);
  });

  test('the page count follows the printed sides', () => {
    expect(codes(pdf([printReady, printReady, printReady]), a5RectoVerso)).toEqual([
      ['pages.count', 'blocking'],
    ]);
    expect(codes(pdf([printReady]), a5RectoVerso)).toEqual([['pages.count', 'blocking']]);
    expect(codes(pdf([printReady, printReady]), a5RectoVerso)).toEqual([]);
  });

  test('fonts, images and colours: blocking first, then by page', () => {
    const measured = pdf([printReady, printReady], {
      fontsNotEmbedded: [{ page: 2, name: 'Helvetica' }],
      images: [
        { page: 1, ppi: 200.7, colorSpace: 'cmyk' },
        { page: 1, ppi: 72, colorSpace: 'rgb' },
        { page: 2, ppi: 299.98, colorSpace: 'cmyk' },
      ],
      rgbPages: [2, 1],
      spotColors: [{ page: 1, name: 'PANTONE 485 C' }],
    });
    expect(preflightFindings(measured, { format: a5RectoVerso }).findings).toEqual([
      { code: 'resolution.low', severity: 'blocking', page: 1, measured: '72 ppi', expected: '300 ppi' },
      { code: 'fonts.notEmbedded', severity: 'blocking', page: 2, measured: 'Helvetica', expected: null },
      { code: 'resolution.low', severity: 'warning', page: 1, measured: '200 ppi', expected: '300 ppi' },
      { code: 'color.rgb', severity: 'notice', page: 1, measured: 'RGB', expected: 'CMYK' },
      { code: 'color.spot', severity: 'notice', page: 1, measured: 'PANTONE 485 C', expected: 'CMYK' },
    ]);
  });

  test('without a known format only what needs none is judged', () => {
    const measured = pdf([{ mediaBox: box(10, 10) }], { fontsNotEmbedded: [{ page: 1, name: 'Arial' }] });
    expect(preflightFindings(measured, { format: undefined }).findings).toMatchObject([
      { code: 'fonts.notEmbedded', severity: 'blocking', measured: 'Arial' },
    ]);
  });

  test('an encrypted or unreadable file is unreadable, with its one blocking finding', () => {
    expect(preflightFindings({ kind: 'encrypted' }, { format: a5 })).toEqual({
      outcome: 'unreadable',
      findings: [
        { code: 'file.encrypted', severity: 'blocking', page: null, measured: null, expected: null },
      ],
    });
    expect(
      preflightFindings({ kind: 'unreadable', reason: 'truncated' }, { format: a5 }).findings,
    ).toMatchObject([{ code: 'file.unreadable', severity: 'blocking' }]);
  });
});

describe('the automatic check of a picture', () => {
  // A5 with its bleed: 152 × 214 mm, so 1795 × 2528 pixels at 300 ppi.
  const picture = (
    widthPx: number,
    heightPx: number,
    more: Partial<{ colorSpace: 'rgb' | 'cmyk'; hasAlpha: boolean }> = {},
  ) =>
    ({
      kind: 'image',
      mediaType: 'image/jpeg',
      widthPx,
      heightPx,
      colorSpace: 'cmyk',
      hasAlpha: false,
      ...more,
    }) as const;

  test('enough pixels for the format with its bleed at 300 ppi, in CMYK, is print-ready', () => {
    expect(codes(picture(1796, 2528))).toEqual([]);
    expect(codes(picture(2528, 1796))).toEqual([]);
  });

  test('its resolution is the pixels over the printed size', () => {
    expect(preflightFindings(picture(575, 809), { format: a5 }).findings).toEqual([
      { code: 'resolution.low', severity: 'blocking', page: null, measured: '96 ppi', expected: '300 ppi' },
    ]);
    expect(codes(picture(1200, 1690))).toEqual([['resolution.low', 'warning']]);
  });

  test('other proportions, RGB and transparency are said', () => {
    expect(codes(picture(3000, 3000))).toEqual([['size.mismatch', 'warning']]);
    expect(codes(picture(1796, 2528, { colorSpace: 'rgb', hasAlpha: true }))).toEqual([
      ['color.rgb', 'notice'],
      ['image.alpha', 'notice'],
    ]);
  });
});

describe('properties', () => {
  const finding = fc.record({
    widthMm: fc.double({ min: 10, max: 1200, noNaN: true }),
    heightMm: fc.double({ min: 10, max: 1200, noNaN: true }),
    ppi: fc.double({ min: 1, max: 1200, noNaN: true }),
  });

  propertyTest.prop([fc.array(finding, { minLength: 1, maxLength: 6 })])(
    'findings come blocking first, and a file is printable exactly when none blocks',
    (pages) => {
      const measured = pdf(
        pages.map(({ widthMm, heightMm }) => ({ mediaBox: box(widthMm, heightMm) })),
        { images: pages.map(({ ppi }, index) => ({ page: index + 1, ppi, colorSpace: 'rgb' as const })) },
      );
      const { findings } = preflightFindings(measured, { format: a5 });
      const ranks = findings.map((entry) => PREFLIGHT_SEVERITIES.indexOf(entry.severity));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(printable(findings)).toBe(!findings.some((entry) => entry.severity === 'blocking'));
      // Every page is judged on its size: right (with or without bleed), or said wrong.
      for (const page of measured.pages) {
        const right =
          (Math.abs(page.mediaBox.widthMm - 152) <= 0.5 && Math.abs(page.mediaBox.heightMm - 214) <= 0.5) ||
          (Math.abs(page.mediaBox.widthMm - 214) <= 0.5 && Math.abs(page.mediaBox.heightMm - 152) <= 0.5);
        const said = findings.some(
          (entry) => entry.page === page.page && ['size.mismatch', 'bleed.missing'].includes(entry.code),
        );
        expect(said).toBe(!right);
      }
    },
  );
});
