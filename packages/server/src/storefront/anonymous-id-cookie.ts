/** The guest's anonymous id: the key of a guest cart (specification sections 3 and 9). */
export const ANONYMOUS_ID_COOKIE = 'tirage_anonymous_id';
/** Anonymous id cookie: 604800 s (7 days), path '/'. */
export const ANONYMOUS_ID_MAX_AGE_SECONDS = 604_800;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The anonymous id of a request's `Cookie` header; a value that is not a UUID is no id. */
export function readAnonymousId(cookieHeader: string | undefined): string | undefined {
  const raw = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${ANONYMOUS_ID_COOKIE}=`))
    ?.slice(ANONYMOUS_ID_COOKIE.length + 1);
  return raw !== undefined && UUID.test(raw) ? raw.toLowerCase() : undefined;
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
