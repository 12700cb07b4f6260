import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.js';
import { REDACTED, redactUrl } from '../logging/url-secrets.js';
import type { AppEnv } from './app-env.js';

const REQUEST_ID_HEADER = 'x-request-id';
/** The storefront sends its tracking id under this name (specification, section 7). */
const TRACKING_ID_HEADER = 'tracking-id';

// Printable, bounded ids only: they are echoed in a header and written to the logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request headers a log line shows: an allow-list, so that a header nobody thought of (a
 * proxy's, a client's own) never carries a secret into the logs. `referer` and `origin` are
 * addresses, written with their secrets redacted.
 */
const LOGGED_HEADERS = [
  'host',
  'user-agent',
  'referer',
  'origin',
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'x-forwarded-for',
  'x-forwarded-proto',
  'fe-x-tenant',
  'fe-x-active-currency',
  'sec-fetch-site',
  'sec-fetch-mode',
] as const;
/** Headers whose presence is worth a line, never their value. */
const PRESENCE_ONLY_HEADERS = ['authorization', 'cookie'] as const;

function loggedHeaders(headers: Headers): Record<string, string> {
  const logged: Record<string, string> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) logged[name] = name === 'referer' || name === 'origin' ? redactUrl(value) : value;
  }
  for (const name of PRESENCE_ONLY_HEADERS) if (headers.has(name)) logged[name] = REDACTED;
  return logged;
}

/** The request's own id: the caller's `x-request-id` when it is acceptable, else a new one. */
function requestIdOf(headers: Headers): string {
  const value = headers.get(REQUEST_ID_HEADER);
  return value !== null && ACCEPTABLE_ID.test(value) ? value : randomUUID();
}

/**
 * The shop's analytics id the call came with (`tracking-id`): the same for every visit of a shop,
 * so it is logged beside the request's id, never as it.
 */
function trackingIdOf(headers: Headers): string | undefined {
  const value = headers.get(TRACKING_ID_HEADER);
  return value !== null && ACCEPTABLE_ID.test(value) ? value : undefined;
}

/**
 * Gives the request an id (echoed as `x-request-id`) and a child logger, and logs one line
 * per request with its method, path and query (secrets redacted), status, duration and the
 * headers of `LOGGED_HEADERS`.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.raw.headers);
    const trackingId = trackingIdOf(c.req.raw.headers);
    const requestLogger = logger.child(trackingId === undefined ? { requestId } : { requestId, trackingId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    c.header(REQUEST_ID_HEADER, requestId);

    await next();

    const status = c.res.status;
    const level = status >= 500 ? 'error' : 'info';
    // The line is built only when it is written (LOG_LEVEL may leave it out).
    if (!requestLogger.isLevelEnabled(level)) return;
    const search = c.req.url.indexOf('?');
    const entry = {
      method: c.req.method,
      path: c.req.path,
      // The query as sent, a link's token redacted (`?token=[REDACTED]`).
      ...(search < 0 ? {} : { query: redactUrl(c.req.url.slice(search)) }),
      status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      headers: loggedHeaders(c.req.raw.headers),
    };
    if (level === 'error') requestLogger.error(entry, 'request failed');
    else requestLogger.info(entry, 'request completed');
  };
}
