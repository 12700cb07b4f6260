import { type FieldError, routes } from '@tirage/api-client/contract';
import { initError } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { createCatalogStore } from '../catalog/catalog-store.js';
import { answer, mountRoute, type RouteMountDeps, refuse, refuseFields } from '../http/route.js';
import { type BuildInfo, loadBuildInfo } from '../product-links/build-info.js';
import { findSelection, saveSelection } from '../product-links/custom-config-store.js';
import { findLossLeader, toWireLossLeader } from '../product-links/loss-leaders.js';
import { selectionErrors, selectionErrorsForProduct } from '../product-links/selection-check.js';
import { createPromotionStore } from '../promotions/promotion-store.js';
import { mountBuildFiles } from './builds.routes.js';
import { mountDesignTemplates } from './design-templates.routes.js';
import { mountSession, type OpenCartLookup } from './session.routes.js';
import type { ShopApiOptions } from './shop-api-options.js';

export interface ProductLinkRouteOptions {
  /** The build `/builds/…` describes; by default read once at mount (see `loadBuildInfo`). */
  readonly build?: BuildInfo;
  /** Fills `cartId` of the session state; none until the cart module provides it. */
  readonly openCartOf?: OpenCartLookup;
}

/**
 * Short preconfigured keys, loss leaders, design templates, build files and the session state:
 * the calls that send a shopper to a product page already set up, or describe the visit.
 * Design templates and build files live outside `/api/v1` and are mounted on the site's router.
 */
export const productLinkRoutes =
  (options: ShopApiOptions, links: ProductLinkRouteOptions = {}): ApiModule =>
  (api, apiDeps) => {
    const { db } = apiDeps;
    const validateResponses = options.validateResponses ?? false;
    const deps: RouteMountDeps = { db, validateResponses };
    const catalog = createCatalogStore(db);
    const promotions = createPromotionStore(db);

    mountRoute(api, routes['product.generateCustomConfigUrl'], deps, async ({ body }) => {
      const productConfigurationId = body.productConfigurationId ?? null;
      let errors: FieldError[];
      if (productConfigurationId === null) {
        errors = selectionErrors(body.config, 'config.');
      } else {
        const product = await catalog.productById(productConfigurationId);
        if (product === undefined) {
          return refuseFields(
            [
              {
                path: 'productConfigurationId',
                message: `Unknown product configuration: ${productConfigurationId}`,
              },
            ],
            'product.unknown',
          );
        }
        errors = selectionErrorsForProduct(product, body.config, 'config.');
      }
      if (errors.length > 0) return refuseFields(errors, 'product.invalidSelection');
      return answer({ key: await saveSelection(db, { productConfigurationId, config: body.config }) });
    });

    mountRoute(api, routes['product.customConfigFromKey'], deps, async ({ params }) => {
      const saved = await findSelection(db, params.key);
      if (saved === undefined) {
        const error = initError.noCustomSelection();
        return refuse(404, error.message, { kind: error.kind });
      }
      return answer({ key: params.key, ...saved });
    });

    mountRoute(api, routes['content.lossLeaderInfo'], deps, async ({ params }) => {
      const offer = await findLossLeader(db, params.key);
      const product = offer === undefined ? undefined : await catalog.productById(offer.productId);
      if (offer === undefined || product === undefined) {
        const error = initError.noLossLeaderKey();
        return refuse(404, error.message, { kind: error.kind });
      }
      const promotion = await promotions.byId(offer.promocodeId);
      return answer(toWireLossLeader(offer, product, promotion?.code));
    });

    mountDesignTemplates({ site: apiDeps.site, db, validateResponses });
    mountBuildFiles(
      apiDeps.site,
      links.build ?? loadBuildInfo({ startedAt: options.clock.now().epochMilliseconds }),
    );
    mountSession(api, apiDeps, options, links.openCartOf);
  };
