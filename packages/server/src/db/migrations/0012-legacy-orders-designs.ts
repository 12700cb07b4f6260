import type { Migration } from '../migration.js';

/**
 * Orders imported from the shop's previous system, and the designs customers save.
 *
 * - A legacy order belongs to the email it was placed with (lower-cased, as customers' emails):
 *   the customer who has that email sees it. It is keyed by its shop and the previous system's
 *   number, so an import is re-run with `on conflict do nothing`; its lines name it the same way,
 *   so both tables load from flat files (docs/legacy-orders.md). Status and addresses are the
 *   previous system's text; amounts are integer hundredths of the order's currency.
 * - A saved design keeps the selection as the JSON text the contract reads (like short
 *   preconfigured keys: jsonb refuses some strings JSON allows) and names its product without a
 *   foreign key, so removing a product keeps the customer's designs (shown without a page).
 *   `position` orders designs saved within the same instant.
 */
export const LEGACY_ORDERS_AND_DESIGNS: Migration = {
  id: '0012-legacy-orders-designs',
  sql: `
    create table legacy_orders (
      tenant_code text not null references tenants (code) on update cascade on delete cascade,
      order_number text not null check (order_number <> '' and char_length(order_number) <= 64),
      customer_email text not null check (customer_email = lower(customer_email)),
      placed_on date not null,
      status text not null,
      currency char(3) not null references currencies (code),
      total_excl_cents integer not null,
      total_incl_cents integer not null,
      shipping_address text,
      billing_address text,
      imported_at timestamptz not null default now(),
      primary key (tenant_code, order_number)
    );
    create index legacy_orders_customer
      on legacy_orders (customer_email, tenant_code, placed_on desc, order_number desc);

    create table legacy_order_lines (
      tenant_code text not null,
      order_number text not null,
      position integer not null check (position > 0),
      product_name text not null check (product_name <> ''),
      quantity numeric(12, 2) not null check (quantity > 0),
      attributes text not null default '',
      total_excl_cents integer not null,
      total_incl_cents integer not null,
      primary key (tenant_code, order_number, position),
      foreign key (tenant_code, order_number) references legacy_orders (tenant_code, order_number)
        on update cascade on delete cascade
    );

    create table saved_designs (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      tenant_code text not null references tenants (code) on update cascade on delete cascade,
      name text not null check (char_length(name) between 1 and 100),
      product_configuration_id text not null,
      selection text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      position bigint generated always as identity
    );
    create index saved_designs_customer on saved_designs (customer_id, tenant_code, created_at desc, position desc);
  `,
};
