/**
 * The campaign a visit came by. A shop's campaign links (a newsletter, an advert, a partner's
 * page) name their campaign in the query: `utm_campaign`, the parameter every mailer and analytics
 * tool writes, and the shop's own parameter if it has one (`DomainConfig.campaign_parameter`). The
 * storefront keeps the campaign of the last such link for 30 days and sends it with every call, so
 * that a promotion reserved to the campaign (`Promotion.campaignParameter`) applies through the
 * cart to the order.
 */

/** The query parameter of campaign links, as analytics tools name it. */
export const UTM_CAMPAIGN_PARAMETER = 'utm_campaign';

/** How long the campaign of the link a shopper came by is kept: 30 days, in seconds. */
export const CAMPAIGN_COOKIE_MAX_AGE_S = 30 * 86_400;

// What promotions are configured with (stored lower-case): letters, digits and `.`, `_`, `~`, `-`.
const CAMPAIGN = /^[a-z0-9._~-]{1,100}$/;

/**
 * The campaign a value names, lower-cased (links write `Black-Friday` as often as `black-friday`),
 * or undefined when it names none or something that cannot be a campaign: the value comes from any
 * link on the web, so a malformed one means "no campaign", never a refusal.
 */
export function campaignName(value: string | null | undefined): string | undefined {
  const campaign = value?.trim().toLowerCase();
  return campaign !== undefined && CAMPAIGN.test(campaign) ? campaign : undefined;
}

/** The query parameters that name a campaign on a shop: `utm_campaign`, then the shop's own. */
export function campaignParameters(config: {
  readonly campaign_parameter?: string | undefined;
}): readonly string[] {
  const own = config.campaign_parameter?.trim();
  return own === undefined || own === '' || own === UTM_CAMPAIGN_PARAMETER
    ? [UTM_CAMPAIGN_PARAMETER]
    : [UTM_CAMPAIGN_PARAMETER, own];
}

/** A link's query, as `URLSearchParams` reads it: every value of a parameter. */
export interface LinkQuery {
  getAll(name: string): readonly string[];
}

/**
 * The campaign a link names: the first of `parameters` whose value is a campaign. Undefined when
 * the link names none: the campaign kept from an earlier link then stays.
 */
export function campaignOfLink(query: LinkQuery, parameters: readonly string[]): string | undefined {
  for (const parameter of parameters) {
    for (const value of query.getAll(parameter)) {
      const campaign = campaignName(value);
      if (campaign !== undefined) return campaign;
    }
  }
  return undefined;
}

/**
 * The visit's active campaign: the one the link names, else the one kept (the cookie's value,
 * read again with the same rule: a cookie is input like any other).
 */
export function activeCampaignOf(linked: string | undefined, kept: string | undefined): string | undefined {
  return linked ?? campaignName(kept);
}
