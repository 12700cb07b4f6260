import type { Queryable } from '../db/database.js';
import type { Authenticator, StaffActionRecorder, StaffAuthenticator } from '../http/route.js';
import { isSessionLive } from './customer-store.js';
import { isLoginAsSessionLive, isStaffSessionLive, recordStaffAction } from './staff-store.js';
import { type AccessTokens, bearerToken } from './tokens.js';

/**
 * The access-token check of `mountRoute`: `Authorization: Bearer <JWT>`, verified with the
 * signing key, and its session (`sid`) not ended by a logout (one indexed query). A login-as
 * token (staff acting as the customer) is the customer's, with the staff member named; its
 * session ends when the staff member ends it or logs out of the back office.
 */
function createAuthenticator(tokens: AccessTokens, db: Queryable): Authenticator {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (token === undefined) return { ok: false, reason: 'missing' };
    const check = await tokens.verify(token);
    if (!check.ok) return check;
    if (check.actingStaffId !== undefined) {
      const session = { id: check.sessionId, staffId: check.actingStaffId, customerId: check.customerId };
      if (!(await isLoginAsSessionLive(db, session))) return { ok: false, reason: 'invalid' };
      return {
        ok: true,
        customerId: check.customerId,
        loginAs: { staffId: check.actingStaffId, sessionId: check.sessionId },
      };
    }
    if (!(await isSessionLive(db, check.sessionId))) return { ok: false, reason: 'invalid' };
    return { ok: true, customerId: check.customerId };
  };
}

/**
 * What a module mounting customer routes passes to `mountRoute`: the token check, and the record
 * of what staff acting as the customer change.
 */
export function customerAuthentication(
  tokens: AccessTokens,
  db: Queryable,
): { readonly authenticate: Authenticator; readonly recordStaffAction: StaffActionRecorder } {
  return {
    authenticate: createAuthenticator(tokens, db),
    recordStaffAction: ({ loginAs, customerId, method, path, status }) =>
      recordStaffAction(db, {
        staffId: loginAs.staffId,
        loginAsSessionId: loginAs.sessionId,
        customerId,
        method,
        path,
        status,
      }),
  };
}

/** The staff token check of `mountRoute` for `auth: 'staff'` routes: a live staff session. */
export function createStaffAuthenticator(tokens: AccessTokens, db: Queryable): StaffAuthenticator {
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (token === undefined) return { ok: false, reason: 'missing' };
    const check = await tokens.verifyStaff(token);
    if (!check.ok) return check;
    if (!(await isStaffSessionLive(db, check.sessionId, check.staffId)))
      return { ok: false, reason: 'invalid' };
    return { ok: true, staffId: check.staffId, sessionId: check.sessionId };
  };
}

/** The key or a clear failure at mount time: a module that signs tokens cannot run without it. */
export function requireSigningKey(key: string | undefined, module: string): string {
  if (key === undefined || key.length < 32)
    throw new Error(`The ${module} API module needs a token signing key of at least 32 characters`);
  return key;
}
