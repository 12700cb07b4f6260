import { cents, isCurrencyCode, type PromoDiscount, type Promotion } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

/** A promotion as the shop configured it: the domain's rule fields, its code, what it takes off, and for which products. */
export interface StoredPromotion extends Promotion {
  readonly code: string;
  /** What the shop calls it, in French (back office, answers to staff). */
  readonly label: string;
  readonly discount: PromoDiscount;
  /** Configuration ids of the products it is for; undefined: every product. */
  readonly productIds: readonly string[] | undefined;
}

interface PromotionRow {
  id: string;
  code: string;
  label: string;
  discountKind: string;
  discountPercent: number | null;
  discountCents: number | null;
  discountCurrency: string | null;
  filterDateStart: string;
  filterDateEnd: string;
  campaignParameter: string | null;
  customerTarget: string | null;
  priority: number;
  productIds: unknown;
}

// Instants as ISO text with their offset (`to_json`), so both drivers read them alike and exactly.
const COLUMNS = `
  id, code, label, discount_kind as "discountKind", discount_percent::float8 as "discountPercent",
  discount_cents as "discountCents", trim(discount_currency) as "discountCurrency",
  to_json(filter_date_start) #>> '{}' as "filterDateStart",
  to_json(filter_date_end) #>> '{}' as "filterDateEnd",
  campaign_parameter as "campaignParameter", customer_target as "customerTarget", priority,
  to_jsonb(product_ids) as "productIds"`;

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
  return {
    async byCode(code) {
      const rows = await db.query<PromotionRow>(`select ${COLUMNS} from promotions where code = $1`, [code]);
      return rows.map(toPromotion);
    },
    async byId(id) {
      const [row] = await db.query<PromotionRow>(`select ${COLUMNS} from promotions where id = $1`, [id]);
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
  const rows = await db.query(
    `insert into promotions (id, code, label, discount_kind, discount_percent, discount_cents,
                             discount_currency, filter_date_start, filter_date_end,
                             campaign_parameter, customer_target, priority, product_ids)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10, $11, $12,
             (select array_agg(id) from jsonb_array_elements_text($13::jsonb) as ids (id)))
     on conflict (id) do nothing
     returning id`,
    [
      promotion.id,
      promotion.code,
      promotion.label,
      discount.kind,
      discount.kind === 'percent' ? discount.percent : null,
      discount.kind === 'amount' ? discount.amount.cents : null,
      discount.kind === 'amount' ? discount.amount.currency : null,
      promotion.filterDateStart.toString(),
      promotion.filterDateEnd.toString(),
      promotion.campaignParameter ?? null,
      promotion.customerTarget ?? null,
      promotion.priority,
      promotion.productIds === undefined ? null : JSON.stringify(promotion.productIds),
    ],
  );
  return rows.length > 0;
}
