import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { shopperUrl } from '../http/forwarded-proto.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a request may act for the shopper: a safe method, or an `Origin` that is the
 * request's own. Browsers send `Origin` with every other request a page makes, so another
 * site's form or fetch names its own origin (or `null`, from a sandboxed frame or a redirect)
 * and is refused; a request without `Origin` comes from no page, and carries no visitor's
 * cookie unless its sender holds it. The same rule as React Router's for its page actions.
 */
export function isSameOriginOrSafe(method: string, requestUrl: string, origin: string | undefined): boolean {
  if (SAFE_METHODS.has(method.toUpperCase()) || origin === undefined) return true;
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
    if (isSameOriginOrSafe(c.req.method, shopperUrl(c), c.req.header('origin'))) return next();
    return c.text('Forbidden: this request comes from another site', 403);
  };
}
