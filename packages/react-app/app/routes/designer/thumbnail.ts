import { passFileOn, plainAnswer } from '../../lib/file-answer.server.js';
import type { Route } from './+types/thumbnail';

/**
 * A small picture of one of the shopper's designs (`?design={id}`), as the shop draws it: passed on
 * as it comes, with the session only the server reads; asked for again each time it is shown (a
 * design changes at every save). Another's design, or none, is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const designId = new URL(request.url).searchParams.get('design') ?? '';
  const file = await context.ports.designer.thumbnail(designId);
  if (file.ok) return passFileOn(file.value, 'image/png');
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Design introuvable.', 404)
    : plainAnswer('L’aperçu n’a pas pu être préparé.', 503);
}
