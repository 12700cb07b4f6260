import { assertEvent, assign, type CallbackActorLogic, fromCallback, setup } from 'xstate';
import { type DomainError, internalError } from '../errors/errors.js';
import {
  type Artwork,
  type ArtworkFile,
  type ArtworkMediaType,
  checkArtworkFile,
  DEFAULT_UPLOAD_LIMITS,
} from '../model/artwork.js';
import type { ArtworkPort } from '../ports/artwork.port.js';
import { toDomainError } from '../shared/port-actor.js';

export interface ArtworkUploadInput {
  readonly orderId: string;
  readonly lineItemId: string;
  /** The largest file taken; the shop's `MAX_ARTWORK_BYTES` unless the server says less. */
  readonly maxBytes?: number;
  /** The types the shop takes (its rules); every artwork type when not given. */
  readonly acceptedTypes?: readonly ArtworkMediaType[];
}

/** How much of the file has gone out, in bytes. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface ArtworkUploadContext {
  readonly orderId: string;
  readonly lineItemId: string;
  readonly maxBytes: number;
  readonly acceptedTypes: readonly ArtworkMediaType[];
  /** The file being sent, or last sent. */
  readonly file: ArtworkFile | null;
  readonly progress: UploadProgress;
  /** The file as the server stored it, once sent. */
  readonly uploaded: Artwork | null;
  readonly error: DomainError | null;
}

export type ArtworkUploadEvent =
  /** The shopper chose a file: it is checked, then sent. */
  | { readonly type: 'artwork.send'; readonly file: ArtworkFile }
  /** Back to choosing a file (the message of the last upload is dropped). */
  | { readonly type: 'artwork.reset' };

/** What the upload actor reports to the machine while and after it sends. */
export type ArtworkUploadReport =
  | { readonly type: 'upload.progress'; readonly loaded: number; readonly total: number }
  | { readonly type: 'upload.done'; readonly artwork: Artwork }
  | { readonly type: 'upload.failed'; readonly error: DomainError };

export interface UploadArtworkInput {
  readonly orderId: string;
  readonly lineItemId: string;
  readonly file: ArtworkFile;
}

type UploadActorLogic = CallbackActorLogic<
  { type: 'artwork.cancel' },
  UploadArtworkInput,
  ArtworkUploadReport
>;

/**
 * The machine's `uploadArtwork` actor over the port: progress as it comes, then the stored file
 * or the error. A report after the actor was stopped (the page left the upload) is dropped.
 */
export function artworkUploadActors(port: Pick<ArtworkPort, 'upload'>): { uploadArtwork: UploadActorLogic } {
  return {
    uploadArtwork: fromCallback<{ type: 'artwork.cancel' }, UploadArtworkInput, ArtworkUploadReport>(
      ({ input, sendBack }) => {
        let stopped = false;
        const report = (event: ArtworkUploadReport) => {
          if (!stopped) sendBack(event);
        };
        port
          .upload({
            orderId: input.orderId,
            lineItemId: input.lineItemId,
            file: input.file,
            onProgress: (loaded, total) => report({ type: 'upload.progress', loaded, total }),
          })
          .then(
            (result) =>
              report(
                result.ok
                  ? { type: 'upload.done', artwork: result.value }
                  : { type: 'upload.failed', error: result.error },
              ),
            (error: unknown) => report({ type: 'upload.failed', error: toDomainError(error) }),
          );
        return () => {
          stopped = true;
        };
      },
    ),
  };
}

const notProvidedUpload = fromCallback<{ type: 'artwork.cancel' }, UploadArtworkInput, ArtworkUploadReport>(
  ({ sendBack }) => {
    sendBack({ type: 'upload.failed', error: internalError() });
  },
);

/**
 * One artwork upload for one order line: idle → uploading (with its progress) → done or failed.
 * A file the shop would refuse (type, size, name) fails at once, without being sent; from done
 * or failed the shopper sends another file.
 */
export const artworkUploadMachine = setup({
  types: {
    context: {} as ArtworkUploadContext,
    events: {} as ArtworkUploadEvent | ArtworkUploadReport,
    input: {} as ArtworkUploadInput,
  },
  actors: { uploadArtwork: notProvidedUpload as UploadActorLogic },
  guards: {
    fileAcceptable: ({ context, event }) => {
      assertEvent(event, 'artwork.send');
      return checkArtworkFile(event.file, {
        maxFileBytes: context.maxBytes,
        acceptedTypes: context.acceptedTypes,
      }).ok;
    },
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'artwork.send');
      return {
        file: event.file,
        progress: { loaded: 0, total: event.file.sizeBytes },
        uploaded: null,
        error: null,
      };
    }),
    refuse: assign(({ context, event }) => {
      assertEvent(event, 'artwork.send');
      const checked = checkArtworkFile(event.file, {
        maxFileBytes: context.maxBytes,
        acceptedTypes: context.acceptedTypes,
      });
      return {
        file: event.file,
        progress: { loaded: 0, total: event.file.sizeBytes },
        uploaded: null,
        error: checked.ok ? internalError() : checked.error,
      };
    }),
    clear: assign({ file: null, progress: { loaded: 0, total: 0 }, uploaded: null, error: null }),
  },
}).createMachine({
  id: 'artworkUpload',
  context: ({ input }) => ({
    orderId: input.orderId,
    lineItemId: input.lineItemId,
    maxBytes: input.maxBytes ?? DEFAULT_UPLOAD_LIMITS.maxFileBytes,
    acceptedTypes: input.acceptedTypes ?? DEFAULT_UPLOAD_LIMITS.acceptedTypes,
    file: null,
    progress: { loaded: 0, total: 0 },
    uploaded: null,
    error: null,
  }),
  initial: 'idle',
  on: {
    'artwork.send': [
      { guard: 'fileAcceptable', target: '.uploading', actions: 'start' },
      { target: '.failed', actions: 'refuse' },
    ],
    'artwork.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    uploading: {
      invoke: {
        src: 'uploadArtwork',
        input: ({ context }): UploadArtworkInput => {
          if (context.file === null) throw new Error('Bug: uploading without a file.');
          return { orderId: context.orderId, lineItemId: context.lineItemId, file: context.file };
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ error: toDomainError(event.error) })),
        },
      },
      on: {
        // A second file while one is going out waits: the shopper sees one upload at a time.
        'artwork.send': {},
        'artwork.reset': {},
        'upload.progress': {
          actions: assign(({ event }) => ({ progress: { loaded: event.loaded, total: event.total } })),
        },
        'upload.done': {
          target: 'done',
          actions: assign(({ context, event }) => ({
            uploaded: event.artwork,
            progress: { loaded: context.progress.total, total: context.progress.total },
          })),
        },
        'upload.failed': { target: 'failed', actions: assign(({ event }) => ({ error: event.error })) },
      },
    },
    done: {},
    failed: {},
  },
});

export type ArtworkUploadMachine = typeof artworkUploadMachine;
