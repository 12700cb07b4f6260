import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromFile } from 'file-type';

/** A file just received, in a temporary place until it is kept or discarded. */
interface IncomingArtwork {
  readonly sizeBytes: number;
  /** The media type the file's own bytes show (its magic number), whatever its name says. */
  sniffMediaType(): Promise<string | undefined>;
  /** Moves the file to its place under `key`; it is then found by `open(key)`. */
  keep(key: string): Promise<void>;
  /** Deletes the temporary file (safe to call after `keep`, which leaves nothing to delete). */
  discard(): Promise<void>;
}

type Received =
  | { readonly tooLarge: false; readonly file: IncomingArtwork }
  /** The body went past the limit: reading stopped and what was written is deleted. */
  | { readonly tooLarge: true };

/**
 * Where artwork files live: outside the database, as files. A file is streamed in (never held in
 * memory: the server runs in 128 MB and takes files of 200 MB), checked, then kept under a key the
 * server makes (never a name the customer sent).
 */
export interface ArtworkStore {
  receive(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Received>;
  /** A kept file's bytes and size, or nothing when there is no file under `key`. */
  open(
    key: string,
  ): Promise<{ readonly stream: ReadableStream<Uint8Array>; readonly sizeBytes: number } | undefined>;
  /** Deletes a kept file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
}

class TooLarge extends Error {}

/**
 * The store cannot write a file for now: its disk is full, over quota or read-only, or the server
 * may not write there. Nothing half-written is left; the customer may try again later.
 */
export class ArtworkStorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The artwork store cannot write: ${(cause as Error).message}`, { cause });
    this.name = 'ArtworkStorageUnavailableError';
  }
}

const STORAGE_UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** Rethrows a write the disk refused as `ArtworkStorageUnavailableError`. */
function storageFailure(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_UNAVAILABLE_CODES.has(code)
    ? new ArtworkStorageUnavailableError(error)
    : error;
}

/** Counts the bytes going through and fails past `maxBytes`, so the pipeline stops and cleans up. */
function byteCounter(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
}

/** Keys are made by the server (`{orderId}/{uploadId}`); a key that leaves the folder is a bug. */
function pathOf(root: string, key: string): string {
  const path = resolve(root, key);
  if (!path.startsWith(`${root}${sep}`) || !/^[\w-]+(\/[\w.-]+)*$/.test(key)) {
    throw new Error(`Not an artwork storage key: ${key}`);
  }
  return path;
}

/**
 * The files on disk under `root` (the server's `DATA_DIR/uploads`, whatever the database):
 * `tmp/` holds files being received, `{orderId}/{uploadId}` the kept ones. A rename within one
 * folder tree is atomic, so a kept file is always whole.
 */
export function createDiskArtworkStore(rootDir: string): ArtworkStore {
  const root = resolve(rootDir);
  const tmp = join(root, 'tmp');
  return {
    async receive(body, maxBytes) {
      try {
        await mkdir(tmp, { recursive: true });
      } catch (error) {
        throw storageFailure(error);
      }
      const temporary = join(tmp, randomUUID());
      const counted = { bytes: 0 };
      const sink = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(
          Readable.fromWeb(body as WebReadableStream<Uint8Array>),
          byteCounter(maxBytes, counted),
          sink,
        );
      } catch (error) {
        // A body refused early may fail the pipeline while the file is still being opened: it is
        // removed once the stream has closed, or the file would be created after the removal.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(temporary, { force: true }).catch(() => undefined);
        if (error instanceof TooLarge) return { tooLarge: true };
        throw storageFailure(error);
      }
      let kept = false;
      return {
        tooLarge: false,
        file: {
          sizeBytes: counted.bytes,
          sniffMediaType: async () => (await fileTypeFromFile(temporary))?.mime,
          async keep(key) {
            const target = pathOf(root, key);
            try {
              await mkdir(dirname(target), { recursive: true });
              await rename(temporary, target);
            } catch (error) {
              throw storageFailure(error);
            }
            kept = true;
          },
          async discard() {
            if (!kept) await rm(temporary, { force: true });
          },
        },
      };
    },

    async open(key) {
      const path = pathOf(root, key);
      const found = await stat(path).catch(() => undefined);
      if (found === undefined || !found.isFile()) return undefined;
      return {
        stream: Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>,
        sizeBytes: found.size,
      };
    },

    async remove(key) {
      await rm(pathOf(root, key), { force: true });
    },
  };
}

/** Keeps bytes held whole in the store under `key`. */
export async function keepBytes(store: ArtworkStore, key: string, bytes: Uint8Array): Promise<void> {
  const received = await store.receive(
    Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>,
    bytes.byteLength,
  );
  if (received.tooLarge) throw new Error('bytes kept whole cannot be too large');
  try {
    await received.file.keep(key);
  } finally {
    await received.file.discard();
  }
}
