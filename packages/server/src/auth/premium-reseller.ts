import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder, timestamptz } from '../db/query-builder.js';
import { normaliseEmail } from './customer-store.js';

/** The longest reason kept for a premium status (it is shown to the customer in the personal area). */
const PREMIUM_REASON_MAX_LENGTH = 500;

export type PremiumChange = { readonly premium: true; readonly reason: string } | { readonly premium: false };

export type PremiumChangeOutcome =
  | { readonly ok: true; readonly customerId: string; readonly email: string }
  | { readonly ok: false; readonly message: string };

/**
 * Makes a customer a premium reseller, with the reason shown to them, or ends the status (the
 * reason is then cleared). Staff do it with `npm run customer:premium`; there is no staff page
 * for it. The customer's next quote and cart line are priced at the reseller price.
 */
export async function setPremiumReseller(
  db: Queryable,
  email: string,
  change: PremiumChange,
  now: Temporal.Instant,
): Promise<PremiumChangeOutcome> {
  const address = normaliseEmail(email);
  const reason = change.premium ? change.reason.trim() : null;
  if (reason === '') return { ok: false, message: 'A premium reseller needs a reason' };
  if (reason !== null && reason.length > PREMIUM_REASON_MAX_LENGTH)
    return { ok: false, message: `The reason must have at most ${PREMIUM_REASON_MAX_LENGTH} characters` };
  const row = await queryBuilder(db)
    .updateTable('customers')
    .set({ isPremium: change.premium, premiumReason: reason, updatedAt: timestamptz(now) })
    .where('email', '=', address)
    .returning('id')
    .executeTakeFirst();
  return row === undefined
    ? { ok: false, message: `No customer has the email ${address}` }
    : { ok: true, customerId: row.id, email: address };
}
