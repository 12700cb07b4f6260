import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import { createLocalObjectStorage } from '../storage/local-storage.js';
import { type ObjectStorage, ObjectTooLargeError } from '../storage/object-storage.js';

/** A file just received, in a temporary place until it is kept or discarded. */
interface IncomingArtwork {
  readonly sizeBytes: number;
  /** The media type the file's own bytes show (its magic number), whatever its name says. */
  sniffMediaType(): Promise<string | undefined>;
  /** Moves the file to its place under `key`, recorded as `contentType`; `open(key)` then finds it. */
  keep(key: string, options?: { readonly contentType?: string }): Promise<void>;
  /** Deletes the temporary file (safe to call after `keep`, which leaves nothing to delete). */
  discard(): Promise<void>;
}

type Received =
  | { readonly tooLarge: false; readonly file: IncomingArtwork }
  /** The body went past the limit: reading stopped and what was written is deleted. */
  | { readonly tooLarge: true };

/**
 * Where artwork files (and the shop's other files) live: outside the database, in the shop's
 * object storage. A file is streamed in (never held in memory: the server runs in 128 MB and
 * takes files of 200 MB), checked, then kept under a key the server makes (never a name the
 * customer sent). A storage that cannot write throws `StorageUnavailableError`.
 */
export interface ArtworkStore {
  receive(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Received>;
  /** Keeps bytes the server made (a preview, a rendered print file) under `key`, whole or not at all. */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A kept file's bytes and size, or nothing when there is no file under `key`. */
  open(
    key: string,
  ): Promise<{ readonly stream: ReadableStream<Uint8Array>; readonly sizeBytes: number } | undefined>;
  /** Deletes a kept file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * The files of one kind (artwork files, design images, shop pictures) in the shop's object
 * storage, under the storage's prefix for that kind: `tmp/` holds files being received,
 * `{orderId}/{uploadId}` (for artwork files) the kept ones. A received file is moved to its key
 * once recorded, so a kept file is always whole.
 */
export function createArtworkStore(storage: ObjectStorage): ArtworkStore {
  return {
    async receive(body, maxBytes) {
      const temporary = `tmp/${randomUUID()}`;
      let sizeBytes: number;
      try {
        ({ sizeBytes } = await storage.put(
          temporary,
          Readable.fromWeb(body as WebReadableStream<Uint8Array>),
          { maxBytes },
        ));
      } catch (error) {
        if (error instanceof ObjectTooLargeError) return { tooLarge: true };
        throw error;
      }
      let kept = false;
      return {
        tooLarge: false,
        file: {
          sizeBytes,
          async sniffMediaType() {
            const stored = await storage.get(temporary);
            if (stored === undefined) throw new Error(`The received file ${temporary} is missing`);
            // Reads the few bytes the type needs, then stops the stream.
            return (await fileTypeFromStream(stored.body))?.mime;
          },
          async keep(key, options) {
            await storage.move(temporary, key, options);
            kept = true;
          },
          async discard() {
            if (!kept) await storage.delete(temporary);
          },
        },
      };
    },

    async write(key, bytes, contentType) {
      await storage.put(key, Readable.from([bytes]), { contentType });
    },

    async open(key) {
      const stored = await storage.get(key);
      if (stored === undefined) return undefined;
      return {
        stream: Readable.toWeb(stored.body) as unknown as ReadableStream<Uint8Array>,
        sizeBytes: stored.sizeBytes,
      };
    },

    async remove(key) {
      await storage.delete(key);
    },
  };
}

/** The files under `rootDir` on the local disk (tests, and tools that work on one folder). */
export const createDiskArtworkStore = (rootDir: string): ArtworkStore =>
  createArtworkStore(createLocalObjectStorage(rootDir));
