import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { shopperUrl } from '../http/forwarded-proto.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a request may act for the shopper: a safe method; else, where the browser says where
 * the request comes from (`Sec-Fetch-Site`, sent by every current browser and not settable by a
 * page), a request from the shop's own pages (`same-origin`) or none (`none`: typed or
 * bookmarked); else an `Origin` that is the request's own. Another site's form or fetch is
 * `cross-site` or `same-site`, or names its own origin, or `null` (a sandboxed frame, a
 * redirect), and is refused. `Sec-Fetch-Site` comes first because the shop's own pages that carry
 * a secret are served with `Referrer-Policy: no-referrer`, under which a browser sends
 * `Origin: null` even for the page's own forms. A request with neither header comes from no
 * browser page, and carries no visitor's cookie unless its sender holds it.
 */
export function isSameOriginOrSafe(
  method: string,
  requestUrl: string,
  origin: string | undefined,
  fetchSite?: string | undefined,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  switch (fetchSite?.toLowerCase()) {
    case 'same-origin':
    case 'none':
      return true;
    case 'same-site':
    case 'cross-site':
      return false;
    default:
      break;
  }
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
}

/**
 * Refuses (403) every storefront request that is not a safe method and comes from another
 * origin, before any action runs: page actions, and the routes that answer no page (logout, the
 * artwork upload), which React Router's own check leaves alone.
 */
export function sameOriginActions(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (
      isSameOriginOrSafe(c.req.method, shopperUrl(c), c.req.header('origin'), c.req.header('sec-fetch-site'))
    )
      return next();
    return c.text('Forbidden: this request comes from another site', 403);
  };
}
