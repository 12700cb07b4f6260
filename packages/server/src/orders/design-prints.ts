import { randomUUID } from 'node:crypto';
import { readyMadeDocument } from '@tirage/domain';
import type { ArtworkStore } from '../artwork/artwork-store.js';
import { insertArtwork } from '../artwork/upload-store.js';
import type { LineRow } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';
import { findShopDesignDocument } from '../designer/design-document-store.js';
import { renderDesignPrintFile, renderReadyMadePrintFile } from '../designer/design-print-file.js';
import type { CheckoutCommand, CheckoutFailure } from './checkout.js';

/** The print file of one line's design, rendered for the order. */
export interface DesignPrint {
  readonly lineId: string;
  /** The design made online, or the ready-made design of a print-on-demand product. */
  readonly designId: string;
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** The design a line's artwork is made of, when it is one made online. */
const designOfLine = (line: LineRow): string | undefined =>
  line.input.merchantInfo.selectedUploadType === 'dex' ? line.input.merchantInfo.designId : undefined;

/** The ready-made design a print-on-demand line prints (set by the server from its product). */
const readyMadeOfLine = (line: LineRow): string | undefined => line.input.merchantInfo.readyMadeDesignId;

/**
 * Renders the print-ready PDF of every design the cart's lines name, and of the ready-made design
 * of every print-on-demand line, before the order's transaction (a render takes a while and must
 * not hold the database). Answers the files, or the failure when a line's design no longer exists.
 * A busy renderer throws (see `isRendererBusy`).
 */
export async function renderCartDesigns(
  q: Queryable,
  images: ArtworkStore | undefined,
  tenantCode: string,
  lines: readonly LineRow[],
): Promise<
  | { readonly ok: true; readonly prints: readonly DesignPrint[] }
  | { readonly ok: false; readonly failure: CheckoutFailure }
> {
  const prints: DesignPrint[] = [];
  for (const line of lines) {
    const designId = designOfLine(line);
    if (designId === undefined) {
      const readyMadeId = readyMadeOfLine(line);
      if (readyMadeId === undefined) continue;
      const document = readyMadeDocument(readyMadeId, line.input.productConfig.selectedAttributes);
      if (document === undefined) return { ok: false, failure: { kind: 'cart.designMissing' } };
      const bytes = await renderReadyMadePrintFile(
        document,
        line.input.mcpProdName,
        Date.parse(line.createdAt),
      );
      prints.push({ lineId: line.id, designId: readyMadeId, fileName: `${readyMadeId}.pdf`, bytes });
      continue;
    }
    const design = await findShopDesignDocument(q, tenantCode, designId);
    if (design === undefined) return { ok: false, failure: { kind: 'cart.designMissing' } };
    if (images === undefined && design.document.assets.length > 0) {
      throw new Error('The shop keeps no design images: it cannot render a design with images');
    }
    const bytes = await renderDesignPrintFile(q, images ?? NO_IMAGES, tenantCode, design);
    prints.push({ lineId: line.id, designId, fileName: `design-${designId.slice(0, 8)}.pdf`, bytes });
  }
  return { ok: true, prints };
}

/** A store with no file: for a design without images. */
const NO_IMAGES: ArtworkStore = {
  receive: () => Promise.reject(new Error('no design image store')),
  write: () => Promise.reject(new Error('no design image store')),
  open: async () => undefined,
  remove: async () => undefined,
};

/**
 * The checkout step that keeps the rendered print files as the order's artwork files, one per
 * line made online or of a ready-made design, in the order's transaction. Every such line must have its file
 * (a line added while the files were rendered refuses the checkout, to be tried again). The files
 * are written last; `discard` removes them when the transaction did not commit.
 */
export function keepDesignPrints(
  files: ArtworkStore,
  customerId: string,
  prints: readonly DesignPrint[],
): { readonly withOrder: NonNullable<CheckoutCommand['withOrder']>; discard(): Promise<void> } {
  const kept: string[] = [];
  return {
    async withOrder(tx, order, lines) {
      for (const line of lines) {
        const designId = designOfLine(line) ?? readyMadeOfLine(line);
        if (designId === undefined) continue;
        const print = prints.find(
          (candidate) => candidate.lineId === line.id && candidate.designId === designId,
        );
        if (print === undefined) return { kind: 'cart.designMissing' };
        const uploadId = randomUUID();
        const storageKey = `${order.id}/${uploadId}`;
        await insertArtwork(tx, {
          id: uploadId,
          orderId: order.id,
          lineItemId: line.id,
          customerId,
          fileName: print.fileName,
          mediaType: 'application/pdf',
          sizeBytes: print.bytes.byteLength,
          storageKey,
        });
        await files.write(storageKey, print.bytes, 'application/pdf');
        kept.push(storageKey);
      }
      return undefined;
    },
    async discard() {
      await Promise.all(kept.splice(0).map((key) => files.remove(key)));
    },
  };
}
