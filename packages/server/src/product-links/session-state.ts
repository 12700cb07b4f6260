import {
  commonRequestHeadersSchema,
  type ErrorEnvelope,
  HEADER,
  type RouteData,
  type Tenant,
  tenantSchema,
} from '@tirage/api-client/contract';
import { err, normalizeHost, ok, type Result, resolveTenant } from '@tirage/domain';
import * as z from 'zod';
import type { RequestTenant, Tenancy } from '../tenancy/tenancy.js';

export type SessionState = RouteData<'session.get'>;

/**
 * The cookie holding a guest's anonymous id (a UUID, 7 days, specification section 9): the one
 * the storefront sets (`storefront/anonymous-id-cookie.ts`); the session call only reads it.
 */
export { ANONYMOUS_ID_COOKIE } from '../storefront/anonymous-id-cookie.js';

/** Whose visit it is, as the request proves it. */
interface Visitor {
  /** The customer an access token proved. */
  readonly customerId: string | undefined;
  /** The anonymous id cookie, as sent (checked here). */
  readonly anonymousId: string | undefined;
  /** The token is a staff member's, acting as the customer (admin login-as). */
  readonly loggedInAs?: boolean;
}

export interface SessionRequest {
  readonly tenancy: Tenancy;
  /** The shop and currency the request is served in (`fe-x-tenant`, else the host). */
  readonly served: RequestTenant;
  /** The host the shopper visits. */
  readonly host: string;
  /** The visit's tracking id: the one its session keeps, else its shop's (none: undefined). */
  readonly trackingId: string | undefined;
  readonly visitor: Visitor;
  /** The visitor's open cart in the served shop, when one is known. */
  readonly cartId: string | null;
}

const trackingIdSchema = commonRequestHeadersSchema.shape[HEADER.trackingId];
const anonymousIdSchema = z.uuid();

/** A tenant code of the database the contract also knows; one it does not is a setup bug. */
function contractTenant(code: string): Tenant {
  const parsed = tenantSchema.safeParse(code);
  if (!parsed.success) throw new Error(`Tenant ${code} is missing from the contract's TENANTS`);
  return parsed.data;
}

/**
 * The session state of a visit: the shop of the host (`domainTenant`), the shop served when it is
 * another one (`customTenant`), the active currency, the tracking id, and the guest's anonymous id
 * (none once a customer is logged in, as the cart then belongs to the account). What the visit's
 * stored session chose is already in `served` and `trackingId` (`api/session.routes.ts`).
 */
export function sessionState(request: SessionRequest): Result<SessionState, ErrorEnvelope> {
  const { tenancy, served, visitor } = request;
  const byHost = resolveTenant({
    host: request.host,
    defaultDomain: tenancy.defaultHost,
    domains: tenancy.hosts,
    customTenant: null,
    knownTenants: [...tenancy.tenants.keys()],
  });
  if (!byHost.ok)
    return err({ status: 'error', code: 400, message: byHost.error.message, kind: byHost.error.kind });
  const servedCode = served.tenant.code;
  const anonymousId = anonymousIdSchema.safeParse(visitor.anonymousId);
  const trackingId = trackingIdSchema.safeParse(request.trackingId);
  return ok({
    domainTenant: contractTenant(byHost.value),
    customTenant: servedCode === byHost.value ? null : contractTenant(servedCode),
    userDomain: normalizeHost(request.host),
    activeCurrency: served.activeCurrency,
    isLoggedInAs: visitor.customerId !== undefined && visitor.loggedInAs === true,
    trackingId: trackingId.success ? (trackingId.data ?? null) : null,
    anonymousUserId: visitor.customerId === undefined && anonymousId.success ? anonymousId.data : null,
    cartId: request.cartId,
  });
}
