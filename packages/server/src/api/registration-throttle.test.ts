import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { freezeLimitTime, moveLimitTime, releaseLimitTime } from '../test-support/limit-time.js';
import { DEFAULT_REGISTRATION_THROTTLE } from './customer.routes.js';
import { dataOf, errorOf, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

const { maxFailuresPerAccount, maxFailuresPerIp, windowS } = DEFAULT_REGISTRATION_THROTTLE;

reportPostgresSkipped('registration throttle');

describe.each(eachDatabase)('registration throttle on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let addresses = 0;
  const newAddress = () => `198.51.100.${++addresses}`;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle, { clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown' });
  });
  // Each test's requests are made at one frozen instant, moved on with the shop's clock.
  beforeEach(freezeLimitTime);
  afterEach(() => {
    shop.clock.set(WEDNESDAY_9AM_PARIS);
    releaseLimitTime();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const register = (email: string, ip: string) =>
    shop.call('customer.create', {
      body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      headers: { 'x-test-ip': ip },
    });
  const customers = async () =>
    (await handle.db.query<{ count: number }>('select count(*)::int as count from customers'))[0]?.count;
  async function knownEmail(): Promise<string> {
    const email = uniqueEmail('connu');
    dataOf('customer.create', await register(email, newAddress()));
    return email;
  }

  test('past the refusals an address may have, it is answered 429 with Retry-After, known email or not', async () => {
    const known = await knownEmail();
    const prober = newAddress();
    // Known emails of their own, so only the address's count is reached.
    for (let i = 0; i < maxFailuresPerIp; i++) errorOf(await register(await knownEmail(), prober), 409);

    const before = await customers();
    const throttledKnown = await register(known, prober);
    const throttledNew = await register(uniqueEmail('nouveau'), prober);
    for (const answer of [throttledKnown, throttledNew]) {
      expect(errorOf(answer, 429)).toEqual({
        status: 'error',
        code: 429,
        message: 'Too many registrations, try again later',
        kind: 'registration.throttled',
      });
    }
    expect(await customers()).toBe(before);
    const retryAfter = await shop.app.request('http://localhost/api/v1/customer/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-ip': prober },
      body: JSON.stringify({ email: known, password: PASSWORD, newsletter: false, user_category: 2 }),
    });
    expect(retryAfter.status).toBe(429);
    expect(Number(retryAfter.headers.get('retry-after'))).toBe(windowS);

    // Another address is served as before.
    const other = newAddress();
    errorOf(await register(known, other), 409);
    dataOf('customer.create', await register(uniqueEmail('voisin'), other));

    // Once the oldest refusals leave the window, the address may ask again.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: windowS + 1 }));
    moveLimitTime(windowS + 1);
    dataOf('customer.create', await register(uniqueEmail('plus-tard'), prober));
    errorOf(await register(known, prober), 409);
  });

  test('accounts made do not count: an office registers its staff from one address', async () => {
    const office = newAddress();
    for (let i = 0; i < maxFailuresPerIp * 2; i++)
      dataOf('customer.create', await register(uniqueEmail('collegue'), office));
    errorOf(await register(await knownEmail(), office), 409);
  });

  test('one email refused again and again is throttled whatever the address', async () => {
    const known = await knownEmail();
    for (let i = 0; i < maxFailuresPerAccount; i++) errorOf(await register(known, newAddress()), 409);
    errorOf(await register(known, newAddress()), 429);
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: windowS + 1 }));
    moveLimitTime(windowS + 1);
    errorOf(await register(known, newAddress()), 409);
  });
});
