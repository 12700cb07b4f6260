import { productCustomConfigSchema } from '@tirage/api-client/contract';
import { err, hasRoomForDesign, MAX_SAVED_DESIGNS, ok, type Result } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { isUuid } from '../cart/cart-store.js';
import type { Database, Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import type { ProductSelection } from '../product-links/selection-check.js';

/** Whose designs a call may touch: the token's customer, in the shop of the request. */
export interface DesignOwner {
  readonly customerId: string;
  readonly tenantCode: string;
}

export interface DesignRecord {
  readonly id: string;
  readonly name: string;
  readonly productConfigurationId: string;
  readonly selection: ProductSelection;
  /** ISO 8601 instants. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

export type DesignStoreError =
  | { readonly kind: 'customer.unknown' }
  | { readonly kind: 'design.limitReached'; readonly limit: number };

const COLUMNS = ['id', 'name', 'productConfigurationId', 'selection', 'createdAt', 'updatedAt'] as const;

interface DesignRow {
  readonly id: string;
  readonly name: string;
  readonly productConfigurationId: string;
  readonly selection: string;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const asDesign = (row: DesignRow): DesignRecord => ({
  ...row,
  // Rows are written by `saveDesign` only; one that no longer parses is a bug, answered 500.
  selection: productCustomConfigSchema.parse(JSON.parse(row.selection)),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const iso = (instant: Temporal.Instant): string => instant.toString();

/** Every design of the customer in the shop, newest first (saved in one instant: last saved first). */
export async function listDesigns(q: Queryable, owner: DesignOwner): Promise<readonly DesignRecord[]> {
  const rows = await queryBuilder(q)
    .selectFrom('savedDesigns')
    .select(COLUMNS)
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode)
    .orderBy('createdAt', 'desc')
    .orderBy('position', 'desc')
    .limit(MAX_SAVED_DESIGNS)
    .execute();
  return rows.map(asDesign);
}

/**
 * A design of the customer in the shop, or nothing: another customer's design, a removed one
 * and an id that is not one all read as absent, so ids cannot be probed.
 */
export async function findDesign(
  q: Queryable,
  owner: DesignOwner,
  id: string,
): Promise<DesignRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .selectFrom('savedDesigns')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode)
    .executeTakeFirst();
  return row === undefined ? undefined : asDesign(row);
}

/**
 * Saves a design, unless the customer already keeps `MAX_SAVED_DESIGNS` in the shop. The
 * customer's row is locked first (as the address book does), so concurrent saves cannot pass
 * the limit.
 */
export function saveDesign(
  db: Database,
  owner: DesignOwner,
  design: {
    readonly name: string;
    readonly productConfigurationId: string;
    readonly selection: ProductSelection;
  },
  now: Temporal.Instant,
): Promise<Result<DesignRecord, DesignStoreError>> {
  return db.transaction(async (tx) => {
    const qb = queryBuilder(tx);
    const customer = await qb
      .selectFrom('customers')
      .select('id')
      .where('id', '=', owner.customerId)
      .forUpdate()
      .executeTakeFirst();
    if (customer === undefined) return err({ kind: 'customer.unknown' });
    const held = await qb
      .selectFrom('savedDesigns')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('customerId', '=', owner.customerId)
      .where('tenantCode', '=', owner.tenantCode)
      .executeTakeFirst();
    if (!hasRoomForDesign(held?.count ?? 0)) {
      return err({ kind: 'design.limitReached', limit: MAX_SAVED_DESIGNS });
    }
    const row = await qb
      .insertInto('savedDesigns')
      .values({
        customerId: owner.customerId,
        tenantCode: owner.tenantCode,
        name: design.name,
        productConfigurationId: design.productConfigurationId,
        // Text, not jsonb: jsonb refuses some strings JSON allows (`\u0000` in a job name).
        selection: JSON.stringify(design.selection),
        createdAt: iso(now),
        updatedAt: iso(now),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return ok(asDesign(row));
  });
}

/** Renames a design of the customer; nothing when it is not theirs. */
export async function renameDesign(
  q: Queryable,
  owner: DesignOwner,
  id: string,
  name: string,
  now: Temporal.Instant,
): Promise<DesignRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await queryBuilder(q)
    .updateTable('savedDesigns')
    .set({ name, updatedAt: iso(now) })
    .where('id', '=', id)
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row === undefined ? undefined : asDesign(row);
}

/** Removes a design of the customer; false when it is not theirs (or already removed). */
export async function deleteDesign(q: Queryable, owner: DesignOwner, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const row = await queryBuilder(q)
    .deleteFrom('savedDesigns')
    .where('id', '=', id)
    .where('customerId', '=', owner.customerId)
    .where('tenantCode', '=', owner.tenantCode)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
