import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
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
  const rows = await db.query<{ id: string }>(
    `insert into staff_members (email, display_name, password_hash) values ($1, $2, $3)
     on conflict (email) do nothing returning id::text as id`,
    [normaliseEmail(member.email), member.displayName, member.passwordHash],
  );
  return rows[0]?.id;
}

export async function findStaffCredentials(
  db: Queryable,
  email: string,
): Promise<{ readonly id: string; readonly passwordHash: string } | undefined> {
  const rows = await db.query<{ id: string; passwordHash: string }>(
    'select id::text as id, password_hash as "passwordHash" from staff_members where email = $1',
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findStaffMember(db: Queryable, id: string): Promise<StaffRecord | undefined> {
  const rows = await db.query<StaffRecord>(
    'select id::text as id, email, display_name as "displayName" from staff_members where id = $1::uuid',
    [id],
  );
  return rows[0];
}

export async function openStaffSession(
  db: Queryable,
  session: { readonly id: string; readonly staffId: string; readonly expiresAt: Temporal.Instant },
  now: Temporal.Instant,
): Promise<void> {
  await db.query(
    `insert into staff_sessions (id, staff_id, expires_at, created_at)
     values ($1::uuid, $2::uuid, $3::timestamptz, $4::timestamptz)`,
    [session.id, session.staffId, iso(session.expiresAt), iso(now)],
  );
}

/** Whether the staff session was not revoked (its end is the token's expiry, checked with it). */
export async function isStaffSessionLive(
  db: Queryable,
  sessionId: string,
  staffId: string,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from staff_sessions where id = $1::uuid and staff_id = $2::uuid and revoked_at is null',
    [sessionId, staffId],
  );
  return rows.length > 0;
}

/** Ends a staff session, and with it the sessions as a customer opened from it. */
export async function revokeStaffSession(
  db: Queryable,
  sessionId: string,
  now: Temporal.Instant,
): Promise<void> {
  await db.query(
    'update staff_sessions set revoked_at = $2::timestamptz where id = $1::uuid and revoked_at is null',
    [sessionId, iso(now)],
  );
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
  await db.query(
    `insert into login_as_sessions (id, staff_id, staff_session_id, customer_id, expires_at, created_at)
     values ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::timestamptz, $6::timestamptz)`,
    [
      session.id,
      session.staffId,
      session.staffSessionId,
      session.customerId,
      iso(session.expiresAt),
      iso(now),
    ],
  );
}

/**
 * Whether the login-as session was opened by that staff member for that customer and not ended,
 * and the staff member's own session (the one it was opened from) was not revoked since.
 */
export async function isLoginAsSessionLive(
  db: Queryable,
  session: { readonly id: string; readonly staffId: string; readonly customerId: string },
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from login_as_sessions l
     join staff_sessions s on s.id = l.staff_session_id
     where l.id = $1::uuid and l.staff_id = $2::uuid and l.customer_id = $3::uuid
       and l.ended_at is null and s.revoked_at is null`,
    [session.id, session.staffId, session.customerId],
  );
  return rows.length > 0;
}

export async function endLoginAsSession(
  db: Queryable,
  sessionId: string,
  now: Temporal.Instant,
): Promise<void> {
  await db.query(
    'update login_as_sessions set ended_at = $2::timestamptz where id = $1::uuid and ended_at is null',
    [sessionId, iso(now)],
  );
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
  await db.query(
    `insert into staff_actions (staff_id, customer_id, login_as_session_id, method, path, status)
     values ($1::uuid, $2::uuid, $3::uuid, $4, $5, $6)`,
    [
      action.staffId,
      action.customerId,
      action.loginAsSessionId,
      action.method,
      action.path.slice(0, 500),
      action.status,
    ],
  );
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
  return db.query<CustomerMatch>(
    `select id::text as id, email, first_name as "firstName", last_name as "lastName", company
     from customers
     where email like $1
        or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like $1
        or lower(coalesce(company, '')) like $1
     order by email
     limit $2`,
    [pattern, limit],
  );
}
