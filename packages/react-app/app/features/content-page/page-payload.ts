import { pagePayloadPath } from '@tirage/api-client/contract';
import { type PagePayload, pagePayloadOf } from '@tirage/api-client/ports';

/**
 * The payload of the page at `path` (`/flyers/_payload.json`), read in the browser: a public file
 * the browser's cache keeps and revalidates with its ETag. Undefined when it cannot be had (no
 * such page, a path that moved, the shop unreachable, an answer that is not a payload): the page
 * is then asked of the server, which says why.
 */
export async function fetchPagePayload(
  path: string,
  options: { readonly signal?: AbortSignal; readonly fetcher?: typeof fetch } = {},
): Promise<PagePayload | undefined> {
  const { signal, fetcher = (input, init) => fetch(input, init) } = options;
  try {
    const response = await fetcher(pagePayloadPath(path), {
      headers: { accept: 'application/json' },
      ...(signal === undefined ? {} : { signal }),
      // A page that moved is the server's to redirect: its 301 is not followed here.
      redirect: 'manual',
    });
    return response.ok ? pagePayloadOf(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
