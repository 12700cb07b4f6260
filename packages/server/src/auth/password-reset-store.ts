import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

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
  await db.query('delete from password_resets where customer_id = $1::uuid and used_at is null', [
    reset.customerId,
  ]);
  await db.query(
    `insert into password_resets (customer_id, token_hash, expires_at, created_at)
     values ($1::uuid, $2, $3::timestamptz, $4::timestamptz)`,
    [reset.customerId, reset.digest, iso(now.add({ seconds: PASSWORD_RESET_TTL_S })), iso(now)],
  );
}

/** Whether the token is one of a live link (not used, not expired), without using it. */
export async function findLivePasswordReset(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from password_resets where token_hash = $1 and used_at is null and expires_at > $2::timestamptz',
    [digest, iso(now)],
  );
  return rows.length > 0;
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
  const rows = await db.query<{ customerId: string }>(
    `update password_resets set used_at = $2::timestamptz
     where token_hash = $1 and used_at is null and expires_at > $2::timestamptz
     returning customer_id::text as "customerId"`,
    [digest, iso(now)],
  );
  return rows[0]?.customerId;
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
  await db.query(
    'update customers set password_hash = $2, updated_at = $3::timestamptz where id = $1::uuid',
    [customerId, passwordHash, iso(now)],
  );
  await db.query(
    'update refresh_tokens set revoked_at = $2::timestamptz where customer_id = $1::uuid and revoked_at is null',
    [customerId, iso(now)],
  );
  await db.query('delete from password_resets where customer_id = $1::uuid and used_at is null', [
    customerId,
  ]);
}
