import { AUTH_COOKIE_SAME_SITE } from '@tirage/domain';
import { isUuid } from '../cart/cart-store.js';
import { shopCookie } from './auth-cookie.js';

/**
 * The visit's session: a random id (a UUID) naming the row of `visitor_sessions` that keeps what
 * the shopper chose (the currency). It belongs to no customer, so logging in or out keeps it.
 */
export const SESSION_COOKIE = 'tirage_session';

/** 30 days. */
export const SESSION_TTL_S = 30 * 24 * 60 * 60;

/** The session id of the cookie's value; a value that is not a UUID is no id. */
export function readSessionId(value: string | undefined): string | undefined {
  return value !== undefined && isUuid(value) ? value.toLowerCase() : undefined;
}

/**
 * The `Set-Cookie` value that keeps the session id for 30 days. HttpOnly: only the server reads it;
 * SameSite lax like the auth cookie; Secure when the shop is reached over https.
 */
export function sessionCookie(id: string, secure: boolean): string {
  return shopCookie(SESSION_COOKIE, id, SESSION_TTL_S, AUTH_COOKIE_SAME_SITE, secure);
}
