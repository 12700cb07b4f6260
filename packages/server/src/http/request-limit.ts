import type { Context, MiddlewareHandler } from 'hono';
import type { IpNetwork } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from './app-env.js';
import { isInProcess, socketAddress } from './client-address.js';
import { errorEnvelope } from './envelope.js';
import { networkMatcher } from './networks.js';
import { rateCounter } from './rate-limits.js';

/** The API's general limit: requests per client address and minute (`API_RATE_LIMIT_PER_MINUTE`). */
export interface ApiRequestLimit {
  readonly perMinute: number;
  /** Addresses never counted: the staff's networks (`STAFF_IP_RANGES`). */
  readonly exemptNetworks?: readonly IpNetwork[];
  /** The address a request counts against; the socket's peer by default (see `clientAddress`). */
  readonly clientIp?: (c: Context<AppEnv>) => string;
}

/** What a client over the limit is told, in the API's envelope. */
export const TOO_MANY_REQUESTS = 'Too many requests, try again later';

/**
 * Counts the `/api/v1` requests of each client address in windows of a minute (in the database on
 * PostgreSQL, so every process counts the same requests; in memory on the embedded database) and
 * answers 429 with `Retry-After` past the limit, before the request's body is read (a request with
 * a body is answered with `Connection: close`). Not counted:
 * the storefront's own server-side calls (the page that makes them is what the shopper asked for),
 * and addresses of `exemptNetworks`. An address past its limit is refused from the process's
 * memory until its minute ends, without asking the database again.
 */
export function apiRequestLimit(db: Database, limit: ApiRequestLimit): MiddlewareHandler<AppEnv> {
  const counter = rateCounter(db, {
    name: 'api:address',
    points: limit.perMinute,
    windowS: 60,
    blockInMemory: true,
  });
  const exempt = networkMatcher(limit.exemptNetworks ?? []);
  const clientIp = limit.clientIp ?? socketAddress;
  return async (c, next) => {
    if (isInProcess(c)) return next();
    const address = clientIp(c);
    if (exempt(address)) return next();
    const taken = await counter.take(address);
    if (taken.allowed) return next();
    // Once per address and minute: a flood would otherwise write a line per request.
    if (taken.first) c.get('logger')?.warn({ ip: address }, 'api requests throttled');
    c.header('retry-after', String(taken.retryAfterS));
    // The body is left unread (it may be a file of 200 MB): the connection ends with the answer.
    if (c.req.raw.body !== null) c.header('connection', 'close');
    return c.json({ ...errorEnvelope(429, TOO_MANY_REQUESTS), kind: 'request.throttled' }, 429);
  };
}
