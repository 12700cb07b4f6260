import type { AcceptedPromotion, CatalogProduct } from '@tirage/domain';
import {
  type CurrencyCode,
  type Customer,
  type CustomerStatus,
  campaignName,
  checkPromoInput,
  customerStatusForPromotions,
  isWithinWindow,
  type PromotionContext,
  type PromotionRefusalReason,
  promotionRefusalReason,
  selectPromotion,
} from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import { createPromotionStore, type StoredPromotion } from './promotion-store.js';

/** Why a code or promotion is refused; the contract's statuses less `valid`. */
type PromotionRefusal = 'generic_error' | 'invalid_selection' | 'no_longer_valid';

/** What the rules decide for one product and visitor, before it is turned into a discount. */
export type PromotionDecision =
  | { readonly status: 'valid'; readonly promotion: StoredPromotion }
  | { readonly status: PromotionRefusal; readonly reason?: PromotionRefusalReason | undefined };

export interface PromotionDecisionContext extends PromotionContext {
  /** Configuration id of the product the code is checked against. */
  readonly productId: string;
}

const isForProduct = (promotion: StoredPromotion, productId: string): boolean =>
  promotion.productIds === undefined || promotion.productIds.includes(productId);

/**
 * Decides among the promotions a code (or an id) names. The applicable one with the highest
 * priority among those for this product wins: the domain's `selectPromotion`, so window,
 * campaign, new-customer target and priority are its rules. A refusal says why:
 *
 * - `invalid_selection`: one of them is running but not for this product, campaign or customer;
 * - `no_longer_valid`: none is running and one has ended;
 * - `generic_error`: the code is unknown, or only names promotions that have not started yet
 *   (a code leaked before its launch reveals nothing; it becomes valid at its start).
 */
export function decidePromotion(
  candidates: readonly StoredPromotion[],
  context: PromotionDecisionContext,
): PromotionDecision {
  const forProduct = candidates.filter((promotion) => isForProduct(promotion, context.productId));
  const chosen = selectPromotion(forProduct, context);
  const promotion = forProduct.find((candidate) => candidate === chosen);
  if (promotion !== undefined) return { status: 'valid', promotion };
  const started = candidates.filter((candidate) => isWithinWindow(context.now, candidate.filterDateStart));
  if (started.some((candidate) => isWithinWindow(context.now, null, candidate.filterDateEnd))) {
    // Said to the visitor when one reason covers every running one for this product.
    return { status: 'invalid_selection', reason: promotionRefusalReason(forProduct, context) };
  }
  return started.length > 0 ? { status: 'no_longer_valid' } : { status: 'generic_error' };
}

/** A promotion named by the code the shopper typed (any case, spaces around) or by its id. */
export type PromotionKey =
  | { readonly code: string; readonly id?: undefined }
  | { readonly id: string; readonly code?: undefined };

export type PromotionCheckRequest = PromotionKey & {
  readonly product: CatalogProduct;
  /**
   * The market the product is priced in. Promotions are not restricted by market today (a
   * fixed amount is converted when the price is computed); kept so callers do not change when
   * they are.
   */
  readonly currency: CurrencyCode;
  readonly country: string;
  /** The logged-in customer, if any: decides `newCustomer` promotions. */
  readonly customerId: string | undefined;
  /** The visit's active campaign, if any: the `fe-x-campaign` header as it came (normalised here). */
  readonly campaign?: string | undefined;
  readonly now: Temporal.Instant;
};

export type PromotionCheck =
  | {
      readonly status: 'valid';
      /** The promotion's code, as a quote's `promocode` and a cart line carry it. */
      readonly code: string;
      readonly promotionId: string;
      /** What to pass to `quote(product, { promotion })` or `promoDiscount`. */
      readonly discount: AcceptedPromotion;
    }
  | { readonly status: PromotionRefusal; readonly reason?: PromotionRefusalReason | undefined };

/** What promotions know of the visitor: a guest or an unknown account is unknown, else new or returning. */
async function customerStatus(db: Queryable, customerId: string | undefined): Promise<CustomerStatus> {
  if (customerId === undefined) return customerStatusForPromotions(null);
  const row = await queryBuilder(db)
    .selectFrom('customers')
    .select('newClient')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (row === undefined) return customerStatusForPromotions(null);
  // The rule reads only the customer's metadata; the rest of the account is not needed here.
  return customerStatusForPromotions({ metadata: { newClient: row.newClient } } as Customer);
}

function toPricingDiscount(promotion: StoredPromotion): AcceptedPromotion {
  const { discount, code } = promotion;
  return discount.kind === 'percent'
    ? { kind: 'percentage', code, percent: discount.percent }
    : { kind: 'fixed', code, amount: discount.amount };
}

/**
 * Checks a promo code or a promotion id against a product for this visitor, now: the one call
 * the promo checks, the quote and the cart make. Reads only; a refusal is an answer, not an error.
 */
export async function checkPromotion(db: Queryable, request: PromotionCheckRequest): Promise<PromotionCheck> {
  const store = createPromotionStore(db);
  let candidates: readonly StoredPromotion[];
  if (request.id !== undefined) {
    const promotion = await store.byId(request.id);
    candidates = promotion === undefined ? [] : [promotion];
  } else {
    const code = checkPromoInput(request.code);
    candidates = code.ok ? await store.byCode(code.value) : [];
  }
  if (candidates.length === 0) return { status: 'generic_error' };
  const campaign = campaignName(request.campaign);
  const decision = decidePromotion(candidates, {
    productId: request.product.id,
    now: request.now,
    customer: await customerStatus(db, request.customerId),
    ...(campaign === undefined ? {} : { activeCampaign: campaign }),
  });
  if (decision.status !== 'valid') return decision;
  const { promotion } = decision;
  return {
    status: 'valid',
    code: promotion.code,
    promotionId: promotion.id,
    discount: toPricingDiscount(promotion),
  };
}
