import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '../money/money.js';
import { parseCustomTenant, type TenantId, withCustomTenant } from '../tenant/tenant.js';

/** What the shop knows about the visit, whoever the shopper is (specification section 3). */
export interface Session {
  /** Tenant resolved from the request's domain. */
  readonly domainTenant: TenantId;
  /** Tenant forced for this session, overriding the domain's. */
  readonly customTenant: TenantId | null;
  /** Host the shopper is visiting. */
  readonly userDomain: string;
  readonly activeCurrency: CurrencyCode;
  /** True while staff are logged in as a customer. */
  readonly isLoggedInAs: boolean;
  /** Analytics tracking id from the basic config, sent back as `tracking-id`. */
  readonly trackingId: string | null;
}

export interface SessionInput {
  readonly domainTenant: TenantId;
  readonly customTenant?: TenantId | null;
  readonly userDomain: string;
  /** Untrusted (cookie, query); an unknown code falls back to EUR. */
  readonly activeCurrency?: string | null;
  readonly isLoggedInAs?: boolean;
  readonly trackingId?: string | null;
}

/** A session with its defaults: EUR, no custom tenant, not impersonating, no tracking id. */
export function createSession(input: SessionInput): Session {
  return {
    domainTenant: input.domainTenant,
    customTenant: parseCustomTenant(input.customTenant),
    userDomain: input.userDomain,
    activeCurrency: isCurrencyCode(input.activeCurrency) ? input.activeCurrency : DEFAULT_CURRENCY,
    isLoggedInAs: input.isLoggedInAs ?? false,
    trackingId: input.trackingId ?? null,
  };
}

/**
 * Switches the active currency. An unknown code leaves the session as it was (the same
 * object), so a stale currency switcher cannot put the shop in a currency it does not sell.
 */
export function withActiveCurrency(session: Session, currency: string): Session {
  if (!isCurrencyCode(currency) || currency === session.activeCurrency) return session;
  return { ...session, activeCurrency: currency };
}

/** The tenant requests are made for: the custom one when set, else the domain's. */
export function activeTenant(session: Session): TenantId {
  return withCustomTenant(session.customTenant, session.domainTenant);
}
