import { type AddressType, err, ok, type Result } from '@tirage/domain';
import { sql } from 'kysely';
import type { Temporal } from 'temporal-polyfill';
import type { Database, Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';
import type { Customers } from '../db/schema.js';

/** A customer holds at most this many addresses of each type. */
export const MAX_ADDRESSES_PER_TYPE = 50;

/**
 * The typed fields of an address (the contract's `addressFieldsShape`), stored as one JSON object.
 * Optional fields are absent, never empty strings.
 */
export interface AddressFields {
  readonly country: string;
  readonly postalCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly company?: string;
  readonly street: string;
  readonly streetComplement?: string;
  readonly city: string;
  readonly phone?: string;
  readonly email?: string;
  readonly vatNumber?: string;
}

/** The keys of `AddressFields`, in the order they are stored: nothing else reaches the JSON column. */
const ADDRESS_FIELD_KEYS = [
  'country',
  'postalCode',
  'firstName',
  'lastName',
  'company',
  'street',
  'streetComplement',
  'city',
  'phone',
  'email',
  'vatNumber',
] as const satisfies readonly (keyof AddressFields)[];

export interface AddressRecord {
  readonly id: string;
  readonly type: AddressType;
  readonly fields: AddressFields;
  /** Whether the customer may pay later with this billing address: set by staff, never by the client. */
  readonly hasDeferredPayments: boolean;
}

export interface AddressBookRecord {
  /** Both types, oldest first. */
  readonly addresses: readonly AddressRecord[];
  readonly defaultShippingAddressId: string | null;
  readonly defaultBillingAddressId: string | null;
}

/** Names one address of the book: an id alone is not enough, its type must match too. */
export interface AddressRef {
  readonly id: string;
  readonly type: AddressType;
}

export type AddressStoreError =
  /** The customer of the token no longer exists. */
  | { readonly kind: 'customer.unknown' }
  /** No address of this customer has this id and type (another customer's, deleted, or not an id). */
  | { readonly kind: 'address.notFound' }
  | { readonly kind: 'address.limitReached'; readonly type: AddressType; readonly limit: number };

/**
 * Runs in the transaction of an address write when the call named a cart (`cartId`), with the
 * address as written: the cart side sets it on the cart there, so both change or neither does.
 */
export type CartLinkHook = (tx: Queryable, address: AddressRecord) => Promise<void>;

export interface AddressWriteOptions {
  readonly now: Temporal.Instant;
  readonly onCartLink?: CartLinkHook | undefined;
}

const DEFAULT_COLUMN = {
  shipping: 'defaultShippingAddressId',
  billing: 'defaultBillingAddressId',
} as const satisfies Record<AddressType, keyof Customers>;

/** The ids this store hands out; anything else names no address (and must not reach a `::uuid` cast). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NOT_FOUND = { kind: 'address.notFound' } as const;
const UNKNOWN_CUSTOMER = { kind: 'customer.unknown' } as const;

const ADDRESS_COLUMNS = ['id', 'type', 'fields', 'hasDeferredPayments'] as const;

/**
 * A select-list item over `customers` answering its address book as one JSON value
 * (`addressBook`, an `AddressBookRecord`). Part of the customer's own select, so the list and the
 * default ids are read in one snapshot and always agree.
 */
export const addressBookColumn = sql<AddressBookRecord>`json_build_object(
    'defaultShippingAddressId', customers.default_shipping_address_id::text,
    'defaultBillingAddressId', customers.default_billing_address_id::text,
    'addresses', coalesce(
      (select json_agg(
                json_build_object('id', a.id::text, 'type', a.type, 'fields', a.fields,
                                  'hasDeferredPayments', a.has_deferred_payments)
                order by a.created_at, a.id)
       from addresses a where a.customer_id = customers.id),
      '[]'::json)
  )`.as('addressBook');

/** Only the known keys, trimmed; optional ones dropped when absent or blank (a blank one clears it). */
function storedFields(fields: AddressFields): AddressFields {
  const stored: Record<string, string> = {};
  for (const key of ADDRESS_FIELD_KEYS) {
    const value = fields[key]?.trim();
    if (value !== undefined && value !== '') stored[key] = value;
  }
  return stored as unknown as AddressFields;
}

const iso = (instant: Temporal.Instant): string => instant.toString();

/**
 * Locks the customer row for the rest of the transaction: every write to an address book takes
 * this lock first, so two calls of one customer run one after the other (the "first address
 * becomes the default" and "at most 50" rules hold under concurrency, and no deadlock is possible).
 */
async function lockCustomer(tx: Queryable, customerId: string): Promise<boolean> {
  const row = await queryBuilder(tx)
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The customer's address of this id and type, or undefined (never another customer's, never a failure). */
export async function findCustomerAddress(
  db: Queryable,
  customerId: string,
  ref: AddressRef,
): Promise<AddressRecord | undefined> {
  if (!UUID.test(ref.id)) return undefined;
  return queryBuilder(db)
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('id', '=', ref.id)
    .where('customerId', '=', customerId)
    .where('type', '=', ref.type)
    .$castTo<AddressRecord>() // type and fields as storedFields wrote them
    .executeTakeFirst();
}

/** Makes `id` the default of its type when the customer has none of that type. */
async function defaultWhenNone(
  tx: Queryable,
  customerId: string,
  type: AddressType,
  id: string,
  now: Temporal.Instant,
): Promise<void> {
  const column = DEFAULT_COLUMN[type];
  await queryBuilder(tx)
    .updateTable('customers')
    .set({ [column]: id, updatedAt: iso(now) })
    .where('id', '=', customerId)
    .where(column, 'is', null)
    .execute();
}

/** Adds an address; the first of its type (or any, while the type has no default) becomes the default. */
export function addAddress(
  db: Database,
  customerId: string,
  type: AddressType,
  fields: AddressFields,
  options: AddressWriteOptions,
): Promise<Result<AddressRecord, AddressStoreError>> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return err(UNKNOWN_CUSTOMER);
    const qb = queryBuilder(tx);
    const held = await qb
      .selectFrom('addresses')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('customerId', '=', customerId)
      .where('type', '=', type)
      .executeTakeFirst();
    if ((held?.count ?? 0) >= MAX_ADDRESSES_PER_TYPE)
      return err({ kind: 'address.limitReached', type, limit: MAX_ADDRESSES_PER_TYPE });
    const stored = storedFields(fields);
    const row = await qb
      .insertInto('addresses')
      .values({
        customerId,
        type,
        fields: jsonb(stored),
        createdAt: iso(options.now),
        updatedAt: iso(options.now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await defaultWhenNone(tx, customerId, type, row.id, options.now);
    const address: AddressRecord = { id: row.id, type, fields: stored, hasDeferredPayments: false };
    await options.onCartLink?.(tx, address);
    return ok(address);
  });
}

/**
 * Changes an address: `revise` gets the fields as stored and answers the new ones, or why they
 * are refused (it runs under the lock, so it checks what is actually replaced).
 */
export async function updateAddress<E>(
  db: Database,
  customerId: string,
  ref: AddressRef,
  revise: (current: AddressFields) => Result<AddressFields, E>,
  options: AddressWriteOptions,
): Promise<
  Result<AddressRecord, AddressStoreError | { readonly kind: 'address.invalid'; readonly error: E }>
> {
  if (!UUID.test(ref.id)) return err(NOT_FOUND);
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return err(UNKNOWN_CUSTOMER);
    const current = await findCustomerAddress(tx, customerId, ref);
    if (current === undefined) return err(NOT_FOUND);
    const revised = revise(current.fields);
    if (!revised.ok) return err({ kind: 'address.invalid', error: revised.error });
    const stored = storedFields(revised.value);
    await queryBuilder(tx)
      .updateTable('addresses')
      .set({ fields: jsonb(stored), updatedAt: iso(options.now) })
      .where('id', '=', ref.id)
      .execute();
    const address: AddressRecord = { ...current, fields: stored };
    await options.onCartLink?.(tx, address);
    return ok(address);
  });
}

/** Makes an address the default of its type. */
export async function setDefaultAddress(
  db: Database,
  customerId: string,
  ref: AddressRef,
  options: AddressWriteOptions,
): Promise<Result<AddressRecord, AddressStoreError>> {
  if (!UUID.test(ref.id)) return err(NOT_FOUND);
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return err(UNKNOWN_CUSTOMER);
    const address = await findCustomerAddress(tx, customerId, ref);
    if (address === undefined) return err(NOT_FOUND);
    await queryBuilder(tx)
      .updateTable('customers')
      .set({ [DEFAULT_COLUMN[ref.type]]: ref.id, updatedAt: iso(options.now) })
      .where('id', '=', customerId)
      .execute();
    await options.onCartLink?.(tx, address);
    return ok(address);
  });
}

/**
 * Removes an address. Removing the default clears it (`on delete set null`); the most recently
 * added address left of that type then becomes the default, or none is when none is left.
 */
export async function deleteAddress(
  db: Database,
  customerId: string,
  ref: AddressRef,
  options: Pick<AddressWriteOptions, 'now'>,
): Promise<Result<void, AddressStoreError>> {
  if (!UUID.test(ref.id)) return err(NOT_FOUND);
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) return err(UNKNOWN_CUSTOMER);
    const qb = queryBuilder(tx);
    const deleted = await qb
      .deleteFrom('addresses')
      .where('id', '=', ref.id)
      .where('customerId', '=', customerId)
      .where('type', '=', ref.type)
      .returning('id')
      .executeTakeFirst();
    if (deleted === undefined) return err(NOT_FOUND);
    const column = DEFAULT_COLUMN[ref.type];
    // Also restores the rule "a type with addresses has a default" if anything else broke it.
    await qb
      .updateTable('customers')
      .set((eb) => ({
        [column]: eb
          .selectFrom('addresses')
          .select('id')
          .where('customerId', '=', customerId)
          .where('type', '=', ref.type)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .limit(1),
        updatedAt: iso(options.now),
      }))
      .where('id', '=', customerId)
      .where(column, 'is', null)
      .execute();
    return ok(undefined);
  });
}
