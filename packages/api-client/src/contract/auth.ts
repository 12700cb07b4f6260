import * as z from 'zod';
import { emailSchema, idSchema, passwordSchema } from './wire-primitives.js';

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
