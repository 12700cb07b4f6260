import type { Temporal } from 'temporal-polyfill';
import type { UserCategory } from './customer.js';

/** Two ways to be logged in: as oneself, or as a customer by an administrator. */
export type AuthStrategy = 'user' | 'adminLoginAs';
export const DEFAULT_AUTH_STRATEGY: AuthStrategy = 'user';

/** What the storefront knows about the logged-in person. */
export interface AuthUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | undefined;
  readonly category: UserCategory | undefined;
  /** Scopes read from the token's scope key. */
  readonly scopes: readonly string[];
}

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

/** Who an administrator logs in as (the administrator is already authenticated). */
export interface LoginAsTarget {
  readonly customerEmail: string;
}

/** A bearer token and the instant it stops being valid. */
export interface Token {
  readonly value: string;
  readonly expiresAt: Temporal.Instant;
}

/** The session's tokens; some sessions (login-as) have no refresh token. */
export interface TokenPair {
  readonly access: Token;
  readonly refresh: Token | undefined;
}

/** What the auth port answers on login and login-as. */
export interface AuthGrant {
  readonly user: AuthUser;
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
}

/** What the auth port answers on refresh: a new access token, and a new refresh token if rotated. */
export interface RefreshGrant {
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
}
