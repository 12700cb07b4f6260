import type { Temporal } from 'temporal-polyfill';
import { ADDRESS_BOOK_COLUMN, type AddressBookRecord } from '../customer/address-store.js';
import type { Queryable, SqlParam } from '../db/database.js';

/** A customer row as the API reads it. */
export interface CustomerRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly company: string | null;
  readonly vatNumber: string | null;
  readonly userCategory: 1 | 2 | null;
  readonly newsletter: boolean;
  readonly isPremium: boolean;
  readonly premiumReason: string | null;
  readonly externalId: string | null;
  readonly walletCreditCents: number;
  readonly walletCurrency: string;
  readonly newClient: boolean;
  /** Read by the same statement as the row: the default ids always name addresses of the list. */
  readonly addressBook: AddressBookRecord;
}

const CUSTOMER_COLUMNS = `
  id::text as id, email, first_name as "firstName", last_name as "lastName", company,
  vat_number as "vatNumber", user_category::int as "userCategory", newsletter,
  is_premium as "isPremium", premium_reason as "premiumReason", external_id as "externalId",
  wallet_credit_cents::int as "walletCreditCents", trim(wallet_currency) as "walletCurrency",
  new_client as "newClient"`;

/** Emails are compared and stored lower-cased: one account per address whatever its case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const iso = (instant: Temporal.Instant): string => instant.toString();

export interface NewCustomer {
  readonly email: string;
  readonly passwordHash: string;
  readonly newsletter: boolean;
  readonly userCategory: 1 | 2;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly company?: string | undefined;
}

/** The new customer's id, or undefined when the email is already registered. */
export async function insertCustomer(
  db: Queryable,
  customer: NewCustomer,
  now: Temporal.Instant,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `insert into customers (email, password_hash, newsletter, user_category, first_name, last_name, company,
                            created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $8::timestamptz)
     on conflict (email) do nothing
     returning id::text as id`,
    [
      normaliseEmail(customer.email),
      customer.passwordHash,
      customer.newsletter,
      customer.userCategory,
      customer.firstName ?? null,
      customer.lastName ?? null,
      customer.company ?? null,
      iso(now),
    ],
  );
  return rows[0]?.id;
}

export async function findCredentials(
  db: Queryable,
  email: string,
): Promise<{ readonly id: string; readonly passwordHash: string } | undefined> {
  const rows = await db.query<{ id: string; passwordHash: string }>(
    'select id::text as id, password_hash as "passwordHash" from customers where email = $1',
    [normaliseEmail(email)],
  );
  return rows[0];
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRecord | undefined> {
  const rows = await db.query<CustomerRecord>(
    `select ${CUSTOMER_COLUMNS}, ${ADDRESS_BOOK_COLUMN} from customers where id = $1::uuid`,
    [id],
  );
  return rows[0];
}

/** True when the customer is a premium reseller (set by staff); false for an unknown id or a guest. */
export async function isPremiumReseller(db: Queryable, id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const rows = await db.query<{ isPremium: boolean }>(
    'select is_premium as "isPremium" from customers where id = $1::uuid',
    [id],
  );
  return rows[0]?.isPremium === true;
}

export interface ProfileChange {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly email?: string | undefined;
  readonly userCategory?: 1 | 2 | undefined;
  readonly newsletter?: boolean | undefined;
  /** null clears it. */
  readonly company?: string | null | undefined;
  readonly vatNumber?: string | null | undefined;
}

const PROFILE_COLUMNS: Readonly<Record<keyof ProfileChange, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  userCategory: 'user_category',
  newsletter: 'newsletter',
  company: 'company',
  vatNumber: 'vat_number',
};

/** Changes only the fields given. 'taken' when the new email belongs to another account. */
export async function updateProfile(
  db: Queryable,
  id: string,
  change: ProfileChange,
  now: Temporal.Instant,
): Promise<'updated' | 'missing' | 'taken'> {
  const params: SqlParam[] = [id, iso(now)];
  const sets = ['updated_at = $2::timestamptz'];
  for (const [field, column] of Object.entries(PROFILE_COLUMNS) as [keyof ProfileChange, string][]) {
    const value = change[field];
    if (value === undefined) continue;
    params.push(field === 'email' && typeof value === 'string' ? normaliseEmail(value) : value);
    sets.push(`${column} = $${params.length}`);
  }
  if (change.email !== undefined) {
    const taken = await db.query('select 1 from customers where email = $1 and id <> $2::uuid', [
      normaliseEmail(change.email),
      id,
    ]);
    if (taken.length > 0) return 'taken';
  }
  try {
    const rows = await db.query(
      `update customers set ${sets.join(', ')} where id = $1::uuid returning id`,
      params,
    );
    return rows.length > 0 ? 'updated' : 'missing';
  } catch (error) {
    // Another account took the email between the check and the update.
    if ((error as { code?: unknown }).code === '23505') return 'taken';
    throw error;
  }
}

export interface SessionRef {
  readonly customerId: string;
  readonly sessionId: string;
}

export async function insertRefreshToken(
  db: Queryable,
  token: SessionRef & { readonly digest: string; readonly expiresAt: Temporal.Instant },
  now: Temporal.Instant,
): Promise<void> {
  await db.query(
    `insert into refresh_tokens (customer_id, session_id, token_hash, expires_at, created_at)
     values ($1::uuid, $2::uuid, $3, $4::timestamptz, $5::timestamptz)`,
    [token.customerId, token.sessionId, token.digest, iso(token.expiresAt), iso(now)],
  );
}

/** True while the session still has a refresh token not revoked (logout revokes them all). */
export async function isSessionLive(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from refresh_tokens where session_id = $1::uuid and revoked_at is null limit 1',
    [sessionId],
  );
  return rows.length > 0;
}

/**
 * Revokes a live refresh token in one statement and answers its session: of two requests
 * presenting the same token, only one gets it. Undefined for an unknown, revoked or expired token.
 */
export async function consumeRefreshToken(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<SessionRef | undefined> {
  const rows = await db.query<SessionRef>(
    `update refresh_tokens set revoked_at = $2::timestamptz
     where token_hash = $1 and revoked_at is null and expires_at > $2::timestamptz
     returning customer_id::text as "customerId", session_id::text as "sessionId"`,
    [digest, iso(now)],
  );
  return rows[0];
}

/** Ends the session a refresh token belongs to; revoking twice, or an unknown token, is not an error. */
export async function revokeSessionOfRefreshToken(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<void> {
  await db.query(
    `update refresh_tokens set revoked_at = $2::timestamptz
     where session_id = (select session_id from refresh_tokens where token_hash = $1) and revoked_at is null`,
    [digest, iso(now)],
  );
}

/** Ends a session: its live refresh tokens are revoked, and its access tokens refused from now on. */
export async function revokeSession(db: Queryable, sessionId: string, now: Temporal.Instant): Promise<void> {
  await db.query(
    'update refresh_tokens set revoked_at = $2::timestamptz where session_id = $1::uuid and revoked_at is null',
    [sessionId, iso(now)],
  );
}
