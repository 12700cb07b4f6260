import { err, ok, type Result } from '../shared/result.js';

/**
 * The storefront's route middlewares (specification section 2: "session id, valid cart, auth"),
 * in the order they run:
 * - `auth`: a login-only page sends a guest to log in and come back (`decideAccess`); it runs
 *   first, so a guest sent away gets no anonymous id and no cart on the way;
 * - `session-id`: the visitor has a session id: a logged-in shopper their session, a guest the
 *   anonymous id of the guest cart (its cookie, `ANONYMOUS_ID_TTL_S`), given out when missing;
 * - `valid-cart`: the shopper's open cart, made when there is none and replaced by a fresh one
 *   when the one kept was ordered or is gone. It needs a session id to key a guest's cart.
 */
export const MIDDLEWARES = ['auth', 'session-id', 'valid-cart'] as const;

export type MiddlewareName = (typeof MIDDLEWARES)[number];

/** What each middleware needs to have run before it; the planner adds them when left out. */
const PREREQUISITES: Readonly<Record<MiddlewareName, readonly MiddlewareName[]>> = {
  auth: [],
  'session-id': [],
  'valid-cart': ['session-id'],
};

/** The middlewares a route runs, each once, in the order of `MIDDLEWARES`. */
export type MiddlewarePlan = readonly MiddlewareName[];

export type MiddlewarePlanError =
  /** A declared name that is none of `MIDDLEWARES`: a typo, or one the shop does not have. */
  | { readonly kind: 'unknownMiddleware'; readonly name: string }
  /** A name declared twice: the declaration says one thing twice, and probably meant another. */
  | { readonly kind: 'duplicateMiddleware'; readonly name: MiddlewareName };

const isMiddlewareName = (name: string): name is MiddlewareName =>
  (MIDDLEWARES as readonly string[]).includes(name);

/**
 * Plans a route's middlewares from the names it declares: each declared name must be one of
 * `MIDDLEWARES` and appear once; what a middleware needs is added; the plan runs in the order of
 * `MIDDLEWARES`, whatever the order of the declaration.
 */
export function planMiddlewares(declared: readonly string[]): Result<MiddlewarePlan, MiddlewarePlanError> {
  const wanted = new Set<MiddlewareName>();
  for (const name of declared) {
    if (!isMiddlewareName(name)) return err({ kind: 'unknownMiddleware', name });
    if (wanted.has(name)) return err({ kind: 'duplicateMiddleware', name });
    wanted.add(name);
  }
  const withPrerequisites = new Set<MiddlewareName>();
  const add = (name: MiddlewareName): void => {
    for (const needed of PREREQUISITES[name]) add(needed);
    withPrerequisites.add(name);
  };
  for (const name of wanted) add(name);
  return ok(MIDDLEWARES.filter((name) => withPrerequisites.has(name)));
}

/** A plan error in words, for the message that stops the build or the start. */
export function describeMiddlewarePlanError(error: MiddlewarePlanError, route: string): string {
  const known = MIDDLEWARES.join(', ');
  switch (error.kind) {
    case 'unknownMiddleware':
      return `The route ${route} declares the middleware "${error.name}", which does not exist (known: ${known}).`;
    case 'duplicateMiddleware':
      return `The route ${route} declares the middleware "${error.name}" twice.`;
  }
}
