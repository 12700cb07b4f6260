import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { IpNetwork } from '../config/config.js';
import type { AppEnv } from './app-env.js';
import { networkMatcher } from './networks.js';

/** The socket's peer address (node-server); 'unknown' where there is none (in-process requests). */
export function socketAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * The shopper's address: the socket's peer, or, when that peer is one of the reverse proxies the
 * configuration trusts (`TRUSTED_PROXY_IP_RANGES`), the address the proxies say they were reached
 * from. `X-Forwarded-For` is read from its end: each proxy appends the address it was reached from,
 * so the last address that is not a trusted proxy is the client's, and whatever a client wrote
 * itself at the start of the list is never read. A value that is not an address stops the reading
 * at the proxy's own address. From any other peer the header is ignored: anyone can send it.
 */
export function clientAddress(trustedProxies: readonly IpNetwork[]): (c: Context<AppEnv>) => string {
  if (trustedProxies.length === 0) return socketAddress;
  const trusted = networkMatcher(trustedProxies);
  return (c) => {
    let address = socketAddress(c);
    if (!trusted(address)) return address;
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim());
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] ?? '';
      if (isIP(hop) === 0) return address;
      address = hop;
      if (!trusted(hop)) return hop;
    }
    return address;
  };
}

/** Marks the requests the app makes to itself (the storefront's server-side API calls). */
const IN_PROCESS = Symbol('in-process request');

/** The environment of a request the app makes to itself, for `app.fetch`. */
export function inProcessEnv(env: unknown): Record<string | symbol, unknown> {
  return { ...(typeof env === 'object' && env !== null ? env : {}), [IN_PROCESS]: true };
}

/**
 * The request was made by the app itself (the storefront rendering a page), not received from a
 * client: no client can set it, since it lives in the request's environment, not in a header.
 */
export function isInProcess(c: Context<AppEnv>): boolean {
  const env = c.env as Record<symbol, unknown> | undefined;
  return env?.[IN_PROCESS] === true;
}
