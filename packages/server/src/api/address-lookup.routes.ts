import { routes } from '@tirage/api-client/contract';
import { frenchTowns } from '../address/french-towns.js';
import type { ApiModule } from '../app.js';
import { answer, mountRoute, type RouteMountDeps } from '../http/route.js';
import type { ShopApiOptions } from './shop-api-options.js';

/** A postal code's towns change with La Poste's data, that is with a new release: a day is safe. */
const TOWNS_CACHE_CONTROL = 'public, max-age=86400';

/** `GET /api/v1/address/towns/`: the towns of a French postal code, for the address forms. */
export const addressLookupRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db }) => {
    const deps: RouteMountDeps = { db, validateResponses: options.validateResponses ?? false };
    mountRoute(api, routes['address.towns'], deps, async ({ query, c }) => {
      // The same answer for every visitor and shop; a refused query keeps the default no-store.
      c.header('cache-control', TOWNS_CACHE_CONTROL);
      const towns = await frenchTowns(query.postalCode);
      return answer({ towns: towns.map((town) => ({ ...town })) });
    });
  };
