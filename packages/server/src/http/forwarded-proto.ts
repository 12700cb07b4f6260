import type { Context, MiddlewareHandler } from 'hono';
import type { IpNetwork } from '../config/config.js';
import type { AppEnv } from './app-env.js';
import { socketAddress } from './client-address.js';
import { networkMatcher } from './networks.js';

/** A year: browsers keep to https for the shop's host that long after each answer over https. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Tells the rest of the app whether the shopper reached the shop over https (`c.var.https`): the
 * request's own URL says so, or a trusted proxy (`TRUSTED_PROXY_IP_RANGES`, the TLS terminator in
 * front of the server) says so in `X-Forwarded-Proto`. The header from any other address is
 * ignored: anyone can send it. Answers over https carry `Strict-Transport-Security`.
 */
export function forwardedProtocol(trustedProxies: readonly IpNetwork[]): MiddlewareHandler<AppEnv> {
  const trusted = networkMatcher(trustedProxies);
  return async (c, next) => {
    const https =
      new URL(c.req.url).protocol === 'https:' ||
      (trustedProxies.length > 0 &&
        trusted(socketAddress(c)) &&
        forwardedHttps(c.req.header('x-forwarded-proto')));
    c.set('https', https);
    await next();
    if (https) c.res.headers.set('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}

/** The first value is the protocol the client used (a chain of proxies appends theirs). */
function forwardedHttps(header: string | undefined): boolean {
  return header?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * The address the shopper asked for: the request's own, over https when a trusted proxy says
 * the shopper used it. Compared with the `Origin` of the shop's own pages, and handed to the
 * storefront, so that a page served over https behind the proxy knows its own origin.
 */
export function shopperUrl(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  if (c.var.https === true && url.protocol === 'http:') url.protocol = 'https:';
  return url.href;
}
