import { isArtworkMediaType } from '@tirage/domain';
import { guard } from '../../auth.server.js';
import { customerOrder } from '../../features/artwork/artwork-screens.server.js';
import type { Route } from './+types/artwork-file';

const notFound = () =>
  new Response('Fichier introuvable.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * One artwork file of one of the customer's orders (`?order_number=&upload_id=`), as it was sent
 * or, for a design made online, as the shop rendered it at checkout: passed on as it comes, with
 * the session only the server reads. Always a download, never shown in the shop's own origin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await guard(request, context, 'loginOnly');
  const order = await customerOrder(request, context);
  const uploadId = new URL(request.url).searchParams.get('upload_id') ?? '';
  const file = await context.ports.artwork.download(order.id, uploadId);
  if (!file.ok) {
    if (file.error.kind === 'request.notFound') return notFound();
    return new Response('Le fichier n’a pas pu être lu. Réessayez.', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const mediaType = file.value.headers.get('content-type');
  const disposition = file.value.headers.get('content-disposition') ?? '';
  const headers = new Headers({
    // Only the artwork types the shop keeps; anything else is passed on as bytes.
    'content-type': isArtworkMediaType(mediaType) ? mediaType : 'application/octet-stream',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': disposition.startsWith('attachment') ? disposition : 'attachment',
  });
  const length = file.value.headers.get('content-length');
  if (length !== null) headers.set('content-length', length);
  return new Response(file.value.body, { status: 200, headers });
}
