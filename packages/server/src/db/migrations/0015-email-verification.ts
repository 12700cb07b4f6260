import type { Migration } from '../migration.js';

/**
 * Proving a customer owns their email, before the orders imported for it are shown.
 *
 * - `customers.verified_email` and `email_verified_at`: the email the customer last proved they
 *   own, and when. The proof holds while `verified_email = email`, so changing the email voids it
 *   without anyone having to clear it.
 * - `email_verifications`: the links mailed for it. Each holds a single-use token, stored as its
 *   SHA-256 digest (as password-reset tokens are), for the customer and the email it was sent to,
 *   valid until `expires_at`; `used_at` marks the one that confirmed. A new request deletes the
 *   customer's earlier unused ones, so only the latest link works.
 */
export const EMAIL_VERIFICATION: Migration = {
  id: '0015-email-verification',
  sql: `
    alter table customers
      add column verified_email text check (verified_email = lower(verified_email)),
      add column email_verified_at timestamptz,
      add constraint customers_email_verified_together
        check ((verified_email is null) = (email_verified_at is null));
    create table email_verifications (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      email text not null check (email = lower(email)),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_verifications_unused on email_verifications (customer_id) where used_at is null;
  `,
};
