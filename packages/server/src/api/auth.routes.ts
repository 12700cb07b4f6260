import { randomUUID } from 'node:crypto';
import { routes } from '@tirage/api-client/contract';
import { issueTokenExpiries, REFRESH_TOKEN_TTL_S } from '@tirage/domain';
import type { Context } from 'hono';
import type { ApiModule } from '../app.js';
import { customerAuthentication, requireSigningKey } from '../auth/authenticate.js';
import {
  consumeRefreshToken,
  findCredentials,
  findCustomer,
  insertRefreshToken,
  normaliseEmail,
  revokeSession,
  revokeSessionOfRefreshToken,
  type SessionRef,
} from '../auth/customer-store.js';
import { createLoginThrottle, type LoginThrottle } from '../auth/login-throttle.js';
import { createPasswordChecker, type PasswordChecker } from '../auth/passwords.js';
import { endLoginAsSession } from '../auth/staff-store.js';
import {
  type AccessTokens,
  bearerToken,
  createAccessTokens,
  newRefreshToken,
  refreshTokenDigest,
} from '../auth/tokens.js';
import type { Queryable } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { socketAddress } from '../http/client-address.js';
import { answer, mountRoute, type RouteOutcome, refuse } from '../http/route.js';
import type { ShopApiOptions } from './shop-api-options.js';

/** One answer for an unknown email and a wrong password, so the login reveals no account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** What `checkPassword` answers: the account whose password was right, or the refusal to send. */
export type PasswordCheck =
  | { readonly ok: true; readonly id: string }
  | { readonly ok: false; readonly refusal: RouteOutcome<never> };

/**
 * A login's password check, for customers and staff alike: refused with 429 past the throttle's
 * limits, the same 401 for an unknown email and a wrong password (the same work for both), and
 * the attempt settled with the throttle either way.
 */
export async function checkPassword(
  deps: {
    readonly throttle: LoginThrottle;
    readonly passwords: PasswordChecker;
    readonly c: Context<AppEnv>;
    readonly warn: (ip: string) => void;
  },
  attempt: { readonly email: string; readonly ip: string; readonly password: string },
  find: (email: string) => Promise<{ readonly id: string; readonly passwordHash: string } | undefined>,
): Promise<PasswordCheck> {
  const decision = await deps.throttle.begin({ email: attempt.email, ip: attempt.ip });
  if (!decision.allowed) {
    deps.warn(attempt.ip);
    deps.c.header('Retry-After', String(decision.retryAfterS));
    return {
      ok: false,
      refusal: refuse(429, 'Too many failed logins, try again later', { kind: 'auth.throttled' }),
    };
  }
  const credentials = await find(attempt.email);
  const valid = await deps.passwords.check(credentials?.passwordHash, attempt.password);
  if (credentials === undefined || !valid) {
    await decision.settle('failure');
    return { ok: false, refusal: refuse(401, INVALID_CREDENTIALS, { kind: 'auth.invalid_credentials' }) };
  }
  await decision.settle('success');
  return { ok: true, id: credentials.id };
}

/** A new access token and a new stored refresh token for the customer's session. */
async function issueGrant(db: Queryable, tokens: AccessTokens, options: ShopApiOptions, session: SessionRef) {
  const now = options.clock.now();
  const access = await tokens.issue(session.customerId, session.sessionId);
  const refresh = newRefreshToken();
  await insertRefreshToken(
    db,
    { ...session, digest: refreshTokenDigest(refresh), expiresAt: issueTokenExpiries(now).refreshExpiresAt },
    now,
  );
  return {
    token_type: 'Bearer' as const,
    access_token: access.token,
    expires_in: access.expiresIn,
    refresh_token: refresh,
    refresh_expires_in: REFRESH_TOKEN_TTL_S,
  };
}

/** Login, refresh-token rotation and logout (section 9 of the specification). */
export const authRoutes =
  (options: ShopApiOptions): ApiModule =>
  (api, { db, logger, tokenSigningKey }) => {
    const tokens = createAccessTokens(requireSigningKey(tokenSigningKey, 'auth'), options.clock);
    const passwords = createPasswordChecker();
    const throttle = createLoginThrottle(db, 'login', options.loginThrottle);
    const clientIp = options.clientIp ?? socketAddress;
    const deps = {
      db,
      ...customerAuthentication(tokens, db),
      ...(options.validateResponses === undefined ? {} : { validateResponses: options.validateResponses }),
    };

    mountRoute(api, routes['auth.login'], deps, async ({ body, c }) => {
      const checked = await checkPassword(
        { throttle, passwords, c, warn: (ip) => (c.get('logger') ?? logger).warn({ ip }, 'login throttled') },
        { email: normaliseEmail(body.email), ip: clientIp(c), password: body.password },
        (email) => findCredentials(db, email),
      );
      if (!checked.ok) return checked.refusal;
      const customer = await findCustomer(db, checked.id);
      if (customer === undefined)
        return refuse(401, INVALID_CREDENTIALS, { kind: 'auth.invalid_credentials' });
      // Each login opens a session: the chain of refresh tokens its rotations issue.
      const session = { customerId: customer.id, sessionId: randomUUID() };
      const grant = await issueGrant(db, tokens, options, session);
      return answer({
        ...grant,
        user: {
          id: customer.id,
          email: customer.email,
          firstName: customer.firstName,
          user_category: customer.userCategory,
          scopes: [],
        },
      });
    });

    mountRoute(api, routes['auth.refreshToken'], deps, async ({ c }) => {
      const presented = bearerToken(c.req.header('authorization'));
      if (presented === undefined)
        return refuse(401, 'Refresh token not valid', { kind: 'auth.refresh_invalid' });
      // Rotation: the presented token is revoked and a new pair issued, in one transaction.
      const digest = refreshTokenDigest(presented);
      const grant = await db.transaction(async (tx) => {
        const session = await consumeRefreshToken(tx, digest, options.clock.now());
        return session === undefined ? undefined : issueGrant(tx, tokens, options, session);
      });
      if (grant !== undefined) return answer(grant);
      // A token already exchanged coming back means two holders (one may be a thief): the whole
      // session ends, its newest refresh token and its access tokens with it.
      await revokeSessionOfRefreshToken(db, digest, options.clock.now());
      return refuse(401, 'Refresh token not valid', { kind: 'auth.refresh_invalid' });
    });

    mountRoute(api, routes['auth.logout'], deps, async ({ body, c }) => {
      // Ends the session of the refresh token sent and that of the access token: their refresh
      // tokens are revoked, their access tokens refused. Success whatever was (or was not) live.
      const now = options.clock.now();
      if (body.refresh_token !== undefined)
        await revokeSessionOfRefreshToken(db, refreshTokenDigest(body.refresh_token), now);
      const access = bearerToken(c.req.header('authorization'));
      const check = access === undefined ? undefined : await tokens.verify(access);
      if (check?.ok === true) {
        // A login-as token ends its session as the customer; the customer's own sessions stay.
        if (check.actingStaffId !== undefined) await endLoginAsSession(db, check.sessionId, now);
        else await revokeSession(db, check.sessionId, now);
      }
      return answer({ loggedOut: true as const });
    });
  };
