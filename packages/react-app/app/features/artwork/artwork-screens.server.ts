import {
  type Artwork,
  artworkUploadRefusal,
  formatDate,
  isArtworkRemovable,
  type LineItem,
  type Order,
} from '@tirage/domain';
import { loginAgainIfSessionEnded, required } from '../../auth.server.js';
import { fileSize } from '../../lib/format.js';
import { notFound } from '../../lib/not-found.server.js';
import type { StorefrontContext } from '../../load-context.js';
import { artworkFilePath } from './artwork-paths.js';
import type { ArtworkFileView } from './components/artwork-file-list.js';

/**
 * The customer's order named by `?order_number=`; another customer's number, or none, is the 404
 * screen (as on the order detail).
 */
export async function customerOrder(request: Request, context: StorefrontContext): Promise<Order> {
  const url = new URL(request.url);
  const number = (url.searchParams.get('order_number') ?? '').trim().slice(0, 40);
  const found = number === '' ? undefined : await context.ports.order.getByNumber(number);
  if (found?.ok === false) await loginAgainIfSessionEnded(found.error, { request, context });
  if (found === undefined || !found.ok) throw await notFound(context, url.pathname);
  return found.value;
}

/** The order of `?order_number=` and the artwork files of all its lines, for the upload screens. */
export async function orderWithArtworks(
  request: Request,
  context: StorefrontContext,
): Promise<{ readonly order: Order; readonly artworks: readonly Artwork[] }> {
  const order = await customerOrder(request, context);
  const artworks = await required(await context.ports.artwork.list(order.id), 'artwork files', {
    request,
    context,
  });
  return { order, artworks };
}

/** The files of one line, as the lists show them. */
export function fileViewsOf(
  artworks: readonly Artwork[],
  order: Pick<Order, 'orderNumber'>,
  lineId: string,
  locale: string,
): ArtworkFileView[] {
  return artworks
    .filter((artwork) => artwork.lineItemId === lineId)
    .map((artwork) => ({
      id: artwork.id,
      fileName: artwork.fileName,
      downloadUrl: artworkFilePath(order.orderNumber, artwork.id),
      size: fileSize(artwork.sizeBytes, locale),
      sentOn: formatDate(artwork.createdAt),
      status: artwork.status,
      rejectionReason: artwork.rejectionReason,
      removable: isArtworkRemovable(artwork.status),
    }));
}

/** Why the line takes no new file now (the domain's rule on the order and the line's files). */
export function refusalFor(order: Order, line: LineItem, artworks: readonly Artwork[]) {
  return artworkUploadRefusal(
    order.status,
    line.selection,
    artworks.filter((artwork) => artwork.lineItemId === line.id).map((artwork) => artwork.status),
  );
}
