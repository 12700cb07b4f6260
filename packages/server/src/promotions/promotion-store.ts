import { cents, isCurrencyCode, type PromoDiscount, type Promotion } from '@tirage/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import type { DB } from '../db/schema.js';

/** A promotion as the shop configured it: the domain's rule fields, its code, what it takes off, and for which products. */
export interface StoredPromotion extends Promotion {
  readonly code: string;
  /** What the shop calls it, in French (back office, answers to staff). */
  readonly label: string;
  readonly discount: PromoDiscount;
  /** Configuration ids of the products it is for; undefined: every product. */
  readonly productIds: readonly string[] | undefined;
}

// Instants as ISO text with their offset (`to_json`), so both drivers read them alike and exactly.
const columns = (eb: ExpressionBuilder<DB, 'promotions'>) =>
  [
    'id',
    'code',
    'label',
    'discountKind',
    eb.cast<number | null>('discountPercent', 'float8').as('discountPercent'),
    'discountCents',
    eb.fn<string | null>('trim', ['discountCurrency']).as('discountCurrency'),
    sql<string>`to_json(filter_date_start) #>> '{}'`.as('filterDateStart'),
    sql<string>`to_json(filter_date_end) #>> '{}'`.as('filterDateEnd'),
    'campaignParameter',
    'customerTarget',
    'priority',
    sql<unknown>`to_jsonb(product_ids)`.as('productIds'),
  ] as const;

interface PromotionRow {
  readonly id: string;
  readonly code: string;
  readonly label: string;
  readonly discountKind: string;
  readonly discountPercent: number | null;
  readonly discountCents: number | null;
  readonly discountCurrency: string | null;
  readonly filterDateStart: string;
  readonly filterDateEnd: string;
  readonly campaignParameter: string | null;
  readonly customerTarget: string | null;
  readonly priority: number;
  readonly productIds: unknown;
}

/** The row as the domain reads it; the table's checks make a refusal here a bug, so it throws. */
function toPromotion(row: PromotionRow): StoredPromotion {
  const broken = (why: string): never => {
    throw new Error(`Promotion ${row.id}: ${why}`);
  };
  let discount: PromoDiscount;
  if (row.discountKind === 'percent' && row.discountPercent !== null) {
    discount = { kind: 'percent', percent: row.discountPercent };
  } else if (row.discountKind === 'amount' && row.discountCents !== null) {
    const currency = row.discountCurrency;
    discount = isCurrencyCode(currency)
      ? { kind: 'amount', amount: cents(row.discountCents, currency) }
      : broken(`unknown currency ${currency}`);
  } else {
    discount = broken(`unreadable discount ${row.discountKind}`);
  }
  const productIds =
    row.productIds === null
      ? undefined
      : Array.isArray(row.productIds) && row.productIds.every((id) => typeof id === 'string')
        ? (row.productIds as string[])
        : broken('unreadable product ids');
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    discount,
    productIds,
    filterDateStart: Temporal.Instant.from(row.filterDateStart),
    filterDateEnd: Temporal.Instant.from(row.filterDateEnd),
    ...(row.campaignParameter === null ? {} : { campaignParameter: row.campaignParameter }),
    ...(row.customerTarget === 'newCustomer' ? { customerTarget: 'newCustomer' as const } : {}),
    priority: row.priority,
  };
}

/** Reads promotions; one query per lookup, nothing cached, so a shop owner's change applies at once. */
export interface PromotionStore {
  /** Every promotion with this code (already normalised: trimmed, upper-case). */
  byCode(code: string): Promise<readonly StoredPromotion[]>;
  byId(id: string): Promise<StoredPromotion | undefined>;
}

export function createPromotionStore(db: Queryable): PromotionStore {
  const promotions = queryBuilder(db).selectFrom('promotions').select(columns);
  return {
    async byCode(code) {
      const rows: readonly PromotionRow[] = await promotions.where('code', '=', code).execute();
      return rows.map(toPromotion);
    },
    async byId(id) {
      const row: PromotionRow | undefined = await promotions.where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toPromotion(row);
    },
  };
}

/** A promotion to add, as the seed (or a test) writes it. */
export interface NewPromotion {
  readonly id: string;
  readonly code: string;
  readonly label: string;
  readonly discount: PromoDiscount;
  readonly filterDateStart: Temporal.Instant;
  readonly filterDateEnd: Temporal.Instant;
  readonly campaignParameter?: string;
  readonly customerTarget?: 'newCustomer';
  readonly priority: number;
  readonly productIds?: readonly string[];
}

/**
 * Adds a promotion unless one with its id exists: an existing one, maybe changed by the shop
 * owner, is left as it is. True when it was added.
 */
export async function insertPromotion(db: Queryable, promotion: NewPromotion): Promise<boolean> {
  const { discount } = promotion;
  // An empty list would be stored as null, which means every product.
  if (promotion.productIds?.length === 0) throw new Error(`Promotion ${promotion.id} is for no product`);
  const productIds = promotion.productIds === undefined ? null : JSON.stringify(promotion.productIds);
  const rows = await queryBuilder(db)
    .insertInto('promotions')
    .values({
      id: promotion.id,
      code: promotion.code,
      label: promotion.label,
      discountKind: discount.kind,
      discountPercent: discount.kind === 'percent' ? discount.percent : null,
      discountCents: discount.kind === 'amount' ? discount.amount.cents : null,
      discountCurrency: discount.kind === 'amount' ? discount.amount.currency : null,
      filterDateStart: promotion.filterDateStart.toString(),
      filterDateEnd: promotion.filterDateEnd.toString(),
      campaignParameter: promotion.campaignParameter ?? null,
      customerTarget: promotion.customerTarget ?? null,
      priority: promotion.priority,
      productIds: sql<
        string[] | null
      >`(select array_agg(id) from jsonb_array_elements_text(${productIds}::jsonb) as ids (id))`,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  return rows.length > 0;
}
