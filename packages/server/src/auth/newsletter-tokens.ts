import type { ClockPort } from '@tirage/domain';
import { jwtVerify, SignJWT } from 'jose';

/** The `purpose` claim: this token unsubscribes from the newsletter and does nothing else. */
const NEWSLETTER_UNSUBSCRIBE_PURPOSE = 'newsletter-unsubscribe';

/** An unsubscribe link keeps working for a year: people unsubscribe from old mails. */
export const NEWSLETTER_UNSUBSCRIBE_TTL_S = 365 * 24 * 3600;

/**
 * The signed tokens of newsletter unsubscribe links: JWTs (HS256, the server's signing key) naming
 * the customer (`sub`) and the purpose, so no login is needed and nothing is stored. An access
 * token is not one (no purpose), and one is not an access token (no `strategy`, no `sid`).
 */
export interface NewsletterTokens {
  issue(customerId: string): Promise<string>;
  /** The customer the token names, or undefined for a bad signature, purpose or an expired token. */
  verify(token: string): Promise<string | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createNewsletterTokens(signingKey: string, clock: ClockPort): NewsletterTokens {
  const key = new TextEncoder().encode(signingKey);
  const nowS = () => Math.floor(clock.now().epochMilliseconds / 1000);
  return {
    issue(customerId) {
      const issuedAt = nowS();
      return new SignJWT({ purpose: NEWSLETTER_UNSUBSCRIBE_PURPOSE })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + NEWSLETTER_UNSUBSCRIBE_TTL_S)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(clock.now().epochMilliseconds),
          requiredClaims: ['sub', 'exp'],
        });
        if (payload.purpose !== NEWSLETTER_UNSUBSCRIBE_PURPOSE) return undefined;
        return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload.sub : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
