export {
  activeCampaignOf,
  CAMPAIGN_COOKIE_MAX_AGE_S,
  campaignName,
  campaignOfLink,
  campaignParameters,
  type LinkQuery,
  UTM_CAMPAIGN_PARAMETER,
} from './campaign.js';
export {
  COUNTDOWN_TICK_MS,
  type Countdown,
  countdown,
  type OfferState,
  type OfferWindow,
  offerEndInShopTime,
  offerState,
} from './offer.js';
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
  type PromotionRefusalReason,
  promotionRefusalReason,
  selectPromotion,
} from './promotion.js';
