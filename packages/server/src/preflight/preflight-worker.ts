import type { ArtworkMediaType, FileMeasures, PrintFormat } from '@tirage/domain';
import { measureArtwork } from './measure-artwork.js';
import { renderPreviews } from './preview.js';

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
 * Measures one artwork file and draws its previews, in a worker thread (see `preflight-runner.ts`).
 * A preview that cannot be drawn is left out: the findings stand without it.
 */
export default async function check(task: PreflightTask): Promise<PreflightResult> {
  const measures = await measureArtwork(task.bytes, task.mediaType);
  const previews = await renderPreviews(task.bytes, measures, task.format).catch(() => []);
  return { measures, previews };
}
