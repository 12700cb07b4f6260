import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { type FileHandle, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  byteLimit,
  type ObjectStorage,
  ObjectTooLargeError,
  StorageUnavailableError,
} from './object-storage.js';

/** What the disk says when it cannot take a write for now (full, over quota, read-only, forbidden). */
const STORAGE_UNAVAILABLE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** A write the disk refused as `StorageUnavailableError`; any other error as it is. */
function storageFailure(error: unknown): unknown {
  const code = codeOf(error);
  return typeof code === 'string' && STORAGE_UNAVAILABLE_CODES.has(code)
    ? new StorageUnavailableError(error)
    : error;
}

/**
 * Objects as files under `rootDir`, a key's slashes as folders (`uploads/{orderId}/{uploadId}`
 * is `rootDir/uploads/{orderId}/{uploadId}`). A file is written beside its place under a
 * temporary name, then renamed: a rename within one folder is atomic, so a file is always whole.
 * The folder keeps no media type (the database records each file's).
 */
export function createLocalObjectStorage(rootDir: string): ObjectStorage {
  const root = resolve(rootDir);
  const pathOf = (key: string): string => {
    assertStorageKey(key);
    const path = resolve(root, key);
    if (!path.startsWith(`${root}${sep}`)) throw new Error(`Not a storage key: ${key}`);
    return path;
  };

  return {
    description: `local ${root}`,

    async put(key, body, options = {}) {
      const path = pathOf(key);
      try {
        await mkdir(dirname(path), { recursive: true });
      } catch (error) {
        throw storageFailure(error);
      }
      const partial = join(dirname(path), `.${basename(path)}.${randomUUID()}.partial`);
      const counted = { bytes: 0 };
      const sink = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(body, byteLimit(options.maxBytes ?? Number.POSITIVE_INFINITY, counted), sink);
        await rename(partial, path);
      } catch (error) {
        // A body refused early may fail the pipeline while the file is still being opened: it is
        // removed once the stream has closed, or the file would be created after the removal.
        if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
        await rm(partial, { force: true }).catch(() => undefined);
        if (error instanceof ObjectTooLargeError) throw error;
        throw storageFailure(error);
      }
      return { sizeBytes: counted.bytes };
    },

    async get(key) {
      const path = pathOf(key);
      let file: FileHandle;
      try {
        file = await open(path, 'r');
      } catch (error) {
        if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return undefined;
        throw error;
      }
      // Opened first, then measured: a file removed meanwhile is still read whole.
      const found = await file.stat().catch(async (error: unknown) => {
        await file.close();
        throw error;
      });
      if (!found.isFile()) {
        await file.close();
        return undefined;
      }
      return { body: file.createReadStream(), sizeBytes: found.size, contentType: undefined };
    },

    async head(key) {
      const found = await stat(pathOf(key)).catch(() => undefined);
      return found?.isFile() === true ? { sizeBytes: found.size, contentType: undefined } : undefined;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async move(from, to) {
      const source = pathOf(from);
      const target = pathOf(to);
      try {
        await mkdir(dirname(target), { recursive: true });
        await rename(source, target);
      } catch (error) {
        if (codeOf(error) === 'ENOENT') throw new Error(`No object to move under ${from}`, { cause: error });
        throw storageFailure(error);
      }
    },

    async check() {
      try {
        await mkdir(root, { recursive: true });
      } catch (error) {
        throw storageFailure(error);
      }
    },

    async close() {},
  };
}
