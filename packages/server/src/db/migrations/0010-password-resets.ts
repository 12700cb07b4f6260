import type { Migration } from '../migration.js';

/**
 * Password-reset links: each holds a single-use token, stored as its SHA-256 digest (as refresh
 * tokens are), valid until `expires_at`. `used_at` marks the one that set a new password; a new
 * request deletes the customer's earlier unused ones, so only the latest link works.
 */
export const PASSWORD_RESETS: Migration = {
  id: '0010-password-resets',
  sql: `
    create table password_resets (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_resets_unused on password_resets (customer_id) where used_at is null;
  `,
};
