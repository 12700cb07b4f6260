import type { Queryable } from '../db/database.js';
import type { Authenticator } from '../http/route.js';
import { isSessionLive } from './customer-store.js';
import { type AccessTokens, bearerToken } from './tokens.js';

/**
 * The access-token check of `mountRoute`: `Authorization: Bearer <JWT>`, verified with the
 * signing key, and its session (`sid`) not ended by a logout (one indexed query).
 */
export function createAuthenticator(tokens: AccessTokens, db: Queryable): Authenticator {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (token === undefined) return { ok: false, reason: 'missing' };
    const check = await tokens.verify(token);
    if (!check.ok) return check;
    if (!(await isSessionLive(db, check.sessionId))) return { ok: false, reason: 'invalid' };
    return { ok: true, customerId: check.customerId };
  };
}

/** The key or a clear failure at mount time: a module that signs tokens cannot run without it. */
export function requireSigningKey(key: string | undefined, module: string): string {
  if (key === undefined || key.length < 32)
    throw new Error(`The ${module} API module needs a token signing key of at least 32 characters`);
  return key;
}
