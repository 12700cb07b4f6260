import { currencyCodeSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

/**
 * Request headers of section 7. Header names are matched case-insensitively by HTTP; the
 * schemas below read them lower-cased, as Node and fetch's `Headers` hand them over.
 */
export const HEADER = {
  authorization: 'authorization',
  tenant: 'fe-x-tenant',
  activeCurrency: 'fe-x-active-currency',
  trackingId: 'tracking-id',
  /**
   * The visit's active campaign (the `utm_campaign` of the link the shopper came by, kept for 30
   * days): state of the visit like the tenant and the currency, sent with every call so that a
   * promotion reserved to the campaign applies from the product page to the order.
   */
  campaign: 'fe-x-campaign',
  idempotencyKey: 'idempotency-key',
} as const;

/** The tenants (shops) of the platform, one per country site. */
export const TENANTS = ['fr', 'be', 'ch'] as const;
export const tenantSchema = z.enum(TENANTS);
export type Tenant = z.infer<typeof tenantSchema>;

/** `Bearer <token>`; the token itself is opaque to the client (a JWT on this server). */
export const bearerAuthorizationSchema = z
  .string()
  .regex(/^Bearer [A-Za-z0-9\-._~+/]+=*$/, 'Authorization must be "Bearer <token>"');

/** Idempotency keys are generated per checkout or payment attempt; a UUID is expected. */
export const idempotencyKeySchema = z.uuid();

/** Headers every call of the storefront carries; the token is added separately where the route allows it. */
export const commonRequestHeadersSchema = z.object({
  [HEADER.tenant]: tenantSchema,
  [HEADER.activeCurrency]: currencyCodeSchema,
  [HEADER.trackingId]: z.string().min(1).max(200).optional(),
  /** Read leniently by the server: a value that is no campaign means none (the domain's `campaignName`). */
  [HEADER.campaign]: z.string().max(200).optional(),
  [HEADER.authorization]: bearerAuthorizationSchema.optional(),
});
export type CommonRequestHeaders = z.infer<typeof commonRequestHeadersSchema>;

/** Routes that need a logged-in user (or staff) refuse a request without a token. */
export const authenticatedRequestHeadersSchema = commonRequestHeadersSchema.extend({
  [HEADER.authorization]: bearerAuthorizationSchema,
});

/** Checkout and payments: a retried request with the same key must not place or charge twice. */
export const idempotentRequestHeadersSchema = authenticatedRequestHeadersSchema.extend({
  [HEADER.idempotencyKey]: idempotencyKeySchema,
});

/** Builds the bearer header value for a token. */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}
