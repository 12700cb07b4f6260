import { createHash, randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, type ClockPort, issueTokenExpiries } from '@tirage/domain';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The `strategy` claim of a customer's access token (staff and login-as tokens come later). */
export const USER_STRATEGY = 'user';

export interface IssuedAccessToken {
  readonly token: string;
  readonly expiresIn: number;
}

export type AccessTokenCheck =
  | { readonly ok: true; readonly customerId: string; readonly sessionId: string }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

/** Access tokens: JWTs signed HS256 with the server's signing key, valid ACCESS_TOKEN_TTL_S. */
export interface AccessTokens {
  /** A token for the customer in a session (one login and its refreshes): claims `sub` and `sid`. */
  issue(customerId: string, sessionId: string): Promise<IssuedAccessToken>;
  /** Signature, expiry and claims; whether a logout ended the session is the authenticator's check. */
  verify(token: string): Promise<AccessTokenCheck>;
}

const epochSeconds = (clock: ClockPort): number => Math.floor(clock.now().epochMilliseconds / 1000);

export function createAccessTokens(signingKey: string, clock: ClockPort): AccessTokens {
  const key = new TextEncoder().encode(signingKey);
  return {
    async issue(customerId, sessionId) {
      const now = clock.now();
      const { accessExpiresAt } = issueTokenExpiries(now);
      const token = await new SignJWT({ strategy: USER_STRATEGY, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuedAt(epochSeconds(clock))
        .setExpirationTime(Math.floor(accessExpiresAt.epochMilliseconds / 1000))
        .sign(key);
      return { token, expiresIn: ACCESS_TOKEN_TTL_S };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now().epochMilliseconds),
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, sid } = payload;
        if (payload.strategy !== USER_STRATEGY || !isUuid(sub) || !isUuid(sid))
          return { ok: false, reason: 'invalid' };
        return { ok: true, customerId: sub, sessionId: sid };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
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
