import { isUuid } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/** A shop asset as recorded; the file is in the media store under `storageKey`. */
export interface ShopAssetRow {
  readonly id: string;
  readonly fileName: string;
  readonly mediaType: 'image/png' | 'image/jpeg' | 'image/webp';
  readonly sizeBytes: number;
  readonly storageKey: string;
  readonly createdAt: string;
}

const COLUMNS = ['id', 'fileName', 'mediaType', 'sizeBytes', 'storageKey', 'createdAt'] as const;

/** A row as read: the media type as written. */
type ShopAssetRecord = Omit<ShopAssetRow, 'createdAt'> & { readonly createdAt: Date };

const normalised = (row: ShopAssetRecord): ShopAssetRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The extension an asset's file is served under, by its type. */
export const SHOP_ASSET_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;

export async function listShopAssets(q: Queryable): Promise<readonly ShopAssetRow[]> {
  const rows = await queryBuilder(q)
    .selectFrom('shopAssets')
    .select(COLUMNS)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .$castTo<ShopAssetRecord>()
    .execute();
  return rows.map(normalised);
}

export async function findShopAsset(q: Queryable, id: string): Promise<ShopAssetRow | undefined> {
  // Ids are UUIDs: any other text names no asset, rather than failing the cast.
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .selectFrom('shopAssets')
    .select(COLUMNS)
    .where('id', '=', id)
    .$castTo<ShopAssetRecord>()
    .executeTakeFirst();
  return row === undefined ? undefined : normalised(row);
}

export async function insertShopAsset(
  q: Queryable,
  row: Omit<ShopAssetRow, 'createdAt'> & { readonly staffId: string },
): Promise<ShopAssetRow> {
  const inserted = await queryBuilder(q)
    .insertInto('shopAssets')
    .values({
      id: row.id,
      fileName: row.fileName,
      mediaType: row.mediaType,
      sizeBytes: row.sizeBytes,
      storageKey: row.storageKey,
      staffId: row.staffId,
    })
    .returning(COLUMNS)
    .$castTo<ShopAssetRecord>()
    .executeTakeFirstOrThrow();
  return normalised(inserted);
}

export async function deleteShopAsset(q: Queryable, id: string): Promise<void> {
  await queryBuilder(q).deleteFrom('shopAssets').where('id', '=', id).execute();
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
