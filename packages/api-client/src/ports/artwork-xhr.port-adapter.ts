import {
  type ArtworkPort,
  artworkErrors,
  artworkNameProblem,
  err,
  MESSAGES,
  type Result,
} from '@tirage/domain';
import { readAnswer } from '../client/api-client.js';
import { type ApiError, networkError } from '../client/api-error.js';
import type { CallData } from '../client/call-types.js';
import { routes } from '../contract/routes.js';
import { fromAnswer } from './answers.js';
import { artworkOf } from './artwork.mapping.js';
import { type ArtworkContent, uploadContentType } from './artwork.port-adapter.js';

export interface XhrArtworkUploaderOptions {
  /**
   * Where the file is sent: the API's upload call, or a page of the shop that passes it on with the
   * shopper's session. Its answer must be the upload call's (the envelope and the stored file).
   */
  readonly url: (request: {
    readonly orderId: string;
    readonly lineItemId: string;
    readonly fileName: string;
  }) => string;
  /** Headers each upload carries besides its type (the shop, a bearer token when the page holds one). */
  readonly headers?: () => Readonly<Record<string, string>>;
  /** Makes the request; tests pass a fake. */
  readonly createRequest?: () => XMLHttpRequest;
}

const route = routes['artwork.upload'];
const what = `${route.method} ${route.path}`;

/**
 * Artwork uploads from a browser, through `XMLHttpRequest`: unlike `fetch`, it tells how much of
 * the body has gone out, so the shopper sees a progress bar. The answer is read with the contract's
 * schema like any call's, and errors are the domain's.
 */
export function createXhrArtworkUploader(
  options: XhrArtworkUploaderOptions,
): Pick<ArtworkPort<ArtworkContent>, 'upload'> {
  const createRequest = options.createRequest ?? (() => new XMLHttpRequest());
  return {
    async upload({ orderId, lineItemId, file, onProgress }) {
      const nameProblem = artworkNameProblem(file.name);
      if (nameProblem !== undefined) return err(artworkErrors.invalidName(nameProblem));
      // XMLHttpRequest sends no streams: bytes other than a Blob (a chosen file is one) become one first.
      const body =
        file.content instanceof Blob ? file.content : await new Response(file.content as BodyInit).blob();
      return new Promise((resolve) => {
        const answer = (result: Result<unknown, ApiError>) =>
          resolve(
            fromAnswer('artwork.upload', result as Result<CallData<'artwork.upload'>, ApiError>, artworkOf),
          );
        const request = createRequest();
        request.open('PUT', options.url({ orderId, lineItemId, fileName: file.name }));
        request.setRequestHeader('accept', 'application/json');
        request.setRequestHeader('content-type', uploadContentType(file));
        for (const [name, value] of Object.entries(options.headers?.() ?? {}))
          request.setRequestHeader(name, value);
        request.upload.onprogress = (event) =>
          onProgress?.(event.loaded, event.lengthComputable ? event.total : file.sizeBytes);
        request.onload = () =>
          answer(readAnswer(route, what, request.status, request.statusText, request.responseText));
        request.onerror = () => answer(err(networkError(what, new Error('the upload was interrupted'))));
        request.onabort = () => answer(err({ kind: 'http.network', message: MESSAGES.requestAborted }));
        request.send(body);
      });
    },
  };
}
