import { productCustomConfigSchema } from '@tirage/api-client/contract';
import { err, hasRoomForDesign, MAX_SAVED_DESIGNS, ok, type Result } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { isUuid } from '../cart/cart-store.js';
import type { Database, Queryable } from '../db/database.js';
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

interface DesignRow {
  id: string;
  name: string;
  product_configuration_id: string;
  selection: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id::text as id, name, product_configuration_id, selection, created_at, updated_at';

const asDesign = (row: DesignRow): DesignRecord => ({
  id: row.id,
  name: row.name,
  productConfigurationId: row.product_configuration_id,
  // Rows are written by `saveDesign` only; one that no longer parses is a bug, answered 500.
  selection: productCustomConfigSchema.parse(JSON.parse(row.selection)),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const iso = (instant: Temporal.Instant): string => instant.toString();

/** Every design of the customer in the shop, newest first (saved in one instant: last saved first). */
export async function listDesigns(q: Queryable, owner: DesignOwner): Promise<readonly DesignRecord[]> {
  const rows = await q.query<DesignRow>(
    `select ${COLUMNS} from saved_designs
     where customer_id = $1::uuid and tenant_code = $2
     order by created_at desc, position desc
     limit $3`,
    [owner.customerId, owner.tenantCode, MAX_SAVED_DESIGNS],
  );
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
  const [row] = await q.query<DesignRow>(
    `select ${COLUMNS} from saved_designs where id = $1::uuid and customer_id = $2::uuid and tenant_code = $3`,
    [id, owner.customerId, owner.tenantCode],
  );
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
    const customer = await tx.query('select 1 from customers where id = $1::uuid for update', [
      owner.customerId,
    ]);
    if (customer.length === 0) return err({ kind: 'customer.unknown' });
    const [held] = await tx.query<{ count: number }>(
      'select count(*)::int as count from saved_designs where customer_id = $1::uuid and tenant_code = $2',
      [owner.customerId, owner.tenantCode],
    );
    if (!hasRoomForDesign(held?.count ?? 0)) {
      return err({ kind: 'design.limitReached', limit: MAX_SAVED_DESIGNS });
    }
    const [row] = await tx.query<DesignRow>(
      `insert into saved_designs
         (customer_id, tenant_code, name, product_configuration_id, selection, created_at, updated_at)
       values ($1::uuid, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
       returning ${COLUMNS}`,
      [
        owner.customerId,
        owner.tenantCode,
        design.name,
        design.productConfigurationId,
        // Text, not jsonb: jsonb refuses some strings JSON allows (`\u0000` in a job name).
        JSON.stringify(design.selection),
        iso(now),
      ],
    );
    if (row === undefined) throw new Error('insert into saved_designs returned no row');
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
  const [row] = await q.query<DesignRow>(
    `update saved_designs set name = $4, updated_at = $5::timestamptz
     where id = $1::uuid and customer_id = $2::uuid and tenant_code = $3
     returning ${COLUMNS}`,
    [id, owner.customerId, owner.tenantCode, name, iso(now)],
  );
  return row === undefined ? undefined : asDesign(row);
}

/** Removes a design of the customer; false when it is not theirs (or already removed). */
export async function deleteDesign(q: Queryable, owner: DesignOwner, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await q.query(
    `delete from saved_designs where id = $1::uuid and customer_id = $2::uuid and tenant_code = $3
     returning id`,
    [id, owner.customerId, owner.tenantCode],
  );
  return rows.length > 0;
}
