import { routes } from '@tirage/api-client/contract';
import { assertNever, checkDesignName, MAX_SAVED_DESIGNS } from '@tirage/domain';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { ReferenceReads } from '../cache/reference-cache.js';
import {
  type DesignRecord,
  type DesignStoreError,
  deleteDesign,
  findDesign,
  listDesigns,
  renameDesign,
  saveDesign,
} from '../designs/design-store.js';
import { answer, mountRoute, type RouteOutcome, refuse, refuseFields } from '../http/route.js';
import { selectionErrorsForProduct } from '../product-links/selection-check.js';
import type { ShopApiOptions } from './shop-api-options.js';

const DESIGN_NOT_FOUND = () => refuse(404, 'Design not found', { kind: 'design.notFound' });

function refuseStoreError(error: DesignStoreError): RouteOutcome<never> {
  switch (error.kind) {
    case 'customer.unknown':
      return refuse(401, 'Access token not valid', { kind: 'auth.token_invalid' });
    case 'design.limitReached':
      return refuse(409, `A customer keeps at most ${error.limit} designs in a shop`, {
        kind: 'design.limitReached',
      });
    default:
      return assertNever(error, 'design store error');
  }
}

/** A name the contract accepted, as it is kept (trimmed). */
function keptName(name: string): string {
  const checked = checkDesignName(name);
  if (!checked.ok) throw new Error('design names are checked by the contract');
  return checked.value;
}

/**
 * A design as the contract answers it, with its product as the catalogue describes it now: a
 * product no longer sold leaves the design without a page or a picture, named by its id.
 */
async function designToWire(reads: ReferenceReads, design: DesignRecord) {
  const product = await reads.productById(design.productConfigurationId);
  return {
    id: design.id,
    name: design.name,
    productConfigurationId: design.productConfigurationId,
    productName: product?.name ?? design.productConfigurationId,
    productPath: product?.path ?? null,
    imageUrl: product?.image ?? null,
    config: design.selection,
    createdAt: design.createdAt,
    updatedAt: design.updatedAt,
  };
}

/**
 * The customer's saved designs (the design area): list, save, read, rename, remove. A selection is
 * checked against its product as a short preconfigured key's is (`selectionErrorsForProduct`).
 */
export const designRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, tokenSigningKey, reads }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'design'), options.clock);
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };
    const ownerOf = (customerId: string, tenantCode: string) => ({ customerId, tenantCode });

    mountRoute(api, routes['design.list'], deps, async ({ tenant, customerId }) => {
      const designs = await listDesigns(db, ownerOf(customerId, tenant.tenant.code));
      return answer({
        designs: await Promise.all(designs.map((design) => designToWire(reads, design))),
        limit: MAX_SAVED_DESIGNS,
      });
    });

    mountRoute(api, routes['design.save'], deps, async ({ body, tenant, customerId }) => {
      const owner = ownerOf(customerId, tenant.tenant.code);
      const { productConfigurationId, config } = body;
      const product = await reads.productById(productConfigurationId);
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
      const errors = selectionErrorsForProduct(product, config, 'config.');
      if (errors.length > 0) return refuseFields(errors, 'product.invalidSelection');
      const saved = await saveDesign(
        db,
        owner,
        { name: keptName(body.name), productConfigurationId: product.id, selection: config },
        options.clock.now(),
      );
      return saved.ok ? answer(await designToWire(reads, saved.value)) : refuseStoreError(saved.error);
    });

    mountRoute(api, routes['design.get'], deps, async ({ params, tenant, customerId }) => {
      const design = await findDesign(db, ownerOf(customerId, tenant.tenant.code), params.id);
      return design === undefined ? DESIGN_NOT_FOUND() : answer(await designToWire(reads, design));
    });

    mountRoute(api, routes['design.rename'], deps, async ({ params, body, tenant, customerId }) => {
      const owner = ownerOf(customerId, tenant.tenant.code);
      const design = await renameDesign(db, owner, params.id, keptName(body.name), options.clock.now());
      return design === undefined ? DESIGN_NOT_FOUND() : answer(await designToWire(reads, design));
    });

    mountRoute(api, routes['design.delete'], deps, async ({ params, tenant, customerId }) => {
      const deleted = await deleteDesign(db, ownerOf(customerId, tenant.tenant.code), params.id);
      return deleted ? answer({ id: params.id, deleted: true as const }) : DESIGN_NOT_FOUND();
    });
  };
