import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder, timestamptz } from '../db/query-builder.js';

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
  return queryBuilder(db)
    .selectFrom('customers')
    .select((eb) => [
      'email',
      eb.fn.coalesce(eb('verifiedEmail', '=', eb.ref('email')), eb.lit(false)).as('verified'),
    ])
    .where('id', '=', customerId)
    .$narrowType<{ verified: boolean }>()
    .executeTakeFirst();
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
  const qb = queryBuilder(db);
  await qb
    .deleteFrom('emailVerifications')
    .where('customerId', '=', verification.customerId)
    .where('usedAt', 'is', null)
    .execute();
  await qb
    .insertInto('emailVerifications')
    .values({
      customerId: verification.customerId,
      email: verification.email,
      tokenHash: verification.digest,
      expiresAt: iso(now.add({ seconds: EMAIL_VERIFICATION_TTL_S })),
      createdAt: iso(now),
    })
    .execute();
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
  const qb = queryBuilder(tx);
  const customer = await qb
    .selectFrom('customers')
    .select('email')
    .where('id', '=', confirmation.customerId)
    .forUpdate()
    .executeTakeFirst();
  if (customer === undefined) return undefined;
  // Used in one statement: of two requests with one token, one confirms.
  const used = await qb
    .updateTable('emailVerifications')
    .set({ usedAt: iso(now) })
    .where('tokenHash', '=', confirmation.digest)
    .where('customerId', '=', confirmation.customerId)
    .where('email', '=', customer.email)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', timestamptz(now))
    .returning('email')
    .executeTakeFirst();
  if (used === undefined) return undefined;
  await qb
    .updateTable('customers')
    .set({ verifiedEmail: used.email, emailVerifiedAt: iso(now) })
    .where('id', '=', confirmation.customerId)
    .execute();
  // The other links sent earlier have nothing left to prove.
  await qb
    .deleteFrom('emailVerifications')
    .where('customerId', '=', confirmation.customerId)
    .where('usedAt', 'is', null)
    .execute();
  return used.email;
}
