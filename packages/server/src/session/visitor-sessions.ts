import { type CurrencyCode, isCurrencyCode } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/** What a visit chose, kept under its session cookie's id (table `visitor_sessions`). */
export interface StoredVisitorSession {
  /** The shop of the host the session was given out on. */
  readonly tenantCode: string;
  /** The currency the shopper chose; null until they choose one. */
  readonly activeCurrency: CurrencyCode | null;
  /** The shop staff acting as a customer preview; null for the host's shop. */
  readonly customTenant: string | null;
  /** The analytics id the visit is counted under; null when its shop had none. */
  readonly trackingId: string | null;
}

/** The stored session of the id, or null when the visit never chose anything. */
export async function findVisitorSession(db: Queryable, id: string): Promise<StoredVisitorSession | null> {
  const row = await queryBuilder(db)
    .selectFrom('visitorSessions')
    .select(['tenantCode', 'activeCurrency', 'customTenant', 'trackingId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row === undefined) return null;
  const currency = row.activeCurrency?.trim() ?? null;
  return {
    tenantCode: row.tenantCode,
    activeCurrency: currency !== null && isCurrencyCode(currency) ? currency : null,
    customTenant: row.customTenant,
    trackingId: row.trackingId,
  };
}

/** Keeps the session's choices under its id, replacing what was kept before. */
export async function saveVisitorSession(
  db: Queryable,
  id: string,
  session: StoredVisitorSession,
): Promise<void> {
  await queryBuilder(db)
    .insertInto('visitorSessions')
    .values({ id, ...session })
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({
        activeCurrency: session.activeCurrency,
        customTenant: session.customTenant,
        trackingId: session.trackingId,
        updatedAt: new Date(),
      }),
    )
    .execute();
}
