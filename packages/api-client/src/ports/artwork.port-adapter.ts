import {
  type ArtworkFile,
  type ArtworkPort,
  artworkErrors,
  artworkNameProblem,
  declaredArtworkType,
  err,
} from '@tirage/domain';
import type { ApiClient } from '../client/api-client.js';
import type { FileBody } from '../client/call-types.js';
import { fromAnswer } from './answers.js';
import { artworkOf, artworksOf } from './artwork.mapping.js';
import { domainErrorOf } from './domain-errors.js';

/** What a file's bytes may be when the client sends them: a `Blob` (a browser `File`), a stream… */
export type ArtworkContent = FileBody['content'];

/** The type the upload declares: the file's artwork type, else "some bytes" (the server reads them). */
export const uploadContentType = (file: Pick<ArtworkFile, 'name' | 'mediaType'>): string =>
  declaredArtworkType(file) ?? 'application/octet-stream';

/**
 * The artwork port over the API client. The client cannot tell how much of a body has gone out,
 * so progress is told once, when the file is stored; a browser that shows a progress bar uses
 * `createXhrArtworkUploader`.
 */
export function createArtworkPort(client: ApiClient): ArtworkPort<ArtworkContent, Response> {
  return {
    async list(orderId) {
      return fromAnswer(
        'artwork.list',
        await client.call('artwork.list', { params: { orderId } }),
        artworksOf,
      );
    },

    async upload({ orderId, lineItemId, file, onProgress }) {
      // A name the server would refuse is refused before the file is sent.
      const nameProblem = artworkNameProblem(file.name);
      if (nameProblem !== undefined) return err(artworkErrors.invalidName(nameProblem));
      const answer = await client.call('artwork.upload', {
        params: { orderId, lineItemId },
        query: { fileName: file.name },
        file: { content: file.content, mediaType: uploadContentType(file) },
      });
      const stored = fromAnswer('artwork.upload', answer, artworkOf);
      if (stored.ok) onProgress?.(stored.value.sizeBytes, stored.value.sizeBytes);
      return stored;
    },

    async remove(orderId, uploadId) {
      const answer = await client.call('artwork.remove', { params: { orderId, uploadId } });
      return fromAnswer('artwork.remove', answer, artworksOf);
    },

    async download(orderId, uploadId) {
      const answer = await client.download('artwork.download', { params: { orderId, uploadId } });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },
    async preview(orderId, uploadId, page) {
      const answer = await client.download('artwork.preview', {
        params: { orderId, uploadId, page: page === 1 ? '1' : '2' },
      });
      return answer.ok ? answer : err(domainErrorOf(answer.error));
    },
  };
}
