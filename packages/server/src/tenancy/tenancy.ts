import { domainConfigSchema, type ErrorEnvelope, HEADER } from '@tirage/api-client/contract';
import type { ExchangeRates } from '@tirage/domain';
import {
  type CurrencyCode,
  type DomainConfig,
  err,
  isCurrencyCode,
  ok,
  type Result,
  resolveTenant,
} from '@tirage/domain';
import type { Queryable } from '../db/database.js';

/** A country shop: its hosts map to it, and its domain config is what the basic config serves. */
export interface ShopTenant {
  readonly code: string;
  /** The shop's main host. */
  readonly domain: string;
  /** Absolute base of the shop's links, e.g. `https://www.example.fr`. */
  readonly baseUrl: string;
  readonly timeZone: string;
  readonly domainConfig: DomainConfig;
}

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
  const [tenantRows, hostRows, currencyRows] = await Promise.all([
    db.query<{
      code: string;
      domain: string;
      base_url: string | null;
      time_zone: string;
      domain_config: unknown;
    }>(
      'select code, domain, base_url, time_zone, domain_config from tenants where domain_config is not null',
    ),
    db.query<{ host: string; tenant_code: string; is_default: boolean }>(
      'select host, tenant_code, is_default from tenant_hosts',
    ),
    db.query<{ code: string; units_per_euro: number }>(
      'select code, units_per_euro::float8 as units_per_euro from currencies',
    ),
  ]);
  const tenants = new Map<string, ShopTenant>();
  for (const row of tenantRows) {
    // A domain config edited into something the storefront cannot read is a configuration bug.
    const domainConfig = domainConfigSchema.parse(row.domain_config);
    tenants.set(row.code, {
      code: row.code,
      domain: row.domain,
      baseUrl: row.base_url ?? `https://${row.domain}`,
      timeZone: row.time_zone,
      domainConfig,
    });
  }
  const exchangeRates: Partial<Record<CurrencyCode, number>> = {};
  for (const row of currencyRows) {
    const code = row.code.trim();
    if (isCurrencyCode(code)) exchangeRates[code] = Number(row.units_per_euro);
  }
  return {
    tenants,
    hosts: Object.fromEntries(hostRows.map((row) => [row.host, row.tenant_code])),
    defaultHost: hostRows.find((row) => row.is_default)?.host ?? '',
    exchangeRates,
  };
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
