import type { Migration } from '../migration.js';

/**
 * Staff: their accounts, their sessions (a staff login), the sessions they open as a customer
 * (admin login-as), and what they do in those: every request that changes something is recorded
 * with the staff member's id. And the shop's assets they upload (banners and the like).
 */
export const STAFF: Migration = {
  id: '0013-staff',
  sql: `
    create table staff_members (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      display_name text not null check (length(display_name) between 1 and 120),
      password_hash text not null,
      created_at timestamptz not null default now()
    );
    create table staff_sessions (
      id uuid primary key,
      staff_id uuid not null references staff_members (id) on delete cascade,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index staff_sessions_staff on staff_sessions (staff_id);
    create table login_as_sessions (
      id uuid primary key,
      staff_id uuid not null references staff_members (id) on delete cascade,
      staff_session_id uuid not null references staff_sessions (id) on delete cascade,
      customer_id uuid not null references customers (id) on delete cascade,
      expires_at timestamptz not null,
      ended_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index login_as_sessions_customer on login_as_sessions (customer_id);
    create table staff_actions (
      id bigint generated always as identity primary key,
      staff_id uuid not null references staff_members (id) on delete cascade,
      customer_id uuid references customers (id) on delete set null,
      login_as_session_id uuid references login_as_sessions (id) on delete set null,
      method text not null,
      path text not null,
      status smallint not null,
      at timestamptz not null default now()
    );
    create index staff_actions_staff on staff_actions (staff_id, at);

    -- Shop assets (banners, pictures of content pages) staff upload; the files are on disk.
    create table shop_assets (
      id uuid primary key,
      file_name text not null,
      media_type text not null,
      size_bytes integer not null check (size_bytes > 0),
      storage_key text not null unique,
      staff_id uuid references staff_members (id) on delete set null,
      created_at timestamptz not null default now()
    );
  `,
};
