import {
  AUTH_COOKIE_MAX_AGE_S,
  AUTH_COOKIE_SAME_SITE,
  COOKIE_DEFAULT_PATH,
  type TokenPair,
} from '@tirage/domain';
import { generateCookie } from 'hono/cookie';
import { Temporal } from 'temporal-polyfill';
import * as z from 'zod';

/** The shopper's session tokens, kept by the browser for the storefront (specification section 9). */
export const AUTH_COOKIE = 'tirage_auth';

const tokenSchema = z.object({
  value: z.string().min(1).max(4096),
  expiresAt: z.iso.datetime({ offset: true }),
});
const cookieSchema = z.object({ access: tokenSchema, refresh: tokenSchema.optional() });

/** The tokens of the auth cookie's (decoded) value; null when absent or not ours (then it is cleared). */
export function readAuthCookie(value: string | undefined): TokenPair | null {
  if (value === undefined) return null;
  try {
    const parsed = cookieSchema.safeParse(JSON.parse(value));
    if (!parsed.success) return null;
    const { access, refresh } = parsed.data;
    return {
      access: { value: access.value, expiresAt: Temporal.Instant.from(access.expiresAt) },
      refresh:
        refresh === undefined
          ? undefined
          : { value: refresh.value, expiresAt: Temporal.Instant.from(refresh.expiresAt) },
    };
  } catch {
    return null;
  }
}

/**
 * The `Set-Cookie` value that stores the tokens (or, for null, removes them). HttpOnly: only the
 * server-rendered storefront reads it for now; Secure when the shop is reached over https.
 */
export function authCookie(tokens: TokenPair | null, secure: boolean): string {
  if (tokens === null) return shopCookie(AUTH_COOKIE, '', 0, AUTH_COOKIE_SAME_SITE, secure);
  const value = JSON.stringify({
    access: { value: tokens.access.value, expiresAt: tokens.access.expiresAt.toString() },
    ...(tokens.refresh === undefined
      ? {}
      : { refresh: { value: tokens.refresh.value, expiresAt: tokens.refresh.expiresAt.toString() } }),
  });
  return shopCookie(AUTH_COOKIE, value, AUTH_COOKIE_MAX_AGE_S, AUTH_COOKIE_SAME_SITE, secure);
}

/**
 * The agent cookie: a staff member's back-office token, set by the staff login of `/admin/login`.
 * It is what recognises staff outside the company's networks (specification section 6).
 */
export const AGENT_COOKIE = 'tirage_agent';
/** Set to `1` by staff to show debug information on the pages (specification section 6). */
export const DEBUG_COOKIE = 'tirage_debug';

/** The agent cookie's token; undefined when absent or not a token's shape. */
export function readAgentCookie(value: string | undefined): string | undefined {
  return value !== undefined && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value) && value.length <= 4096
    ? value
    : undefined;
}

/**
 * The `Set-Cookie` value of the agent cookie (or, for null, its removal). SameSite strict: the
 * back office is reached from the shop itself, never from another site's link.
 */
export function agentCookie(
  token: { readonly value: string; readonly maxAgeS: number } | null,
  secure: boolean,
): string {
  return shopCookie(AGENT_COOKIE, token?.value ?? '', token?.maxAgeS ?? 0, 'strict', secure);
}

/**
 * The `Set-Cookie` value of one of the shop's cookies (a `maxAgeS` of 0 removes it), written by
 * `hono/cookie`: the storefront appends it to the response React Router made, so it is generated,
 * not set on the context. HttpOnly: only the server reads them; Secure when reached over https.
 */
export function shopCookie(
  name: string,
  value: string,
  maxAgeS: number,
  sameSite: 'lax' | 'strict',
  secure: boolean,
): string {
  return generateCookie(name, value, {
    maxAge: maxAgeS,
    path: COOKIE_DEFAULT_PATH,
    httpOnly: true,
    secure,
    sameSite,
  });
}
