import { randomUUID } from 'node:crypto';
import { ARTWORK_UPLOAD_CONTENT_TYPES, routes } from '@tirage/api-client/contract';
import {
  type ArtworkMediaType,
  type ArtworkRefusal,
  artworkErrors,
  artworkUploadRefusal,
  DESIGN_SERVICE,
  isArtworkMediaType,
  isArtworkRemovable,
  MAX_ARTWORK_BYTES,
} from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { type ArtworkRouteOptions, fileStoreOf } from '../artwork/artwork-options.js';
import {
  type ArtworkRow,
  artworkToWire,
  deleteArtwork,
  findOrderArtwork,
  findShopArtwork,
  insertArtwork,
  listOrderArtworks,
  listReviewQueue,
  lockShopArtwork,
  type ReviewedArtwork,
  recordReview,
} from '../artwork/upload-store.js';
import { createStaffAuthenticator, customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { findCustomer } from '../auth/customer-store.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';
import { answer, mountRoute, Refusal, type RouteOutcome, refuse } from '../http/route.js';
import { transactionOutcome } from '../http/transaction-outcome.js';
import { artworkRejectedMail, uploadDetailLink } from '../mail/artwork-mails.js';
import { mailOutboxOf } from '../mail/mail-outbox.js';
import {
  closeFileCheck,
  findCustomerOrder,
  findShopOrderByNumber,
  type OrderOwner,
  type OrderRow,
} from '../orders/order-store.js';
import { previewKey } from '../preflight/preflight-store.js';
import { StorageUnavailableError } from '../storage/object-storage.js';
import type { ShopApiOptions } from './shop-api-options.js';

export type { ArtworkRouteOptions } from '../artwork/artwork-options.js';

const ORDER_NOT_FOUND = () => refuse(404, 'Order not found', { kind: 'order.notFound' });
const LINE_NOT_FOUND = () => refuse(404, 'Line item not found', { kind: 'order.lineNotFound' });
const UPLOAD_NOT_FOUND = () => refuse(404, 'Artwork file not found', { kind: 'artwork.notFound' });
const PREVIEW_NOT_FOUND = () =>
  refuse(404, 'This file has no such preview', { kind: 'artwork.previewNotFound' });
/** The refusal names the types the shop takes (its rules). */
const UNSUPPORTED_TYPE = (accepted: readonly ArtworkMediaType[]) =>
  refuse(415, artworkErrors.unsupportedType(accepted).message, { kind: 'artwork.unsupportedType' });
const TOO_LARGE = (maxBytes: number) =>
  refuse(413, `A file is at most ${maxBytes} bytes`, { kind: 'artwork.tooLarge' });
const EMPTY = () => refuse(400, 'The file is empty', { kind: 'artwork.empty' });
const STORAGE_UNAVAILABLE = () =>
  refuse(507, 'The shop cannot store files for now: try again later', { kind: 'artwork.storageUnavailable' });
/** How long a customer is asked to wait before sending again when the store cannot write. */
const STORAGE_RETRY_AFTER_SECONDS = 300;

const NOT_ACCEPTED: Readonly<Record<ArtworkRefusal, (order: OrderRow) => RouteOutcome<never>>> = {
  orderClosed: (order) =>
    refuse(409, `Order ${order.orderNumber} is ${order.status} and no longer takes files`, {
      kind: 'artwork.orderClosed',
    }),
  designService: () =>
    refuse(409, 'The design service makes the artwork of this line', { kind: 'artwork.designService' }),
  readyMade: () =>
    refuse(409, 'The shop provides the print file of this ready-made design', {
      kind: 'artwork.readyMade',
    }),
  tooManyFiles: () =>
    refuse(409, 'This line holds as many files as it can', { kind: 'artwork.tooManyFiles' }),
};

/** Why the line of the order takes no new file, read from the files it has; nothing when it does. */
async function uploadRefusal(q: Queryable, order: OrderRow, lineItemId: string) {
  const line = order.lines.find((candidate) => candidate.id === lineItemId);
  if (line === undefined) return LINE_NOT_FOUND();
  const onLine = (await listOrderArtworks(q, order.id)).filter((row) => row.lineItemId === lineItemId);
  const refusal = artworkUploadRefusal(
    order.status,
    { uploadType: line.mcpDocsSource, readyMadeDesignId: line.merchantInfo.readyMadeDesignId },
    onLine.map((row) => row.status),
  );
  return refusal === undefined ? undefined : NOT_ACCEPTED[refusal](order);
}

/** The media type a request declares, without its parameters (`application/pdf; x=y` → `application/pdf`). */
const declaredType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** `attachment` with the name the file was sent with: plain ASCII for old clients, UTF-8 for the rest. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The artwork files of a customer's order lines: send one (streamed to the artwork store, its type
 * read from its bytes), list an order's, remove one still waiting for its check, download one.
 * Every call needs the customer's token; another customer's order, line or file is a 404.
 */
export const artworkRoutes =
  (options: ShopApiOptions, artwork: ArtworkRouteOptions = {}): ApiModule =>
  (api, { db, logger, tokenSigningKey, storage, streamOwnBody, jobs }) => {
    const store = fileStoreOf('artworks', artwork, storage);
    // An application without a file storage (a test of another feature) keeps no files: no artwork calls.
    if (store === undefined) return;
    // The most this server takes; each shop's rules may say less.
    const serverMaxBytes = artwork.maxBytes ?? MAX_ARTWORK_BYTES;
    const outbox = mailOutboxOf({ db, logger, jobs }, options.mail);
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'artwork'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const ownedOrder = (q: Queryable, orderId: string, owner: OrderOwner, lock = false) =>
      findCustomerOrder(q, orderId, owner, { lock });
    const listed = async (q: Queryable, orderId: string, reader: 'customer' | 'staff' = 'customer') => ({
      uploads: (await listOrderArtworks(q, orderId)).map((row) => artworkToWire(row, reader)),
    });

    mountRoute(api, routes['artwork.list'], deps, async ({ params, tenant, customerId }) => {
      const order = await ownedOrder(db, params.orderId, { customerId, tenantCode: tenant.tenant.code });
      return order === undefined ? ORDER_NOT_FOUND() : answer(await listed(db, order.id));
    });

    streamOwnBody(routes['artwork.upload']);
    mountRoute(api, routes['artwork.upload'], deps, async ({ params, query, tenant, customerId, c }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      const { acceptedTypes, maxFileBytes } = tenant.tenant.rules.uploads;
      const maxBytes = Math.min(serverMaxBytes, maxFileBytes);
      const declared = declaredType(c.req.header('content-type'));
      // Everything that can be told before the file is read is checked first.
      const order = await ownedOrder(db, params.orderId, owner);
      if (order === undefined) return ORDER_NOT_FOUND();
      const refused = await uploadRefusal(db, order, params.lineItemId);
      if (refused !== undefined) return refused;
      if (
        !(ARTWORK_UPLOAD_CONTENT_TYPES as readonly string[]).includes(declared) ||
        (isArtworkMediaType(declared) && !acceptedTypes.includes(declared))
      )
        return UNSUPPORTED_TYPE(acceptedTypes);
      const declaredLength = Number(c.req.header('content-length') ?? Number.NaN);
      if (declaredLength > maxBytes) return TOO_LARGE(maxBytes);
      const body = c.req.raw.body;
      if (body === null || declaredLength === 0) return EMPTY();

      const storageUnavailable = () => {
        // The rest of the body is not read, and the customer comes back later.
        c.header('connection', 'close');
        c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
        return STORAGE_UNAVAILABLE();
      };
      let received: Awaited<ReturnType<typeof store.receive>>;
      try {
        received = await store.receive(body, maxBytes);
      } catch (error) {
        if (error instanceof StorageUnavailableError) {
          c.get('logger')?.warn({ err: error }, 'artwork file refused: the store cannot write');
          return storageUnavailable();
        }
        throw error;
      }
      if (received.tooLarge) {
        // The rest of the body is not read: the connection cannot carry another request.
        c.header('connection', 'close');
        return TOO_LARGE(maxBytes);
      }
      const { file } = received;
      const uploadId = randomUUID();
      const storageKey = `${order.id}/${uploadId}`;
      let kept = false;
      try {
        if (file.sizeBytes === 0) return EMPTY();
        const mediaType = await file.sniffMediaType();
        if (!isArtworkMediaType(mediaType) || !acceptedTypes.includes(mediaType))
          return UNSUPPORTED_TYPE(acceptedTypes);
        return await transactionOutcome(db, async (tx) => {
          // The order may have moved on, or the line filled up, while the file came in.
          const locked = await ownedOrder(tx, order.id, owner, true);
          if (locked === undefined) throw new Refusal(ORDER_NOT_FOUND());
          const refusedNow = await uploadRefusal(tx, locked, params.lineItemId);
          if (refusedNow !== undefined) throw new Refusal(refusedNow);
          const row = await insertArtwork(tx, {
            id: uploadId,
            orderId: order.id,
            lineItemId: params.lineItemId,
            customerId,
            fileName: query.fileName,
            mediaType,
            sizeBytes: file.sizeBytes,
            storageKey,
          });
          // Last, so that a refusal or a failed insert leaves no file behind.
          await file.keep(storageKey, { contentType: mediaType });
          kept = true;
          return artworkToWire(row);
        });
      } catch (error) {
        // The commit failed after the file was kept: the file goes too.
        if (kept) await store.remove(storageKey);
        if (error instanceof StorageUnavailableError) {
          c.get('logger')?.warn({ err: error }, 'artwork file refused: the store cannot write');
          return storageUnavailable();
        }
        throw error;
      } finally {
        await file.discard();
      }
    });

    mountRoute(api, routes['artwork.remove'], deps, async ({ params, tenant, customerId }) => {
      const owner = { customerId, tenantCode: tenant.tenant.code };
      let removed: ArtworkRow | undefined;
      const outcome = await transactionOutcome(db, async (tx) => {
        const order = await ownedOrder(tx, params.orderId, owner, true);
        if (order === undefined) throw new Refusal(ORDER_NOT_FOUND());
        const row = await findOrderArtwork(tx, order.id, params.uploadId, { lock: true });
        if (row === undefined || row.customerId !== customerId) throw new Refusal(UPLOAD_NOT_FOUND());
        if (!isArtworkRemovable(row.status)) {
          throw new Refusal(
            refuse(409, `A file that is ${row.status} can no longer be removed`, {
              kind: 'artwork.notRemovable',
            }),
          );
        }
        await deleteArtwork(tx, row.id);
        removed = row;
        return listed(tx, order.id);
      });
      // The row is gone for good: its file and previews follow (a file left by a crash is only disk space).
      if (removed !== undefined) {
        const { storageKey } = removed;
        await Promise.all([
          store.remove(storageKey),
          ...[1, 2].map((page) => store.remove(previewKey(storageKey, page))),
        ]);
      }
      return outcome;
    });

    /**
     * A kept file, streamed from the store as it is read, never held whole. A file the store lost
     * (a folder or bucket restored from an older backup) is a 404, logged as an error.
     */
    const fileAnswer = async (row: ArtworkRow) => {
      const opened = await store.open(row.storageKey);
      if (opened === undefined) {
        logger.error({ uploadId: row.id, storageKey: row.storageKey }, 'artwork file missing from the store');
        return UPLOAD_NOT_FOUND();
      }
      return answer(
        new Response(opened.stream, {
          headers: {
            'content-type': row.mediaType,
            'content-length': String(opened.sizeBytes),
            'content-disposition': contentDisposition(row.fileName),
            'cache-control': 'private, no-store',
            'x-content-type-options': 'nosniff',
          },
        }),
      );
    };

    /** A preview the check kept, streamed; a page it did not draw (or not yet) is a 404. */
    const previewAnswer = async (row: ArtworkRow, page: number) => {
      const opened =
        page <= row.previewPages ? await store.open(previewKey(row.storageKey, page)) : undefined;
      if (opened === undefined) return PREVIEW_NOT_FOUND();
      return answer(
        new Response(opened.stream, {
          headers: {
            'content-type': 'image/png',
            'content-length': String(opened.sizeBytes),
            'cache-control': 'private, max-age=300',
            'x-content-type-options': 'nosniff',
          },
        }),
      );
    };

    mountRoute(api, routes['artwork.preview'], deps, async ({ params, tenant, customerId }) => {
      const order = await ownedOrder(db, params.orderId, { customerId, tenantCode: tenant.tenant.code });
      if (order === undefined) return ORDER_NOT_FOUND();
      const row = await findOrderArtwork(db, order.id, params.uploadId);
      if (row === undefined || row.customerId !== customerId) return UPLOAD_NOT_FOUND();
      return previewAnswer(row, Number(params.page));
    });

    mountRoute(api, routes['artwork.download'], deps, async ({ params, tenant, customerId }) => {
      const order = await ownedOrder(db, params.orderId, { customerId, tenantCode: tenant.tenant.code });
      if (order === undefined) return ORDER_NOT_FOUND();
      const row = await findOrderArtwork(db, order.id, params.uploadId);
      if (row === undefined || row.customerId !== customerId) return UPLOAD_NOT_FOUND();
      return fileAnswer(row);
    });

    // Staff: any order of the shop, by the number the customer or the workshop quotes.
    const staffDeps = { ...deps, authenticateStaff: createStaffAuthenticator(tokens, db) };

    mountRoute(api, routes['admin.orderArtworks'], staffDeps, async ({ params, tenant }) => {
      const order = await findShopOrderByNumber(db, tenant.tenant.code, params.orderNumber);
      if (order === undefined) return ORDER_NOT_FOUND();
      return answer({
        orderId: order.id,
        orderNumber: order.orderNumber,
        lines: order.lines.map((line) => ({
          id: line.id,
          productName: line.productName,
          jobName: line.jobName,
          designBrief:
            line.services.find((service) => service.key === DESIGN_SERVICE)?.serviceAttributes.inputText ??
            null,
        })),
        ...(await listed(db, order.id, 'staff')),
      });
    });

    const reviewToWire = ({ row, orderNumber, line }: ReviewedArtwork) => ({
      orderId: row.orderId,
      orderNumber,
      line: { id: line.id, productName: line.productName, jobName: line.jobName },
      upload: artworkToWire(row, 'staff'),
    });

    mountRoute(api, routes['admin.artworkReviews'], staffDeps, async ({ tenant }) =>
      answer({ reviews: (await listReviewQueue(db, tenant.tenant.code)).map(reviewToWire) }),
    );

    mountRoute(api, routes['admin.reviewArtwork'], staffDeps, async ({ params, body, tenant, staff, c }) => {
      const reason = body.decision === 'reject' ? body.reason : undefined;
      return transactionOutcome(db, async (tx) => {
        const found = await lockShopArtwork(tx, tenant.tenant.code, params.uploadId);
        if (found === undefined) throw new Refusal(UPLOAD_NOT_FOUND());
        if (found.row.status !== 'received') {
          throw new Refusal(
            refuse(409, `This file was already ${found.row.status}`, { kind: 'artwork.alreadyReviewed' }),
          );
        }
        const row = await recordReview(tx, found.row.id, { staffId: staff.staffId, rejectionReason: reason });
        // Reviewed, the line's file check is done: it can no longer be taken off or added by an edit.
        await closeFileCheck(tx, found.row.orderId, found.line.id);
        const reviewed = { ...found, row };
        // The customer is told of a refusal by mail, posted with the review.
        const customer = reason === undefined ? undefined : await findCustomer(tx, row.customerId);
        if (customer !== undefined) {
          await outbox.post(
            artworkRejectedMail(customer.email, {
              fileName: row.fileName,
              orderNumber: reviewed.orderNumber,
              jobName: reviewed.line.jobName,
              reason: row.rejectionReason ?? '',
              link: uploadDetailLink(tenant.tenant.baseUrl, reviewed.orderNumber, reviewed.line.id),
            }),
            { tx },
          );
        }
        c.get('logger')?.info(
          { uploadId: row.id, staffId: staff.staffId, decision: row.status },
          'artwork file reviewed',
        );
        return reviewToWire(reviewed);
      });
    });

    mountRoute(api, routes['admin.artworkPreview'], staffDeps, async ({ params, tenant }) => {
      const found = await findShopArtwork(db, tenant.tenant.code, params.uploadId);
      return found === undefined ? UPLOAD_NOT_FOUND() : previewAnswer(found.row, Number(params.page));
    });

    mountRoute(api, routes['admin.downloadArtwork'], staffDeps, async ({ params, tenant }) => {
      const order = await findShopOrderByNumber(db, tenant.tenant.code, params.orderNumber);
      if (order === undefined) return ORDER_NOT_FOUND();
      const row = await findOrderArtwork(db, order.id, params.uploadId);
      return row === undefined ? UPLOAD_NOT_FOUND() : fileAnswer(row);
    });
  };
