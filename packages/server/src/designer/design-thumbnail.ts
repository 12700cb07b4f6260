import { designSvg } from '@tirage/domain';
import type { ArtworkStore } from '../artwork/artwork-store.js';
import type { Queryable } from '../db/database.js';
import { loadSharp } from '../images/load-sharp.js';
import { findDesignAsset, type StoredDesignDocument } from './design-document-store.js';

/** Where a kept image's preview is, beside the image. */
export const previewKey = (storageKey: string) => `${storageKey}-preview`;

/** The thumbnail's width in pixels: twice the cart's picture, for sharp screens. */
const THUMBNAIL_WIDTH_PX = 320;

/**
 * A small PNG of a design's recto, as the cart and the lists show it: the design drawn as SVG by
 * the domain (`designSvg`), each image placed from its preview made small and inlined, then
 * rasterised by sharp. Nothing outside the document is fetched: images are inlined, and the
 * text is drawn with the system's fonts (close enough at this size).
 */
export async function designThumbnail(
  q: Queryable,
  images: ArtworkStore,
  tenantCode: string,
  design: StoredDesignDocument,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const inlined = new Map<string, string>();
  for (const asset of design.document.assets) {
    const stored = await findDesignAsset(q, tenantCode, asset.id);
    const opened = stored === undefined ? undefined : await images.open(previewKey(stored.storageKey));
    if (opened === undefined) continue;
    const preview = Buffer.from(await new Response(opened.stream).arrayBuffer());
    const small = await sharp(preview)
      .resize({
        width: THUMBNAIL_WIDTH_PX,
        height: THUMBNAIL_WIDTH_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
    inlined.set(asset.id, `data:image/png;base64,${small.toString('base64')}`);
  }
  const svg = designSvg(design.document, {
    title: `Design ${design.id}`,
    // An image whose preview is missing from the store is left out of the picture.
    imageUrl: (assetId) => inlined.get(assetId) ?? '',
  });
  // The printed area (trim and bleed) at the thumbnail's width, whatever the SVG renderer rounds.
  const { trimWidthMm, trimHeightMm, bleedMm } = design.document.format;
  const height = Math.round(
    (THUMBNAIL_WIDTH_PX * (trimHeightMm + 2 * bleedMm)) / (trimWidthMm + 2 * bleedMm),
  );
  return sharp(Buffer.from(svg), { density: 96 })
    .resize({ width: THUMBNAIL_WIDTH_PX, height, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}
