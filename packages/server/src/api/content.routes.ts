import { routes } from '@tirage/api-client/contract';
import { normalizePathname, pageAlternates, pageNotFound } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { createCatalogStore, type StoredPage } from '../catalog/catalog-store.js';
import { robotsText } from '../content/robots.js';
import { answer, mountRoute, type RouteMountDeps, refuse } from '../http/route.js';
import type { RequestTenant, Tenancy } from '../tenancy/tenancy.js';
import { seoDescription, toWirePage, toWireProductConfiguration } from './catalog-wire.js';
import { serveSvgDirectory } from './design-templates.routes.js';
import { landingOf } from './landing-wire.js';
import { mountPagePayloads } from './page-payload.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';

const PRODUCT_IMAGES_DIR = new URL('../../assets/products/', import.meta.url);

/** Pages, product configurations and printing instructions, read from the database. */
export const contentRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, site, reads, logger }) => {
    // Product pictures are made by the project and served by the shop itself, never hotlinked.
    serveSvgDirectory(site, '/assets/products', PRODUCT_IMAGES_DIR);
    const deps: RouteMountDeps = { db, validateResponses: options.validateResponses ?? false };
    const catalog = createCatalogStore(db);

    /** A page as the page call answers it: landing blocks made, products priced for the shop. */
    const wirePage = async (page: StoredPage, tenant: RequestTenant, tenancy: Tenancy) => {
      const listsProducts = page.layout === 'home' || page.layout === 'category';
      const landing =
        page.layout === 'landing' && page.landing !== undefined
          ? await landingOf(
              { id: page.id, path: page.path, landing: page.landing },
              {
                db,
                tenant,
                listProducts: () => reads.listProducts(),
                log: logger,
              },
            )
          : undefined;
      // Every country shop serves the same pages: search engines are told of each (hreflang), from
      // an indexable shop only (a shop that is not asks robots to index nothing).
      const defaultCode = tenancy.hosts[tenancy.defaultHost];
      const alternates = tenant.tenant.domainConfig.indexable
        ? pageAlternates(
            page.path,
            [...tenancy.tenants.values()].map((shop) => ({
              locale: shop.domainConfig.locale,
              baseUrl: shop.baseUrl,
              indexable: shop.domainConfig.indexable,
              isDefault: shop.code === defaultCode,
            })),
          )
        : [];
      return toWirePage(page, tenant, listsProducts ? await reads.listProducts() : [], landing, alternates);
    };

    mountRoute(api, routes['content.page'], deps, async ({ query, tenant, tenancy }) => {
      // Paths are looked up in their canonical form, as the storefront redirects to it (section 2).
      // A path of the previous site answers the page that replaced it: its `path` differs from
      // the one asked for, and the storefront redirects (301) to it.
      const path = query.path === undefined ? undefined : normalizePathname(query.path);
      const page =
        path !== undefined
          ? ((await catalog.pageByPath(path)) ?? (await catalog.pageByLegacyPath(path)))
          : await catalog.pageById(query.id ?? '');
      if (page === undefined) {
        const error = pageNotFound(query.path ?? query.id ?? '');
        return refuse(404, error.message, { kind: error.kind });
      }
      return answer(await wirePage(page, tenant, tenancy));
    });

    mountPagePayloads(site, {
      catalog,
      reads,
      wirePage,
      validateResponses: options.validateResponses ?? false,
    });

    // A category is its page in the catalogue (layout `category`): named by the page's title.
    mountRoute(api, routes['content.categories'], deps, async () => {
      const pages = await catalog.pagesWithLayout('category');
      return answer({
        categories: pages.map((page) => ({ id: page.id, name: page.title, path: page.path })),
      });
    });

    // The landing pages the search finds, described as search engines read them.
    mountRoute(api, routes['content.landingPages'], deps, async () => {
      const pages = await catalog.pagesWithLayout('landing');
      return answer({
        pages: pages.map((page) => ({
          id: page.id,
          title: page.title,
          description: seoDescription(page.body),
          path: page.path,
        })),
      });
    });

    mountRoute(api, routes['content.productConfiguration'], deps, async ({ query, tenant }) => {
      const product = await reads.productById(query.id);
      if (product === undefined) {
        return refuse(404, `Product configuration not found: ${query.id}`, { kind: 'product.notFound' });
      }
      return answer(toWireProductConfiguration(product, tenant));
    });

    // Crawler files: asked without a token (specification section 7), the same for everyone.
    mountRoute(api, routes['content.robots'], deps, async ({ tenant }) =>
      answer({ content: robotsText(tenant.tenant) }),
    );

    // A shop that is not indexable publishes empty sitemaps (its robots.txt closes it anyway).
    const listed = (tenant: RequestTenant) => tenant.tenant.domainConfig.indexable;

    mountRoute(api, routes['content.sitemap'], deps, async ({ tenant }) => {
      if (!listed(tenant)) return answer({ urls: [] });
      const pages = await catalog.pageListing();
      return answer({
        urls: pages
          .filter((page) => page.layout !== 'landing')
          .map((page) => ({ path: page.path, lastModified: page.updatedAt.toISOString() })),
      });
    });

    mountRoute(api, routes['content.sitemapLandingPages'], deps, async ({ tenant }) => {
      if (!listed(tenant)) return answer({ urls: [] });
      const pages = await catalog.pageListing();
      return answer({
        urls: pages
          .filter((page) => page.layout === 'landing')
          .map((page) => ({ path: page.path, lastModified: page.updatedAt.toISOString() })),
      });
    });

    mountRoute(api, routes['content.oldSitemap'], deps, async ({ tenant }) => {
      if (!listed(tenant)) return answer({ urls: [] });
      const paths = await catalog.legacyPathListing();
      return answer({
        urls: paths.map((legacy) => ({ path: legacy.path, lastModified: legacy.updatedAt.toISOString() })),
      });
    });

    mountRoute(api, routes['content.productInstruction'], deps, async ({ body }) => {
      // Unknown ids are skipped: a page without instructions and a page removed look the same.
      const pages = await catalog.pagesByIds(body.pages_id);
      const order = new Map(body.pages_id.map((id, index) => [id, index]));
      return answer({
        instructions: [...pages]
          .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
          .flatMap((page) =>
            (page.instructions ?? []).map((instruction) => ({
              pageId: page.id,
              title: instruction.title,
              fileUrl: instruction.fileUrl,
            })),
          ),
      });
    });
  };
