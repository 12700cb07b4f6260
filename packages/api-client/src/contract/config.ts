import { ARTWORK_MEDIA_TYPES, SHOP_RULE_BOUNDS } from '@tirage/domain';
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

const boundedInteger = (bounds: { readonly min: number; readonly max: number }) =>
  z.number().int().min(bounds.min).max(bounds.max);

/**
 * A shop's rules as the server holds them (the domain's `ShopRules`): its cart limits, the artwork
 * files it takes, the price of the file check and the countries it delivers to. The basic config
 * and the back office read them; the server's checks apply the same values.
 */
export const shopRulesSchema = z.object({
  cart: z.object({
    /** Line items a cart holds at most. */
    maxLines: boundedInteger(SHOP_RULE_BOUNDS.maxLines),
    /** Highest cart total incl VAT, in hundredths of the cart currency. */
    maxTaxedCents: boundedInteger(SHOP_RULE_BOUNDS.maxTaxedCents),
  }),
  uploads: z.object({
    /** Largest artwork file taken, in bytes. */
    maxFileBytes: boundedInteger(SHOP_RULE_BOUNDS.maxFileBytes),
    /** The artwork types taken (file name extensions follow from them). */
    acceptedTypes: z.array(z.enum(ARTWORK_MEDIA_TYPES)).min(1),
  }),
  /** Price of the artwork file check, in hundredths of the shop's currency. */
  fileCheckPriceCents: boundedInteger(SHOP_RULE_BOUNDS.fileCheckPriceCents),
  /** Countries the shop delivers to (the domain config's `countries`). */
  countries: z.array(countryCodeSchema).min(1),
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
  /** The shop's rules, as its staff set them; the server's checks apply the same values. */
  rules: shopRulesSchema,
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
