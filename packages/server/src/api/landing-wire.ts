import type { RouteData } from '@tirage/api-client/contract';
import type { CatalogProduct, LandingBlockSource, LandingContent } from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import { findDesignTemplates } from '../product-links/design-templates.js';
import { createPromotionStore, type StoredPromotion } from '../promotions/promotion-store.js';
import type { RequestTenant } from '../tenancy/tenancy.js';
import { toWireCard, type WireLanding } from './catalog-wire.js';

type WireBlock = RouteData<'content.page'>['blocks'][number];

/** A landing page shows six templates of a product at most: the designer has the rest. */
const TEMPLATES_SHOWN = 6;

/** The designer opened on a template, coming back to the landing page. */
const designerPath = (productId: string, templateId: string, from: string) =>
  `/designer/?${new URLSearchParams({ product: productId, template: templateId, from })}`;

const windowOf = (promotion: StoredPromotion) => ({
  start: promotion.filterDateStart.toString(),
  end: promotion.filterDateEnd.toString(),
});

/**
 * A landing page's stored blocks made into what the page shows: products priced by the server
 * ("à partir de", the same rule as the home page's cards), the promotion's code and dates read
 * from the promotion itself (one source: a shop owner who moves the end moves the countdown), the
 * design editor's templates of a product. A block whose promotion or product is gone is left out,
 * and said in the log, so a removed promotion does not break its page.
 */
export async function landingOf(
  page: { readonly id: string; readonly path: string; readonly landing: LandingContent },
  deps: {
    readonly db: Queryable;
    readonly tenant: RequestTenant;
    readonly listProducts: () => Promise<readonly CatalogProduct[]>;
    readonly log: Logger;
  },
): Promise<WireLanding> {
  const { id: pageId, landing } = page;
  const promotions = createPromotionStore(deps.db);
  const promotionIds = new Set(
    [
      landing.promotionId,
      ...landing.blocks.map((block) => ('promotionId' in block ? block.promotionId : undefined)),
    ].filter((id): id is string => id !== undefined),
  );
  const found = new Map<string, StoredPromotion>();
  for (const id of promotionIds) {
    const promotion = await promotions.byId(id);
    if (promotion !== undefined) found.set(id, promotion);
  }
  const needsProducts = landing.blocks.some(
    (block) => block.kind === 'products' || block.kind === 'designTemplates',
  );
  const products = needsProducts ? await deps.listProducts() : [];
  const productById = new Map(products.map((product) => [product.id, product]));
  const missing = (block: LandingBlockSource, what: string) => {
    deps.log.warn(
      { pageId, block: block.kind, missing: what },
      'A landing page block names what the shop no longer has: left out',
    );
    return [];
  };

  const blocks: WireBlock[] = [];
  for (const [index, block] of landing.blocks.entries()) {
    const id = `${pageId}-${index + 1}`;
    const made: WireBlock[] = await (async (): Promise<WireBlock[]> => {
      switch (block.kind) {
        case 'hero':
          return [
            {
              id,
              type: 'hero',
              data: {
                title: block.title,
                text: block.text,
                imageUrl: block.imageUrl,
                imageAlt: block.imageAlt,
                link: block.link ?? null,
              },
            },
          ];
        case 'text':
          return [{ id, type: 'text', data: { text: block.text } }];
        case 'faq':
          return [{ id, type: 'faq', data: { title: block.title, items: block.items } }];
        case 'products': {
          const listed = block.productIds.flatMap((productId) => {
            const product = productById.get(productId);
            return product === undefined ? missing(block, productId) : [toWireCard(product, deps.tenant)];
          });
          return listed.length === 0
            ? []
            : [{ id, type: 'productCards', data: { title: block.title, cards: listed } }];
        }
        case 'promoCode':
        case 'countdown': {
          const promotion = found.get(block.promotionId);
          if (promotion === undefined) return missing(block, block.promotionId);
          return block.kind === 'promoCode'
            ? [
                {
                  id,
                  type: 'promoCode',
                  data: {
                    code: promotion.code,
                    label: promotion.label,
                    window: windowOf(promotion),
                    forNewCustomers: promotion.customerTarget === 'newCustomer',
                  },
                },
              ]
            : [{ id, type: 'countdown', data: { title: block.title, window: windowOf(promotion) } }];
        }
        case 'designTemplates': {
          const product = productById.get(block.productId);
          if (product === undefined) return missing(block, block.productId);
          const { templates } = await findDesignTemplates(deps.db, {
            productId: product.id,
            search: undefined,
            limit: TEMPLATES_SHOWN,
            offset: 0,
          });
          if (templates.length === 0) return [];
          return [
            {
              id,
              type: 'designTemplates',
              data: {
                title: block.title,
                productName: product.name,
                templates: templates.map((template) => ({
                  id: template.id,
                  name: template.name,
                  thumbnailUrl: template.thumbnailPath,
                  designerPath: designerPath(product.id, template.id, page.path),
                })),
              },
            },
          ];
        }
      }
    })();
    blocks.push(...made);
  }
  const offer = landing.promotionId === undefined ? undefined : found.get(landing.promotionId);
  if (landing.promotionId !== undefined && offer === undefined) {
    deps.log.warn(
      { pageId, promotionId: landing.promotionId },
      'A landing page names a promotion the shop no longer has',
    );
  }
  return {
    blocks,
    offer: offer === undefined ? null : windowOf(offer),
    offerCampaign:
      offer?.campaignParameter === undefined || offer.campaignParameter === ''
        ? null
        : offer.campaignParameter,
  };
}
