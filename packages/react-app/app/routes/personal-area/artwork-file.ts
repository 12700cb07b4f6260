import { customerOrder } from '../../features/artwork/artwork-screens.server.js';
import { artworkDownload, plainAnswer } from '../../lib/file-answer.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/artwork-file';

const middlewares = routeMiddlewares('routes/personal-area/artwork-file.ts', 'auth');

/**
 * One artwork file of one of the customer's orders (`?order_number=&upload_id=`), as it was sent
 * or, for a design made online, as the shop rendered it at checkout: passed on as it comes, with
 * the session only the server reads. Always a download, never shown in the shop's own origin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const order = await customerOrder(request, context);
  const uploadId = new URL(request.url).searchParams.get('upload_id') ?? '';
  const file = await context.ports.artwork.download(order.id, uploadId);
  if (file.ok) return artworkDownload(file.value);
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Fichier introuvable.', 404)
    : plainAnswer('Le fichier n’a pas pu être lu. Réessayez.', 503);
}
