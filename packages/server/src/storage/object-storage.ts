import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';

/**
 * Where the shop keeps its files (artwork files and their previews, the images placed in designs,
 * the shop's pictures): objects under keys the server makes, streamed in and out, never held
 * whole in memory. Two adapters: a folder on the local disk (`local-storage.ts`, the default) and
 * S3-compatible object storage (`s3-storage.ts`), which several server processes can share.
 */
export interface ObjectStorage {
  /** Where the objects are, for the logs: `local /var/lib/tirage`, `s3 tirage-files`. */
  readonly description: string;
  /**
   * Stores the bytes of `body` under `key`, replacing what was there. The object appears whole once
   * this resolves, or not at all. Past `maxBytes` reading stops, nothing is kept, and
   * `ObjectTooLargeError` is thrown; a storage that cannot write throws `StorageUnavailableError`;
   * an error of `body` itself is thrown as it is.
   */
  put(key: string, body: Readable, options?: PutOptions): Promise<{ readonly sizeBytes: number }>;
  /** The object's bytes, streamed as they are read, with its size; nothing when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** The object's size and type without its bytes; nothing when there is none. */
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deletes the object; a key with no object is not an error. */
  delete(key: string): Promise<void>;
  /** Moves an object to another key (a file received, kept once checked); throws when `from` has none. */
  move(from: string, to: string, options?: { readonly contentType?: string }): Promise<void>;
  /** Resolves once the storage answers (the bucket exists and the keys open it); throws saying why not. */
  check(): Promise<void>;
  /** Lets go of connections (the server is stopping). */
  close(): Promise<void>;
}

interface PutOptions {
  /** The media type recorded with the object (object storage serves it; the local folder keeps none). */
  readonly contentType?: string;
  /** The most bytes taken. */
  readonly maxBytes?: number;
}

interface ObjectInfo {
  readonly sizeBytes: number;
  /** The type given when the object was stored; the local folder keeps none. */
  readonly contentType: string | undefined;
}

interface StoredObject extends ObjectInfo {
  /** The bytes; destroy the stream to stop reading early. */
  readonly body: Readable;
}

/** A body went past `maxBytes`: what was read is not kept. */
export class ObjectTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/**
 * The storage cannot write for now: the disk is full, over quota or read-only, the server may not
 * write there, or the object storage cannot be reached or refuses. Nothing half-written is left;
 * the same write may succeed later.
 */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The file storage cannot write: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are made by the server: `segment/segment…` of letters, digits, `_`, `-` and `.`. */
const KEY_FORM = /^[\w-]+(\/[\w.-]+)*$/;

/** Throws on a key the server could not have made (one that would leave its folder is a bug). */
export function assertStorageKey(key: string): void {
  if (!KEY_FORM.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Not a storage key: ${key}`);
  }
}

/**
 * Counts the bytes going through into `counted` and fails with `ObjectTooLargeError` past
 * `maxBytes`, so that the stream it is piped into stops and cleans up.
 */
export function byteLimit(maxBytes: number, counted: { bytes: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      if (counted.bytes > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

/**
 * The part of a storage under `prefix/`: each kind of file has its own (`uploads`, `design-assets`,
 * `media`), the same folders under `DATA_DIR` as key prefixes in a bucket.
 */
export function scopedStorage(storage: ObjectStorage, prefix: string): ObjectStorage {
  assertStorageKey(prefix);
  const full = (key: string) => {
    assertStorageKey(key);
    return `${prefix}/${key}`;
  };
  return {
    description: `${storage.description} ${prefix}/`,
    put: (key, body, options) => storage.put(full(key), body, options),
    get: (key) => storage.get(full(key)),
    head: (key) => storage.head(full(key)),
    delete: (key) => storage.delete(full(key)),
    move: (from, to, options) => storage.move(full(from), full(to), options),
    check: () => storage.check(),
    close: () => storage.close(),
  };
}
