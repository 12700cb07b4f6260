import { tenantSchema } from './headers.js';
import {
  countryCodeSchema,
  currencyCodeSchema,
  httpUrlSchema,
  idSchema,
  localeSchema,
  postalCodeSchema,
  shopPathSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

/** The tenant's domain configuration (section 3), field names as the domain's `DomainConfig`. */
export const domainConfigSchema = z.object({
  /** Whether search engines may index the shop. */
  indexable: z.boolean(),
  default_iso2: countryCodeSchema,
  /** Postal code used for quotes before the shopper gives one. */
  default_zipcode: postalCodeSchema,
  base_locale: localeSchema,
  locale: localeSchema,
  flag: z.string(),
  countries: z.array(countryCodeSchema).min(1),
  currency: currencyCodeSchema,
  /** In major units (e.g. 4.9); converted ×100 to hundredths by the domain. */
  file_check_price: z.number().nonnegative(),
  /** Premium resellers' discount off a job's price excluding VAT, in percent; absent: none. */
  reseller_discount_percent: z.number().min(0).max(100).optional(),
  /** The query parameter of the shop's own campaign links, besides `utm_campaign`; absent: none. */
  campaign_parameter: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .optional(),
});

/** A link the storefront builds by id (terms, contact…); a missing one is logged, never fatal. */
export const defaultLinkSchema = z.object({ id: z.string().min(1), path: shopPathSchema });

/** GET /api/v1/config/basic/: everything a page needs before it renders, fetched once per visit. */
export const basicConfigQuerySchema = z.strictObject({
  /** The host the shopper is visiting; the server resolves the tenant from it (section 4). */
  host: z.string().min(1).max(253),
});

export const basicConfigResponseSchema = z.object({
  trackingId: z.string().nullable(),
  domain: domainConfigSchema,
  /** Named absolute URLs (CDN, upload service, design editor, payment pages). */
  urls: z.record(z.string(), httpUrlSchema),
  defaultLinks: z.array(defaultLinkSchema),
  /** Dictionary key to French text; a missing voice is logged and its key shown. */
  dictionaries: z.record(z.string(), z.string()),
  /** Feature switches and tunables by key (e.g. resetSessionOn401). */
  configs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Server rules held in configuration; their content is opaque to the contract. */
  rules: z.record(z.string(), z.unknown()),
  /** True for staff with the debug cookie: show debug information. */
  debug: z.boolean(),
  reviews: z.object({
    enabled: z.boolean(),
    /** Average rating out of 5, and how many reviews it comes from. */
    rating: z.number().min(0).max(5).nullable(),
    count: z.number().int().nonnegative(),
    widgetUrl: httpUrlSchema.nullable(),
  }),
  /** Address-lookup service key (public, restricted to the shop's domains by the provider). */
  loqate: z.object({ key: z.string().nullable() }),
  /** Which design tools are on, and where the design editor is served from. */
  designStack: z.object({
    editorEnabled: z.boolean(),
    humanDesignServiceEnabled: z.boolean(),
    editorUrl: httpUrlSchema.nullable(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Session state (section 3 "Session"; endpoint not shown in the specification)
// ---------------------------------------------------------------------------------------------

export const sessionStateSchema = z.object({
  domainTenant: tenantSchema,
  customTenant: tenantSchema.nullable(),
  userDomain: z.string(),
  activeCurrency: currencyCodeSchema,
  isLoggedInAs: z.boolean(),
  trackingId: z.string().nullable(),
  /** The anonymous id of a guest (UUID cookie, 7 days), null once logged in. */
  anonymousUserId: z.uuid().nullable(),
  cartId: idSchema.nullable(),
});

/**
 * PUT /api/v1/session/: the shopper switches currency. `customTenant` (preview another shop)
 * is accepted from staff only; the server answers 403 to anyone else.
 */
export const sessionStateUpdateRequestSchema = z
  .strictObject({
    activeCurrency: currencyCodeSchema.optional(),
    customTenant: tenantSchema.nullable().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, 'Send at least one field to change');
