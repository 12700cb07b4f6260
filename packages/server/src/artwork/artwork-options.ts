import { type ObjectStorage, scopedStorage } from '../storage/object-storage.js';
import { type ArtworkStore, createArtworkStore } from './artwork-store.js';

/** Where the artwork calls keep files, and how large a file they take. */
export interface ArtworkRouteOptions {
  /** The files' store; by default the shop's object storage, under `uploads/`. */
  readonly store?: ArtworkStore;
  /** The largest file taken, in bytes: the shop's `MAX_ARTWORK_BYTES` (200 MB) unless set lower. */
  readonly maxBytes?: number;
}

/**
 * Each kind of file under its own prefix of the object storage: on the local disk the folders
 * `DATA_DIR/uploads`, `DATA_DIR/design-assets` and `DATA_DIR/media`, in a bucket the same keys.
 */
const STORAGE_PREFIXES = {
  /** The order lines' artwork files and the previews their check drew. */
  artworks: 'uploads',
  /** The images shoppers place in designs, and their previews. */
  designImages: 'design-assets',
  /** The shop's pictures (`shop/…`), uploaded by staff. */
  shopMedia: 'media',
} as const;

type FileKind = keyof typeof STORAGE_PREFIXES;

/** The files of one kind, in their part of the shop's object storage. */
export const filesOfKind = (storage: ObjectStorage, kind: FileKind): ArtworkStore =>
  createArtworkStore(scopedStorage(storage, STORAGE_PREFIXES[kind]));

/** The store of one kind of file: `options.store`, else its part of the shop's object storage. */
export const fileStoreOf = (
  kind: FileKind,
  options: ArtworkRouteOptions | undefined,
  storage: ObjectStorage | undefined,
): ArtworkStore | undefined =>
  options?.store ?? (storage === undefined ? undefined : filesOfKind(storage, kind));
