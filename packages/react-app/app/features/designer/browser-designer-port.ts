import type { DesignerPort, DomainError } from '@tirage/domain';
import { err, ok } from '@tirage/domain';
import { DESIGNER_IMAGE_PATH, DESIGNER_SAVE_PATH, imageAnswerOf, saveAnswerOf } from './designer-wire.js';

const networkError = (): DomainError => ({
  kind: 'http.network',
  message: 'The shop could not be reached',
});

/** A JSON answer of the storefront's designer routes, read by `read`; anything else is a network failure. */
async function answerOf<T>(
  response: Promise<Response>,
  read: (json: unknown) => T | undefined,
): Promise<T | undefined> {
  try {
    return read(await (await response).json());
  } catch {
    return undefined;
  }
}

/**
 * The designer's port in the browser: saves and images go to the storefront's designer routes,
 * which pass them to the shop with the session (kept in an HttpOnly cookie the page cannot read).
 */
export function createBrowserDesignerPort(
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Pick<DesignerPort<Blob>, 'saveDocument' | 'uploadImage'> {
  return {
    async saveDocument(draft) {
      const answer = await answerOf(
        fetcher(DESIGNER_SAVE_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(draft),
        }),
        saveAnswerOf,
      );
      if (answer === undefined) return err(networkError());
      return answer.ok ? ok({ designId: answer.designId }) : err(answer.error);
    },

    async uploadImage(file) {
      const answer = await answerOf(
        fetcher(DESIGNER_IMAGE_PATH, {
          method: 'POST',
          headers: { 'content-type': file.mediaType === '' ? 'application/octet-stream' : file.mediaType },
          body: file.content,
        }),
        imageAnswerOf,
      );
      if (answer === undefined) return err(networkError());
      return answer.ok ? ok(answer.image) : err(answer.error);
    },
  };
}
