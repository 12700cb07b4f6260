import { fc } from '@fast-check/vitest';
import {
  ARTWORK_MEDIA_TYPES,
  ARTWORK_STATUSES,
  type ArtworkFile,
  type ArtworkStatus,
  MAX_ARTWORK_BYTES,
} from './artwork.js';

export const artworkStatusArb: fc.Arbitrary<ArtworkStatus> = fc.constantFrom(...ARTWORK_STATUSES);

/** Names a shopper's computer gives files: letters, digits, spaces, dots, dashes, accents. */
export const artworkNameArb = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9 éèàç_-]{1,40}$/).filter((base) => base.trim() !== ''),
    fc.constantFrom('pdf', 'PDF', 'png', 'jpg', 'jpeg', 'tif', 'tiff'),
  )
  .map(([base, extension]) => `${base}.${extension}`);

/** A file the shop takes: an artwork type, a name, a size from 1 byte to the limit. */
export const acceptableFileArb: fc.Arbitrary<ArtworkFile<null>> = fc.record({
  name: artworkNameArb,
  mediaType: fc.constantFrom(...ARTWORK_MEDIA_TYPES),
  sizeBytes: fc.integer({ min: 1, max: MAX_ARTWORK_BYTES }),
  content: fc.constant(null),
});
