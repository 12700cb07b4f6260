import { HEADER, routes } from '@tirage/api-client/contract';
import { campaignName } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { createCatalogStore } from '../catalog/catalog-store.js';
import { answer, mountRoute, type RouteMountDeps } from '../http/route.js';
import { resolveRequestTenant } from '../tenancy/tenancy.js';
import { FRENCH_DICTIONARY } from './dictionary.js';
import type { ShopApiOptions } from './shop-api-options.js';
import { rulesToWire } from './shop-rules.routes.js';

/** Pages the storefront links to by id (footer, checkout); a missing one is logged there, not here. */
const DEFAULT_LINK_IDS = ['home', 'cgv', 'mentions-legales', 'confidentialite', 'livraison'] as const;

/** `GET /api/v1/config/basic/`: what every page needs before it renders. */
export const configRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db }) => {
    const deps: RouteMountDeps = { db, validateResponses: options.validateResponses ?? false };
    const catalog = createCatalogStore(db);

    mountRoute(api, routes['config.basic'], deps, async ({ query, tenant: fromRequest, tenancy, c }) => {
      // The storefront renders on the server and names the shopper's host in `host`; it decides
      // the shop unless `fe-x-tenant` names one (checked already by the route).
      const byHost = resolveRequestTenant(tenancy, {
        tenant: c.req.header(HEADER.tenant),
        host: query.host,
        activeCurrency: c.req.header(HEADER.activeCurrency),
      });
      const { tenant, activeCurrency } = byHost.ok ? byHost.value : fromRequest;
      const pages = await catalog.pagesByIds(DEFAULT_LINK_IDS);
      const baseUrl = tenant.baseUrl.replace(/\/$/, '');
      return answer({
        // The shop's configured analytics id (`tenants.tracking_id`); null when it has none.
        trackingId: tenant.trackingId,
        domain: { ...tenant.domainConfig, countries: [...tenant.domainConfig.countries] },
        urls: { shop: `${baseUrl}/`, api: `${baseUrl}/api/v1/`, assets: `${baseUrl}/assets/` },
        defaultLinks: DEFAULT_LINK_IDS.flatMap((id) => {
          const page = pages.find((candidate) => candidate.id === id);
          return page === undefined ? [] : [{ id, path: page.path }];
        }),
        dictionaries: { ...FRENCH_DICTIONARY },
        configs: {
          tenant: tenant.code,
          activeCurrency,
          // The currencies the shop sells, its own first, comma-separated (e.g. `CHF,EUR`).
          currencies: tenant.currencies.join(','),
          // The campaign the request's visit came by (`fe-x-campaign`), as promotions read it.
          activeCampaign: campaignName(c.req.header(HEADER.campaign)) ?? null,
          timeZone: tenant.timeZone,
          // The shop's cart limits (its rules), the price in major units as this key always had it.
          maxCartLines: tenant.rules.cart.maxLines,
          maxCartPriceInclVat: tenant.rules.cart.maxTaxedCents / 100,
          resetSessionOn401: false,
        },
        rules: rulesToWire(tenant.rules),
        debug: false,
        reviews: { enabled: false, rating: null, count: 0, widgetUrl: null },
        loqate: { key: options.loqateKey ?? null },
        designStack: {
          editorEnabled: true,
          humanDesignServiceEnabled: true,
          editorUrl: `${baseUrl}/designer/`,
        },
      });
    });
  };
