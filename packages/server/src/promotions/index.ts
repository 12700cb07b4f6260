export { CAMPAIGN_HEADER } from './campaign.js';
export {
  checkPromotion,
  type PromotionCheck,
  type PromotionKey,
} from './check-promotion.js';
export { FLYERS_DISCOVERY_PROMOTION_ID } from './promotion-seed.js';
export { insertPromotion } from './promotion-store.js';
