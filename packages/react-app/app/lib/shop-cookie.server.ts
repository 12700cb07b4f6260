import { authCookieOptions } from '@tirage/domain';
import { type Cookie, createCookie } from 'react-router';

/**
 * A cookie of the storefront's own (the funnel's last order, the cart's options): HttpOnly, and
 * with the session cookie's path, SameSite and lifetime (a day: the funnel is gone through in one
 * sitting). Written and read by React Router's `createCookie`.
 */
export function createShopCookie(name: string): Cookie {
  const { maxAgeSeconds, sameSite, path } = authCookieOptions();
  return createCookie(name, { path, httpOnly: true, sameSite, maxAge: maxAgeSeconds });
}

/** The `Set-Cookie` value that keeps `value` (or, for null, removes the cookie); Secure over HTTPS. */
export function shopCookieHeader(cookie: Cookie, value: unknown, request: Request): Promise<string> {
  const secure = new URL(request.url).protocol === 'https:';
  return value === null ? cookie.serialize('', { secure, maxAge: 0 }) : cookie.serialize(value, { secure });
}
