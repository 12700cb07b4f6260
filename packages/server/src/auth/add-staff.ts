import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { hashPassword } from './passwords.js';
import { insertStaffMember } from './staff-store.js';

export type AddStaffOutcome =
  | { readonly ok: true; readonly id: string; readonly password: string }
  | { readonly ok: false; readonly message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a staff account with a generated password (shown once by the command, stored only as
 * its argon2id hash). The staff member logs in at `/admin/login`.
 */
export async function addStaffMember(
  db: Queryable,
  member: { readonly email: string; readonly displayName: string },
): Promise<AddStaffOutcome> {
  const email = member.email.trim().toLowerCase();
  const displayName = member.displayName.trim();
  if (!EMAIL.test(email) || email.length > 254)
    return { ok: false, message: `Not an email address: ${member.email}` };
  if (displayName === '' || displayName.length > 120)
    return { ok: false, message: 'The name must have between 1 and 120 characters' };
  const password = randomBytes(18).toString('base64url');
  const id = await insertStaffMember(db, { email, displayName, passwordHash: await hashPassword(password) });
  return id === undefined
    ? { ok: false, message: `A staff account already exists for ${email}` }
    : { ok: true, id, password };
}
