import type { Migration } from '../migration.js';

/**
 * The address book, carts and orders.
 *
 * - An address's typed fields are kept as one JSON object (they are validated by the contract's
 *   schema on the way in and read back whole); `has_deferred_payments` is a column because only
 *   staff set it and the client never sends it.
 * - A cart belongs to a customer or, for a guest, to an anonymous id; each owner has at most one
 *   open cart per shop (partial unique indexes), so concurrent "open my cart" calls agree.
 * - A cart line keeps the request it was made from (`input`, to price it again when the currency
 *   or the shipping country changes) and the priced line as answered (`line`), with its totals
 *   in integer hundredths for the sums.
 * - An order is made from exactly one cart (`cart_id` unique). Its lines are copied, not
 *   referenced, so an order never changes when a cart or the catalogue does.
 * - Idempotency keys remember the answer of a checkout or payment per customer and key.
 */
export const CARTS_AND_ORDERS: Migration = {
  id: '0005-carts-orders',
  sql: `
    create table addresses (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      type text not null check (type in ('shipping', 'billing')),
      fields jsonb not null,
      has_deferred_payments boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index addresses_customer on addresses (customer_id, type);
    alter table customers
      add column default_shipping_address_id uuid references addresses (id) on delete set null,
      add column default_billing_address_id uuid references addresses (id) on delete set null;

    create table carts (
      id uuid primary key default gen_random_uuid(),
      tenant_code text not null references tenants (code) on update cascade,
      customer_id uuid references customers (id) on delete cascade,
      anonymous_id uuid,
      status text not null default 'open' check (status in ('open', 'ordered', 'merged', 'abandoned')),
      currency char(3) not null,
      country char(2) not null,
      locale text not null,
      shipping_address jsonb,
      billing_address jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (customer_id is not null or anonymous_id is not null)
    );
    create unique index carts_open_customer on carts (tenant_code, customer_id)
      where status = 'open' and customer_id is not null;
    create unique index carts_open_guest on carts (tenant_code, anonymous_id)
      where status = 'open' and customer_id is null;

    create table cart_lines (
      id uuid primary key default gen_random_uuid(),
      cart_id uuid not null references carts (id) on delete cascade,
      input jsonb not null,
      line jsonb not null,
      total_cents integer not null,
      taxed_cents integer not null,
      created_at timestamptz not null,
      position bigint generated always as identity
    );
    create index cart_lines_cart on cart_lines (cart_id, position);

    create sequence order_numbers start with 100001;
    create table orders (
      id uuid primary key default gen_random_uuid(),
      order_number text not null unique,
      cart_id uuid not null unique references carts (id),
      customer_id uuid not null references customers (id) on delete cascade,
      tenant_code text not null references tenants (code) on update cascade,
      status text not null default 'pendingPayment',
      currency char(3) not null,
      lines jsonb not null,
      shipping_address jsonb,
      billing_address jsonb,
      total_cents integer not null,
      taxed_cents integer not null,
      paid_cents integer not null default 0,
      checkout jsonb not null,
      payment_method text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index orders_customer on orders (customer_id, created_at desc);

    create table order_edits (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      line_id text not null,
      input jsonb not null,
      line jsonb not null,
      total_cents integer not null,
      taxed_cents integer not null,
      referer_url text not null,
      status text not null default 'draft' check (status in ('draft', 'finalized', 'superseded')),
      created_at timestamptz not null default now()
    );
    create index order_edits_order on order_edits (order_id);

    create table idempotency_keys (
      customer_id uuid not null references customers (id) on delete cascade,
      key uuid not null,
      operation text not null,
      fingerprint text not null,
      status_code integer not null,
      response jsonb not null,
      created_at timestamptz not null default now(),
      primary key (customer_id, key)
    );
  `,
};
