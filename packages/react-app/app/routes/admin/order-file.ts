import { artworkDownload, plainAnswer } from '../../lib/file-answer.server.js';
import { requireStaffLogin } from '../../staff.server.js';
import type { Route } from './+types/order-file';

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
  if (file.ok) return artworkDownload(file.value);
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Fichier introuvable.', 404)
    : plainAnswer('Le fichier n’a pas pu être lu. Réessayez.', 503);
}
