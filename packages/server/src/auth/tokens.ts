import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, type ClockPort, issueTokenExpiries } from '@tirage/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The `strategy` claim of a customer's own access token. */
const USER_STRATEGY = 'user';
/** A staff member acting as a customer (admin login-as): `sub` the customer, `act.sub` the staff member. */
const LOGIN_AS_STRATEGY = 'login-as';
/** A staff member's own token (the back office's calls). */
const STAFF_STRATEGY = 'staff';

/** A staff login lasts a working day. */
export const STAFF_TOKEN_TTL_S = 12 * 3600;
/** A session as a customer is short: staff open a new one when they need more time. */
export const LOGIN_AS_TOKEN_TTL_S = 2 * 3600;

interface IssuedAccessToken {
  readonly token: string;
  readonly expiresIn: number;
}

type AccessTokenCheck =
  | {
      readonly ok: true;
      readonly customerId: string;
      readonly sessionId: string;
      /** Set on a login-as token: the staff member acting as the customer. */
      readonly actingStaffId?: string;
    }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

type StaffTokenCheck =
  | { readonly ok: true; readonly staffId: string; readonly sessionId: string }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/** Access tokens: JWTs signed HS256 with the server's signing key, valid ACCESS_TOKEN_TTL_S. */
export interface AccessTokens {
  /** A token for the customer in a session (one login and its refreshes): claims `sub` and `sid`. */
  issue(customerId: string, sessionId: string): Promise<IssuedAccessToken>;
  /**
   * A token for a staff member acting as the customer, in a login-as session. It also carries the
   * customer's email and the staff member's name, for the storefront's "logged in as" banner.
   */
  issueLoginAs(
    customer: { readonly id: string; readonly email: string },
    sessionId: string,
    staff: { readonly id: string; readonly displayName: string },
  ): Promise<IssuedAccessToken>;
  /** A staff member's own token, in a staff session. */
  issueStaff(staffId: string, sessionId: string): Promise<IssuedAccessToken>;
  /**
   * A customer's token (their own or a login-as one): signature, expiry and claims; whether a
   * logout ended the session is the authenticator's check. Staff tokens are not valid here.
   */
  verify(token: string): Promise<AccessTokenCheck>;
  /** A staff member's own token; customers' tokens are not valid here. */
  verifyStaff(token: string): Promise<StaffTokenCheck>;
}

const epochSeconds = (clock: ClockPort): number => Math.floor(clock.now().epochMilliseconds / 1000);

export function createAccessTokens(signingKey: string, clock: ClockPort): AccessTokens {
  const key = new TextEncoder().encode(signingKey);
  const sign = (claims: Record<string, unknown>, subject: string, ttlS: number) => {
    const issuedAt = epochSeconds(clock);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlS)
      .sign(key);
  };
  const read = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(clock.now().epochMilliseconds),
        requiredClaims: ['sub', 'exp'],
      });
      return { ok: true as const, payload };
    } catch (error) {
      return {
        ok: false as const,
        reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid',
      } as const;
    }
  };
  return {
    async issue(customerId, sessionId) {
      const { accessExpiresAt } = issueTokenExpiries(clock.now());
      const token = await new SignJWT({ strategy: USER_STRATEGY, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuedAt(epochSeconds(clock))
        .setExpirationTime(Math.floor(accessExpiresAt.epochMilliseconds / 1000))
        .sign(key);
      return { token, expiresIn: ACCESS_TOKEN_TTL_S };
    },
    async issueLoginAs(customer, sessionId, staff) {
      const claims = {
        strategy: LOGIN_AS_STRATEGY,
        sid: sessionId,
        email: customer.email,
        act: { sub: staff.id, name: staff.displayName },
      };
      return {
        token: await sign(claims, customer.id, LOGIN_AS_TOKEN_TTL_S),
        expiresIn: LOGIN_AS_TOKEN_TTL_S,
      };
    },
    async issueStaff(staffId, sessionId) {
      const claims = { strategy: STAFF_STRATEGY, sid: sessionId };
      return { token: await sign(claims, staffId, STAFF_TOKEN_TTL_S), expiresIn: STAFF_TOKEN_TTL_S };
    },
    async verify(token) {
      const checked = await read(token);
      if (!checked.ok) return checked;
      const { sub, sid, strategy, act } = checked.payload;
      if (!isUuid(sub) || !isUuid(sid)) return { ok: false, reason: 'invalid' };
      if (strategy === USER_STRATEGY) return { ok: true, customerId: sub, sessionId: sid };
      const actor = typeof act === 'object' && act !== null ? (act as { sub?: unknown }).sub : undefined;
      if (strategy === LOGIN_AS_STRATEGY && isUuid(actor))
        return { ok: true, customerId: sub, sessionId: sid, actingStaffId: actor };
      return { ok: false, reason: 'invalid' };
    },
    async verifyStaff(token) {
      const checked = await read(token);
      if (!checked.ok) return checked;
      const { sub, sid, strategy } = checked.payload;
      if (strategy !== STAFF_STRATEGY || !isUuid(sub) || !isUuid(sid))
        return { ok: false, reason: 'invalid' };
      return { ok: true, staffId: sub, sessionId: sid };
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A new opaque refresh token: 32 random bytes, base64url. Only its digest is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 digest (hex) under which a refresh token is stored and looked up. */
export const refreshTokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, if that is what it holds. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
