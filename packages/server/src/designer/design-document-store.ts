import { DESIGN_DOCUMENT_LIST_LIMIT, designDocumentSchema } from '@tirage/api-client/contract';
import { type DesignAsset, type DesignDocument, objectsOf, type PrintFormat } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { isUuid, lockShopper } from '../cart/cart-store.js';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/**
 * Who owns a design document or an uploaded image: a customer, or a guest by anonymous id, in one
 * shop.
 */
export type DesignOwner = { readonly tenantCode: string } & (
  | { readonly customerId: string; readonly anonymousId?: undefined }
  | { readonly anonymousId: string; readonly customerId?: undefined }
);

/** Who is asking: the request's shop and, when logged in, the customer. */
export interface DesignCaller {
  readonly tenantCode: string;
  readonly customerId: string | undefined;
}

export interface StoredDesignDocument {
  readonly id: string;
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly document: DesignDocument;
  readonly revision: number;
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The guest the document is kept for, until a customer claims it; null for a customer's. */
  readonly anonymousId: string | null;
}

/** A design document without its pages, for the customer's list. */
export interface DesignDocumentSummary extends Omit<StoredDesignDocument, 'document' | 'anonymousId'> {
  readonly format: PrintFormat;
  readonly objectCount: number;
}

/** What a save stores: the product, its attributes, and the document the server checked. */
export interface DesignDocumentContent {
  readonly productId: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly document: DesignDocument;
}

const COLUMNS = [
  'id',
  'tenantCode',
  'customerId',
  'anonymousId',
  'productId',
  'selectedAttributes',
  'document',
  'revision',
  'createdAt',
  'updatedAt',
] as const;

interface DocumentRow {
  readonly id: string;
  readonly tenantCode: string;
  readonly customerId: string | null;
  readonly anonymousId: string | null;
  readonly productId: string;
  readonly selectedAttributes: unknown;
  readonly document: unknown;
  readonly revision: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const asStored = (row: DocumentRow): StoredDesignDocument => ({
  id: row.id,
  productId: row.productId,
  selectedAttributes: row.selectedAttributes as Record<string, string>,
  // Rows are written by this module only, from documents the contract accepted; one that no longer
  // parses is a bug, answered 500.
  document: designDocumentSchema.parse(row.document),
  revision: row.revision,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  anonymousId: row.anonymousId,
});

/**
 * Whether the caller may read and change a document: it must be of the caller's shop; a customer's
 * only for that customer; a guest's only for a guest (its id, a random UUID, is what the guest
 * holds). Anything else reads as absent, so ids cannot be probed.
 */
function callerOwns(row: DocumentRow, caller: DesignCaller): boolean {
  if (row.tenantCode !== caller.tenantCode) return false;
  return row.customerId === null ? caller.customerId === undefined : row.customerId === caller.customerId;
}

async function ownedRow(
  q: Queryable,
  caller: DesignCaller,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<DocumentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .selectFrom('designDocuments')
    .select(COLUMNS)
    .where('id', '=', id)
    .$if(options.lock === true, (select) => select.forUpdate())
    .executeTakeFirst();
  return row !== undefined && callerOwns(row, caller) ? row : undefined;
}

/** A document of the caller, or nothing. */
export async function findDesignDocument(
  q: Queryable,
  caller: DesignCaller,
  id: string,
): Promise<StoredDesignDocument | undefined> {
  const row = await ownedRow(q, caller, id);
  return row === undefined ? undefined : asStored(row);
}

/**
 * A document of the shop by its id, whoever owns it: for the checkout, which renders the design a
 * line of the cart names (the line was checked to be the cart owner's when it was added).
 */
export async function findShopDesignDocument(
  q: Queryable,
  tenantCode: string,
  id: string,
): Promise<StoredDesignDocument | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .selectFrom('designDocuments')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('tenantCode', '=', tenantCode)
    .executeTakeFirst();
  return row === undefined ? undefined : asStored(row);
}

/**
 * Makes the transaction the only one adding designs or images for this owner until it ends, so
 * that two saves at once cannot pass the owner's limit.
 */
export function lockDesignOwner(q: Queryable, owner: DesignOwner): Promise<void> {
  return lockShopper(q, 'design-owner', owner);
}

/** How many documents the owner keeps in the shop. */
export async function countDesignDocuments(q: Queryable, owner: DesignOwner): Promise<number> {
  const row = await queryBuilder(q)
    .selectFrom('designDocuments')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('tenantCode', '=', owner.tenantCode)
    .where((eb) =>
      owner.customerId !== undefined
        ? eb('customerId', '=', owner.customerId)
        : eb.and([eb('anonymousId', '=', owner.anonymousId), eb('customerId', 'is', null)]),
    )
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function insertDesignDocument(
  q: Queryable,
  owner: DesignOwner,
  content: DesignDocumentContent,
  now: Temporal.Instant,
): Promise<StoredDesignDocument> {
  const at = new Date(now.epochMilliseconds);
  const row = await queryBuilder(q)
    .insertInto('designDocuments')
    .values({
      tenantCode: owner.tenantCode,
      customerId: owner.customerId ?? null,
      anonymousId: owner.anonymousId ?? null,
      productId: content.productId,
      selectedAttributes: jsonb(content.selectedAttributes),
      document: jsonb(content.document),
      createdAt: at,
      updatedAt: at,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asStored(row);
}

/** Stores the next revision of a document of the caller; nothing when the caller has no such document. */
export async function updateDesignDocument(
  q: Queryable,
  caller: DesignCaller,
  id: string,
  content: DesignDocumentContent,
  now: Temporal.Instant,
): Promise<StoredDesignDocument | undefined> {
  const owned = await ownedRow(q, caller, id, { lock: true });
  if (owned === undefined) return undefined;
  const row = await queryBuilder(q)
    .updateTable('designDocuments')
    .set((eb) => ({
      productId: content.productId,
      selectedAttributes: jsonb(content.selectedAttributes),
      document: jsonb(content.document),
      revision: eb('revision', '+', 1),
      updatedAt: new Date(now.epochMilliseconds),
    }))
    .where('id', '=', owned.id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asStored(row);
}

/** Removes a document of the caller; false when the caller has no such document. */
export async function deleteDesignDocument(q: Queryable, caller: DesignCaller, id: string): Promise<boolean> {
  const owned = await ownedRow(q, caller, id, { lock: true });
  if (owned === undefined) return false;
  await queryBuilder(q).deleteFrom('designDocuments').where('id', '=', owned.id).execute();
  return true;
}

/** The customer's documents in the shop, last saved first. */
export async function listDesignDocuments(
  q: Queryable,
  owner: { readonly tenantCode: string; readonly customerId: string },
): Promise<readonly DesignDocumentSummary[]> {
  const rows = await queryBuilder(q)
    .selectFrom('designDocuments')
    .select(COLUMNS)
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode)
    .orderBy('updatedAt', 'desc')
    .orderBy('id')
    .limit(DESIGN_DOCUMENT_LIST_LIMIT)
    .execute();
  return rows.map((row) => {
    const { document, anonymousId: _guest, ...stored } = asStored(row);
    return { ...stored, format: document.format, objectCount: objectsOf(document).length };
  });
}

/**
 * Gives a guest's documents and images in the shop to the customer who just logged in; answers
 * how many documents changed hands. Only as many as the customer's room allows move, the most
 * recent first; the others stay the guest's.
 */
export async function claimDesignDocuments(
  q: Queryable,
  customer: { readonly tenantCode: string; readonly customerId: string },
  anonymousId: string,
  room: number,
): Promise<number> {
  const qb = queryBuilder(q);
  const moved = await qb
    .updateTable('designDocuments')
    .set({ customerId: customer.customerId, anonymousId: null })
    .where(
      'id',
      'in',
      qb
        .selectFrom('designDocuments')
        .select('id')
        .where('tenantCode', '=', customer.tenantCode)
        .where('anonymousId', '=', anonymousId)
        .where('customerId', 'is', null)
        .orderBy('updatedAt', 'desc')
        .limit(Math.max(0, room)),
    )
    .returning('id')
    .execute();
  await qb
    .updateTable('designAssets')
    .set({ customerId: customer.customerId, anonymousId: null })
    .where('tenantCode', '=', customer.tenantCode)
    .where('anonymousId', '=', anonymousId)
    .where('customerId', 'is', null)
    .execute();
  return moved.length;
}

/** An uploaded image as the server measured it. */
export interface DesignAssetRow {
  readonly id: string;
  readonly mediaType: DesignAsset['mediaType'];
  readonly widthPx: number;
  readonly heightPx: number;
}

/** The owner's images among `ids` (others' and unknown ids are left out). */
export async function ownedDesignAssets(
  q: Queryable,
  owner: DesignOwner,
  ids: readonly string[],
): Promise<readonly DesignAssetRow[]> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await queryBuilder(q)
    .selectFrom('designAssets')
    .select(['id', 'mediaType', 'widthPx', 'heightPx'])
    .where('id', 'in', wanted)
    .where('tenantCode', '=', owner.tenantCode)
    .where((eb) =>
      owner.customerId !== undefined
        ? eb('customerId', '=', owner.customerId)
        : eb.and([eb('anonymousId', '=', owner.anonymousId), eb('customerId', 'is', null)]),
    )
    .execute();
  return rows.map((row) => ({ ...row, mediaType: row.mediaType as DesignAsset['mediaType'] }));
}

/** A shopper keeps at most this many images in a shop. */
export const MAX_DESIGN_ASSETS_PER_OWNER = 500;

/** How many images the owner keeps in the shop. */
export async function countDesignAssets(q: Queryable, owner: DesignOwner): Promise<number> {
  const row = await queryBuilder(q)
    .selectFrom('designAssets')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .where('tenantCode', '=', owner.tenantCode)
    .where((eb) =>
      owner.customerId !== undefined
        ? eb('customerId', '=', owner.customerId)
        : eb.and([eb('anonymousId', '=', owner.anonymousId), eb('customerId', 'is', null)]),
    )
    .executeTakeFirst();
  return row?.count ?? 0;
}

export interface StoredDesignAsset extends DesignAssetRow {
  readonly byteSize: number;
  /** Where the file is kept; its preview is under `{storageKey}-preview`. */
  readonly storageKey: string;
}

export async function insertDesignAsset(
  q: Queryable,
  owner: DesignOwner,
  asset: StoredDesignAsset,
  now: Temporal.Instant,
): Promise<void> {
  await queryBuilder(q)
    .insertInto('designAssets')
    .values({
      id: asset.id,
      tenantCode: owner.tenantCode,
      customerId: owner.customerId ?? null,
      anonymousId: owner.anonymousId ?? null,
      mediaType: asset.mediaType,
      widthPx: asset.widthPx,
      heightPx: asset.heightPx,
      byteSize: asset.byteSize,
      storageKey: asset.storageKey,
      createdAt: new Date(now.epochMilliseconds),
    })
    .execute();
}

/**
 * An image of the shop by its id, whoever owns it: its id, a random UUID only its owner learns,
 * is the link to its preview (the canvas draws it as an image, which sends no token).
 */
export async function findDesignAsset(
  q: Queryable,
  tenantCode: string,
  id: string,
): Promise<StoredDesignAsset | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .selectFrom('designAssets')
    .select(['id', 'mediaType', 'widthPx', 'heightPx', 'byteSize', 'storageKey'])
    .where('id', '=', id)
    .where('tenantCode', '=', tenantCode)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, mediaType: row.mediaType as DesignAsset['mediaType'] };
}
