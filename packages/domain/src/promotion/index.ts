export {
  checkPromoInput,
  type PromoCheckResult,
  type PromoInputStatus,
  promoInputStatus,
  recheckStoredPromo,
  type StoredPromoOutcome,
  type StoredPromoWarning,
} from './promo-input.js';
export {
  type CustomerStatus,
  customerStatusForPromotions,
  isPromotionApplicable,
  type Promotion,
  type PromotionContext,
  selectPromotion,
} from './promotion.js';
