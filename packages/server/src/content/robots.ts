import type { ShopTenant } from '../tenancy/tenancy.js';

/**
 * Paths crawlers are asked to leave alone: the API, and the storefront's pages that belong to
 * one shopper (login, registration, cart, checkout, the personal area).
 */
const PRIVATE_PATHS = ['/api/', '/login', '/registration', '/cart', '/checkout', '/personal-area/'];

/** The sitemaps a shop publishes, as the storefront serves them. */
const SITEMAP_FILES = ['/sitemap.xml', '/sitemap-lp.xml', '/old-sitemap.xml'];

/**
 * The shop's robots.txt. A shop that is not indexable (`domain_config.indexable` false, e.g. a
 * staging copy) asks every crawler to stay away; an indexable one keeps crawlers off the private
 * pages and names its sitemaps with absolute links.
 */
export function robotsText(tenant: ShopTenant): string {
  if (!tenant.domainConfig.indexable) return 'User-agent: *\nDisallow: /\n';
  const base = tenant.baseUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    ...SITEMAP_FILES.map((file) => `Sitemap: ${base}${file}`),
    '',
  ].join('\n');
}
