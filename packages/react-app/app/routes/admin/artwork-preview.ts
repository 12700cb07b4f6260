import { passFileOn, plainAnswer } from '../../lib/file-answer.server.js';
import { requireStaffLogin } from '../../staff.server.js';
import { previewPage } from '../personal-area/artwork-preview.js';
import type { Route } from './+types/artwork-preview';

/**
 * The preview of an artwork file of the shop for the review desk (`?upload_id=&page=`), passed on
 * as the shop draws it with the staff member's token, which only the server reads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireStaffLogin(request, context);
  const query = new URL(request.url).searchParams;
  const page = previewPage(query.get('page'));
  if (page === undefined) return plainAnswer('Aperçu introuvable.', 404);
  const file = await context.ports.admin.artworkPreview(token, query.get('upload_id') ?? '', page);
  if (file.ok) return passFileOn(file.value, 'image/png');
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Aperçu introuvable.', 404)
    : plainAnswer('L’aperçu n’a pas pu être lu. Réessayez.', 503);
}
