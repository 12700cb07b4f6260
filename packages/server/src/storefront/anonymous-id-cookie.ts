import { isUuid } from '../cart/cart-store.js';

/** The guest's anonymous id: the key of a guest cart (specification sections 3 and 9). */
export const ANONYMOUS_ID_COOKIE = 'tirage_anonymous_id';
/** Anonymous id cookie: 604800 s (7 days), path '/'. */
export const ANONYMOUS_ID_MAX_AGE_SECONDS = 604_800;

/** The anonymous id of the cookie's value; a value that is not a UUID is no id. */
export function readAnonymousId(value: string | undefined): string | undefined {
  return value !== undefined && isUuid(value) ? value.toLowerCase() : undefined;
}

/**
 * The `Set-Cookie` value that keeps the anonymous id for 7 days. HttpOnly: only the server reads
 * it; SameSite lax like the auth cookie; Secure when the shop is reached over https.
 */
export function anonymousIdCookie(id: string, secure: boolean): string {
  return [
    `${ANONYMOUS_ID_COOKIE}=${id}`,
    `Max-Age=${ANONYMOUS_ID_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
