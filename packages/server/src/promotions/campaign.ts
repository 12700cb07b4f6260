/**
 * The header that carries the visit's active campaign (the `utm_campaign` of the link the
 * shopper arrived by, kept by the storefront for the session). It sits beside the contract's
 * `fe-x-tenant` and `fe-x-active-currency`: the campaign is state of the visit, like them, and
 * every call that prices with a promotion (promo checks, quote, cart) needs it.
 */
export const CAMPAIGN_HEADER = 'fe-x-campaign';

// Campaign parameters are stored lower-case (see migration 0006); anything else is not one.
const CAMPAIGN = /^[a-z0-9._~-]{1,100}$/;

/**
 * The active campaign a request names, lower-cased (links say `Black-Friday` as often as
 * `black-friday`), or undefined when it names none or something that cannot be a campaign:
 * the value comes from any link on the web, so a malformed one means "no campaign" rather than
 * a refused quote.
 */
export function activeCampaign(header: string | undefined): string | undefined {
  const campaign = header?.trim().toLowerCase();
  return campaign !== undefined && CAMPAIGN.test(campaign) ? campaign : undefined;
}
