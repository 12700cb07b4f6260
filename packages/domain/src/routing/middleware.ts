import type { RoutingError } from '../errors/errors.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * Route middlewares in the order they must run: the session id comes first because the cart
 * is looked up by it, and the cart is valid before auth may redirect away with it.
 */
export const MIDDLEWARE_ORDER = ['sessionId', 'validCart', 'auth'] as const;

export type MiddlewareName = (typeof MIDDLEWARE_ORDER)[number];

export function isMiddlewareName(name: string): name is MiddlewareName {
  return (MIDDLEWARE_ORDER as readonly string[]).includes(name);
}

/**
 * The middlewares a route asks for, in canonical order and each once, whatever order and
 * repetitions the route used. The first unknown name (in the route's order) is an error:
 * a typo must not silently drop a guard.
 */
export function planMiddlewares(names: readonly string[]): Result<readonly MiddlewareName[], RoutingError> {
  const unknown = names.find((name) => !isMiddlewareName(name));
  if (unknown !== undefined) {
    return err({
      kind: 'routing.unknownMiddleware',
      message: `Unknown middleware: ${unknown}`,
      name: unknown,
    });
  }
  return ok(MIDDLEWARE_ORDER.filter((name) => names.includes(name)));
}
