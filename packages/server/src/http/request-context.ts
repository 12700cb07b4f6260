import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.js';
import type { AppEnv } from './app-env.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The storefront sends its tracking id under this name (specification, section 7). */
export const TRACKING_ID_HEADER = 'tracking-id';

// Printable, bounded ids only: they are echoed in a header and written to the logs.
const ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(headers: Headers): string {
  for (const name of [TRACKING_ID_HEADER, REQUEST_ID_HEADER]) {
    const value = headers.get(name);
    if (value !== null && ACCEPTABLE_ID.test(value)) return value;
  }
  return randomUUID();
}

/**
 * Gives the request an id (echoed as `x-request-id`) and a child logger, and logs one line
 * per request with its method, path, status and duration.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.raw.headers);
    const requestLogger = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    c.header(REQUEST_ID_HEADER, requestId);

    await next();

    const status = c.res.status;
    const level = status >= 500 ? 'error' : 'info';
    // The line is built only when it is written (LOG_LEVEL may leave it out).
    if (!requestLogger.isLevelEnabled(level)) return;
    const entry = {
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 100) / 100,
      headers: Object.fromEntries(c.req.raw.headers),
    };
    if (level === 'error') requestLogger.error(entry, 'request failed');
    else requestLogger.info(entry, 'request completed');
  };
}
