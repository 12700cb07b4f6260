import { isUuid } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';

/** A shop asset as recorded; the file is in the media store under `storageKey`. */
export interface ShopAssetRow {
  readonly id: string;
  readonly fileName: string;
  readonly mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  readonly sizeBytes: number;
  readonly storageKey: string;
  readonly createdAt: string;
}

const COLUMNS = `id::text as id, file_name as "fileName", media_type as "mediaType", size_bytes as "sizeBytes",
  storage_key as "storageKey", created_at as "createdAt"`;

const normalised = (row: ShopAssetRow): ShopAssetRow => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The extension an asset's file is served under, by its type. */
export const SHOP_ASSET_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export async function listShopAssets(q: Queryable): Promise<readonly ShopAssetRow[]> {
  return (await q.query<ShopAssetRow>(`select ${COLUMNS} from shop_assets order by created_at desc, id`)).map(
    normalised,
  );
}

export async function findShopAsset(q: Queryable, id: string): Promise<ShopAssetRow | undefined> {
  // Ids are UUIDs: any other text names no asset, rather than failing the cast.
  if (!isUuid(id)) return undefined;
  const [row] = await q.query<ShopAssetRow>(`select ${COLUMNS} from shop_assets where id = $1::uuid`, [id]);
  return row === undefined ? undefined : normalised(row);
}

export async function insertShopAsset(
  q: Queryable,
  row: Omit<ShopAssetRow, 'createdAt'> & { readonly staffId: string },
): Promise<ShopAssetRow> {
  const [inserted] = await q.query<ShopAssetRow>(
    `insert into shop_assets (id, file_name, media_type, size_bytes, storage_key, staff_id)
     values ($1::uuid, $2, $3, $4, $5, $6::uuid) returning ${COLUMNS}`,
    [row.id, row.fileName, row.mediaType, row.sizeBytes, row.storageKey, row.staffId],
  );
  if (inserted === undefined) throw new Error('insert into shop_assets returned no row');
  return normalised(inserted);
}

export async function deleteShopAsset(q: Queryable, id: string): Promise<void> {
  await q.query('delete from shop_assets where id = $1::uuid', [id]);
}

/** An asset as the contract answers it: where the shop serves it. */
export function shopAssetToWire(row: ShopAssetRow) {
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType,
    sizeBytes: row.sizeBytes,
    url: `/api/v1/shop-assets/${row.id}.${SHOP_ASSET_EXTENSIONS[row.mediaType]}`,
    createdAt: row.createdAt,
  };
}
