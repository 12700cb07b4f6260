import {
  type Artwork,
  type ArtworkMark,
  type ArtworkPreflight,
  artworkMark,
  artworkUploadRefusal,
  fileCheckApplies,
  formatDate,
  isArtworkRemovable,
  isOrderEditable,
  type LineItem,
  lineArtworkMark,
  type Order,
  PREFLIGHT_SEVERITIES,
} from '@tirage/domain';
import { loginAgainIfSessionEnded, required } from '../../auth.server.js';
import { fileSize } from '../../lib/format.js';
import { notFound } from '../../lib/not-found.server.js';
import type { StorefrontContext } from '../../load-context.js';
import { artworkFilePath, artworkPreviewPath } from './artwork-paths.js';
import type { ArtworkCheckView } from './components/artwork-check.js';
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

const filesOfLine = (artworks: readonly Artwork[], lineId: string) =>
  artworks.filter((artwork) => artwork.lineItemId === lineId);

/**
 * A file's automatic check as the panel shows it: the findings' sentences by severity, most serious
 * first (the same sentence twice, say of two pages alike, is said once).
 */
export function checkViewOf(
  preflight: ArtworkPreflight,
  mark: ArtworkMark,
  previewPath: (page: number) => string,
): ArtworkCheckView {
  return {
    status: preflight.status,
    groups: PREFLIGHT_SEVERITIES.flatMap((severity) => {
      const messages = [
        ...new Set(
          preflight.findings
            .filter((finding) => finding.severity === severity)
            .map((finding) => finding.message),
        ),
      ];
      return messages.length === 0 ? [] : [{ severity, messages }];
    }),
    // The API's paths need the session: the storefront passes each preview on at its own address.
    previewUrls: preflight.previewUrls.map((_url, index) => previewPath(index + 1)),
    awaitingReview: mark === 'checking' && preflight.status !== 'pending',
  };
}

/** The files of one line, as the lists show them, each with its check and its mark. */
export function fileViewsOf(
  artworks: readonly Artwork[],
  order: Pick<Order, 'orderNumber'>,
  line: Pick<LineItem, 'id' | 'selection'>,
  locale: string,
): ArtworkFileView[] {
  return filesOfLine(artworks, line.id).map((artwork) => {
    const mark = artworkMark(artwork, line.selection.fileCheck);
    return {
      id: artwork.id,
      fileName: artwork.fileName,
      downloadUrl: artworkFilePath(order.orderNumber, artwork.id),
      size: fileSize(artwork.sizeBytes, locale),
      sentOn: formatDate(artwork.createdAt),
      status: artwork.status,
      rejectionReason: artwork.rejectionReason,
      removable: isArtworkRemovable(artwork.status),
      check: checkViewOf(artwork.preflight, mark, (page) =>
        artworkPreviewPath(order.orderNumber, artwork.id, page),
      ),
      mark,
      showsReviewStatus: line.selection.fileCheck || artwork.status !== 'received',
    };
  });
}

/** How the line's artwork stands ("Fichier vérifié", "À corriger"…); nothing for a line without files. */
export function lineMarkOf(
  artworks: readonly Artwork[],
  line: Pick<LineItem, 'id' | 'selection'>,
): ArtworkMark | undefined {
  return lineArtworkMark(filesOfLine(artworks, line.id), line.selection.fileCheck);
}

/** Why the line takes no new file now (the domain's rule on the order and the line's files). */
export function refusalFor(order: Order, line: LineItem, artworks: readonly Artwork[]) {
  return artworkUploadRefusal(
    order.status,
    { uploadType: line.selection.uploadType, readyMadeDesignId: line.readyMadeDesignId },
    filesOfLine(artworks, line.id).map((artwork) => artwork.status),
  );
}

/**
 * Whether the shopper may still add the professional file check to the line, by editing it: the
 * order is still editable, the check applies to the line and is not taken, and no review started.
 */
export function fileCheckCanBeAdded(order: Pick<Order, 'status'>, line: LineItem): boolean {
  return (
    isOrderEditable(order.status) &&
    fileCheckApplies(line.selection.uploadType) &&
    !line.selection.fileCheck &&
    line.isFileCheckEditable
  );
}
