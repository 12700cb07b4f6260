import type { ArtworkMediaType, ArtworkStatus } from '@tirage/domain';
import { isUuid } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

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
  row: Omit<ArtworkRow, 'status' | 'rejectionReason' | 'createdAt'>,
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

export async function deleteArtwork(q: Queryable, id: string): Promise<void> {
  await queryBuilder(q).deleteFrom('artworkUploads').where('id', '=', id).execute();
}

/** A file as the contract answers it. */
export function artworkToWire(row: ArtworkRow) {
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
  };
}
