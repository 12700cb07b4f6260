import { passFileOn, plainAnswer } from '../../lib/file-answer.server.js';
import type { Route } from './+types/pdf';

/**
 * The print-ready PDF of one of the shopper's designs (`?design={id}`), as the shop renders it:
 * passed on as it comes, with the session only the server reads. Another's design, or none, is 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const designId = new URL(request.url).searchParams.get('design') ?? '';
  const file = await context.ports.designer.printFile(designId);
  if (file.ok) return passFileOn(file.value, 'application/pdf');
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Design introuvable.', 404)
    : plainAnswer('Le PDF n’a pas pu être préparé. Réessayez.', 503);
}
