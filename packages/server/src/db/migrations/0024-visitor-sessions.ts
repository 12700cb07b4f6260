import type { Migration } from '../migration.js';

/**
 * The visitor's session (specification section 3) and the currencies each shop sells:
 *
 * - `visitor_sessions`: one row per visit, keyed by the random id of the session cookie (a UUID,
 *   HttpOnly, 30 days). It keeps what the shopper chose (the active currency, and for staff acting
 *   as a customer the previewed shop) and the tracking id the visit is counted under. It belongs to
 *   no customer: logging in or out leaves it as it is. Rows are written only when something is
 *   chosen; a visit that never chose anything has none.
 * - `tenants.currencies`: the currencies a shop sells besides its own (an empty list: its own
 *   only), each with an exchange rate in `currencies`.
 * - `tenants.tracking_id`: the analytics id the basic config answers; null when the shop has none.
 */
export const VISITOR_SESSIONS: Migration = {
  id: '0024-visitor-sessions',
  sql: `
    alter table tenants
      add column currencies text[] not null default '{}',
      add column tracking_id text check (tracking_id is null or length(tracking_id) between 1 and 200);
    create table visitor_sessions (
      id uuid primary key,
      tenant_code text not null references tenants (code) on update cascade on delete cascade,
      active_currency char(3) references currencies (code) on delete set null,
      custom_tenant text references tenants (code) on update cascade on delete set null,
      tracking_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index visitor_sessions_updated_at on visitor_sessions (updated_at);
  `,
};
