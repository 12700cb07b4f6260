import { isArtworkMediaType } from '@tirage/domain';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/order-file';

const plain = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * One artwork file of an order for staff (`?order_number=&upload_id=`), passed on as the shop
 * answers it with the staff member's token, which only the server reads. Always a download.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const query = new URL(request.url).searchParams;
  const file = await context.ports.admin.downloadArtwork(
    token,
    (query.get('order_number') ?? '').trim().slice(0, 40),
    query.get('upload_id') ?? '',
  );
  if (!file.ok) {
    return file.error.kind === 'request.notFound'
      ? plain('Fichier introuvable.', 404)
      : plain('Le fichier n’a pas pu être lu. Réessayez.', 503);
  }
  const mediaType = file.value.headers.get('content-type');
  const disposition = file.value.headers.get('content-disposition') ?? '';
  const headers = new Headers({
    'content-type': isArtworkMediaType(mediaType) ? mediaType : 'application/octet-stream',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': disposition.startsWith('attachment') ? disposition : 'attachment',
  });
  const length = file.value.headers.get('content-length');
  if (length !== null) headers.set('content-length', length);
  return new Response(file.value.body, { status: 200, headers });
}
