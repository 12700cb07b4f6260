import type { ArtworkStore } from './artwork-store.js';

/** Where the artwork calls keep files, and how large a file they take. */
export interface ArtworkRouteOptions {
  /** The files' store; by default on disk under `DATA_DIR/uploads`. */
  readonly store?: ArtworkStore;
  /** The largest file taken, in bytes: the shop's `MAX_ARTWORK_BYTES` (200 MB) unless set lower. */
  readonly maxBytes?: number;
}
