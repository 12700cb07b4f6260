import type { RouteData } from '@tirage/api-client/contract';
import type { CatalogProduct } from '@tirage/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

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
  await queryBuilder(db)
    .insertInto('lossLeaders')
    .values({
      key: offer.key,
      productId: offer.productId,
      promocodeId: offer.promocodeId,
      productionTime: offer.productionTime,
      selectedPriority: offer.selectedPriority,
      selectedAttributes: jsonb(offer.selectedAttributes),
      quantity: offer.quantity,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function findLossLeader(db: Queryable, key: string): Promise<LossLeaderOffer | undefined> {
  const row = await queryBuilder(db)
    .selectFrom('lossLeaders')
    .select(['key', 'productId', 'promocodeId', 'productionTime', 'selectedPriority', 'selectedAttributes'])
    // numeric arrives as text from PostgreSQL: read as a double, as the offer holds it.
    .select(sql<number>`quantity::float8`.as('quantity'))
    .where('key', '=', key)
    .$castTo<Omit<LossLeaderOffer, 'quantity'> & { readonly quantity: number }>()
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, quantity: Number(row.quantity) };
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
  /** The code of the offer's promotion; undefined when the shop removed it. */
  promoCode: string | undefined,
): RouteData<'content.lossLeaderInfo'> {
  return {
    product: { productConfigurationId: product.id, productName: product.name, pagePath: product.path },
    lossLeader: {
      lossLeaderKey: offer.key,
      promocodeId: offer.promocodeId,
      promoCode: promoCode ?? null,
      productionTime: offer.productionTime,
      selectedPriority: offer.selectedPriority,
      selectedAttributes: { ...offer.selectedAttributes },
      merchantSelectedAttributes: merchantSelectedAttributes(product, offer.selectedAttributes),
      quantity: offer.quantity,
    },
  };
}
