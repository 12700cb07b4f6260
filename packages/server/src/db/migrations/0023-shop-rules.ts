import type { Migration } from '../migration.js';

/**
 * A shop's rules beside its domain config (the domain's `ShopRules`):
 *
 * - `shop_rules`: the cart limits (`cart.maxLines`, `cart.maxTaxedCents`) and the upload limits
 *   (`uploads.maxFileBytes`, `uploads.acceptedTypes`). Every shop starts with the specification's
 *   values (15 lines, 100 000.00 incl VAT, 200 MB, PDF/PNG/JPEG/TIFF), written out here so that
 *   this migration means the same whatever the code's defaults become.
 * - The file check price and the countries served stay where they are, in `domain_config`
 *   (`file_check_price`, `countries`): one place for each value.
 * - `rules_version`: raised by every change staff make to the rules, so that a change made from
 *   rules read before another one is refused rather than undoing it.
 *
 * `tenants` already announces its changes (migration 0008): the servers' caches forget the
 * rules as soon as they change.
 */
export const SHOP_RULES: Migration = {
  id: '0023-shop-rules',
  sql: `
    alter table tenants
      add column shop_rules jsonb not null default '{
        "cart": { "maxLines": 15, "maxTaxedCents": 10000000 },
        "uploads": {
          "maxFileBytes": 209715200,
          "acceptedTypes": ["application/pdf", "image/png", "image/jpeg", "image/tiff"]
        }
      }'::jsonb,
      add column rules_version integer not null default 1 check (rules_version > 0);
  `,
};
