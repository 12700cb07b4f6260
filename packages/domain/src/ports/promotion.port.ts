import type { DomainError } from '../errors/errors.js';
import type { Market } from '../model/quote.js';
import type { Money } from '../money/money.js';
import type { PromoInputStatus } from '../promotion/promo-input.js';
import type { PromotionRefusalReason } from '../promotion/promotion.js';
import type { Result } from '../shared/result.js';

/** What a valid code takes off; the quote then carries the discounted amounts. */
export type PromoDiscount =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'amount'; readonly amount: Money };

export interface PromoCodeCheck {
  readonly code: string;
  readonly status: PromoInputStatus;
  readonly discount: PromoDiscount | undefined;
  /** Why a running code is refused to this visitor, when the shop says (a welcome code, a campaign's). */
  readonly reason?: PromotionRefusalReason | undefined;
}

export interface PromoCodeCheckRequest {
  readonly code: string;
  readonly mcpSku: string;
  readonly variant: string;
  readonly market: Market;
}

export interface PromotionPort {
  /** Checks a code typed by the shopper (POST /promocode/check-input). */
  checkPromoCode(request: PromoCodeCheckRequest): Promise<Result<PromoCodeCheck, DomainError>>;
}
