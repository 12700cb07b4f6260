import {
  type Cart,
  type DomainError,
  describeMiddlewarePlanError,
  type MiddlewareName,
  type MiddlewarePlan,
  planMiddlewares,
  type Result,
} from '@tirage/domain';
import { guard } from './auth.server.js';
import { openShopperCart } from './cart.server.js';
import type { StorefrontContext } from './load-context.js';
import { sessionState } from './session.server.js';

/** What a loader or an action gives its middlewares. */
export interface MiddlewareArgs {
  readonly request: Request;
  readonly context: StorefrontContext;
}

/**
 * What the middlewares leave the route: with `valid-cart`, the shopper's open cart, being read
 * while the route starts its own calls (await it with them).
 */
export type MiddlewareOutcome<Names extends MiddlewareName> = 'valid-cart' extends Names
  ? { readonly cart: Promise<Result<Cart, DomainError>> }
  : Record<never, never>;

/** A route's planned middlewares: `run` them first thing in its loader and its action. */
export interface RouteMiddlewares<Names extends MiddlewareName> {
  /** The middlewares that run, in order (what was declared, with what each needs). */
  readonly plan: MiddlewarePlan;
  /** Runs the plan: throws the redirect `auth` asks for; else what the route is left with. */
  run(args: MiddlewareArgs): Promise<MiddlewareOutcome<Names>>;
}

/**
 * Declares a route's middlewares by name (specification section 2: session id, valid cart, auth),
 * planned by the domain's planner when the route's module loads. The server loads every route
 * module when it starts, so an unknown name stops the start with a message that names the route,
 * before any request is served (and the type of `names` stops it at type-checking already).
 */
export function routeMiddlewares<const Names extends readonly MiddlewareName[]>(
  route: string,
  ...names: Names
): RouteMiddlewares<Names[number]> {
  const planned = planMiddlewares(names);
  if (!planned.ok) throw new Error(describeMiddlewarePlanError(planned.error, route));
  const plan = planned.value;
  return {
    plan,
    run: async ({ request, context }) => {
      let cart: Promise<Result<Cart, DomainError>> | undefined;
      for (const name of plan) {
        switch (name) {
          case 'auth':
            await guard(request, context, 'loginOnly');
            break;
          case 'session-id':
            // A guest is given the anonymous id their cart is kept under (its cookie, 7 days).
            if ((await sessionState(context)) !== 'live') context.anonymousId({ create: true });
            break;
          case 'valid-cart':
            cart = openShopperCart(context);
            // A route that stops before awaiting it (a refused form) leaves no unhandled rejection.
            cart.catch(() => undefined);
            break;
        }
      }
      return (cart === undefined ? {} : { cart }) as MiddlewareOutcome<Names[number]>;
    },
  };
}
