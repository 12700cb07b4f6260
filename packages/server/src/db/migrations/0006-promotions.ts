import type { Migration } from '../migration.js';

/**
 * Promotions and their promo codes (specification section 3, "Promotion").
 *
 * - Several promotions may share a code (a campaign edition of a code beside its everyday one,
 *   or one rate for labels and another for the rest); the applicable one with the highest
 *   priority wins, as the domain's `selectPromotion` decides. A promotion is also known by its
 *   `id` (loss leaders, lines that remember it).
 * - Codes are stored as the shopper's input is normalised (trimmed, upper-case) and campaign
 *   parameters lower-case, so lookups are plain equality.
 * - Both dates are included (the domain's `isWithinWindow`); a missing campaign parameter or
 *   customer target means "anyone".
 * - `product_ids` restricts the promotion to some products of the catalogue (configuration ids);
 *   null means every product. It is an array in the row rather than a table beside it, so a
 *   promotion is one row: the seed's `on conflict do nothing` keeps it whole as the shop owner
 *   left it, and removing the last restriction can never silently open it to every product.
 * - A discount is a percentage of the price or a fixed amount in a currency of the shop
 *   (converted at the quote's exchange rate), never both.
 */
export const PROMOTIONS: Migration = {
  id: '0006-promotions',
  sql: `
    create table promotions (
      id text primary key check (id ~ '^[A-Za-z0-9_-]{1,100}$'),
      code text not null check (code ~ '^[A-Z0-9_-]{1,50}$'),
      label text not null,
      discount_kind text not null check (discount_kind in ('percent', 'amount')),
      discount_percent numeric(5, 2),
      discount_cents integer,
      discount_currency char(3) references currencies (code),
      filter_date_start timestamptz not null,
      filter_date_end timestamptz not null,
      campaign_parameter text check (campaign_parameter ~ '^[a-z0-9._~-]{1,100}$'),
      customer_target text check (customer_target in ('newCustomer')),
      priority integer not null default 0,
      product_ids text[] check (cardinality(product_ids) > 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (filter_date_start <= filter_date_end),
      check (
        (discount_kind = 'percent' and discount_percent > 0 and discount_percent <= 100
          and discount_cents is null and discount_currency is null)
        or (discount_kind = 'amount' and discount_cents > 0 and discount_currency is not null
          and discount_percent is null)
      )
    );
    create index promotions_code on promotions (code);
  `,
};
