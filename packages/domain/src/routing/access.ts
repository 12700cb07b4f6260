import { assertNever } from '../shared/result.js';

/** Where the auth flow sends the shopper (specification section 2). */
export const AUTH_REDIRECTS = {
  login: '/login',
  logout: '/',
  home: '/',
  callback: '/login',
} as const;

export const LOGIN_PATH = AUTH_REDIRECTS.login;
export const HOME_PATH = AUTH_REDIRECTS.home;
/** Where a logged-in shopper lands instead of login or registration. */
export const PERSONAL_AREA_PATH = '/personal-area/';
/** Query parameter of the login page holding the path to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** Who may see a page: anyone, only guests (login, registration), or only logged-in shoppers. */
export type PageAccess = 'public' | 'guestOnly' | 'loginOnly';

export interface AccessRequest {
  readonly access: PageAccess;
  /** The requested path with its query, to come back to after login. */
  readonly path: string;
  readonly loggedIn: boolean;
  /** True on the navigation that follows a logout. */
  readonly justLoggedOut?: boolean;
}

export type AccessDecision =
  | { readonly type: 'allow' }
  | {
      readonly type: 'redirect';
      readonly location: string;
      readonly reason: 'alreadyLoggedIn' | 'loginRequired' | 'loggedOut';
    };

/**
 * Guards a page. A logged-in shopper has nothing to do on login or registration and goes to
 * the personal area. A guest on a login-only page goes to login and comes back afterwards;
 * right after a logout, though, sending them to login would look like the logout failed, so
 * they go home.
 */
export function decideAccess(request: AccessRequest): AccessDecision {
  switch (request.access) {
    case 'public':
      return { type: 'allow' };
    case 'guestOnly':
      return request.loggedIn
        ? { type: 'redirect', location: PERSONAL_AREA_PATH, reason: 'alreadyLoggedIn' }
        : { type: 'allow' };
    case 'loginOnly':
      if (request.loggedIn) return { type: 'allow' };
      return request.justLoggedOut === true
        ? { type: 'redirect', location: AUTH_REDIRECTS.logout, reason: 'loggedOut' }
        : { type: 'redirect', location: loginLocation(request.path), reason: 'loginRequired' };
    default:
      return assertNever(request.access, 'page access');
  }
}

/** The login page, remembering where to come back to (nothing to remember for the home page). */
export function loginLocation(returnTo: string): string {
  return keepingReturnTo(LOGIN_PATH, returnTo);
}

/**
 * A page of the login flow (login, registration) remembering where to come back to once logged
 * in: only a path that stays on this site (`safeReturnTo`); none, the home page or anything else
 * leaves the page's path as it is.
 */
export function keepingReturnTo(pagePath: string, returnTo: string | null | undefined): string {
  const target = returnTo == null ? HOME_PATH : safeReturnTo(returnTo);
  return target === HOME_PATH ? pagePath : `${pagePath}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`;
}

/** Where to go once logged in: the remembered path if it is safe, else home. */
export function afterLoginLocation(returnTo: string | null | undefined): string {
  return returnTo == null ? AUTH_REDIRECTS.home : safeReturnTo(returnTo);
}

// C0 and C1 controls and DEL: browsers silently drop tabs and newlines, so `/\t/host` is `//host`.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MAX_DECODING_ROUNDS = 5;

/**
 * Keeps a return path only if it stays on this site: a single leading `/`, no backslash,
 * no control character, no protocol-relative `//host` or `/\host`, even once percent-decoded
 * (`/%2F%2Fevil.example`). Anything else becomes `/`. The path itself is returned unchanged.
 */
export function safeReturnTo(path: string): string {
  let candidate = path;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round++) {
    if (!isPlainLocalPath(candidate)) return HOME_PATH;
    const decoded = percentDecode(candidate);
    if (decoded === null) return HOME_PATH;
    if (decoded === candidate) return asciiOnly(path);
    candidate = decoded;
  }
  // Encoded more deeply than any honest link ever is.
  return HOME_PATH;
}

/**
 * A `Location` header holds bytes, not any text: characters beyond ASCII (`/é`, a fullwidth
 * solidus `／`) are percent-encoded, which keeps their meaning and adds no `/` or `\`.
 */
function asciiOnly(path: string): string {
  try {
    return path.replace(/\P{ASCII}+/gu, (text) => encodeURIComponent(text));
  } catch {
    // A lone surrogate cannot be encoded (URIError): such a path goes home.
    return HOME_PATH;
  }
}

function isPlainLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !CONTROL.test(path);
}

function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
