import type { CurrencyCode, DomainConfig } from '@tirage/domain';
import { DEMO_CATALOG, DEMO_LEGACY_PATHS } from '@tirage/domain';
import { seedCatalog } from '../catalog/catalog-store.js';
import { DEMO_STOCK } from '../catalog/demo-stock.js';
import { seedStock } from '../catalog/stock-store.js';
import { seedLegacyOrders } from '../orders/legacy-orders-seed.js';
import { seedProductLinks } from '../product-links/product-links-seed.js';
import { seedPromotions } from '../promotions/promotion-seed.js';
import type { Database } from './database.js';
import { SCHEMA_LOCK_KEY } from './migrations.js';

/** A country shop as the seed creates it; a shop owner may change any of it afterwards. */
export interface SeedTenant {
  readonly code: string;
  /** The shop's main host. */
  readonly domain: string;
  /** Every host that serves this shop (the main one included). */
  readonly hosts: readonly string[];
  /** Where the shop is reached from outside, used to build absolute links. */
  readonly baseUrl: string;
  readonly timeZone: string;
  readonly domainConfig: DomainConfig;
  /** The currencies the shop sells, its own first; each needs an exchange rate in `currencies`. */
  readonly currencies: readonly CurrencyCode[];
  /** The analytics id the basic config answers; null when the shop has none. */
  readonly trackingId: string | null;
}

export interface SeedCurrency {
  readonly code: CurrencyCode;
  /** Units of this currency for one euro. */
  readonly unitsPerEuro: number;
}

export interface SeedData {
  readonly tenants: readonly SeedTenant[];
  /** The host whose shop serves a request from a host no shop claims (specification section 4). */
  readonly defaultHost: string;
  readonly currencies: readonly SeedCurrency[];
  /** The currency prices are kept in; the others are converted from it. */
  readonly defaultCurrency: CurrencyCode;
}

const FRENCH_SPEAKING_COUNTRIES = ['FR', 'BE', 'LU', 'MC', 'CH'];

/** The three country shops every installation starts with; hosts are `*.localhost` for local use. */
export const SEED_DATA: SeedData = {
  tenants: [
    {
      code: 'fr',
      domain: 'localhost',
      hosts: ['localhost', '127.0.0.1'],
      baseUrl: 'http://localhost:3000',
      timeZone: 'Europe/Paris',
      currencies: ['EUR', 'GBP'],
      trackingId: 'G-DEMOFR0001',
      domainConfig: {
        indexable: true,
        default_iso2: 'FR',
        default_zipcode: '75001',
        base_locale: 'fr',
        locale: 'fr-FR',
        flag: 'fr',
        countries: FRENCH_SPEAKING_COUNTRIES,
        currency: 'EUR',
        file_check_price: 4.9,
        reseller_discount_percent: 10,
      },
    },
    {
      code: 'be',
      domain: 'be.localhost',
      hosts: ['be.localhost'],
      baseUrl: 'http://be.localhost:3000',
      timeZone: 'Europe/Brussels',
      currencies: ['EUR', 'GBP'],
      trackingId: 'G-DEMOBE0001',
      domainConfig: {
        indexable: true,
        default_iso2: 'BE',
        default_zipcode: '1000',
        base_locale: 'fr',
        locale: 'fr-BE',
        flag: 'be',
        countries: ['BE', 'FR', 'LU'],
        currency: 'EUR',
        file_check_price: 4.9,
        reseller_discount_percent: 10,
      },
    },
    {
      code: 'ch',
      domain: 'ch.localhost',
      hosts: ['ch.localhost'],
      baseUrl: 'http://ch.localhost:3000',
      timeZone: 'Europe/Zurich',
      currencies: ['CHF', 'EUR'],
      trackingId: null,
      domainConfig: {
        indexable: true,
        default_iso2: 'CH',
        default_zipcode: '1201',
        base_locale: 'fr',
        locale: 'fr-CH',
        flag: 'ch',
        countries: ['CH'],
        currency: 'CHF',
        file_check_price: 4.9,
        reseller_discount_percent: 10,
      },
    },
  ],
  defaultHost: 'localhost',
  currencies: [
    { code: 'EUR', unitsPerEuro: 1 },
    { code: 'CHF', unitsPerEuro: 0.94 },
    { code: 'GBP', unitsPerEuro: 0.85 },
  ],
  defaultCurrency: 'EUR',
};

/**
 * Inserts the base data; run at every start, so it adds only what is missing and never
 * overwrites what a shop owner changed (a tenant's missing settings are filled in, set ones kept).
 */
export async function seed(db: Database, data: SeedData = SEED_DATA): Promise<void> {
  await db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL would otherwise race on the unique columns.
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    for (const tenant of data.tenants) {
      await tx.query(
        `insert into tenants
           (code, domain, default_currency, locale, time_zone, domain_config, base_url, currencies, tracking_id)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[], $9)
         on conflict (code) do update set
           -- Key by key: a setting the shop owner changed is kept (the right side of || wins).
           domain_config = coalesce(excluded.domain_config || tenants.domain_config, excluded.domain_config),
           base_url = coalesce(tenants.base_url, excluded.base_url),
           -- A shop whose currencies were never set gets the seed's; a list once set is kept.
           currencies = case when cardinality(tenants.currencies) = 0
             then excluded.currencies else tenants.currencies end,
           tracking_id = coalesce(tenants.tracking_id, excluded.tracking_id)`,
        [
          tenant.code,
          tenant.domain,
          tenant.domainConfig.currency,
          tenant.domainConfig.locale,
          tenant.timeZone,
          JSON.stringify(tenant.domainConfig),
          tenant.baseUrl,
          `{${tenant.currencies.join(',')}}`,
          tenant.trackingId,
        ],
      );
      for (const host of tenant.hosts) {
        await tx.query(
          `insert into tenant_hosts (host, tenant_code, is_default)
           values ($1, $2, $3)
           on conflict do nothing`,
          [host, tenant.code, host === data.defaultHost],
        );
      }
    }
    for (const currency of data.currencies) {
      await tx.query(
        `insert into currencies (code, units_per_euro, is_default)
         values ($1, $2, $3)
         on conflict do nothing`,
        [currency.code, currency.unitsPerEuro, currency.code === data.defaultCurrency],
      );
    }
    await seedCatalog(tx, DEMO_CATALOG);
    await seedStock(tx, DEMO_STOCK);
    for (const legacy of DEMO_LEGACY_PATHS) {
      // Only while its page exists: a page the shop owner removed takes its old paths with it.
      await tx.query(
        `insert into legacy_paths (path, page_id)
         select $1, id from content_pages where id = $2
         on conflict do nothing`,
        [legacy.path, legacy.pageId],
      );
    }
    await seedPromotions(tx);
    await seedProductLinks(tx);
    await seedLegacyOrders(tx);
  });
}
