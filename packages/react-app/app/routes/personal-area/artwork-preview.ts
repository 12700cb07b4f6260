import { customerOrder } from '../../features/artwork/artwork-screens.server.js';
import { passFileOn, plainAnswer } from '../../lib/file-answer.server.js';
import { routeMiddlewares } from '../../middlewares.server.js';
import type { Route } from './+types/artwork-preview';

const middlewares = routeMiddlewares('routes/personal-area/artwork-preview.ts', 'auth');

/** The page a preview address names: 1 (recto) or 2 (verso); anything else is none. */
export const previewPage = (value: string | null): 1 | 2 | undefined =>
  value === '1' ? 1 : value === '2' ? 2 : undefined;

/**
 * The picture of a checked artwork file of one of the customer's orders
 * (`?order_number=&upload_id=&page=`), with its trim and safe-area lines: passed on as the shop
 * draws it, with the session only the server reads.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await middlewares.run({ request, context });
  const order = await customerOrder(request, context);
  const query = new URL(request.url).searchParams;
  const page = previewPage(query.get('page'));
  if (page === undefined) return plainAnswer('Aperçu introuvable.', 404);
  const file = await context.ports.artwork.preview(order.id, query.get('upload_id') ?? '', page);
  if (file.ok) return passFileOn(file.value, 'image/png');
  return file.error.kind === 'request.notFound'
    ? plainAnswer('Aperçu introuvable.', 404)
    : plainAnswer('L’aperçu n’a pas pu être lu. Réessayez.', 503);
}
