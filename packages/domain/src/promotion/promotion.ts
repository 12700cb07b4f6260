import { Temporal } from 'temporal-polyfill';
import type { Customer } from '../model/customer.js';
import { isWithinWindow } from '../support/time-window.js';

/** A promotion as configured by the shop; the server sends it, the page and the server both apply it. */
export interface Promotion {
  readonly id: string;
  readonly filterDateStart: Temporal.Instant;
  readonly filterDateEnd: Temporal.Instant;
  /** Set when the promotion is reserved to visitors arriving through a campaign. */
  readonly campaignParameter?: string;
  readonly customerTarget?: 'newCustomer';
  /** Higher wins. */
  readonly priority: number;
}

/** Whether the shop knows the visitor as a new customer, a returning one, or not at all (guest). */
export type CustomerStatus = 'new' | 'returning' | 'unknown';

/**
 * What promotions know of the visitor: a guest (no customer) is unknown, a customer who has not
 * ordered yet (`newClient`) is new, any other is returning.
 */
export function customerStatusForPromotions(customer: Customer | null | undefined): CustomerStatus {
  if (customer == null) return 'unknown';
  return customer.metadata.newClient ? 'new' : 'returning';
}

export interface PromotionContext {
  readonly now: Temporal.Instant;
  readonly activeCampaign?: string;
  readonly customer: CustomerStatus;
}

/**
 * A promotion applies when now is within its dates (both ends included), its campaign (if any)
 * is the active one, and a new-customer promotion meets a new or unknown customer: a guest may
 * still turn out to be new, so they are not shut out before logging in.
 * An empty campaign parameter counts as none, as the back office sends it for "no campaign".
 */
export function isPromotionApplicable(promotion: Promotion, context: PromotionContext): boolean {
  const inDates = isWithinWindow(context.now, promotion.filterDateStart, promotion.filterDateEnd);
  const campaign = promotion.campaignParameter;
  const campaignMatches = campaign === undefined || campaign === '' || campaign === context.activeCampaign;
  const targetMet = promotion.customerTarget !== 'newCustomer' || context.customer !== 'returning';
  return inDates && campaignMatches && targetMet;
}

/**
 * Why running promotions do not apply to this visitor, when one reason says it all: every
 * promotion in its dates is for new customers and the visitor has ordered (`newCustomersOnly`),
 * or every one is reserved to a campaign the visit did not come by (`campaignOnly`). Undefined
 * when there is no single reason to tell (none in its dates, or mixed reasons).
 */
export type PromotionRefusalReason = 'newCustomersOnly' | 'campaignOnly';

export function promotionRefusalReason(
  promotions: readonly Promotion[],
  context: PromotionContext,
): PromotionRefusalReason | undefined {
  const running = promotions.filter((promotion) =>
    isWithinWindow(context.now, promotion.filterDateStart, promotion.filterDateEnd),
  );
  if (running.length === 0 || running.some((promotion) => isPromotionApplicable(promotion, context))) {
    return undefined;
  }
  const campaignMissed = (promotion: Promotion) =>
    promotion.campaignParameter !== undefined &&
    promotion.campaignParameter !== '' &&
    promotion.campaignParameter !== context.activeCampaign;
  if (running.every(campaignMissed)) return 'campaignOnly';
  if (
    running.every((promotion) => !campaignMissed(promotion) && promotion.customerTarget === 'newCustomer')
  ) {
    return 'newCustomersOnly';
  }
  return undefined;
}

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// An absent field sorts before any string, the empty one included.
const compareOptional = (a: string | undefined, b: string | undefined): number =>
  a === undefined || b === undefined
    ? Number(a !== undefined) - Number(b !== undefined)
    : compareStrings(a, b);

/**
 * Orders promotions best first: priority descending, then every other field so that two
 * promotions compare equal only when they are equal, and the choice never depends on list order.
 */
function bestFirst(a: Promotion, b: Promotion): number {
  return (
    b.priority - a.priority ||
    compareStrings(a.id, b.id) ||
    Temporal.Instant.compare(a.filterDateStart, b.filterDateStart) ||
    Temporal.Instant.compare(a.filterDateEnd, b.filterDateEnd) ||
    compareOptional(a.campaignParameter, b.campaignParameter) ||
    compareOptional(a.customerTarget, b.customerTarget)
  );
}

/** The applicable promotion with the highest priority; ties go to the smallest id. */
export function selectPromotion(
  promotions: readonly Promotion[],
  context: PromotionContext,
): Promotion | undefined {
  let best: Promotion | undefined;
  for (const promotion of promotions) {
    if (isPromotionApplicable(promotion, context) && (best === undefined || bestFirst(promotion, best) < 0)) {
      best = promotion;
    }
  }
  return best;
}
