export { activeCampaign, CAMPAIGN_HEADER } from './campaign.js';
export {
  checkPromotion,
  customerStatus,
  decidePromotion,
  type PromotionCheck,
  type PromotionCheckRequest,
  type PromotionDecision,
  type PromotionDecisionContext,
  type PromotionKey,
  type PromotionRefusal,
} from './check-promotion.js';
export { DEMO_PROMOTIONS, FLYERS_DISCOVERY_PROMOTION_ID, seedPromotions } from './promotion-seed.js';
export {
  createPromotionStore,
  insertPromotion,
  type NewPromotion,
  type PromotionStore,
  type StoredPromotion,
} from './promotion-store.js';
