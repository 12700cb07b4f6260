import { domainConfigSchema, type ErrorEnvelope, HEADER, shopRulesSchema } from '@tirage/api-client/contract';
import type { ExchangeRates } from '@tirage/domain';
import {
  type CurrencyCode,
  type DomainConfig,
  err,
  isCurrencyCode,
  ok,
  type Result,
  resolveTenant,
  type ShopRules,
  shopRulesOf,
} from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/** A country shop: its hosts map to it, and its domain config is what the basic config serves. */
export interface ShopTenant {
  readonly code: string;
  /** The shop's main host. */
  readonly domain: string;
  /** Absolute base of the shop's links, e.g. `https://www.example.fr`. */
  readonly baseUrl: string;
  readonly timeZone: string;
  readonly domainConfig: DomainConfig;
  /**
   * The shop's rules: its cart and upload limits (`shop_rules`), the file check price and the
   * countries from its domain config. Every check of the server reads them from here.
   */
  readonly rules: ShopRules;
  /** Raised by each change staff make to the rules. */
  readonly rulesVersion: number;
  /**
   * The currencies the shop sells, its own first (`tenants.currencies`, each with an exchange
   * rate); a shop that lists none sells in its own only.
   */
  readonly currencies: readonly CurrencyCode[];
  /** The analytics id the shop's visits are counted under (`tenants.tracking_id`); null: none. */
  readonly trackingId: string | null;
}

/** The limits `shop_rules` holds; the rest of the rules is in the domain config. */
const storedLimitsSchema = shopRulesSchema.pick({ cart: true, uploads: true });

/** Everything tenancy needs, read from the database (`tenants`, `tenant_hosts`, `currencies`). */
export interface Tenancy {
  readonly tenants: ReadonlyMap<string, ShopTenant>;
  /** Host → tenant code. */
  readonly hosts: Readonly<Record<string, string>>;
  /** The host whose shop answers a host no shop claims; '' when none is configured. */
  readonly defaultHost: string;
  /** Units of each currency for one euro; only currencies listed here may be active. */
  readonly exchangeRates: ExchangeRates;
}

/** The shop and currency a request is served in. */
export interface RequestTenant {
  readonly tenant: ShopTenant;
  readonly activeCurrency: CurrencyCode;
  readonly exchangeRates: ExchangeRates;
}

/**
 * Reads the tenancy tables. Requests get them through the reference cache
 * (`src/cache/reference-cache.ts`), which calls this again after any change to them.
 */
export async function loadTenancy(db: Queryable): Promise<Tenancy> {
  const qb = queryBuilder(db);
  const [tenantRows, hostRows, currencyRows] = await Promise.all([
    qb
      .selectFrom('tenants')
      .select([
        'code',
        'domain',
        'baseUrl',
        'timeZone',
        'domainConfig',
        'shopRules',
        'rulesVersion',
        'currencies',
        'trackingId',
      ])
      .where('domainConfig', 'is not', null)
      .execute(),
    qb.selectFrom('tenantHosts').select(['host', 'tenantCode', 'isDefault']).execute(),
    qb
      .selectFrom('currencies')
      .select((eb) => ['code', eb.cast<number>('unitsPerEuro', 'float8').as('unitsPerEuro')])
      .execute(),
  ]);
  const exchangeRates: Partial<Record<CurrencyCode, number>> = {};
  for (const row of currencyRows) {
    const code = row.code.trim();
    if (isCurrencyCode(code)) exchangeRates[code] = Number(row.unitsPerEuro);
  }
  const tenants = new Map<string, ShopTenant>();
  for (const row of tenantRows) {
    // A domain config edited into something the storefront cannot read is a configuration bug.
    const domainConfig = domainConfigSchema.parse(row.domainConfig);
    tenants.set(row.code, {
      code: row.code,
      domain: row.domain,
      baseUrl: row.baseUrl ?? `https://${row.domain}`,
      timeZone: row.timeZone,
      domainConfig,
      // Rules edited into something out of their bounds are a configuration bug, as above.
      rules: shopRulesOf(domainConfig, storedLimitsSchema.parse(row.shopRules)),
      rulesVersion: row.rulesVersion,
      currencies: soldCurrencies(domainConfig.currency, row.currencies, exchangeRates),
      trackingId: row.trackingId,
    });
  }
  return {
    tenants,
    hosts: Object.fromEntries(hostRows.map((row) => [row.host, row.tenantCode])),
    defaultHost: hostRows.find((row) => row.isDefault)?.host ?? '',
    exchangeRates,
  };
}

/**
 * The shop's currencies, its own first. A listed currency without an exchange rate (unknown, or
 * its rate removed) is left out until it has one: the shop cannot price in it.
 */
function soldCurrencies(
  own: CurrencyCode,
  listed: readonly string[],
  exchangeRates: ExchangeRates,
): readonly CurrencyCode[] {
  const sold: CurrencyCode[] = [own];
  for (const raw of listed) {
    const code = raw.trim().toUpperCase();
    if (isCurrencyCode(code) && exchangeRates[code] !== undefined && !sold.includes(code)) sold.push(code);
  }
  return sold;
}

/** Whether the shop sells in the currency (it is in its list, with an exchange rate). */
export function sellsIn(tenant: ShopTenant, currency: string): currency is CurrencyCode {
  return (tenant.currencies as readonly string[]).includes(currency);
}

export interface TenantRequestHeaders {
  /** `fe-x-tenant`: an explicit shop, which wins over the host. */
  readonly tenant: string | undefined;
  /** The host the shopper visits. */
  readonly host: string;
  /** `fe-x-active-currency`. */
  readonly activeCurrency: string | undefined;
}

/**
 * The shop and currency of a request (section 4): the `fe-x-tenant` header when present, else
 * the shop mapped to the host, else the shop of the default host. An unknown shop is refused
 * with 'Tenant domain not valid'; an active currency without an exchange rate is a field error.
 */
export function resolveRequestTenant(
  tenancy: Tenancy,
  headers: TenantRequestHeaders,
): Result<RequestTenant, ErrorEnvelope> {
  const resolved = resolveTenant({
    host: headers.host,
    defaultDomain: tenancy.defaultHost,
    domains: tenancy.hosts,
    customTenant: headers.tenant ?? null,
    knownTenants: [...tenancy.tenants.keys()],
  });
  const tenant = resolved.ok ? tenancy.tenants.get(resolved.value) : undefined;
  if (!resolved.ok || tenant === undefined) {
    const message = resolved.ok ? 'Tenant domain not valid' : resolved.error.message;
    return err({ status: 'error', code: 400, message, kind: 'tenant.invalid' });
  }
  const wanted = headers.activeCurrency?.trim().toUpperCase() || tenant.domainConfig.currency;
  if (!isCurrencyCode(wanted) || tenancy.exchangeRates[wanted] === undefined) {
    return err({
      status: 'error',
      code: 400,
      message: 'The request is not valid',
      kind: 'request.invalid',
      errors: [{ path: HEADER.activeCurrency, message: `Unknown currency: ${headers.activeCurrency}` }],
    });
  }
  return ok({ tenant, activeCurrency: wanted, exchangeRates: tenancy.exchangeRates });
}
