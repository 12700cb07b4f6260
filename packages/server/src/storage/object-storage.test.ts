import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createArtworkStore } from '../artwork/artwork-store.js';
import { samplePdf, samplePng, sampleTiff } from '../test-support/artwork-files.js';
import { startTestS3Server, testS3Storage } from '../test-support/s3-server.js';
import { createLocalObjectStorage } from './local-storage.js';
import { type ObjectStorage, ObjectTooLargeError, scopedStorage } from './object-storage.js';

/** A storage under test, how to list every key it holds (a test's view only), and how to stop it. */
interface OpenedStorage {
  readonly storage: ObjectStorage;
  /** Whether the storage records each object's media type (object storage does; the folder does not). */
  readonly keepsTypes: boolean;
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

async function localFolder(): Promise<OpenedStorage> {
  const root = await mkdtemp(join(tmpdir(), 'tirage-storage-test-'));
  return {
    storage: createLocalObjectStorage(root),
    keepsTypes: false,
    async keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .sort();
    },
    stop: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Bucket(): Promise<OpenedStorage> {
  const server = await startTestS3Server();
  const storage = testS3Storage(server);
  const { region, endpoint, credentials } = server.options;
  const client = new S3Client({
    region,
    forcePathStyle: true,
    ...(endpoint === undefined ? {} : { endpoint }),
    ...(credentials === undefined ? {} : { credentials: { ...credentials } }),
  });
  return {
    storage,
    keepsTypes: true,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      client.destroy();
      await storage.close();
      await server.stop();
    },
  };
}

/** The bytes as a stream of pieces, as a request body arrives. */
const bodyOf = (bytes: Uint8Array, piece = 1_000): Readable =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += piece)
        yield bytes.subarray(offset, offset + piece);
    })(),
  );

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** `megabytes` MiB made as they are read, in pieces of 64 KiB. */
function generated(megabytes: number): Readable {
  const piece = randomBytes(64 * 1024);
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < megabytes * 16; sent++) yield piece;
    })(),
  );
}

describe.each([
  ['the local folder', localFolder],
  ['S3-compatible object storage (s3rver)', s3Bucket],
])('the object storage port on %s', (_name, open) => {
  let opened: OpenedStorage;
  let storage: ObjectStorage;

  beforeAll(async () => {
    opened = await open();
    storage = opened.storage;
    await storage.check();
  });
  afterAll(async () => {
    await opened?.stop();
  });

  test('an object put is got back whole with its size (and type where kept); a missing key is nothing', async () => {
    const bytes = randomBytes(25_000);
    expect(await storage.put('round/trip.bin', bodyOf(bytes), { contentType: 'application/pdf' })).toEqual({
      sizeBytes: 25_000,
    });
    const got = await storage.get('round/trip.bin');
    expect(got?.sizeBytes).toBe(25_000);
    expect(got?.contentType).toBe(opened.keepsTypes ? 'application/pdf' : undefined);
    expect(await bytesOf(got?.body ?? Readable.from([]))).toEqual(bytes);
    expect(await storage.head('round/trip.bin')).toEqual({
      sizeBytes: 25_000,
      contentType: opened.keepsTypes ? 'application/pdf' : undefined,
    });

    expect(await storage.get('round/missing.bin')).toBeUndefined();
    expect(await storage.head('round/missing.bin')).toBeUndefined();
    expect(await storage.get('nowhere/at/all')).toBeUndefined();
  });

  test('a put replaces the object; a delete removes it; deleting nothing is no error', async () => {
    await storage.put('replace/me', bodyOf(Buffer.from('first version')));
    await storage.put('replace/me', bodyOf(Buffer.from('second')));
    expect((await bytesOf((await storage.get('replace/me'))?.body ?? Readable.from([]))).toString()).toBe(
      'second',
    );
    await storage.delete('replace/me');
    expect(await storage.get('replace/me')).toBeUndefined();
    await expect(storage.delete('replace/me')).resolves.toBeUndefined();
    await expect(storage.delete('never/was')).resolves.toBeUndefined();
  });

  test('an empty body is an empty object', async () => {
    expect(await storage.put('empty/one', bodyOf(new Uint8Array(0)))).toEqual({ sizeBytes: 0 });
    expect((await storage.head('empty/one'))?.sizeBytes).toBe(0);
  });

  test('a body past maxBytes is refused, small or sent in parts, and nothing is kept; exactly maxBytes is taken', async () => {
    const before = await opened.keys();
    await expect(storage.put('limit/small', bodyOf(randomBytes(3_000)), { maxBytes: 2_000 })).rejects.toThrow(
      ObjectTooLargeError,
    );
    // Past several parts of a multipart upload: the upload is aborted.
    await expect(
      storage.put('limit/large', generated(16), { maxBytes: 12 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(ObjectTooLargeError);
    expect(await storage.head('limit/small')).toBeUndefined();
    expect(await storage.head('limit/large')).toBeUndefined();
    expect(await opened.keys()).toEqual(before);

    expect(await storage.put('limit/exact', bodyOf(randomBytes(2_000)), { maxBytes: 2_000 })).toEqual({
      sizeBytes: 2_000,
    });
  });

  test('a body that fails is thrown as it is, and nothing is kept', async () => {
    const before = await opened.keys();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(4_000, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.put('broken/body', failing)).rejects.toThrow('the client went away');
    expect(await storage.head('broken/body')).toBeUndefined();
    expect(await opened.keys()).toEqual(before);
  });

  test('a move leaves the object under its new key only, with the type given; moving nothing throws', async () => {
    await storage.put('move/from', bodyOf(Buffer.from('moving bytes')), {
      contentType: 'application/octet-stream',
    });
    await storage.move('move/from', 'move/elsewhere/to', { contentType: 'image/png' });
    expect(await storage.head('move/from')).toBeUndefined();
    expect(await storage.head('move/elsewhere/to')).toEqual({
      sizeBytes: 12,
      contentType: opened.keepsTypes ? 'image/png' : undefined,
    });
    await expect(storage.move('move/from', 'move/again')).rejects.toThrow(
      'No object to move under move/from',
    );
  });

  test.each(['../outside', 'a/../../b', '/absolute', 'a//b', 'a/./b', 'space in/key', ''])(
    'a key the server could not have made (%j) is refused',
    async (key) => {
      await expect(storage.put(key, bodyOf(Buffer.from('x')))).rejects.toThrow('Not a storage key');
      await expect(storage.get(key)).rejects.toThrow('Not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('Not a storage key');
    },
  );

  test('a scoped storage keeps its objects under its prefix', async () => {
    const uploads = scopedStorage(storage, 'scoped');
    await uploads.put('order/file', bodyOf(Buffer.from('in scope')));
    expect((await storage.head('scoped/order/file'))?.sizeBytes).toBe(8);
    expect((await uploads.head('order/file'))?.sizeBytes).toBe(8);
    expect(uploads.description).toBe(`${storage.description} scoped/`);
  });

  test('the file stores over it: a received file is read by type, kept under its key, opened and removed', async () => {
    const files = createArtworkStore(scopedStorage(storage, 'uploads'));
    const pdf = samplePdf(30_000);
    const received = await files.receive(new Response(pdf).body as ReadableStream<Uint8Array>, 50_000);
    if (received.tooLarge) throw new Error('a 30 kB file is not too large');
    expect(received.file.sizeBytes).toBe(30_000);
    expect(await received.file.sniffMediaType()).toBe('application/pdf');
    await received.file.keep('order-1/upload-1', { contentType: 'application/pdf' });
    await received.file.discard();
    // The received copy is gone: only the kept file is left under the prefix.
    expect((await opened.keys()).filter((key) => key.startsWith('uploads/'))).toEqual([
      'uploads/order-1/upload-1',
    ]);

    const kept = await files.open('order-1/upload-1');
    expect(kept?.sizeBytes).toBe(30_000);
    expect(new Uint8Array(await new Response(kept?.stream).arrayBuffer())).toEqual(pdf);

    await files.write('order-1/upload-1.preview-1.png', samplePng(), 'image/png');
    expect((await storage.head('uploads/order-1/upload-1.preview-1.png'))?.contentType).toBe(
      opened.keepsTypes ? 'image/png' : undefined,
    );
    await files.remove('order-1/upload-1');
    await files.remove('order-1/upload-1.preview-1.png');
    expect(await files.open('order-1/upload-1')).toBeUndefined();

    const tiff = await files.receive(new Response(sampleTiff()).body as ReadableStream<Uint8Array>, 1_000);
    if (tiff.tooLarge) throw new Error('a TIFF header is not too large');
    expect(await tiff.file.sniffMediaType()).toBe('image/tiff');
    await tiff.file.discard();

    const refused = await files.receive(
      new Response(samplePdf(3_000)).body as ReadableStream<Uint8Array>,
      2_000,
    );
    expect(refused.tooLarge).toBe(true);
    expect((await opened.keys()).filter((key) => key.startsWith('uploads/'))).toEqual([]);
  });
});
