import {
  errorEnvelopeSchema,
  type RouteDefinition,
  type RouteName,
  routes,
} from '@tirage/api-client/contract';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@tirage/domain';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { refreshTokenDigest } from '../auth/tokens.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { freezeLimitTime, moveLimitTime, releaseLimitTime } from '../test-support/limit-time.js';
import { openShop, rowCounts, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

type Answer = { status: number; json: Record<string, unknown> };

function dataOf(name: RouteName, answer: Answer): Record<string, unknown> {
  const route: RouteDefinition = routes[name];
  expect(answer.status, JSON.stringify(answer.json)).toBe(route.successStatus ?? 200);
  return (route.response.parse(answer.json) as { data: Record<string, unknown> }).data;
}

function errorOf(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  const parsed = errorEnvelopeSchema.parse(answer.json);
  expect(parsed.code).toBe(status);
  return parsed;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++counter}@example.fr`;
const PASSWORD = 'correct horse battery staple';

reportPostgresSkipped('customer accounts and auth');

describe.each(eachDatabase)('customer accounts and auth on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const register = (body: Record<string, unknown>) => shop.call('customer.create', { body });
  const login = (email: string, password: string, ip = '192.0.2.1') =>
    shop.call('auth.login', { body: { email, password }, headers: { 'x-test-ip': ip } });
  async function registerAndLogin(email: string, extra: Record<string, unknown> = {}) {
    dataOf(
      'customer.create',
      await register({ email, password: PASSWORD, newsletter: false, user_category: 2, ...extra }),
    );
    return dataOf('auth.login', await login(email, PASSWORD)) as {
      access_token: string;
      refresh_token: string;
      user: { id: string };
    };
  }

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle, { clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown' });
  });
  afterEach(() => {
    shop.clock.set(WEDNESDAY_9AM_PARIS);
    releaseLimitTime();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('register, log in, read and update the profile, refresh, log out', async () => {
    const email = uniqueEmail('Claire.Martin').replace('claire', 'Claire');
    const created = dataOf(
      'customer.create',
      await register({ email, password: PASSWORD, newsletter: true, user_category: 2, firstName: 'Claire' }),
    );
    expect(created.customerId).toEqual(expect.any(String));

    // The email is matched whatever its case.
    const grant = dataOf('auth.login', await login(email.toUpperCase(), PASSWORD));
    expect(grant).toMatchObject({
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_expires_in: REFRESH_TOKEN_TTL_S,
      user: {
        id: created.customerId,
        email: email.toLowerCase(),
        firstName: 'Claire',
        user_category: 2,
        scopes: [],
      },
    });
    const claims = decodeJwt(grant.access_token as string);
    const nowS = WEDNESDAY_9AM_PARIS.epochMilliseconds / 1000;
    expect(claims).toMatchObject({
      sub: created.customerId,
      strategy: 'user',
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      exp: nowS + ACCESS_TOKEN_TTL_S,
    });

    const profile = dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(grant.access_token as string) }),
    );
    expect(profile).toMatchObject({
      id: created.customerId,
      email: email.toLowerCase(),
      firstName: 'Claire',
      lastName: '',
      customerIsPremium: false,
      customerMetadata: { user_category: 2, user_subscriber_status: '1', user_newclient: true },
      customerHasWallet: false,
      customerWalletCredit: { currencyCode: 'EUR', centAmount: 0 },
    });

    const updated = dataOf(
      'customer.update',
      await shop.call('customer.update', {
        headers: bearer(grant.access_token as string),
        body: { user_category: 1, lastName: 'Martin', newsletter: false },
      }),
    );
    expect(updated).toMatchObject({
      firstName: 'Claire',
      lastName: 'Martin',
      customerMetadata: { user_category: 1, user_subscriber_status: '0' },
    });

    // Rotation: the refresh token is exchanged for a new pair (presenting the old one again ends
    // the session: see 'a refresh token used a second time ends its whole session').
    const refreshed = dataOf(
      'auth.refreshToken',
      await shop.call('auth.refreshToken', { headers: bearer(grant.refresh_token as string), body: {} }),
    );
    expect(refreshed).toMatchObject({ token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S });
    expect(refreshed.refresh_token).not.toBe(grant.refresh_token);
    dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(refreshed.access_token as string) }),
    );
    // The access token from before the refresh lives on until its expiry (same session).
    dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(grant.access_token as string) }),
    );

    // Logout revokes the refresh token, and says so again for one already revoked.
    const logout = { body: { refresh_token: refreshed.refresh_token } };
    expect(dataOf('auth.logout', await shop.call('auth.logout', logout))).toEqual({ loggedOut: true });
    expect(dataOf('auth.logout', await shop.call('auth.logout', logout))).toEqual({ loggedOut: true });
    errorOf(
      await shop.call('auth.refreshToken', { headers: bearer(refreshed.refresh_token as string), body: {} }),
      401,
    );
    // ... and ends the session: its access tokens, from before and after the refresh, are refused.
    for (const token of [grant.access_token, refreshed.access_token]) {
      const refused = errorOf(await shop.call('customer.get', { headers: bearer(token as string) }), 401);
      expect(refused).toMatchObject({ message: 'Access token not valid', kind: 'auth.token_invalid' });
    }
  });

  test('a refresh token used a second time ends its whole session', async () => {
    const email = uniqueEmail('reuse');
    const grant = await registerAndLogin(email);
    const refresh = (token: string) => shop.call('auth.refreshToken', { headers: bearer(token), body: {} });
    const rotated = dataOf('auth.refreshToken', await refresh(grant.refresh_token as string));

    // The first token comes back (a stolen copy, say): refused, and the session is over.
    errorOf(await refresh(grant.refresh_token as string), 401);
    errorOf(await refresh(rotated.refresh_token as string), 401);
    errorOf(await shop.call('customer.get', { headers: bearer(rotated.access_token as string) }), 401);

    // Another login is a new session and works.
    const again = await login(email, PASSWORD);
    dataOf('auth.login', again);
  });

  test('logout with only the access token ends that session, not the other sessions', async () => {
    const email = uniqueEmail('twosessions');
    const phone = await registerAndLogin(email);
    const laptop = dataOf('auth.login', await login(email, PASSWORD)) as typeof phone;
    expect(
      dataOf(
        'auth.logout',
        await shop.call('auth.logout', { headers: bearer(phone.access_token), body: {} }),
      ),
    ).toEqual({ loggedOut: true });
    errorOf(await shop.call('customer.get', { headers: bearer(phone.access_token) }), 401);
    errorOf(await shop.call('auth.refreshToken', { headers: bearer(phone.refresh_token), body: {} }), 401);
    dataOf('customer.get', await shop.call('customer.get', { headers: bearer(laptop.access_token) }));
    dataOf(
      'auth.refreshToken',
      await shop.call('auth.refreshToken', { headers: bearer(laptop.refresh_token), body: {} }),
    );
    // Logging out with nothing, or twice, still answers success.
    expect(dataOf('auth.logout', await shop.call('auth.logout', { body: {} }))).toEqual({ loggedOut: true });
    expect(
      dataOf(
        'auth.logout',
        await shop.call('auth.logout', { headers: bearer(phone.access_token), body: {} }),
      ),
    ).toEqual({ loggedOut: true });
  });

  test('a company keeps its name and VAT number in the profile, and can clear them', async () => {
    const email = uniqueEmail('company');
    const grant = await registerAndLogin(email, { user_category: 1, company: 'Imprimerie Martin SARL' });
    expect(grant.user).toMatchObject({ user_category: 1 });
    const headers = bearer(grant.access_token as string);
    const registered = dataOf('customer.get', await shop.call('customer.get', { headers }));
    expect(registered).toMatchObject({ company: 'Imprimerie Martin SARL', vatNumber: null });

    const updated = dataOf(
      'customer.update',
      await shop.call('customer.update', {
        headers,
        body: { company: 'Imprimerie Martin & Fils', vatNumber: 'FR40123456789' },
      }),
    );
    expect(updated).toMatchObject({ company: 'Imprimerie Martin & Fils', vatNumber: 'FR40123456789' });
    const [row] = await handle.db.query<{ company: string; vat_number: string }>(
      'select company, vat_number from customers where email = $1',
      [email],
    );
    expect(row).toEqual({ company: 'Imprimerie Martin & Fils', vat_number: 'FR40123456789' });

    const refused = await shop.call('customer.update', { headers, body: { vatNumber: '40123456789' } });
    expect(errorOf(refused, 400).errors).toEqual([expect.objectContaining({ path: 'vatNumber' })]);

    const cleared = dataOf(
      'customer.update',
      await shop.call('customer.update', { headers, body: { company: null, vatNumber: null } }),
    );
    expect(cleared).toMatchObject({ company: null, vatNumber: null });
  });

  test('refresh tokens are stored as SHA-256 digests and expire after 7 days', async () => {
    const grant = await registerAndLogin(uniqueEmail('digest'));
    const rows = await handle.db.query<{ token_hash: string }>(
      'select token_hash from refresh_tokens where customer_id = $1::uuid',
      [grant.user.id],
    );
    expect(rows.map((row) => row.token_hash)).toEqual([refreshTokenDigest(grant.refresh_token)]);
    expect(JSON.stringify(rows)).not.toContain(grant.refresh_token);

    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: REFRESH_TOKEN_TTL_S }));
    errorOf(await shop.call('auth.refreshToken', { headers: bearer(grant.refresh_token), body: {} }), 401);
  });

  test('the refresh call needs its token in Authorization', async () => {
    const refused = errorOf(await shop.call('auth.refreshToken', { body: {} }), 400);
    expect(refused.errors?.map((error) => error.path)).toEqual(['authorization']);
    errorOf(
      await shop.call('auth.refreshToken', { headers: bearer('not-a-token-we-issued'), body: {} }),
      401,
    );
  });

  test('a duplicate email is refused with 409, whatever its case', async () => {
    const email = uniqueEmail('dup');
    dataOf(
      'customer.create',
      await register({ email, password: PASSWORD, newsletter: false, user_category: 2 }),
    );
    const before = await rowCounts(handle);
    const refused = errorOf(
      await register({
        email: email.toUpperCase(),
        password: 'another password',
        newsletter: true,
        user_category: 1,
      }),
      409,
    );
    expect(refused.message).toBe('An account already exists for this email');
    expect(await rowCounts(handle)).toEqual(before);
  });

  test.each([
    [
      'a short password',
      { email: 'short@example.fr', password: 'short', newsletter: false, user_category: 2 },
      ['password'],
    ],
    [
      'a bad email',
      { email: 'not-an-email', password: PASSWORD, newsletter: false, user_category: 2 },
      ['email'],
    ],
    [
      'a missing newsletter and category',
      { email: 'x@example.fr', password: PASSWORD },
      ['newsletter', 'user_category'],
    ],
    [
      'an unknown field (staff matters are not the client’s)',
      {
        email: 'y@example.fr',
        password: PASSWORD,
        newsletter: false,
        user_category: 2,
        customerIsPremium: true,
      },
      ['customerIsPremium'],
    ],
  ])('registration with %s is refused with field errors, writing nothing', async (_label, body, paths) => {
    const before = await rowCounts(handle);
    const refused = errorOf(await register(body), 400);
    expect(refused.errors?.map((error) => error.path).sort()).toEqual(paths);
    expect(await rowCounts(handle)).toEqual(before);
  });

  test('a bad profile update is refused with field errors, changing nothing', async () => {
    const grant = await registerAndLogin(uniqueEmail('badupdate'), { firstName: 'Paul' });
    const refused = errorOf(
      await shop.call('customer.update', {
        headers: bearer(grant.access_token),
        body: { firstName: '', user_category: 3 },
      }),
      400,
    );
    expect(refused.errors?.map((error) => error.path).sort()).toEqual(['firstName', 'user_category']);
    const profile = dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(grant.access_token) }),
    );
    expect(profile).toMatchObject({ firstName: 'Paul', customerMetadata: { user_category: 2 } });
  });

  test('a profile update cannot take another account’s email', async () => {
    const taken = uniqueEmail('taken');
    await registerAndLogin(taken);
    const grant = await registerAndLogin(uniqueEmail('taker'));
    errorOf(
      await shop.call('customer.update', {
        headers: bearer(grant.access_token),
        body: { email: taken.toUpperCase() },
      }),
      409,
    );
  });

  test('a wrong password and an unknown email get the identical answer', async () => {
    const email = uniqueEmail('known');
    await registerAndLogin(email);
    const wrong = await login(email, 'wrong password!', '192.0.2.50');
    const unknown = await login(uniqueEmail('nobody'), 'wrong password!', '192.0.2.50');
    errorOf(wrong, 401);
    expect(unknown).toEqual(wrong);
    expect(wrong.json).toMatchObject({ message: 'Invalid email or password' });
  });

  test('an expired access token is refused with 401', async () => {
    const grant = await registerAndLogin(uniqueEmail('expiry'));
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: ACCESS_TOKEN_TTL_S - 1 }));
    dataOf('customer.get', await shop.call('customer.get', { headers: bearer(grant.access_token) }));
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: ACCESS_TOKEN_TTL_S }));
    const refused = errorOf(await shop.call('customer.get', { headers: bearer(grant.access_token) }), 401);
    expect(refused).toMatchObject({ message: 'Access token expired', kind: 'auth.token_expired' });
    // The refresh token still lives: the client gets a new access token.
    const refreshed = dataOf(
      'auth.refreshToken',
      await shop.call('auth.refreshToken', { headers: bearer(grant.refresh_token), body: {} }),
    );
    dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(refreshed.access_token as string) }),
    );
  });

  test.each([
    ['no token', {}],
    [
      'a token signed with another key',
      bearer(
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic3RyYXRlZ3kiOiJ1c2VyIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJl',
      ),
    ],
    ['a refresh token', bearer('b64urlRefreshTokenLookingThing_-')],
  ])('the profile with %s is refused with 401', async (_label, headers) => {
    errorOf(await shop.call('customer.get', { headers }), 401);
    errorOf(await shop.call('customer.update', { headers, body: { newsletter: true } }), 401);
  });

  test("a customer's token sees and changes only its own profile", async () => {
    const alice = await registerAndLogin(uniqueEmail('alice'), { firstName: 'Alice' });
    const bob = await registerAndLogin(uniqueEmail('bob'), { firstName: 'Bob' });
    const seen = dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(bob.access_token) }),
    );
    expect(seen).toMatchObject({ id: bob.user.id, firstName: 'Bob' });
    dataOf(
      'customer.update',
      await shop.call('customer.update', {
        headers: bearer(bob.access_token),
        body: { firstName: 'Robert' },
      }),
    );
    const alices = dataOf(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(alice.access_token) }),
    );
    expect(alices).toMatchObject({ id: alice.user.id, firstName: 'Alice' });
  });

  test('passwords are stored as argon2id hashes with m >= 19456 KiB and t >= 2', async () => {
    const email = uniqueEmail('hash');
    await registerAndLogin(email);
    const [row] = await handle.db.query<{ password_hash: string }>(
      'select password_hash from customers where email = $1',
      [email],
    );
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row?.password_hash ?? '');
    expect(match, row?.password_hash).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  test('passwords and tokens never reach the logs', async () => {
    const secret = 'a-password-that-must-never-be-logged';
    const email = uniqueEmail('logs');
    dataOf(
      'customer.create',
      await register({ email, password: secret, newsletter: false, user_category: 2 }),
    );
    const grant = dataOf('auth.login', await login(email, secret));
    await login(email, `${secret}-wrong`);
    await shop.call('customer.get', { headers: bearer(grant.access_token as string) });
    await shop.call('auth.refreshToken', { headers: bearer(grant.refresh_token as string), body: {} });
    shop.logs.logger.info(
      { body: { password: secret, refresh_token: grant.refresh_token } },
      'a careless log line',
    );
    const text = shop.logs.text();
    expect(text).toContain('[REDACTED]');
    for (const value of [secret, grant.access_token, grant.refresh_token])
      expect(text).not.toContain(value as string);
  });

  test('an account is throttled (429) after 10 failures in 15 minutes, even with the right password', async () => {
    freezeLimitTime();
    const email = uniqueEmail('throttled');
    await registerAndLogin(email);
    for (let i = 0; i < 10; i++) errorOf(await login(email, `wrong ${i} password`, `198.51.100.${i}`), 401);
    const throttled = await shop.app.request('http://localhost/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': '198.51.100.200' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await throttled.json()).toMatchObject({ code: 429, kind: 'auth.throttled' });

    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ minutes: 15, seconds: 1 }));
    moveLimitTime(15 * 60 + 1);
    dataOf('auth.login', await login(email, PASSWORD));
  });

  test('parallel guesses cannot get past the account limit', async () => {
    const email = uniqueEmail('burst');
    await registerAndLogin(email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `guess ${i} password`, `198.51.100.${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  test('a successful login does not count against its address', async () => {
    const ip = '203.0.113.77';
    const email = uniqueEmail('regular');
    await registerAndLogin(email);
    for (let i = 0; i < 60; i++) dataOf('auth.login', await login(email, PASSWORD, ip));
  });

  test('a client address is throttled after 50 failures in 15 minutes, other addresses are not', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 50; i++) errorOf(await login(uniqueEmail(`spray${i}`), 'guessed password', ip), 401);
    const email = uniqueEmail('victim');
    await registerAndLogin(email);
    errorOf(await login(email, PASSWORD, ip), 429);
    dataOf('auth.login', await login(email, PASSWORD, '203.0.113.10'));
  });
});
