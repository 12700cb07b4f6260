import type { TenantError } from '../errors/errors.js';
import { tenantInvalid } from '../errors/errors.js';
import type { CurrencyCode } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';

/** A shop of the platform (one brand, one set of domains); what the `fe-x-tenant` header carries. */
export type TenantId = string;

/** Configuration of a tenant's domain, as the basic config delivers it (specification section 3). */
export interface DomainConfig {
  /** Whether search engines may index the shop. */
  readonly indexable: boolean;
  /** Default delivery country, ISO 3166-1 alpha-2 (e.g. 'FR'). */
  readonly default_iso2: string;
  /** Default postal code used for quotes before the shopper gives one. */
  readonly default_zipcode: string;
  /** Locale the dictionaries fall back to (e.g. 'fr'). */
  readonly base_locale: string;
  /** Locale used to format money and numbers (e.g. 'fr-FR'). */
  readonly locale: string;
  /** Flag shown in the country selector. */
  readonly flag: string;
  /** Countries the shop delivers to, ISO 3166-1 alpha-2. */
  readonly countries: readonly string[];
  readonly currency: CurrencyCode;
  /** Price of the artwork file check in major units; converted ×100 to hundredths. */
  readonly file_check_price: number;
  /**
   * What premium resellers get off the price of a job excluding VAT, in percent (0 to 100);
   * absent: the shop has no reseller prices.
   */
  readonly reseller_discount_percent?: number | undefined;
  /**
   * The query parameter the shop's own campaign links name their campaign by, besides
   * `utm_campaign` (e.g. `campagne`); absent: `utm_campaign` only.
   */
  readonly campaign_parameter?: string | undefined;
}

export interface TenantResolutionInput {
  /** Host of the request, with or without port, any case. */
  readonly host: string;
  /** Host whose tenant applies when the request's host is not mapped. */
  readonly defaultDomain: string;
  /** Available domains: host → tenant id. Hosts compare case-insensitively. */
  readonly domains: Readonly<Record<string, TenantId>>;
  /** An explicit tenant (preview, staff override); wins over any domain. */
  readonly customTenant?: TenantId | null;
  readonly knownTenants: readonly TenantId[];
}

/**
 * The active tenant of a request: the custom tenant when one is set, else the tenant mapped to
 * the request's host, else the one of the default domain (a default domain missing from the
 * map is itself the tenant id, as tenants are named after their main domain). The result must
 * be a known tenant: an unknown custom tenant fails rather than falling back, so that a
 * mistyped override is seen instead of silently showing another shop.
 */
export function resolveTenant(input: TenantResolutionInput): Result<TenantId, TenantError> {
  const candidate = withCustomTenant(
    input.customTenant,
    tenantOfHost(input.host, input.domains) ??
      tenantOfHost(input.defaultDomain, input.domains) ??
      normalizeHost(input.defaultDomain),
  );
  return candidate !== '' && input.knownTenants.includes(candidate) ? ok(candidate) : err(tenantInvalid());
}

/** A custom tenant as given (cookie, query), trimmed; an empty one (a cleared cookie) is none. */
export function parseCustomTenant(customTenant: TenantId | null | undefined): TenantId | null {
  const trimmed = customTenant?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The one precedence rule of tenancy: a custom tenant, when there is one, overrides the other. */
export function withCustomTenant(customTenant: TenantId | null | undefined, otherwise: TenantId): TenantId {
  return parseCustomTenant(customTenant) ?? otherwise;
}

/** A host as domains are keyed: lowercase, without port or trailing dot. */
export function normalizeHost(host: string): string {
  const trimmed = host.trim().toLowerCase();
  const withoutPort = trimmed.startsWith('[')
    ? trimmed.replace(/(\])(?::\d*)?$/, '$1')
    : trimmed.replace(/:\d*$/, '');
  return withoutPort.replace(/\.$/, '');
}

function tenantOfHost(host: string, domains: Readonly<Record<string, TenantId>>): TenantId | undefined {
  const wanted = normalizeHost(host);
  if (wanted === '') return undefined;
  // Entries rather than indexing: keys may differ in case, and a host named "constructor"
  // must not find Object.prototype.
  return Object.entries(domains).find(([domain]) => normalizeHost(domain) === wanted)?.[1];
}
