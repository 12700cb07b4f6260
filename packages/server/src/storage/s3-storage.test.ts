import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MAX_ARTWORK_BYTES } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filesOfKind } from '../artwork/artwork-options.js';
import { samplePdf, samplePng } from '../test-support/artwork-files.js';
import { startTestS3Server, type TestS3Server, testS3Storage } from '../test-support/s3-server.js';
import { type ObjectStorage, StorageUnavailableError } from './object-storage.js';
import { createS3ObjectStorage } from './s3-storage.js';

let server: TestS3Server;
let storage: ObjectStorage;

beforeAll(async () => {
  server = await startTestS3Server();
  storage = testS3Storage(server);
});
afterAll(async () => {
  await storage?.close();
  await server?.stop();
});

const MIB = 1024 * 1024;

/**
 * `totalBytes` made as they are read, in pieces of 64 KiB (each one numbered, so that a piece lost,
 * doubled or swapped changes the hash), starting like a PDF; never a buffer of the whole.
 */
function generatedPdf(totalBytes: number): { readonly body: ReadableStream<Uint8Array>; sha256(): string } {
  const pattern = randomBytes(64 * 1024);
  const hash = createHash('sha256');
  let sent = 0;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) {
        controller.close();
        return;
      }
      const piece = Buffer.from(pattern.subarray(0, Math.min(pattern.length, totalBytes - sent)));
      if (index === 0) piece.write('%PDF-1.7\n', 0, 'latin1');
      else piece.writeUInt32BE(index, 0);
      index += 1;
      sent += piece.length;
      hash.update(piece);
      controller.enqueue(piece);
    },
  });
  return { body, sha256: () => hash.digest('hex') };
}

/** A full garbage collection on demand (V8's flag turned on for this test process only). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * The most memory the process held above where it started, sampled every 50 ms while `work`
 * runs, each time after a full collection: what the work holds, not the garbage V8 has yet to
 * collect (it lets buffers pile up to 64 MiB above the last collection before it collects them).
 */
async function peakGrowth<T>(
  work: () => Promise<T>,
): Promise<{ readonly result: T; readonly rssMb: number; readonly buffersMb: number }> {
  collectGarbage();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakBuffers = start.arrayBuffers;
  const sample = () => {
    collectGarbage();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 50);
  try {
    const result = await work();
    return {
      result,
      rssMb: (peakRss - start.rss) / MIB,
      buffersMb: (peakBuffers - start.arrayBuffers) / MIB,
    };
  } finally {
    clearInterval(sampler);
  }
}

describe('the S3 adapter against a local S3-compatible server (s3rver)', () => {
  test('an artwork file of 200 MiB goes up and comes down streamed, in bounded memory, whole', async () => {
    const files = filesOfKind(storage, 'artworks');
    const file = generatedPdf(MAX_ARTWORK_BYTES);
    const startedAt = performance.now();
    const up = await peakGrowth(async () => {
      const received = await files.receive(file.body, MAX_ARTWORK_BYTES);
      if (received.tooLarge) throw new Error('200 MiB is the limit, not past it');
      expect(await received.file.sniffMediaType()).toBe('application/pdf');
      await received.file.keep('order-200/upload-200', { contentType: 'application/pdf' });
      await received.file.discard();
      return received.file.sizeBytes;
    });
    const uploadedAt = performance.now();
    expect(up.result).toBe(MAX_ARTWORK_BYTES);
    expect(await storage.head('uploads/order-200/upload-200')).toEqual({
      sizeBytes: MAX_ARTWORK_BYTES,
      contentType: 'application/pdf',
    });

    const down = await peakGrowth(async () => {
      const opened = await files.open('order-200/upload-200');
      if (opened === undefined) throw new Error('the file just kept is missing');
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of Readable.fromWeb(opened.stream as WebReadableStream)) {
        hash.update(chunk as Buffer);
        bytes += (chunk as Buffer).length;
      }
      return { sizeBytes: opened.sizeBytes, bytes, sha256: hash.digest('hex') };
    });
    const downloadedAt = performance.now();
    expect(down.result).toEqual({
      sizeBytes: MAX_ARTWORK_BYTES,
      bytes: MAX_ARTWORK_BYTES,
      sha256: file.sha256(),
    });
    // Sent in 5 MiB parts, two at a time, and read as it comes: far below the file's 200 MiB.
    expect(up.rssMb).toBeLessThan(100);
    expect(up.buffersMb).toBeLessThan(100);
    expect(down.rssMb).toBeLessThan(100);
    expect(down.buffersMb).toBeLessThan(100);
    console.info(
      `200 MiB through s3rver: up (receive, sniff, keep) ${Math.round(uploadedAt - startedAt)} ms, ` +
        `peak RSS +${up.rssMb.toFixed(1)} MiB (buffers +${up.buffersMb.toFixed(1)}); ` +
        `down ${Math.round(downloadedAt - uploadedAt)} ms, peak RSS +${down.rssMb.toFixed(1)} MiB ` +
        `(buffers +${down.buffersMb.toFixed(1)})`,
    );

    await files.remove('order-200/upload-200');
    expect(await files.open('order-200/upload-200')).toBeUndefined();
  });

  test('a missing object is nothing, not an error: got, measured or deleted', async () => {
    expect(await storage.get('uploads/no-order/no-upload')).toBeUndefined();
    expect(await storage.head('uploads/no-order/no-upload')).toBeUndefined();
    await expect(storage.delete('uploads/no-order/no-upload')).resolves.toBeUndefined();
  });

  test('S3_PREFIX keeps the shop’s keys under it in the bucket', async () => {
    const prefixed = testS3Storage(server, 'shop-a');
    try {
      await prefixed.put('media/shop/logo.png', Readable.from([samplePng()]), { contentType: 'image/png' });
      expect((await storage.head('shop-a/media/shop/logo.png'))?.contentType).toBe('image/png');
      expect(await storage.head('media/shop/logo.png')).toBeUndefined();
      expect(prefixed.description).toBe(`s3 ${server.bucket}/shop-a`);
    } finally {
      await prefixed.close();
    }
  });

  test('a service that cannot be reached, or a bucket that does not exist, refuses writes as unavailable and stops the start with its reason', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = createS3ObjectStorage({
      ...server.options,
      endpoint: `http://127.0.0.1:${closedPort}`,
    });
    const noBucket = testS3Storage({ ...server, options: { ...server.options, bucket: 'no-such-bucket' } });
    try {
      await expect(unreachable.put('uploads/tmp/x', Readable.from([samplePdf(100)]))).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(unreachable.check()).rejects.toThrow(
        `Object storage: bucket "${server.bucket}" at http://127.0.0.1:${closedPort} cannot be reached`,
      );
      await expect(noBucket.put('uploads/tmp/x', Readable.from([samplePdf(100)]))).rejects.toBeInstanceOf(
        StorageUnavailableError,
      );
      await expect(noBucket.check()).rejects.toThrow(
        `Object storage: bucket "no-such-bucket" at ${server.endpoint} does not exist`,
      );
    } finally {
      await unreachable.close();
      await noBucket.close();
    }
  });
});
