import type { Database } from './database.js';
import type { Migration } from './migration.js';
import { CARTS_AND_ORDERS } from './migrations/0005-carts-orders.js';
import { PROMOTIONS } from './migrations/0006-promotions.js';
import { PRODUCT_LINKS } from './migrations/0007-product-links.js';
import { CHANGE_NOTIFICATIONS } from './migrations/0008-change-notifications.js';
import { SITEMAPS } from './migrations/0009-sitemaps.js';
import { PASSWORD_RESETS } from './migrations/0010-password-resets.js';
import { ARTWORK_UPLOADS } from './migrations/0011-artwork-uploads.js';
import { LEGACY_ORDERS_AND_DESIGNS } from './migrations/0012-legacy-orders-designs.js';
import { STAFF } from './migrations/0013-staff.js';
import { WALLET_LEDGER } from './migrations/0014-wallet-ledger.js';
import { EMAIL_VERIFICATION } from './migrations/0015-email-verification.js';
import { PAYMENTS } from './migrations/0016-payments.js';
import { SANDBOX_GATEWAY } from './migrations/0017-sandbox-gateway.js';
import { PRODUCT_STOCK } from './migrations/0018-product-stock.js';
import { DESIGN_DOCUMENTS } from './migrations/0019-design-documents.js';
import { DESIGN_TEMPLATE_LAYOUTS } from './migrations/0020-design-template-layouts.js';
import { CONTENT_PAGE_NOTIFICATIONS } from './migrations/0021-content-page-notifications.js';
import { ARTWORK_PREFLIGHT } from './migrations/0022-artwork-preflight.js';
import { SHOP_RULES } from './migrations/0023-shop-rules.js';
import { VISITOR_SESSIONS } from './migrations/0024-visitor-sessions.js';
import { RATE_LIMITS } from './migrations/0025-rate-limits.js';
import { JOBS_AND_MAIL_OUTBOX } from './migrations/0026-jobs-mail-outbox.js';

export type { Migration } from './migration.js';

/** Append only: an applied migration is never edited, a change is a new migration. */
export const MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-tenants',
    sql: `
      create table tenants (
        id uuid primary key default gen_random_uuid(),
        code text not null unique,
        domain text not null unique,
        default_currency char(3) not null default 'EUR',
        locale text not null default 'fr',
        time_zone text not null default 'Europe/Paris',
        created_at timestamptz not null default now()
      );
    `,
  },
  {
    // Tenants become the country shops of the contract (fr, be, ch); the first installations'
    // 'default' tenant is the French shop.
    id: '0002-tenancy',
    sql: `
      update tenants set code = 'fr'
        where code = 'default' and not exists (select 1 from tenants where code = 'fr');
      alter table tenants
        add column domain_config jsonb,
        add column base_url text;
      create table tenant_hosts (
        host text primary key,
        tenant_code text not null references tenants (code) on update cascade on delete cascade,
        is_default boolean not null default false
      );
      create unique index tenant_hosts_one_default on tenant_hosts (is_default) where is_default;
      create table currencies (
        code char(3) primary key,
        units_per_euro numeric(12, 6) not null check (units_per_euro > 0),
        is_default boolean not null default false
      );
      create unique index currencies_one_default on currencies (is_default) where is_default;
    `,
  },
  {
    id: '0003-catalog',
    sql: `
      create table products (
        id text primary key,
        mcp_sku text not null unique,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table content_pages (
        id text primary key,
        path text not null unique,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
    `,
  },
  {
    // Customer accounts and their refresh tokens. Emails are stored lower-cased, so the unique
    // constraint is case-insensitive; refresh tokens are stored as SHA-256 digests, never as issued.
    // A session (one login) is the chain of refresh tokens its rotations issue; access tokens name
    // it (sid), so logging out revokes them too.
    id: '0004-customers',
    sql: `
      create table customers (
        id uuid primary key default gen_random_uuid(),
        email text not null unique check (email = lower(email)),
        password_hash text not null,
        first_name text,
        last_name text,
        company text,
        vat_number text,
        user_category smallint check (user_category in (1, 2)),
        newsletter boolean not null default false,
        is_premium boolean not null default false,
        premium_reason text,
        external_id text,
        wallet_credit_cents integer not null default 0,
        wallet_currency char(3) not null default 'EUR',
        new_client boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create table refresh_tokens (
        id uuid primary key default gen_random_uuid(),
        customer_id uuid not null references customers (id) on delete cascade,
        session_id uuid not null,
        token_hash text not null unique,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index refresh_tokens_customer on refresh_tokens (customer_id);
      create index refresh_tokens_session on refresh_tokens (session_id) where revoked_at is null;
    `,
  },
  // Later migrations live in ./migrations/, one file each, beside the feature they serve.
  CARTS_AND_ORDERS,
  PROMOTIONS,
  PRODUCT_LINKS,
  CHANGE_NOTIFICATIONS,
  SITEMAPS,
  PASSWORD_RESETS,
  ARTWORK_UPLOADS,
  LEGACY_ORDERS_AND_DESIGNS,
  STAFF,
  WALLET_LEDGER,
  EMAIL_VERIFICATION,
  PAYMENTS,
  SANDBOX_GATEWAY,
  PRODUCT_STOCK,
  DESIGN_DOCUMENTS,
  DESIGN_TEMPLATE_LAYOUTS,
  CONTENT_PAGE_NOTIFICATIONS,
  ARTWORK_PREFLIGHT,
  SHOP_RULES,
  VISITOR_SESSIONS,
  RATE_LIMITS,
  JOBS_AND_MAIL_OUTBOX,
];

/** Serialises migrators across processes sharing one PostgreSQL; an arbitrary constant ("tirage"). */
/** Taken by migrations and the seed, so processes starting together write the base data once. */
export const SCHEMA_LOCK_KEY = 0x7469_7261;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in order, in one transaction
 * holding an advisory lock, so that two processes starting together apply each one once.
 * Returns the ids applied by this call.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<readonly string[]> {
  assertOrdered(migrations);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.query(`
      create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )
    `);
    const rows = await tx.query<{ id: string }>('select id from schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const pending = migrations.filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    }
    return pending.map((migration) => migration.id);
  });
}

function assertOrdered(migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    const previous = migrations[i - 1]?.id ?? '';
    const current = migrations[i]?.id ?? '';
    if (current <= previous) throw new Error(`Migration ids must increase: ${previous} then ${current}`);
  }
}
