import { AUTH_COOKIE_SAME_SITE, CAMPAIGN_COOKIE_MAX_AGE_S } from '@tirage/domain';
import { shopCookie } from './auth-cookie.js';

/** The campaign of the last campaign link the shopper came by (the domain's `campaignOfLink`). */
export const CAMPAIGN_COOKIE = 'tirage_campaign';

/**
 * The `Set-Cookie` value that keeps the visit's campaign for 30 days. HttpOnly: the server reads
 * it and gives the pages the campaign they send; SameSite lax like the other cookies, so that a
 * campaign link followed from a mail or another site sets it; Secure over https.
 */
export function campaignCookie(campaign: string, secure: boolean): string {
  return shopCookie(CAMPAIGN_COOKIE, campaign, CAMPAIGN_COOKIE_MAX_AGE_S, AUTH_COOKIE_SAME_SITE, secure);
}
