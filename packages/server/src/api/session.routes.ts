import { HEADER, routes } from '@tirage/api-client/contract';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ApiDeps } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import { createAccessTokens } from '../auth/tokens.js';
import { findOpenCart } from '../cart/cart-store.js';
import type { AppEnv } from '../http/app-env.js';
import { answer, mountRoute, refuse, refuseFields } from '../http/route.js';
import { ANONYMOUS_ID_COOKIE, type SessionState, sessionState } from '../product-links/session-state.js';
import { type RequestTenant, resolveRequestTenant, type Tenancy } from '../tenancy/tenancy.js';
import type { ShopApiOptions } from './shop-api-options.js';

/** Whose cart to look for: the customer's, or the guest's by anonymous id, in one shop. */
type CartOwnerOfVisit = { readonly tenantCode: string } & (
  | { readonly customerId: string; readonly anonymousId?: undefined }
  | { readonly anonymousId: string; readonly customerId?: undefined }
);

/** The id of the owner's open cart, or null. */
export type OpenCartLookup = (owner: CartOwnerOfVisit) => Promise<string | null>;

const STAFF_ONLY = 'Only staff may preview another shop';

/**
 * `GET` and `PUT /api/v1/session/`. Nothing is stored: the state is read from the request
 * (host, `fe-x-tenant`, `fe-x-active-currency`, `tracking-id`, token, anonymous id cookie),
 * and an update answers the state of the request the client is to send next, with the
 * headers that answer names.
 *
 * Setting a custom tenant (previewing another country's shop) is for staff acting as a customer
 * (a login-as token): anyone else gets 403; clearing it is allowed.
 */
export function mountSession(
  api: Hono<AppEnv>,
  { db, tokenSigningKey }: Pick<ApiDeps, 'db' | 'tokenSigningKey'>,
  options: ShopApiOptions,
  lookup?: OpenCartLookup,
): void {
  const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'session'), options.clock);
  const openCartOf: OpenCartLookup = lookup ?? (async (owner) => (await findOpenCart(db, owner))?.id ?? null);
  const deps = {
    db,
    ...customerAuthentication(tokens, db),
    validateResponses: options.validateResponses ?? false,
  };

  async function stateOf(
    c: Context<AppEnv>,
    tenancy: Tenancy,
    served: RequestTenant,
    customerId: string | undefined,
    loggedInAs: boolean,
  ): Promise<ReturnType<typeof sessionState>> {
    const visitor = { customerId, anonymousId: getCookie(c, ANONYMOUS_ID_COOKIE), loggedInAs };
    const request = {
      tenancy,
      served,
      host: requestHost(c),
      trackingId: c.req.header(HEADER.trackingId),
      visitor,
    };
    const withoutCart = sessionState({ ...request, cartId: null });
    if (!withoutCart.ok) return withoutCart;
    const tenantCode = served.tenant.code;
    const anonymousId = withoutCart.value.anonymousUserId;
    const cartId =
      customerId !== undefined
        ? await openCartOf({ tenantCode, customerId })
        : anonymousId !== null
          ? await openCartOf({ tenantCode, anonymousId })
          : null;
    return { ok: true, value: { ...withoutCart.value, cartId } satisfies SessionState };
  }

  mountRoute(api, routes['session.get'], deps, async ({ c, tenancy, tenant, customerId, loginAs }) => {
    const state = await stateOf(c, tenancy, tenant, customerId, loginAs !== undefined);
    return state.ok ? answer(state.value) : { ok: false, error: state.error };
  });

  mountRoute(api, routes['session.update'], deps, async ({ c, body, tenancy, customerId, loginAs }) => {
    // Staff, acting as a customer, may preview another country's shop.
    if (body.customTenant !== undefined && body.customTenant !== null && loginAs === undefined) {
      return refuse(403, STAFF_ONLY, {
        kind: 'session.staffOnly',
        errors: [{ path: 'customTenant', message: STAFF_ONLY }],
      });
    }
    if (body.activeCurrency !== undefined && tenancy.exchangeRates[body.activeCurrency] === undefined) {
      return refuseFields([{ path: 'activeCurrency', message: `Unknown currency: ${body.activeCurrency}` }]);
    }
    // The request the client sends next: the host's shop when the custom one is cleared.
    const next = resolveRequestTenant(tenancy, {
      tenant: body.customTenant === null ? undefined : c.req.header(HEADER.tenant),
      host: requestHost(c),
      activeCurrency: body.activeCurrency ?? c.req.header(HEADER.activeCurrency),
    });
    if (!next.ok) return { ok: false, error: next.error };
    const state = await stateOf(c, tenancy, next.value, customerId, loginAs !== undefined);
    return state.ok ? answer(state.value) : { ok: false, error: state.error };
  });
}

/** The host the shopper visits, as `mountRoute` reads it to resolve the shop. */
const requestHost = (c: Context<AppEnv>): string => c.req.header('host') || new URL(c.req.url).host;
