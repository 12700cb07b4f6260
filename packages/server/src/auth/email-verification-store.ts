import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

/** A verification link works for 24 hours after it was asked for. */
export const EMAIL_VERIFICATION_TTL_S = 24 * 3600;

const iso = (instant: Temporal.Instant): string => instant.toString();

/** The customer's email, and whether they have proven they own it (migration 0015). */
export interface EmailOwnership {
  readonly email: string;
  readonly verified: boolean;
}

/** The customer's current email and whether it is verified; undefined for no such customer. */
export async function findEmailOwnership(
  db: Queryable,
  customerId: string,
): Promise<EmailOwnership | undefined> {
  const [row] = await db.query<{ email: string; verified: boolean }>(
    `select email, coalesce(verified_email = email, false) as verified
     from customers where id = $1::uuid`,
    [customerId],
  );
  return row;
}

/**
 * Records a new verification token (its digest) for the customer and the email it is mailed to,
 * valid EMAIL_VERIFICATION_TTL_S from `now`. The customer's earlier unused tokens are deleted:
 * only the latest link works.
 */
export async function insertEmailVerification(
  db: Queryable,
  verification: { readonly customerId: string; readonly email: string; readonly digest: string },
  now: Temporal.Instant,
): Promise<void> {
  await db.query('delete from email_verifications where customer_id = $1::uuid and used_at is null', [
    verification.customerId,
  ]);
  await db.query(
    `insert into email_verifications (customer_id, email, token_hash, expires_at, created_at)
     values ($1::uuid, $2, $3, $4::timestamptz, $5::timestamptz)`,
    [
      verification.customerId,
      verification.email,
      verification.digest,
      iso(now.add({ seconds: EMAIL_VERIFICATION_TTL_S })),
      iso(now),
    ],
  );
}

/**
 * Confirms that the customer owns their email with a token of a verification link, in one
 * transaction's worth of statements (run it in one): the customer's row is locked, then the token
 * is used up only when it is live (not used, not expired), the customer's own, and sent to the
 * email the customer has now. Answers the verified email, or undefined when the token is none of
 * that (nothing is then written).
 */
export async function confirmEmailVerification(
  tx: Queryable,
  confirmation: { readonly customerId: string; readonly digest: string },
  now: Temporal.Instant,
): Promise<string | undefined> {
  // Locked first, so the email cannot change between the token's check and the proof's record.
  const [customer] = await tx.query<{ email: string }>(
    'select email from customers where id = $1::uuid for update',
    [confirmation.customerId],
  );
  if (customer === undefined) return undefined;
  // Used in one statement: of two requests with one token, one confirms.
  const [used] = await tx.query<{ email: string }>(
    `update email_verifications set used_at = $4::timestamptz
     where token_hash = $1 and customer_id = $2::uuid and email = $3
       and used_at is null and expires_at > $4::timestamptz
     returning email`,
    [confirmation.digest, confirmation.customerId, customer.email, iso(now)],
  );
  if (used === undefined) return undefined;
  await tx.query(
    `update customers set verified_email = $2, email_verified_at = $3::timestamptz
     where id = $1::uuid`,
    [confirmation.customerId, used.email, iso(now)],
  );
  // The other links sent earlier have nothing left to prove.
  await tx.query('delete from email_verifications where customer_id = $1::uuid and used_at is null', [
    confirmation.customerId,
  ]);
  return used.email;
}
