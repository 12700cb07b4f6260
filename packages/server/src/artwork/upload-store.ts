import type { ArtworkMediaType, ArtworkStatus } from '@tirage/domain';
import { isUuid } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';

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

interface ArtworkRecord {
  id: string;
  order_id: string;
  line_item_id: string;
  customer_id: string;
  file_name: string;
  media_type: ArtworkMediaType;
  size_bytes: number;
  storage_key: string;
  status: ArtworkStatus;
  rejection_reason: string | null;
  created_at: Date | string;
}

const COLUMNS = `id::text as id, order_id::text as order_id, line_item_id, customer_id::text as customer_id,
  file_name, media_type, size_bytes, storage_key, status, rejection_reason, created_at`;

const asRow = (record: ArtworkRecord): ArtworkRow => ({
  id: record.id,
  orderId: record.order_id,
  lineItemId: record.line_item_id,
  customerId: record.customer_id,
  fileName: record.file_name,
  mediaType: record.media_type,
  sizeBytes: record.size_bytes,
  storageKey: record.storage_key,
  status: record.status,
  rejectionReason: record.rejection_reason,
  createdAt: new Date(record.created_at).toISOString(),
});

/** Every file of an order, oldest first (files sent in the same instant in id order). */
export async function listOrderArtworks(q: Queryable, orderId: string): Promise<readonly ArtworkRow[]> {
  const records = await q.query<ArtworkRecord>(
    `select ${COLUMNS} from artwork_uploads where order_id = $1 order by created_at, id`,
    [orderId],
  );
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
  const [record] = await q.query<ArtworkRecord>(
    `select ${COLUMNS} from artwork_uploads where order_id = $1 and id = $2${options.lock === true ? ' for update' : ''}`,
    [orderId, uploadId],
  );
  return record === undefined ? undefined : asRow(record);
}

/** Records a file just received (`received`, stamped with the database's clock). */
export async function insertArtwork(
  q: Queryable,
  row: Omit<ArtworkRow, 'status' | 'rejectionReason' | 'createdAt'>,
): Promise<ArtworkRow> {
  const [record] = await q.query<ArtworkRecord>(
    `insert into artwork_uploads (id, order_id, line_item_id, customer_id, file_name, media_type, size_bytes,
       storage_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     returning ${COLUMNS}`,
    [
      row.id,
      row.orderId,
      row.lineItemId,
      row.customerId,
      row.fileName,
      row.mediaType,
      row.sizeBytes,
      row.storageKey,
    ],
  );
  if (record === undefined) throw new Error('insert into artwork_uploads returned no row');
  return asRow(record);
}

export async function deleteArtwork(q: Queryable, id: string): Promise<void> {
  await q.query('delete from artwork_uploads where id = $1', [id]);
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
