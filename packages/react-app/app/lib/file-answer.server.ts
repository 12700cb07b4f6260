import { isArtworkMediaType } from '@tirage/domain';

/** A short French text where a file was asked for and cannot be given; never cached. */
export function plainAnswer(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * A file the shop's API answered, passed on to the browser as it comes (streamed, never held):
 * of the type given, with the API's length and disposition, never cached nor sniffed. With
 * `attachment` it is always a download, whatever the API said.
 */
export function passFileOn(
  file: Response,
  contentType: string,
  options: { readonly attachment?: boolean } = {},
): Response {
  const headers = new Headers({
    'content-type': contentType,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
  const length = file.headers.get('content-length');
  if (length !== null) headers.set('content-length', length);
  const disposition = file.headers.get('content-disposition');
  if (options.attachment === true) {
    headers.set('content-disposition', disposition?.startsWith('attachment') ? disposition : 'attachment');
  } else if (disposition !== null) headers.set('content-disposition', disposition);
  return new Response(file.body, { status: 200, headers });
}

/** An order's artwork file, as a download: one of the artwork types, else plain bytes. */
export function artworkDownload(file: Response): Response {
  const mediaType = file.headers.get('content-type');
  return passFileOn(file, isArtworkMediaType(mediaType) ? mediaType : 'application/octet-stream', {
    attachment: true,
  });
}
