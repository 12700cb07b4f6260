export {
  DEFAULT_SHOP_RULES,
  domainConfigPartOf,
  SERVABLE_COUNTRIES,
  SHOP_RULE_BOUNDS,
  type ShopRules,
  type ShopRulesContext,
  type ShopRulesProblem,
  shopRulesOf,
  validateShopRules,
} from './shop-rules.js';
export {
  type DomainConfig,
  normalizeHost,
  parseCustomTenant,
  resolveTenant,
  type TenantId,
  type TenantResolutionInput,
  withCustomTenant,
} from './tenant.js';
