import { ANONYMOUS_ID_TTL_S, AUTH_COOKIE_SAME_SITE } from '@tirage/domain';
import { isUuid } from '../cart/cart-store.js';
import { shopCookie } from './auth-cookie.js';

/** The guest's anonymous id: the key of a guest cart (specification sections 3 and 9). */
export const ANONYMOUS_ID_COOKIE = 'tirage_anonymous_id';

/** The anonymous id of the cookie's value; a value that is not a UUID is no id. */
export function readAnonymousId(value: string | undefined): string | undefined {
  return value !== undefined && isUuid(value) ? value.toLowerCase() : undefined;
}

/**
 * The `Set-Cookie` value that keeps the anonymous id for 7 days. HttpOnly: only the server reads
 * it; SameSite lax like the auth cookie; Secure when the shop is reached over https.
 */
export function anonymousIdCookie(id: string, secure: boolean): string {
  return shopCookie(ANONYMOUS_ID_COOKIE, id, ANONYMOUS_ID_TTL_S, AUTH_COOKIE_SAME_SITE, secure);
}
