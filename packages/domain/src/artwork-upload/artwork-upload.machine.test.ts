import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { type DomainError, internalError } from '../errors/errors.js';
import { acceptableFileArb } from '../model/artwork.arb.js';
import { type Artwork, type ArtworkFile, artworkErrors, MAX_ARTWORK_BYTES } from '../model/artwork.js';
import type { ArtworkPort, ArtworkUploadRequest } from '../ports/artwork.port.js';
import { err, ok } from '../shared/result.js';
import {
  type ArtworkUploadReport,
  artworkUploadActors,
  artworkUploadMachine,
  type UploadArtworkInput,
} from './artwork-upload.machine.js';

const pdf: ArtworkFile<string> = {
  name: 'flyer recto.pdf',
  mediaType: 'application/pdf',
  sizeBytes: 1_000,
  content: '%PDF-1.7 …',
};

const stored = (request: ArtworkUploadRequest): Artwork => ({
  id: 'upload-1',
  orderId: request.orderId,
  lineItemId: request.lineItemId,
  fileName: request.file.name,
  mediaType: 'application/pdf',
  sizeBytes: request.file.sizeBytes,
  status: 'received',
  rejectionReason: undefined,
  createdAt: Temporal.Instant.from('2026-11-18T08:00:00Z'),
  preflight: { status: 'pending', findings: [], previewUrls: [] },
});

/** An upload port the test drives: each call waits until the test settles it. */
function controlledPort() {
  const calls: ArtworkUploadRequest[] = [];
  let settle: ((outcome: 'ok' | DomainError) => void) | undefined;
  const port: Pick<ArtworkPort, 'upload'> = {
    upload: (request) => {
      calls.push(request);
      return new Promise((resolve) => {
        settle = (outcome) => resolve(outcome === 'ok' ? ok(stored(request)) : err(outcome));
      });
    },
  };
  return {
    port,
    calls,
    progress: (loaded: number) => calls.at(-1)?.onProgress?.(loaded, calls.at(-1)?.file.sizeBytes ?? 0),
    settle: (outcome: 'ok' | DomainError) => settle?.(outcome),
  };
}

function start(port: Pick<ArtworkPort, 'upload'>, maxBytes?: number) {
  return createActor(artworkUploadMachine.provide({ actors: artworkUploadActors(port) }), {
    input: { orderId: 'order-1', lineItemId: 'line-1', ...(maxBytes === undefined ? {} : { maxBytes }) },
  }).start();
}

describe('artwork upload machine', () => {
  it('sends the file, follows its progress, and holds the stored file', async () => {
    const server = controlledPort();
    const actor = start(server.port);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.maxBytes).toBe(MAX_ARTWORK_BYTES);

    actor.send({ type: 'artwork.send', file: pdf });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 0, total: 1_000 });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ orderId: 'order-1', lineItemId: 'line-1', file: pdf });

    server.progress(400);
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 400, total: 1_000 });
    server.progress(1_000);
    expect(actor.getSnapshot().value).toBe('uploading');

    server.settle('ok');
    const done = await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(done.context.uploaded?.fileName).toBe('flyer recto.pdf');
    expect(done.context.error).toBeNull();
    expect(done.context.progress).toEqual({ loaded: 1_000, total: 1_000 });
  });

  it('keeps the server’s refusal and lets the shopper send another file', async () => {
    const server = controlledPort();
    const actor = start(server.port);
    actor.send({ type: 'artwork.send', file: pdf });
    server.settle(artworkErrors.unsupportedType());
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toEqual(artworkErrors.unsupportedType());

    actor.send({ type: 'artwork.send', file: { ...pdf, name: 'flyer verso.pdf' } });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
    server.settle('ok');
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(server.calls.map((call) => call.file.name)).toEqual(['flyer recto.pdf', 'flyer verso.pdf']);

    actor.send({ type: 'artwork.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.uploaded).toBeNull();
  });

  test.prop([acceptableFileArb, fc.integer({ min: 1, max: 1_000 })])(
    'refuses a file the shop would refuse without sending it',
    (file, maxBytes) => {
      fc.pre(file.sizeBytes > maxBytes);
      const server = controlledPort();
      const actor = start(server.port, maxBytes);
      actor.send({ type: 'artwork.send', file });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toEqual(artworkErrors.tooLarge(maxBytes));
      expect(server.calls).toHaveLength(0);
    },
  );

  it('refuses a type that is not an artwork type at once', () => {
    const server = controlledPort();
    const actor = start(server.port);
    actor.send({
      type: 'artwork.send',
      file: { ...pdf, name: 'maquette.docx', mediaType: 'application/msword' },
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.kind).toBe('artwork.unsupportedType');
    expect(server.calls).toHaveLength(0);
  });

  it('sends one file at a time: another choice while uploading is ignored', async () => {
    const server = controlledPort();
    const actor = start(server.port);
    actor.send({ type: 'artwork.send', file: pdf });
    actor.send({ type: 'artwork.send', file: { ...pdf, name: 'autre.pdf' } });
    actor.send({ type: 'artwork.reset' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(server.calls).toHaveLength(1);
    server.settle('ok');
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
  });

  it('turns a port that throws into an internal error', async () => {
    const actor = start({ upload: () => Promise.reject(new Error('socket hang up')) });
    actor.send({ type: 'artwork.send', file: pdf });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toEqual(internalError());
  });

  it('drops what the port reports after the actor stopped', async () => {
    const server = controlledPort();
    const actor = start(server.port);
    actor.send({ type: 'artwork.send', file: pdf });
    actor.stop();
    server.progress(10);
    server.settle('ok');
    await Promise.resolve();
    expect(actor.getSnapshot().context.progress).toEqual({ loaded: 0, total: 1_000 });
  });

  it('fails when the upload actor itself breaks', async () => {
    const broken = artworkUploadMachine.provide({
      actors: {
        uploadArtwork: fromCallback<{ type: 'artwork.cancel' }, UploadArtworkInput, ArtworkUploadReport>(
          () => {
            throw new Error('no XMLHttpRequest here');
          },
        ),
      },
    });
    const actor = createActor(broken, { input: { orderId: 'o', lineItemId: 'l' } }).start();
    actor.send({ type: 'artwork.send', file: pdf });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toEqual(internalError());
  });

  it('fails without a provided upload actor', async () => {
    const actor = createActor(artworkUploadMachine, { input: { orderId: 'o', lineItemId: 'l' } }).start();
    actor.send({ type: 'artwork.send', file: pdf });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.error).toEqual(internalError());
  });
});
