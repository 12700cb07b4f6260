import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { failure } from './envelope.js';

const JSON_CONTENT_TYPE = /^application\/([\w.+-]+\+)?json\b/i;

/**
 * Answers 400 when a JSON body does not parse, before any route sees it. Routes then read the
 * body with `c.req.json()`, which reuses the text read here.
 */
export function rejectMalformedJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!JSON_CONTENT_TYPE.test(contentType)) return next();
    const text = await c.req.text();
    if (text.trim() === '') return next();
    try {
      JSON.parse(text);
    } catch {
      return failure(c, 400, 'Malformed JSON body');
    }
    return next();
  };
}
