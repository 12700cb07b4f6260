import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder, timestamptz } from '../db/query-builder.js';

/** A reset link works for an hour after it was asked for. */
export const PASSWORD_RESET_TTL_S = 3600;

const iso = (instant: Temporal.Instant): string => instant.toString();

/**
 * Records a new reset token (its digest) for the customer, valid PASSWORD_RESET_TTL_S from `now`.
 * The customer's earlier unused tokens are deleted: only the latest link works.
 */
export async function insertPasswordReset(
  db: Queryable,
  reset: { readonly customerId: string; readonly digest: string },
  now: Temporal.Instant,
): Promise<void> {
  const qb = queryBuilder(db);
  await qb
    .deleteFrom('passwordResets')
    .where('customerId', '=', reset.customerId)
    .where('usedAt', 'is', null)
    .execute();
  await qb
    .insertInto('passwordResets')
    .values({
      customerId: reset.customerId,
      tokenHash: reset.digest,
      expiresAt: iso(now.add({ seconds: PASSWORD_RESET_TTL_S })),
      createdAt: iso(now),
    })
    .execute();
}

/** Whether the token is one of a live link (not used, not expired), without using it. */
export async function findLivePasswordReset(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<boolean> {
  const row = await queryBuilder(db)
    .selectFrom('passwordResets')
    .select('id')
    .where('tokenHash', '=', digest)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', timestamptz(now))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks a live token used in one statement and answers its customer: of two requests presenting
 * the same token, only one gets it. Undefined for an unknown, used or expired token.
 */
export async function consumePasswordReset(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<string | undefined> {
  const row = await queryBuilder(db)
    .updateTable('passwordResets')
    .set({ usedAt: iso(now) })
    .where('tokenHash', '=', digest)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', timestamptz(now))
    .returning('customerId')
    .executeTakeFirst();
  return row?.customerId;
}

/**
 * The new password's hash, and everything that let someone in before: every session of the
 * customer ends (refresh tokens revoked, so their access tokens are refused too) and any other
 * reset link stops working.
 */
export async function replacePassword(
  db: Queryable,
  customerId: string,
  passwordHash: string,
  now: Temporal.Instant,
): Promise<void> {
  const qb = queryBuilder(db);
  await qb
    .updateTable('customers')
    .set({ passwordHash, updatedAt: iso(now) })
    .where('id', '=', customerId)
    .execute();
  await qb
    .updateTable('refreshTokens')
    .set({ revokedAt: iso(now) })
    .where('customerId', '=', customerId)
    .where('revokedAt', 'is', null)
    .execute();
  await qb
    .deleteFrom('passwordResets')
    .where('customerId', '=', customerId)
    .where('usedAt', 'is', null)
    .execute();
}
