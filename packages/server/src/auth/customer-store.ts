import { sql, type Updateable } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import { type AddressBookRecord, addressBookColumn } from '../customer/address-store.js';
import type { Queryable } from '../db/database.js';
import { preparedQuery, queryBuilder, timestamptz } from '../db/query-builder.js';
import type { Customers } from '../db/schema.js';

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
  const row = await queryBuilder(db)
    .insertInto('customers')
    .values({
      email: normaliseEmail(customer.email),
      passwordHash: customer.passwordHash,
      newsletter: customer.newsletter,
      userCategory: customer.userCategory,
      firstName: customer.firstName ?? null,
      lastName: customer.lastName ?? null,
      company: customer.company ?? null,
      createdAt: iso(now),
      updatedAt: iso(now),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function findCredentials(
  db: Queryable,
  email: string,
): Promise<{ readonly id: string; readonly passwordHash: string } | undefined> {
  return queryBuilder(db)
    .selectFrom('customers')
    .select(['id', 'passwordHash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRecord | undefined> {
  return queryBuilder(db)
    .selectFrom('customers')
    .select((eb) => [
      'id',
      'email',
      'firstName',
      'lastName',
      'company',
      'vatNumber',
      'userCategory',
      'newsletter',
      'isPremium',
      'premiumReason',
      'externalId',
      'walletCreditCents',
      eb.fn<string>('trim', ['walletCurrency']).as('walletCurrency'),
      'newClient',
      addressBookColumn,
    ])
    .where('id', '=', id)
    .$narrowType<{ userCategory: 1 | 2 | null }>()
    .executeTakeFirst();
}

// Asked on the pricing of every cart line: built and compiled once.
const premiumOfCustomer = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('customers').select('isPremium').where('id', '=', params.id),
);

/** True when the customer is a premium reseller (set by staff); false for an unknown id or a guest. */
export async function isPremiumReseller(db: Queryable, id: string | undefined): Promise<boolean> {
  if (id === undefined) return false;
  const row = await premiumOfCustomer.executeTakeFirst(db, { id });
  return row?.isPremium === true;
}

/** A customer with an order is no longer a new customer (promotions for new customers). */
export async function endNewCustomer(q: Queryable, customerId: string): Promise<void> {
  await queryBuilder(q)
    .updateTable('customers')
    .set({ newClient: false, updatedAt: sql`now()` })
    .where('id', '=', customerId)
    .execute();
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

/** Changes only the fields given. 'taken' when the new email belongs to another account. */
export async function updateProfile(
  db: Queryable,
  id: string,
  change: ProfileChange,
  now: Temporal.Instant,
): Promise<'updated' | 'missing' | 'taken'> {
  const email = change.email === undefined ? undefined : normaliseEmail(change.email);
  // Only the fields given: an absent one is not set (undefined values are left out of the SET).
  const set: Updateable<Customers> = {
    updatedAt: iso(now),
    firstName: change.firstName,
    lastName: change.lastName,
    email,
    userCategory: change.userCategory,
    newsletter: change.newsletter,
    company: change.company,
    vatNumber: change.vatNumber,
  };
  const qb = queryBuilder(db);
  if (email !== undefined) {
    const taken = await qb
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .where('id', '<>', id)
      .executeTakeFirst();
    if (taken !== undefined) return 'taken';
  }
  try {
    const row = await qb
      .updateTable('customers')
      .set(set)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? 'missing' : 'updated';
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
  await queryBuilder(db)
    .insertInto('refreshTokens')
    .values({
      customerId: token.customerId,
      sessionId: token.sessionId,
      tokenHash: token.digest,
      expiresAt: iso(token.expiresAt),
      createdAt: iso(now),
    })
    .execute();
}

/** True while the session still has a refresh token not revoked (logout revokes them all). */
export async function isSessionLive(db: Queryable, sessionId: string): Promise<boolean> {
  const row = await queryBuilder(db)
    .selectFrom('refreshTokens')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
  return queryBuilder(db)
    .updateTable('refreshTokens')
    .set({ revokedAt: iso(now) })
    .where('tokenHash', '=', digest)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', timestamptz(now))
    .returning(['customerId', 'sessionId'])
    .executeTakeFirst();
}

/** Ends the session a refresh token belongs to; revoking twice, or an unknown token, is not an error. */
export async function revokeSessionOfRefreshToken(
  db: Queryable,
  digest: string,
  now: Temporal.Instant,
): Promise<void> {
  const qb = queryBuilder(db);
  await qb
    .updateTable('refreshTokens')
    .set({ revokedAt: iso(now) })
    .where('sessionId', '=', (eb) =>
      eb.selectFrom('refreshTokens').select('sessionId').where('tokenHash', '=', digest),
    )
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends a session: its live refresh tokens are revoked, and its access tokens refused from now on. */
export async function revokeSession(db: Queryable, sessionId: string, now: Temporal.Instant): Promise<void> {
  await queryBuilder(db)
    .updateTable('refreshTokens')
    .set({ revokedAt: iso(now) })
    .where('sessionId', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
