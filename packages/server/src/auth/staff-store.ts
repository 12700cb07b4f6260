import { sql } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import { normaliseEmail } from './customer-store.js';

/** A staff member as the API shows them. */
export interface StaffRecord {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
}

const iso = (instant: Temporal.Instant): string => instant.toString();

/** The new staff member's id, or undefined when the email is already a staff account. */
export async function insertStaffMember(
  db: Queryable,
  member: { readonly email: string; readonly displayName: string; readonly passwordHash: string },
): Promise<string | undefined> {
  const row = await queryBuilder(db)
    .insertInto('staffMembers')
    .values({
      email: normaliseEmail(member.email),
      displayName: member.displayName,
      passwordHash: member.passwordHash,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findStaffCredentials(
  db: Queryable,
  email: string,
): Promise<{ readonly id: string; readonly passwordHash: string } | undefined> {
  return queryBuilder(db)
    .selectFrom('staffMembers')
    .select(['id', 'passwordHash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findStaffMember(db: Queryable, id: string): Promise<StaffRecord | undefined> {
  return queryBuilder(db)
    .selectFrom('staffMembers')
    .select(['id', 'email', 'displayName'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function openStaffSession(
  db: Queryable,
  session: { readonly id: string; readonly staffId: string; readonly expiresAt: Temporal.Instant },
  now: Temporal.Instant,
): Promise<void> {
  await queryBuilder(db)
    .insertInto('staffSessions')
    .values({
      id: session.id,
      staffId: session.staffId,
      expiresAt: iso(session.expiresAt),
      createdAt: iso(now),
    })
    .execute();
}

/** Whether the staff session was not revoked (its end is the token's expiry, checked with it). */
export async function isStaffSessionLive(
  db: Queryable,
  sessionId: string,
  staffId: string,
): Promise<boolean> {
  const row = await queryBuilder(db)
    .selectFrom('staffSessions')
    .select('id')
    .where('id', '=', sessionId)
    .where('staffId', '=', staffId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends a staff session, and with it the sessions as a customer opened from it. */
export async function revokeStaffSession(
  db: Queryable,
  sessionId: string,
  now: Temporal.Instant,
): Promise<void> {
  await queryBuilder(db)
    .updateTable('staffSessions')
    .set({ revokedAt: iso(now) })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function openLoginAsSession(
  db: Queryable,
  session: {
    readonly id: string;
    readonly staffId: string;
    readonly staffSessionId: string;
    readonly customerId: string;
    readonly expiresAt: Temporal.Instant;
  },
  now: Temporal.Instant,
): Promise<void> {
  await queryBuilder(db)
    .insertInto('loginAsSessions')
    .values({
      id: session.id,
      staffId: session.staffId,
      staffSessionId: session.staffSessionId,
      customerId: session.customerId,
      expiresAt: iso(session.expiresAt),
      createdAt: iso(now),
    })
    .execute();
}

/**
 * Whether the login-as session was opened by that staff member for that customer and not ended,
 * and the staff member's own session (the one it was opened from) was not revoked since.
 */
export async function isLoginAsSessionLive(
  db: Queryable,
  session: { readonly id: string; readonly staffId: string; readonly customerId: string },
): Promise<boolean> {
  const row = await queryBuilder(db)
    .selectFrom('loginAsSessions as l')
    .innerJoin('staffSessions as s', 's.id', 'l.staffSessionId')
    .select('l.id')
    .where('l.id', '=', session.id)
    .where('l.staffId', '=', session.staffId)
    .where('l.customerId', '=', session.customerId)
    .where('l.endedAt', 'is', null)
    .where('s.revokedAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function endLoginAsSession(
  db: Queryable,
  sessionId: string,
  now: Temporal.Instant,
): Promise<void> {
  await queryBuilder(db)
    .updateTable('loginAsSessions')
    .set({ endedAt: iso(now) })
    .where('id', '=', sessionId)
    .where('endedAt', 'is', null)
    .execute();
}

/** One request a staff member made as a customer. */
export interface StaffAction {
  readonly staffId: string;
  readonly customerId: string;
  readonly loginAsSessionId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export async function recordStaffAction(db: Queryable, action: StaffAction): Promise<void> {
  await queryBuilder(db)
    .insertInto('staffActions')
    .values({
      staffId: action.staffId,
      customerId: action.customerId,
      loginAsSessionId: action.loginAsSessionId,
      method: action.method,
      path: action.path.slice(0, 500),
      status: action.status,
    })
    .execute();
}

/** A customer as staff find them. */
export interface CustomerMatch {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly company: string | null;
}

/** Customers whose email, name or company contains the text (case-insensitive), at most `limit`. */
export async function searchCustomers(
  db: Queryable,
  text: string,
  limit: number,
): Promise<readonly CustomerMatch[]> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return queryBuilder(db)
    .selectFrom('customers')
    .select(['id', 'email', 'firstName', 'lastName', 'company'])
    .where((eb) =>
      eb.or([
        eb('email', 'like', pattern),
        eb(sql<string>`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', pattern),
        eb(sql<string>`lower(coalesce(company, ''))`, 'like', pattern),
      ]),
    )
    .orderBy('email')
    .limit(limit)
    .execute();
}
