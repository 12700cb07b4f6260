import type { Migration } from '../migration.js';

/**
 * Stock of the products made from goods the shop keeps (docs/storefront.md, "Stock").
 *
 * - `product_stock`: what the shop holds for a product (`mcp_sku`), for the configurations whose
 *   attributes include `attributes` (`{}`: every configuration of the product). When several
 *   rows apply, the one naming the most attributes is the configuration's stock.
 * - `product_restocks`: deliveries the shop expects for a stock row; past dates are ignored
 *   (the shop adds what arrived to `on_hand`).
 */
export const PRODUCT_STOCK: Migration = {
  id: '0018-product-stock',
  sql: `
    create table product_stock (
      id bigint generated always as identity primary key,
      mcp_sku text not null,
      attributes jsonb not null default '{}'::jsonb check (jsonb_typeof(attributes) = 'object'),
      on_hand integer not null check (on_hand >= 0),
      unique (mcp_sku, attributes)
    );
    create table product_restocks (
      id bigint generated always as identity primary key,
      stock_id bigint not null references product_stock (id) on delete cascade,
      arrives_on date not null,
      quantity integer not null check (quantity > 0)
    );
    create index product_restocks_by_stock on product_restocks (stock_id, arrives_on);
  `,
};
