import type { ArtworkMediaType, FileMeasures } from '@tirage/domain';
import { measureImage } from './measure-image.js';
import { measurePdf, type PageVisitor } from './measure-pdf.js';

export { MAX_PREFLIGHT_PAGES, MAX_PREFLIGHT_PIXELS } from './preflight-limits.js';

/**
 * The measures of an artwork file, for `preflightFindings` to judge: a PDF's pages, fonts, images
 * and colours, or a picture's pixels. Never throws for a bad file: what cannot be read (empty,
 * damaged, cut short, beyond the bounds) is `unreadable` with a short reason for the log, and a PDF
 * that needs a password is `encrypted`. `visitPage` is given each page of a PDF while it is open.
 */
export async function measureArtwork(
  bytes: Uint8Array,
  mediaType: ArtworkMediaType,
  visitPage?: PageVisitor,
): Promise<FileMeasures> {
  if (bytes.length === 0) return { kind: 'unreadable', reason: 'empty file' };
  try {
    return mediaType === 'application/pdf'
      ? await measurePdf(bytes, visitPage)
      : await measureImage(bytes, mediaType);
  } catch {
    // The readers answer every failure they expect; this is the one they did not.
    return { kind: 'unreadable', reason: 'unexpected reader failure' };
  }
}
