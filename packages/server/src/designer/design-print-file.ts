import type { DesignDocument } from '@tirage/domain';
import type { ArtworkStore } from '../artwork/artwork-store.js';
import type { Queryable } from '../db/database.js';
import { findDesignAsset, type StoredDesignDocument } from './design-document-store.js';
import { createDesignPdfRenderer, type DesignPdfRenderer } from './design-pdf-pool.js';

/** The PDF renderer's worker threads, started by the first render (one pool per process). */
let renderer: DesignPdfRenderer | undefined;
const pdfRenderer = (): DesignPdfRenderer => {
  renderer ??= createDesignPdfRenderer();
  return renderer;
};

/** The renderer's queue is full: every thread busy and its queue at its limit. Try again soon. */
export const isRendererBusy = (error: unknown): boolean =>
  error instanceof Error && /queue is at limit/i.test(error.message);

/**
 * The print-ready PDF of a design as it is now (see `design-pdf.ts`): its images read from the
 * store of design images and moved to a worker thread. Throws when the renderer is busy
 * (`isRendererBusy`), or when an image of the design is missing from the store (a bug).
 */
export async function renderDesignPrintFile(
  q: Queryable,
  images: ArtworkStore,
  tenantCode: string,
  design: StoredDesignDocument,
): Promise<Uint8Array> {
  const files = await Promise.all(
    design.document.assets.map(async (asset) => {
      const stored = await findDesignAsset(q, tenantCode, asset.id);
      const opened = stored === undefined ? undefined : await images.open(stored.storageKey);
      if (stored === undefined || opened === undefined) {
        throw new Error(`The image ${asset.id} of design ${design.id} is missing from the store`);
      }
      const bytes = new Uint8Array(await new Response(opened.stream).arrayBuffer());
      return [asset.id, { mediaType: stored.mediaType as 'image/png' | 'image/jpeg', bytes }] as const;
    }),
  );
  return pdfRenderer().render({
    document: design.document,
    images: files,
    title: `Design ${design.id}`,
    createdAt: Date.parse(design.updatedAt),
  });
}

/**
 * The print-ready PDF of a ready-made design (a print-on-demand product's): the shop's own layout,
 * without images. `createdAt` (epoch milliseconds) is written as the file's date. Throws when the
 * renderer is busy (`isRendererBusy`).
 */
export function renderReadyMadePrintFile(
  document: DesignDocument,
  title: string,
  createdAt: number,
): Promise<Uint8Array> {
  if (document.assets.length > 0) throw new Error('A ready-made design holds no image of the shop’s store');
  return pdfRenderer().render({ document, images: [], title, createdAt });
}
