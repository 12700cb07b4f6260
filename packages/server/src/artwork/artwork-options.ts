import { join } from 'node:path';
import { type ArtworkStore, createDiskArtworkStore } from './artwork-store.js';

/** Where the artwork calls keep files, and how large a file they take. */
export interface ArtworkRouteOptions {
  /** The files' store; by default on disk under `DATA_DIR/uploads`. */
  readonly store?: ArtworkStore;
  /** The largest file taken, in bytes: the shop's `MAX_ARTWORK_BYTES` (200 MB) unless set lower. */
  readonly maxBytes?: number;
}

/** Where the order lines' artwork files are kept on disk: `DATA_DIR/uploads`. */
export const artworkFolder = (dataDir: string): string => join(dataDir, 'uploads');

/** The store of the order lines' artwork files: `options.store`, else `DATA_DIR/uploads`. */
export const artworkFileStore = (
  options: ArtworkRouteOptions | undefined,
  dataDir: string | undefined,
): ArtworkStore | undefined =>
  options?.store ?? (dataDir === undefined ? undefined : createDiskArtworkStore(artworkFolder(dataDir)));

/** The store of the images placed in designs: `options.store`, else `DATA_DIR/design-assets`. */
export const designImageStore = (
  options: ArtworkRouteOptions | undefined,
  dataDir: string | undefined,
): ArtworkStore | undefined =>
  options?.store ??
  (dataDir === undefined ? undefined : createDiskArtworkStore(join(dataDir, 'design-assets')));
