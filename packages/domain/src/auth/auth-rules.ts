import { Temporal } from 'temporal-polyfill';
import type { AuthGrant, RefreshGrant, Token, TokenPair } from '../model/auth.js';

/** Lifetimes and cookie settings of specification section 9. */
export const ACCESS_TOKEN_TTL_S = 86_400;
export const REFRESH_TOKEN_TTL_S = 604_800;
export const ANONYMOUS_ID_TTL_S = 604_800;
export const AUTH_COOKIE_MAX_AGE_S = 86_400;
export const AUTH_COOKIE_SAME_SITE = 'lax';
/** Cookies are set for the whole site unless told otherwise. */
export const COOKIE_DEFAULT_PATH = '/';

export interface TokenExpiries {
  readonly accessExpiresAt: Temporal.Instant;
  readonly refreshExpiresAt: Temporal.Instant;
}

const after = (now: Temporal.Instant, seconds: number): Temporal.Instant => now.add({ seconds });

/** Expiries of tokens issued at `now`. */
export function issueTokenExpiries(now: Temporal.Instant): TokenExpiries {
  return {
    accessExpiresAt: after(now, ACCESS_TOKEN_TTL_S),
    refreshExpiresAt: after(now, REFRESH_TOKEN_TTL_S),
  };
}

/** Until when a guest's anonymous id cookie (and so the guest's cart) lives. */
export function anonymousIdExpiresAt(now: Temporal.Instant): Temporal.Instant {
  return after(now, ANONYMOUS_ID_TTL_S);
}

/** A token expires at its expiry instant: at `expiresAt` itself it is no longer valid. */
export function isExpired(token: Token, now: Temporal.Instant): boolean {
  return Temporal.Instant.compare(now, token.expiresAt) >= 0;
}

/** The token pair of a login (or login-as) answered at `now`. */
export function issueTokens(grant: AuthGrant, now: Temporal.Instant): TokenPair {
  const { accessExpiresAt, refreshExpiresAt } = issueTokenExpiries(now);
  return {
    access: { value: grant.accessToken, expiresAt: accessExpiresAt },
    refresh:
      grant.refreshToken === undefined
        ? undefined
        : { value: grant.refreshToken, expiresAt: refreshExpiresAt },
  };
}

/**
 * The token pair after a refresh answered at `now`: a new access token; the refresh token is
 * the new one if the server rotated it, else the previous one with its original expiry.
 */
export function refreshTokens(
  previous: TokenPair | null,
  grant: RefreshGrant,
  now: Temporal.Instant,
): TokenPair {
  const { accessExpiresAt, refreshExpiresAt } = issueTokenExpiries(now);
  return {
    access: { value: grant.accessToken, expiresAt: accessExpiresAt },
    refresh:
      grant.refreshToken === undefined
        ? previous?.refresh
        : { value: grant.refreshToken, expiresAt: refreshExpiresAt },
  };
}

/** What to do with the session's tokens before a request. */
export type TokenAction = 'use' | 'refresh' | 'reset';

/**
 * Use a live access token; refresh an expired one while the refresh token lives; otherwise the
 * session is over (reset, with the expired-session error).
 */
export function decideTokenAction(args: {
  readonly now: Temporal.Instant;
  readonly tokens: TokenPair | null;
}): TokenAction {
  const { now, tokens } = args;
  if (tokens === null) return 'reset';
  if (!isExpired(tokens.access, now)) return 'use';
  return canRefresh(tokens, now) ? 'refresh' : 'reset';
}

/** A refresh is possible while a refresh token is held and has not expired. */
export function canRefresh(tokens: TokenPair, now: Temporal.Instant): boolean {
  return tokens.refresh !== undefined && !isExpired(tokens.refresh, now);
}

export interface AuthCookieOptions {
  readonly maxAgeSeconds: number;
  readonly sameSite: typeof AUTH_COOKIE_SAME_SITE;
  readonly path: string;
}

/** How the adapter writes the auth cookie. */
export function authCookieOptions(): AuthCookieOptions {
  return { maxAgeSeconds: AUTH_COOKIE_MAX_AGE_S, sameSite: AUTH_COOKIE_SAME_SITE, path: COOKIE_DEFAULT_PATH };
}
