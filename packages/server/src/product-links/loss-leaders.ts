import type { RouteData } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import type { Queryable } from '../db/database.js';

/**
 * A loss leader: a product sold below its price in one fixed configuration, to win new
 * customers. The discount itself is a promotion (`promocodeId`), checked by the promo-code calls
 * like any other; this only says which configuration the landing page opens.
 */
export interface LossLeaderOffer {
  /** The key of the landing page's link, e.g. `flyers-decouverte`. */
  readonly key: string;
  /** The configuration id of the product (`products.id`). */
  readonly productId: string;
  /** The promotion's id in `promotions`; kept as text, the promotion is managed on its own. */
  readonly promocodeId: string;
  readonly productionTime: string;
  readonly selectedPriority: string;
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly quantity: number;
}

/** The demo offers, inserted by the seed when missing. */
export const DEMO_LOSS_LEADERS: readonly LossLeaderOffer[] = [
  {
    key: 'flyers-decouverte',
    productId: 'flyers',
    promocodeId: 'promo-flyers-decouverte',
    productionTime: 'standard',
    selectedPriority: 'standard',
    selectedAttributes: {
      format: 'a5',
      paper: 'couche-brillant',
      weight: '135',
      sides: 'recto-verso',
      finishing: 'none',
      colours: 'cmyk',
    },
    quantity: 250,
  },
];

export async function insertLossLeader(db: Queryable, offer: LossLeaderOffer): Promise<void> {
  await db.query(
    `insert into loss_leaders
       (key, product_id, promocode_id, production_time, selected_priority, selected_attributes, quantity)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     on conflict do nothing`,
    [
      offer.key,
      offer.productId,
      offer.promocodeId,
      offer.productionTime,
      offer.selectedPriority,
      JSON.stringify(offer.selectedAttributes),
      offer.quantity,
    ],
  );
}

export async function findLossLeader(db: Queryable, key: string): Promise<LossLeaderOffer | undefined> {
  const [row] = await db.query<{
    key: string;
    product_id: string;
    promocode_id: string;
    production_time: string;
    selected_priority: string;
    selected_attributes: Record<string, string>;
    quantity: number;
  }>(
    `select key, product_id, promocode_id, production_time, selected_priority, selected_attributes,
            quantity::float8 as quantity
     from loss_leaders where key = $1`,
    [key],
  );
  return row === undefined
    ? undefined
    : {
        key: row.key,
        productId: row.product_id,
        promocodeId: row.promocode_id,
        productionTime: row.production_time,
        selectedPriority: row.selected_priority,
        selectedAttributes: row.selected_attributes,
        quantity: Number(row.quantity),
      };
}

/**
 * The selection in the shop's own words, attribute label to value label ("Format" → "A5 (148 ×
 * 210 mm)"), for the landing page's summary; values the catalogue no longer has are left out.
 */
export function merchantSelectedAttributes(
  product: CatalogProduct,
  selectedAttributes: Readonly<Record<string, string>>,
): Record<string, string> {
  const named: Record<string, string> = {};
  for (const attribute of [...product.attributes].sort((a, b) => a.sortIndex - b.sortIndex)) {
    if (attribute.hidden) continue;
    const option = attribute.options.find(
      (candidate) => candidate.value === selectedAttributes[attribute.key],
    );
    if (option !== undefined) named[attribute.label] = option.label;
  }
  return named;
}

/** The answer of `content.lossLeaderInfo`. */
export function toWireLossLeader(
  offer: LossLeaderOffer,
  product: CatalogProduct,
): RouteData<'content.lossLeaderInfo'> {
  return {
    product: { productConfigurationId: product.id, productName: product.name, pagePath: product.path },
    lossLeader: {
      lossLeaderKey: offer.key,
      promocodeId: offer.promocodeId,
      productionTime: offer.productionTime,
      selectedPriority: offer.selectedPriority,
      selectedAttributes: { ...offer.selectedAttributes },
      merchantSelectedAttributes: merchantSelectedAttributes(product, offer.selectedAttributes),
      quantity: offer.quantity,
    },
  };
}
