import type { Migration } from '../migration.js';

/**
 * Short preconfigured keys, loss-leader offers and design-editor templates
 * (`src/product-links/`). A saved selection is kept as the canonical JSON its key is the hash
 * of; it names its product without a foreign key, so removing a product never fails on links
 * shoppers shared (the product page then reports the product missing). A loss leader's promotion
 * is kept as text: promotions are managed on their own.
 */
export const PRODUCT_LINKS: Migration = {
  id: '0007-product-links',
  sql: `
    create table product_custom_configs (
      key text primary key check (key ~ '^[A-Za-z0-9_-]{1,64}$'),
      product_configuration_id text,
      selection text not null,
      created_at timestamptz not null default now()
    );
    create table loss_leaders (
      key text primary key check (key ~ '^[A-Za-z0-9_-]{1,64}$'),
      product_id text not null references products (id) on update cascade on delete cascade,
      promocode_id text not null,
      production_time text not null,
      selected_priority text not null,
      selected_attributes jsonb not null,
      quantity numeric(12, 2) not null check (quantity > 0),
      created_at timestamptz not null default now()
    );
    create table design_templates (
      id text primary key,
      product_id text not null references products (id) on update cascade on delete cascade,
      name text not null,
      format text,
      tags jsonb not null default '[]'::jsonb,
      thumbnail_path text not null check (thumbnail_path like '/%'),
      sort_index integer not null default 0,
      created_at timestamptz not null default now()
    );
    create index design_templates_product_order on design_templates (product_id, sort_index, id);
  `,
};
