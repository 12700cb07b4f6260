import { type PriceDisplay, parsePriceDisplay } from '@tirage/domain';
import { parse, serialize } from 'cookie';

/**
 * The shopper's choice of prices excluding or including VAT, kept for the browser session: a
 * session cookie (no lifetime) the page writes when the shopper switches, read by the server so
 * the next page renders in it.
 */
export const PRICE_DISPLAY_COOKIE = 'tirage_prices';

/** The choice a request's `Cookie` header holds, when it holds one. */
export function priceDisplayOfCookies(cookieHeader: string | null): PriceDisplay | undefined {
  if (cookieHeader === null) return undefined;
  return parsePriceDisplay(parse(cookieHeader)[PRICE_DISPLAY_COOKIE]);
}

/** What `document.cookie` is set to, to keep `display` for the session. */
export function priceDisplayCookie(display: PriceDisplay, secure: boolean): string {
  return serialize(PRICE_DISPLAY_COOKIE, display, { path: '/', sameSite: 'lax', secure });
}
