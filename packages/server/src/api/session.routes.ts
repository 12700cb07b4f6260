import { randomUUID } from 'node:crypto';
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
import {
  findVisitorSession,
  type StoredVisitorSession,
  saveVisitorSession,
} from '../session/visitor-sessions.js';
import { readSessionId, SESSION_COOKIE, sessionCookie } from '../storefront/session-cookie.js';
import { type RequestTenant, resolveRequestTenant, sellsIn, type Tenancy } from '../tenancy/tenancy.js';
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
 * `GET` and `PUT /api/v1/session/`: the visit's session, kept under the id of the session cookie
 * (`tirage_session`, given out by the storefront's first page; by `PUT` when a client has none).
 *
 * - `GET` answers the stored choices over the request's: the stored currency when the served shop
 *   sells it, else the request's (`fe-x-active-currency`, else the shop's own); the tracking id the
 *   session keeps, else the shop's configured one. A visit with nothing stored is derived from the
 *   request (host, `fe-x-tenant`, `fe-x-active-currency`, token, anonymous id cookie).
 * - `PUT` stores the chosen currency (one the shop sells: else a 400 field error, and nothing is
 *   stored) and answers the stored state. Setting a custom tenant (previewing another country's
 *   shop) is for staff acting as a customer (a login-as token): anyone else gets 403; clearing it
 *   is allowed.
 *
 * The session belongs to no customer: logging in, logging out and the guest cart's merge leave it.
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
    stored: StoredVisitorSession | null,
    customerId: string | undefined,
    loggedInAs: boolean,
  ): Promise<ReturnType<typeof sessionState>> {
    const visitor = { customerId, anonymousId: getCookie(c, ANONYMOUS_ID_COOKIE), loggedInAs };
    // The stored currency, while the served shop sells it; else the request's.
    const storedCurrency = stored?.activeCurrency ?? null;
    const activeCurrency =
      storedCurrency !== null && sellsIn(served.tenant, storedCurrency)
        ? storedCurrency
        : served.activeCurrency;
    const request = {
      tenancy,
      served: { ...served, activeCurrency },
      host: requestHost(c),
      trackingId: stored?.trackingId ?? served.tenant.trackingId ?? undefined,
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
    const sessionId = readSessionId(getCookie(c, SESSION_COOKIE));
    const stored = sessionId === undefined ? null : await findVisitorSession(db, sessionId);
    // A previewed shop is kept for staff only, and only when the request names no shop itself.
    const previewed =
      loginAs !== undefined && stored?.customTenant != null && c.req.header(HEADER.tenant) === undefined
        ? resolveRequestTenant(tenancy, {
            tenant: stored.customTenant,
            host: requestHost(c),
            activeCurrency: undefined,
          })
        : undefined;
    const served = previewed?.ok ? previewed.value : tenant;
    const state = await stateOf(c, tenancy, served, stored, customerId, loginAs !== undefined);
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
    const host = requestHost(c);
    const byHost = resolveRequestTenant(tenancy, { tenant: undefined, host, activeCurrency: undefined });
    if (!byHost.ok) return { ok: false, error: byHost.error };
    const sessionId = readSessionId(getCookie(c, SESSION_COOKIE));
    const stored = sessionId === undefined ? null : await findVisitorSession(db, sessionId);
    // The shop the session serves next: the previewed one when set, the host's when cleared.
    const customTenant =
      body.customTenant === undefined
        ? (c.req.header(HEADER.tenant) ?? (loginAs !== undefined ? stored?.customTenant : null) ?? null)
        : body.customTenant;
    const next = resolveRequestTenant(tenancy, {
      tenant: customTenant ?? undefined,
      host,
      activeCurrency: body.activeCurrency ?? c.req.header(HEADER.activeCurrency),
    });
    if (!next.ok) return { ok: false, error: next.error };
    const shop = next.value.tenant;
    if (body.activeCurrency !== undefined && !sellsIn(shop, body.activeCurrency)) {
      return refuseFields([
        {
          path: 'activeCurrency',
          message: `The shop ${shop.code} does not sell in ${body.activeCurrency} (it sells in ${shop.currencies.join(', ')})`,
        },
      ]);
    }
    const keptCurrency =
      body.activeCurrency ??
      (stored?.activeCurrency != null && sellsIn(shop, stored.activeCurrency) ? stored.activeCurrency : null);
    const toStore: StoredVisitorSession = {
      tenantCode: byHost.value.tenant.code,
      activeCurrency: keptCurrency,
      customTenant: shop.code === byHost.value.tenant.code ? null : shop.code,
      trackingId: stored?.trackingId ?? shop.trackingId,
    };
    // A client without a session gets one now (a browser calling the API before any page).
    const id = sessionId ?? randomUUID();
    await saveVisitorSession(db, id, toStore);
    if (sessionId === undefined) c.header('set-cookie', sessionCookie(id, c.var.https), { append: true });
    const state = await stateOf(c, tenancy, next.value, toStore, customerId, loginAs !== undefined);
    return state.ok ? answer(state.value) : { ok: false, error: state.error };
  });
}

/** The host the shopper visits, as `mountRoute` reads it to resolve the shop. */
const requestHost = (c: Context<AppEnv>): string => c.req.header('host') || new URL(c.req.url).host;
