import { artworkFileNameSchema } from './artwork.js';
import { domainConfigSchema, shopRulesSchema } from './config.js';
import { tenantSchema } from './headers.js';
import { emailSchema, idSchema, instantSchema, passwordSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

/** POST /api/v1/auth/login/ */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  // Any length is accepted at login: accounts created before the 8-character rule must still log in.
  password: z.string().min(1).max(200),
});

/** The logged-in person as the token describes them. */
export const authUserSchema = z.object({
  id: idSchema,
  email: emailSchema,
  firstName: z.string().nullable(),
  /** Server code: 1 company, 2 private. */
  user_category: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** Scopes read from the token's scope key (e.g. 'staff', 'loginAs'). */
  scopes: z.array(z.string()),
});

/** Token lifetimes in seconds, so the client need not decode the token to know when to refresh. */
const tokenExpiriesShape = {
  token_type: z.literal('Bearer'),
  access_token: z.string().min(1),
  /** 86400 on this shop (section 9). */
  expires_in: z.number().int().positive(),
};

/** Login and login-as answer the same grant; login-as sessions get no refresh token. */
export const authGrantSchema = z.object({
  ...tokenExpiriesShape,
  refresh_token: z.string().min(1).nullable(),
  /** 604800 on this shop; null with the refresh token. */
  refresh_expires_in: z.number().int().positive().nullable(),
  user: authUserSchema,
});

/** POST /api/v1/auth/refreshToken/: the refresh token travels in the Authorization header, no body. */
export const refreshTokenRequestSchema = z.strictObject({});

export const refreshGrantSchema = z.object({
  ...tokenExpiriesShape,
  /** Present when the server rotates refresh tokens. */
  refresh_token: z.string().min(1).nullable(),
  refresh_expires_in: z.number().int().positive().nullable(),
});

/** POST /api/v1/auth/logout/: revokes the access token, and the refresh token when given. */
export const logoutRequestSchema = z.strictObject({
  refresh_token: z.string().min(1).optional(),
});
export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** POST /api/v1/admin/login-as-user/: staff open a session as a customer. */
export const loginAsRequestSchema = z.strictObject({
  customerEmail: emailSchema,
});

/** Registration and login share the password rule of the shop (min 8), exported for forms. */
export const newPasswordSchema = passwordSchema;

// Staff (the back office) ------------------------------------------------------------------------

// POST /api/v1/admin/login/ takes the same body as the customer's login (loginRequestSchema).

/** POST /api/v1/admin/logout/: the staff token is the bearer; no body. */
export const staffLogoutRequestSchema = z.strictObject({});

/** A staff member as the back office shows them. */
export const staffMemberSchema = z.object({
  id: idSchema,
  email: emailSchema,
  displayName: z.string().min(1),
});

/** A staff login's grant: one access token (no refresh), the staff member it names. */
export const staffGrantSchema = z.object({
  token_type: z.literal('Bearer'),
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  staff: staffMemberSchema,
});

/** GET /api/v1/admin/customers/?q=: customers whose email, name or company contains the text. */
export const customerSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
});

export const customerMatchSchema = z.object({
  id: idSchema,
  email: emailSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
});

/** At most 20 matches, by email. */
export const customerSearchResponseSchema = z.object({ customers: z.array(customerMatchSchema).max(20) });

/**
 * GET /api/v1/admin/failed-jobs/: the background jobs (mail, payment reconciliation, clean-up)
 * that failed every attempt, newest first, with the last error (docs/operations.md, "Jobs").
 */
export const failedJobsResponseSchema = z.object({
  jobs: z
    .array(
      z.object({
        id: idSchema,
        /** The kind of job: `mail.send`, `payments.reconcile`, `maintenance.clean-up`. */
        name: z.string().min(1),
        /** Runs made, the first one included. */
        attempts: z.number().int().positive(),
        /** The message of the last run's error. */
        error: z.string(),
        failedAt: instantSchema,
        createdAt: instantSchema,
      }),
    )
    .max(100),
});

/** GET /api/v1/admin/base-configs/: every country shop's configuration, for staff to read. */
export const baseConfigsResponseSchema = z.object({
  tenants: z.array(
    z.object({
      code: z.string().min(1),
      domain: z.string().min(1),
      baseUrl: z.string().min(1),
      timeZone: z.string().min(1),
      /** The hosts that serve this shop. */
      hosts: z.array(z.string()),
      domainConfig: domainConfigSchema,
      rules: shopRulesSchema,
      /** The version of the rules read; a change is refused when they moved on since. */
      rulesVersion: z.number().int().positive(),
    }),
  ),
  /** Units of each currency for one euro. */
  exchangeRates: z.record(z.string(), z.number().positive()),
  defaultHost: z.string(),
});

/** PUT /api/v1/admin/shop-rules/:tenant: the path names the shop whose rules change. */
export const shopRulesParamsSchema = z.strictObject({ tenant: tenantSchema });

/**
 * The rules as staff typed them, with the version they were read at. Only their shape is checked
 * here: the server checks every value with the domain's `validateShopRules` and answers each
 * wrong field by its path (`rules.cart.maxLines`).
 */
export const shopRulesUpdateSchema = z.strictObject({
  rules: z.strictObject({
    cart: z.strictObject({ maxLines: z.number(), maxTaxedCents: z.number() }),
    uploads: z.strictObject({
      maxFileBytes: z.number(),
      acceptedTypes: z.array(z.string().max(100)).max(20),
    }),
    fileCheckPriceCents: z.number(),
    countries: z.array(z.string().max(10)).max(60),
  }),
  version: z.number().int().positive(),
});

/** A shop's rules as stored, with their version (what a change must name). */
export const staffShopRulesSchema = z.object({
  tenant: tenantSchema,
  rules: shopRulesSchema,
  version: z.number().int().positive(),
});

/** The pictures staff may upload as shop assets (no SVG: it can carry scripts). */
export const SHOP_ASSET_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A shop asset is at most 10 MB. */
export const MAX_SHOP_ASSET_BYTES = 10 * 1024 * 1024;

/** A picture of the shop's (a banner, a page's illustration), served at `url` to everyone. */
export const shopAssetSchema = z.object({
  id: idSchema,
  fileName: z.string().min(1),
  mediaType: z.enum(SHOP_ASSET_MEDIA_TYPES),
  sizeBytes: z.number().int().positive(),
  /** Where the shop serves it: a path of the shop's own, e.g. `/api/v1/shop-assets/{id}.png`. */
  url: z.string().startsWith('/'),
  createdAt: z.iso.datetime({ offset: true }),
});

/** PUT /api/v1/admin/assets/?fileName=: the picture is the body, with its type. */
export const shopAssetUploadQuerySchema = z.strictObject({ fileName: artworkFileNameSchema });
/** DELETE /api/v1/admin/assets/{id} */
export const shopAssetParamsSchema = z.strictObject({ id: idSchema });
/** GET /api/v1/shop-assets/{file}: `{id}.{png|jpg|webp}`. */
export const shopAssetFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'Not a shop asset'),
});
/** The shop's assets, newest first. */
export const shopAssetListSchema = z.object({ assets: z.array(shopAssetSchema) });
