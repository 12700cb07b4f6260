import type { ArtworkMediaType, ArtworkStatus, PreflightFinding, PreflightStatus } from '@tirage/domain';
import { sql } from 'kysely';
import { isUuid } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import { findingMessage } from '../preflight/finding-messages.js';

/** One artwork file as recorded: the file itself is in the artwork store, under `storageKey`. */
export interface ArtworkRow {
  readonly id: string;
  readonly orderId: string;
  readonly lineItemId: string;
  readonly customerId: string;
  readonly fileName: string;
  readonly mediaType: ArtworkMediaType;
  readonly sizeBytes: number;
  readonly storageKey: string;
  readonly status: ArtworkStatus;
  readonly rejectionReason: string | null;
  readonly createdAt: string;
  /** The automatic check: `pending` until a checker has judged the file. */
  readonly preflightStatus: PreflightStatus;
  readonly preflightFindings: readonly PreflightFinding[];
  /** How many previews the check kept (recto, verso). */
  readonly previewPages: number;
}

const COLUMNS = [
  'id',
  'orderId',
  'lineItemId',
  'customerId',
  'fileName',
  'mediaType',
  'sizeBytes',
  'storageKey',
  'status',
  'rejectionReason',
  'createdAt',
  'preflightStatus',
  'preflightFindings',
  'previewPages',
] as const;

/** A row as read: media type and status as written. */
type ArtworkRecord = Omit<ArtworkRow, 'createdAt'> & { readonly createdAt: Date };

const asRow = (record: ArtworkRecord): ArtworkRow => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
});

/** Every file of an order, oldest first (files sent in the same instant in id order). */
export async function listOrderArtworks(q: Queryable, orderId: string): Promise<readonly ArtworkRow[]> {
  const records = await queryBuilder(q)
    .selectFrom('artworkUploads')
    .select(COLUMNS)
    .where('orderId', '=', orderId)
    .orderBy('createdAt')
    .orderBy('id')
    .$castTo<ArtworkRecord>()
    .execute();
  return records.map(asRow);
}

/** One file of an order, or nothing (another order's file and a malformed id alike). */
export async function findOrderArtwork(
  q: Queryable,
  orderId: string,
  uploadId: string,
  options: { readonly lock?: boolean } = {},
): Promise<ArtworkRow | undefined> {
  if (!isUuid(uploadId)) return undefined;
  const record = await queryBuilder(q)
    .selectFrom('artworkUploads')
    .select(COLUMNS)
    .where('orderId', '=', orderId)
    .where('id', '=', uploadId)
    .$if(options.lock === true, (select) => select.forUpdate())
    .$castTo<ArtworkRecord>()
    .executeTakeFirst();
  return record === undefined ? undefined : asRow(record);
}

/** Records a file just received (`received`, stamped with the database's clock). */
export async function insertArtwork(
  q: Queryable,
  row: Omit<
    ArtworkRow,
    'status' | 'rejectionReason' | 'createdAt' | 'preflightStatus' | 'preflightFindings' | 'previewPages'
  >,
): Promise<ArtworkRow> {
  const record = await queryBuilder(q)
    .insertInto('artworkUploads')
    .values({
      id: row.id,
      orderId: row.orderId,
      lineItemId: row.lineItemId,
      customerId: row.customerId,
      fileName: row.fileName,
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      storageKey: row.storageKey,
    })
    .returning(COLUMNS)
    .$castTo<ArtworkRecord>()
    .executeTakeFirstOrThrow();
  return asRow(record);
}

/** A file awaiting the professional check, with its order's number and line. */
export interface ReviewedArtwork {
  readonly row: ArtworkRow;
  readonly orderNumber: string;
  readonly line: Pick<WireLine, 'id' | 'productName' | 'jobName' | 'documentPreferences'>;
}

/** The most files the review desk lists at once (the oldest first). */
const REVIEW_QUEUE_LIMIT = 200;

/**
 * The files of the shop's orders that await the professional check: `received` files of lines
 * whose shopper paid for the check (`documentPreferences.fileCheck`), on orders not cancelled,
 * oldest first. A file sent again comes in as a new `received` file, so it joins the queue.
 */
export async function listReviewQueue(q: Queryable, tenantCode: string): Promise<readonly ReviewedArtwork[]> {
  const records = await queryBuilder(q)
    .selectFrom('artworkUploads as a')
    .innerJoin('orders as o', 'o.id', 'a.orderId')
    .select(COLUMNS.map((column) => `a.${column}` as const))
    .select(['o.orderNumber', 'o.lines'])
    .where('o.tenantCode', '=', tenantCode)
    .where('o.status', '!=', 'cancelled')
    .where('a.status', '=', 'received')
    .orderBy('a.createdAt')
    .orderBy('a.id')
    .limit(REVIEW_QUEUE_LIMIT)
    .$castTo<ArtworkRecord & { orderNumber: string; lines: readonly WireLine[] }>()
    .execute();
  return records.flatMap(({ orderNumber, lines, ...record }) => {
    const line = lines.find((candidate) => candidate.id === record.lineItemId);
    return line?.documentPreferences.fileCheck === true ? [{ row: asRow(record), orderNumber, line }] : [];
  });
}

/** One file of the shop's orders by id, with its order's number and line, its row locked. */
export const lockShopArtwork = (q: Queryable, tenantCode: string, uploadId: string) =>
  shopArtwork(q, tenantCode, uploadId, true);

/** One file of the shop's orders by id, with its order's number and line. */
export const findShopArtwork = (q: Queryable, tenantCode: string, uploadId: string) =>
  shopArtwork(q, tenantCode, uploadId, false);

async function shopArtwork(
  q: Queryable,
  tenantCode: string,
  uploadId: string,
  lock: boolean,
): Promise<ReviewedArtwork | undefined> {
  if (!isUuid(uploadId)) return undefined;
  const record = await queryBuilder(q)
    .selectFrom('artworkUploads as a')
    .innerJoin('orders as o', 'o.id', 'a.orderId')
    .select(COLUMNS.map((column) => `a.${column}` as const))
    .select(['o.orderNumber', 'o.lines'])
    .where('o.tenantCode', '=', tenantCode)
    .where('a.id', '=', uploadId)
    .$if(lock, (select) => select.forUpdate())
    .$castTo<ArtworkRecord & { orderNumber: string; lines: readonly WireLine[] }>()
    .executeTakeFirst();
  if (record === undefined) return undefined;
  const { orderNumber, lines, ...artwork } = record;
  const line = lines.find((candidate) => candidate.id === artwork.lineItemId);
  if (line === undefined) return undefined;
  return { row: asRow(artwork), orderNumber, line };
}

/** Records a reviewer's decision on a file: approved, or rejected with the reason given. */
export async function recordReview(
  q: Queryable,
  uploadId: string,
  review: { readonly staffId: string; readonly rejectionReason: string | undefined },
): Promise<ArtworkRow> {
  const record = await queryBuilder(q)
    .updateTable('artworkUploads')
    .set({
      status: review.rejectionReason === undefined ? 'approved' : 'rejected',
      rejectionReason: review.rejectionReason ?? null,
      reviewedBy: review.staffId,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where('id', '=', uploadId)
    .returning(COLUMNS)
    .$castTo<ArtworkRecord>()
    .executeTakeFirstOrThrow();
  return asRow(record);
}

export async function deleteArtwork(q: Queryable, id: string): Promise<void> {
  await queryBuilder(q).deleteFrom('artworkUploads').where('id', '=', id).execute();
}

/**
 * A file as the contract answers it. Its previews are named by the call its reader may use: the
 * customer's own (`customer`, by default), or the review desk's (`staff`).
 */
export function artworkToWire(row: ArtworkRow, reader: 'customer' | 'staff' = 'customer') {
  const previewUrl = (page: number) =>
    reader === 'customer'
      ? `/api/v1/order/${row.orderId}/artwork/${row.id}/preview/${page}`
      : `/api/v1/admin/artwork-reviews/${row.id}/preview/${page}`;
  return {
    id: row.id,
    orderId: row.orderId,
    lineItemId: row.lineItemId,
    fileName: row.fileName,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt,
    preflight: {
      status: row.preflightStatus,
      findings: row.preflightFindings.map((finding) => ({ ...finding, message: findingMessage(finding) })),
      previewUrls: Array.from({ length: row.previewPages }, (_unused, index) => previewUrl(index + 1)),
    },
  };
}
