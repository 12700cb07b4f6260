import type { ArtworkMediaType, FileMeasures, PrintFormat } from '@tirage/domain';
import { measureArtwork } from './measure-artwork.js';
import { imagePreview, pdfPagePreview, previewPageCount } from './preview.js';

/** What a check is given: the file's bytes (moved to the thread, not copied), its type and its job's format. */
export interface PreflightTask {
  readonly bytes: Uint8Array;
  readonly mediaType: ArtworkMediaType;
  readonly format: PrintFormat | undefined;
}

/** What a check finds: the file's measures, and its previews (PNG, recto first). */
export interface PreflightResult {
  readonly measures: FileMeasures;
  readonly previews: readonly Uint8Array[];
}

/**
 * Measures one artwork file and draws its previews, in a worker thread (see `preflight-runner.ts`):
 * a PDF's pages are drawn while the measure has them open, so their images are decoded once. A
 * preview that cannot be drawn is left out: the findings stand without it.
 */
export default async function check(task: PreflightTask): Promise<PreflightResult> {
  const pages: Uint8Array[] = [];
  // Previews are numbered by page: past one that could not be drawn, none is kept.
  let drawing = true;
  const measures = await measureArtwork(task.bytes, task.mediaType, async (page, measured) => {
    if (!drawing || measured.page > previewPageCount(task.format)) return;
    const preview = await pdfPagePreview(page, measured, task.format).catch(() => undefined);
    if (preview === undefined) drawing = false;
    else pages.push(preview);
  });
  if (measures.kind === 'pdf') return { measures, previews: pages };
  if (measures.kind !== 'image') return { measures, previews: [] };
  const picture = await imagePreview(task.bytes, task.format).catch(() => undefined);
  return { measures, previews: picture === undefined ? [] : [picture] };
}
