import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AuthGrant, TokenPair } from '../model/auth.js';
import { instantArb } from '../model/order.arb.js';
import {
  ACCESS_TOKEN_TTL_S,
  ANONYMOUS_ID_TTL_S,
  AUTH_COOKIE_MAX_AGE_S,
  AUTH_COOKIE_SAME_SITE,
  anonymousIdExpiresAt,
  authCookieOptions,
  canRefresh,
  decideTokenAction,
  isExpired,
  issueTokenExpiries,
  issueTokens,
  REFRESH_TOKEN_TTL_S,
  refreshTokens,
} from './auth-rules.js';

const MONTH_NS = 31n * 86_400n * 1_000_000_000n;
/** An offset from now, with the boundaries (exactly now, one nanosecond either side) drawn often. */
const offsetNs = fc.oneof(fc.constantFrom(0n, 1n, -1n), fc.bigInt({ min: -MONTH_NS, max: MONTH_NS }));

const tokensArb = (now: Temporal.Instant): fc.Arbitrary<TokenPair> =>
  fc.record({
    access: offsetNs.map((ns) => ({ value: 'access', expiresAt: now.add({ nanoseconds: Number(ns) }) })),
    refresh: fc.option(
      offsetNs.map((ns) => ({ value: 'refresh', expiresAt: now.add({ nanoseconds: Number(ns) }) })),
      { nil: undefined },
    ),
  });

const nowAndTokens = instantArb.chain((now) => fc.tuple(fc.constant(now), tokensArb(now)));

const grant = (refreshToken: string | undefined): AuthGrant => ({
  user: { id: 'u1', email: 'ana@example.fr', firstName: 'Ana', category: 'private', scopes: [] },
  accessToken: 'access-1',
  refreshToken,
});

describe('constants', () => {
  it('are those of the specification', () => {
    expect([ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S, ANONYMOUS_ID_TTL_S, AUTH_COOKIE_MAX_AGE_S]).toEqual([
      86_400, 604_800, 604_800, 86_400,
    ]);
    expect(AUTH_COOKIE_SAME_SITE).toBe('lax');
    expect(authCookieOptions()).toEqual({ maxAgeSeconds: 86_400, sameSite: 'lax', path: '/' });
  });
});

describe('isExpired', () => {
  test.prop([instantArb])('a token expires at its expiry instant, not a nanosecond before', (now) => {
    expect(isExpired({ value: 't', expiresAt: now }, now)).toBe(true);
    expect(isExpired({ value: 't', expiresAt: now.add({ nanoseconds: 1 }) }, now)).toBe(false);
    expect(isExpired({ value: 't', expiresAt: now.subtract({ nanoseconds: 1 }) }, now)).toBe(true);
  });
});

describe('decideTokenAction', () => {
  test.prop([nowAndTokens])('never uses an expired access token', ([now, tokens]) => {
    if (decideTokenAction({ now, tokens }) === 'use') {
      expect(Temporal.Instant.compare(now, tokens.access.expiresAt)).toBe(-1);
    }
  });

  test.prop([nowAndTokens])('uses every live access token', ([now, tokens]) => {
    if (!isExpired(tokens.access, now)) expect(decideTokenAction({ now, tokens })).toBe('use');
  });

  test.prop([nowAndTokens])(
    'resets iff the access token expired and no refresh is possible',
    ([now, tokens]) => {
      const refreshPossible =
        tokens.refresh !== undefined && Temporal.Instant.compare(now, tokens.refresh.expiresAt) < 0;
      expect(decideTokenAction({ now, tokens }) === 'reset').toBe(
        isExpired(tokens.access, now) && !refreshPossible,
      );
      expect(canRefresh(tokens, now)).toBe(refreshPossible);
    },
  );

  test.prop([nowAndTokens])(
    'refreshes iff the access token expired and a refresh is possible',
    ([now, tokens]) => {
      expect(decideTokenAction({ now, tokens }) === 'refresh').toBe(
        isExpired(tokens.access, now) && canRefresh(tokens, now),
      );
    },
  );

  test.prop([instantArb])('a session without tokens is reset', (now) => {
    expect(decideTokenAction({ now, tokens: null })).toBe('reset');
  });

  test.prop([instantArb, fc.integer({ min: 0, max: 2 * REFRESH_TOKEN_TTL_S })])(
    'tokens issued at login are used for a day, refreshed for a week, then the session is reset',
    (issuedAt, elapsedS) => {
      const tokens = issueTokens(grant('refresh-1'), issuedAt);
      const action = decideTokenAction({ now: issuedAt.add({ seconds: elapsedS }), tokens });
      const expected =
        elapsedS < ACCESS_TOKEN_TTL_S ? 'use' : elapsedS < REFRESH_TOKEN_TTL_S ? 'refresh' : 'reset';
      expect(action).toBe(expected);
    },
  );
});

describe('issuing tokens', () => {
  test.prop([instantArb])('expiries are the TTLs after now', (now) => {
    const { accessExpiresAt, refreshExpiresAt } = issueTokenExpiries(now);
    expect(accessExpiresAt.since(now).total('seconds')).toBe(ACCESS_TOKEN_TTL_S);
    expect(refreshExpiresAt.since(now).total('seconds')).toBe(REFRESH_TOKEN_TTL_S);
    expect(anonymousIdExpiresAt(now).since(now).total('seconds')).toBe(ANONYMOUS_ID_TTL_S);
  });

  test.prop([instantArb, fc.option(fc.string(), { nil: undefined })])(
    'a login without a refresh token cannot be refreshed',
    (now, refreshToken) => {
      const tokens = issueTokens(grant(refreshToken), now);
      expect(tokens.access.value).toBe('access-1');
      expect(tokens.refresh?.value).toBe(refreshToken);
      expect(canRefresh(tokens, now)).toBe(refreshToken !== undefined);
    },
  );

  test.prop([
    instantArb,
    fc.integer({ min: 0, max: REFRESH_TOKEN_TTL_S }),
    fc.option(fc.string(), { nil: undefined }),
  ])(
    'a refresh renews the access token and keeps the refresh token unless the server rotated it',
    (issuedAt, elapsedS, rotated) => {
      const before = issueTokens(grant('refresh-1'), issuedAt);
      const now = issuedAt.add({ seconds: elapsedS });
      const after = refreshTokens(before, { accessToken: 'access-2', refreshToken: rotated }, now);
      expect(after.access).toEqual({
        value: 'access-2',
        expiresAt: now.add({ seconds: ACCESS_TOKEN_TTL_S }),
      });
      expect(after.refresh).toEqual(
        rotated === undefined
          ? before.refresh
          : { value: rotated, expiresAt: now.add({ seconds: REFRESH_TOKEN_TTL_S }) },
      );
      expect(decideTokenAction({ now, tokens: after })).toBe('use');
    },
  );

  test.prop([instantArb])('a refresh with nothing before keeps no refresh token', (now) => {
    expect(refreshTokens(null, { accessToken: 'a', refreshToken: undefined }, now).refresh).toBeUndefined();
  });
});
