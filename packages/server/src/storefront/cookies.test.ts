import { ANONYMOUS_ID_TTL_S, AUTH_COOKIE_MAX_AGE_S, CAMPAIGN_COOKIE_MAX_AGE_S } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, test } from 'vitest';
import { ANONYMOUS_ID_COOKIE, anonymousIdCookie } from './anonymous-id-cookie.js';
import { AGENT_COOKIE, AUTH_COOKIE, agentCookie, authCookie } from './auth-cookie.js';
import { CAMPAIGN_COOKIE, campaignCookie } from './campaign-cookie.js';
import { SESSION_COOKIE, sessionCookie } from './session-cookie.js';

const GUEST = '0b7e6c1e-3c55-4f0e-9d5b-2f1d3c4b5a69';
const tokens = {
  access: { value: 'a.b.c', expiresAt: Temporal.Instant.from('2026-12-08T09:00:00Z') },
  refresh: undefined,
};

/** A `Set-Cookie` value's attributes after its name and value, in order. */
const attributesOf = (cookie: string) => cookie.split('; ').slice(1);

describe('the shop’s cookies as their Set-Cookie headers write them', () => {
  test('the anonymous id is kept 7 days, by the domain’s one constant', () => {
    expect(ANONYMOUS_ID_TTL_S).toBe(7 * 24 * 60 * 60);
    const cookie = anonymousIdCookie(GUEST, false);
    expect(cookie).toBe(
      `${ANONYMOUS_ID_COOKIE}=${GUEST}; Max-Age=${ANONYMOUS_ID_TTL_S}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  test('the visit’s session is kept 30 days', () => {
    expect(sessionCookie(GUEST, false)).toBe(
      `${SESSION_COOKIE}=${GUEST}; Max-Age=${30 * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  test('every cookie is HttpOnly on the whole shop, Secure over https only, with its own lifetime and SameSite', () => {
    const written = (secure: boolean) =>
      [
        [anonymousIdCookie(GUEST, secure), ANONYMOUS_ID_COOKIE, ANONYMOUS_ID_TTL_S, 'Lax'],
        [authCookie(tokens, secure), AUTH_COOKIE, AUTH_COOKIE_MAX_AGE_S, 'Lax'],
        [authCookie(null, secure), AUTH_COOKIE, 0, 'Lax'],
        [campaignCookie('black-friday', secure), CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_MAX_AGE_S, 'Lax'],
        [sessionCookie(GUEST, secure), SESSION_COOKIE, 30 * 24 * 60 * 60, 'Lax'],
        // The back office is reached from the shop itself, never from another site's link.
        [agentCookie({ value: 'x.y.z', maxAgeS: 3600 }, secure), AGENT_COOKIE, 3600, 'Strict'],
        [agentCookie(null, secure), AGENT_COOKIE, 0, 'Strict'],
      ] as const;
    for (const secure of [false, true]) {
      for (const [cookie, name, maxAge, sameSite] of written(secure)) {
        expect(cookie.startsWith(`${name}=`), cookie).toBe(true);
        expect(attributesOf(cookie), cookie).toEqual([
          `Max-Age=${maxAge}`,
          'Path=/',
          'HttpOnly',
          ...(secure ? ['Secure'] : []),
          `SameSite=${sameSite}`,
        ]);
      }
    }
  });

  test('a removed cookie has no value left', () => {
    expect(authCookie(null, true).split(';')[0]).toBe(`${AUTH_COOKIE}=`);
    expect(agentCookie(null, true).split(';')[0]).toBe(`${AGENT_COOKIE}=`);
  });
});
