import { GOOD_RESOLUTION_PPI, MIN_RESOLUTION_PPI } from '../designer/print-checks.js';
import type { PrintFormat } from '../designer/print-format.js';
import type { BoxSize, FileMeasures, ImageMeasures, PdfMeasures } from './measures.js';

/**
 * `blocking`: the file cannot be printed as it is, a new one is needed; `warning`: it prints, with a
 * visible flaw the shopper should know of; `notice`: it prints, with a change the shop makes.
 */
export const PREFLIGHT_SEVERITIES = ['blocking', 'warning', 'notice'] as const;
export type PreflightSeverity = (typeof PREFLIGHT_SEVERITIES)[number];

/** What the automatic check of an artwork file finds, each a code of the API. */
export const PREFLIGHT_CODES = [
  'pages.count',
  'size.mismatch',
  'bleed.missing',
  'fonts.notEmbedded',
  'resolution.low',
  'color.rgb',
  'color.spot',
  'image.alpha',
  'file.encrypted',
  'file.unreadable',
] as const;
export type PreflightCode = (typeof PREFLIGHT_CODES)[number];

/**
 * One finding: its code and severity, the page it is on (null for the whole file), and what was
 * measured against what was expected, each as a short text with its unit ("72 ppi", "148 × 210 mm").
 */
export interface PreflightFinding {
  readonly code: PreflightCode;
  readonly severity: PreflightSeverity;
  readonly page: number | null;
  readonly measured: string | null;
  readonly expected: string | null;
}

/** `checked`: the file was read and judged; `unreadable`: it could not be read (encrypted, damaged). */
export type PreflightOutcome = 'checked' | 'unreadable';

/** What a line's job expects of its file: its printed format, when the shop knows it. */
export interface PreflightExpectation {
  readonly format: PrintFormat | undefined;
}

/** Lengths within this of the expected size are the size (the press's tolerance). */
export const SIZE_TOLERANCE_MM = 0.5;
/** An image whose proportions differ from the format's by more than this is cut or left short. */
export const RATIO_TOLERANCE = 0.02;

const MM_PER_INCH = 25.4;

const mm = (value: number) => `${Math.round(value * 10) / 10}`;
const sizeText = (box: BoxSize) => `${mm(box.widthMm)} × ${mm(box.heightMm)} mm`;

/** Whether `box` is `expected` within the tolerance, either way up. */
function sameSize(box: BoxSize, expected: BoxSize): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM;
  return (
    (near(box.widthMm, expected.widthMm) && near(box.heightMm, expected.heightMm)) ||
    (near(box.widthMm, expected.heightMm) && near(box.heightMm, expected.widthMm))
  );
}

const trimOf = (format: PrintFormat): BoxSize => ({
  widthMm: format.trimWidthMm,
  heightMm: format.trimHeightMm,
});
const bledOf = (format: PrintFormat): BoxSize => ({
  widthMm: format.trimWidthMm + 2 * format.bleedMm,
  heightMm: format.trimHeightMm + 2 * format.bleedMm,
});

/** The bleed around a trim of `trim` in a box of `outer` (the narrowest side, never below 0). */
function bleedAround(outer: BoxSize, trim: BoxSize): number {
  const upright = Math.abs(outer.widthMm - trim.widthMm) <= Math.abs(outer.widthMm - trim.heightMm);
  const [w, h] = upright ? [trim.widthMm, trim.heightMm] : [trim.heightMm, trim.widthMm];
  return Math.max(0, Math.min(outer.widthMm - w, outer.heightMm - h) / 2);
}

/** Placements rounded by the tool that wrote the file (299.98 ppi) count as their round value. */
const PPI_TOLERANCE = 0.5;

function resolutionFinding(page: number | null, ppi: number): PreflightFinding | undefined {
  if (ppi + PPI_TOLERANCE >= GOOD_RESOLUTION_PPI) return undefined;
  return {
    code: 'resolution.low',
    severity: ppi + PPI_TOLERANCE < MIN_RESOLUTION_PPI ? 'blocking' : 'warning',
    page,
    measured: `${Math.floor(ppi)} ppi`,
    expected: `${GOOD_RESOLUTION_PPI} ppi`,
  };
}

function pdfFindings(measures: PdfMeasures, format: PrintFormat | undefined): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  if (format !== undefined && measures.pageCount !== format.sides.length) {
    findings.push({
      code: 'pages.count',
      severity: 'blocking',
      page: null,
      measured: `${measures.pageCount} page${measures.pageCount > 1 ? 's' : ''}`,
      expected: `${format.sides.length} page${format.sides.length > 1 ? 's' : ''}`,
    });
  }
  if (format !== undefined) {
    const trim = trimOf(format);
    const bled = bledOf(format);
    for (const page of measures.pages) {
      if (page.trimBox === undefined && sameSize(page.mediaBox, bled)) continue; // bleed in the MediaBox
      const pageTrim = page.trimBox ?? page.mediaBox;
      if (!sameSize(pageTrim, trim)) {
        findings.push({
          code: 'size.mismatch',
          severity: 'blocking',
          page: page.page,
          measured: sizeText(pageTrim),
          expected: sizeText(trim),
        });
        continue;
      }
      const bleed = bleedAround(page.bleedBox ?? page.mediaBox, trim);
      if (bleed < format.bleedMm - SIZE_TOLERANCE_MM) {
        findings.push({
          code: 'bleed.missing',
          severity: 'blocking',
          page: page.page,
          measured: `${mm(bleed)} mm`,
          expected: `${mm(format.bleedMm)} mm`,
        });
      }
    }
  }
  for (const font of measures.fontsNotEmbedded) {
    findings.push({
      code: 'fonts.notEmbedded',
      severity: 'blocking',
      page: font.page,
      measured: font.name,
      expected: null,
    });
  }
  for (const image of measures.images) {
    const finding = resolutionFinding(image.page, image.ppi);
    if (finding !== undefined) findings.push(finding);
  }
  const [firstRgbPage] = [...measures.rgbPages].sort((a, b) => a - b);
  if (firstRgbPage !== undefined) {
    findings.push({
      code: 'color.rgb',
      severity: 'notice',
      page: firstRgbPage,
      measured: 'RGB',
      expected: 'CMYK',
    });
  }
  for (const spot of measures.spotColors) {
    findings.push({
      code: 'color.spot',
      severity: 'notice',
      page: spot.page,
      measured: spot.name,
      expected: 'CMYK',
    });
  }
  return findings;
}

function imageFindings(measures: ImageMeasures, format: PrintFormat | undefined): PreflightFinding[] {
  const findings: PreflightFinding[] = [];
  if (format !== undefined) {
    // The picture fills the printed area, bleed included, in the format's orientation nearest its own.
    const bled = bledOf(format);
    const landscapeImage = measures.widthPx >= measures.heightPx;
    const landscapeFormat = bled.widthMm >= bled.heightMm;
    const [wMm, hMm] =
      landscapeImage === landscapeFormat ? [bled.widthMm, bled.heightMm] : [bled.heightMm, bled.widthMm];
    const ppi = Math.min(measures.widthPx / (wMm / MM_PER_INCH), measures.heightPx / (hMm / MM_PER_INCH));
    const finding = resolutionFinding(null, ppi);
    if (finding !== undefined) findings.push(finding);
    const ratio = measures.widthPx / measures.heightPx;
    const fits = [trimOf(format), bled].some((box) => {
      const [w, h] =
        landscapeImage === box.widthMm >= box.heightMm
          ? [box.widthMm, box.heightMm]
          : [box.heightMm, box.widthMm];
      return Math.abs(ratio / (w / h) - 1) <= RATIO_TOLERANCE;
    });
    if (!fits) {
      findings.push({
        code: 'size.mismatch',
        severity: 'warning',
        page: null,
        measured: `${measures.widthPx} × ${measures.heightPx} px`,
        expected: sizeText(bled),
      });
    }
  }
  if (measures.colorSpace === 'rgb') {
    findings.push({ code: 'color.rgb', severity: 'notice', page: null, measured: 'RGB', expected: 'CMYK' });
  }
  if (measures.hasAlpha) {
    findings.push({ code: 'image.alpha', severity: 'notice', page: null, measured: null, expected: null });
  }
  return findings;
}

const SEVERITY_ORDER: Readonly<Record<PreflightSeverity, number>> = { blocking: 0, warning: 1, notice: 2 };

/**
 * The findings of the automatic check of one artwork file, blocking first, then by page: the file's
 * measures judged against its job's format. Without a known format only what needs none is
 * judged (fonts, images' own resolution in a PDF, colours, the file's integrity).
 */
export function preflightFindings(
  measures: FileMeasures,
  expectation: PreflightExpectation,
): { readonly outcome: PreflightOutcome; readonly findings: readonly PreflightFinding[] } {
  if (measures.kind === 'encrypted' || measures.kind === 'unreadable') {
    return {
      outcome: 'unreadable',
      findings: [
        {
          code: measures.kind === 'encrypted' ? 'file.encrypted' : 'file.unreadable',
          severity: 'blocking',
          page: null,
          measured: null,
          expected: null,
        },
      ],
    };
  }
  const findings =
    measures.kind === 'pdf'
      ? pdfFindings(measures, expectation.format)
      : imageFindings(measures, expectation.format);
  return {
    outcome: 'checked',
    findings: [...findings].sort(
      (a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.page ?? 0) - (b.page ?? 0),
    ),
  };
}

/** Whether a file with these findings can be printed as it is (nothing blocking). */
export const printable = (findings: readonly PreflightFinding[]): boolean =>
  findings.every((finding) => finding.severity !== 'blocking');
