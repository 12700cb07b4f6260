import { randomUUID } from 'node:crypto';
import { fc } from '@fast-check/vitest';
import { routes } from '@tirage/api-client/contract';
import { CURRENCIES, roundHalfAwayFromZero } from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { setPremiumReseller } from '../auth/premium-reseller.js';
import { createAccessTokens } from '../auth/tokens.js';
import type { Database } from '../db/database.js';
import type { AppEnv } from '../http/app-env.js';
import { answer, mountRoute } from '../http/route.js';
import { authCookie } from '../storefront/auth-cookie.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, dataOf, flyersLine, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

/** The seeded shops' reseller discount (`reseller_discount_percent` of their domain config). */
const DISCOUNT_PERCENT = 10;

type WireMoney = { currencyCode: string; centAmount: number };
type PriceSet = ReturnType<
  (typeof routes)['product.quote']['response']['parse']
>['data']['priceSets'][number];
type Line = {
  id: string;
  price: WireMoney;
  taxRate: number;
  taxedTotalPriceWithServices: WireMoney;
  services: { key: string; unitPrice: WireMoney }[];
};
type Cart = { id: string; lineItems: Record<string, Line>; totalPrice: WireMoney; taxedPrice: WireMoney };
type Order = { id: string; lineItems: Line[] };

/** What the reseller discount takes off a public price: the percentage, rounded once. */
const discountOf = (publicCents: number) => roundHalfAwayFromZero((publicCents * DISCOUNT_PERCENT) / 100);

interface Session {
  readonly email: string;
  readonly customerId: string;
  readonly token: string;
  readonly refreshToken: string;
  readonly expiresIn: number;
}

reportPostgresSkipped('premium resellers’ prices');

describe('the auth cookie on API routes', () => {
  test('is read only by routes whose auth is optional: mounting any other with it fails', () => {
    const api = new Hono<AppEnv>();
    const deps = {
      db: {} as Database,
      authenticate: async () => ({ ok: false, reason: 'missing' }) as const,
    };
    for (const name of ['customer.get', 'auth.login'] as const) {
      expect(() =>
        mountRoute(api, routes[name], { ...deps, readsAuthCookie: true }, async () => answer({}) as never),
      ).toThrow("may read the auth cookie only with auth 'optional'");
    }
    expect(() =>
      mountRoute(
        api,
        routes['product.quote'],
        { ...deps, readsAuthCookie: true },
        async () => answer({}) as never,
      ),
    ).not.toThrow();
  });
});

describe.each(eachDatabase)('premium resellers’ prices on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let reseller: Session;
  let privateCustomer: Session;

  async function register(label: string): Promise<Session> {
    const email = uniqueEmail(label);
    const created = dataOf<{ customerId: string }>(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 1 },
      }),
    );
    const grant = dataOf<{ access_token: string; refresh_token: string; expires_in: number }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    return {
      email,
      customerId: created.customerId,
      token: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresIn: grant.expires_in,
    };
  }

  /** The auth cookie the storefront sets for a session, as the browser sends it back. */
  function cookieOf(accessToken: string): Record<string, string> {
    const expiresAt = shop.clock.now().add({ seconds: 86_400 });
    const setCookie = authCookie({ access: { value: accessToken, expiresAt }, refresh: undefined }, false);
    return { cookie: setCookie.split(';')[0] ?? '' };
  }

  async function priceSets(
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<readonly PriceSet[]> {
    const answer = await shop.call('product.quote', { body, headers });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return routes['product.quote'].response.parse(answer.json).data.priceSets;
  }

  /** Checks that `sets` are the reseller prices of the public `list`, one rounding each. */
  function expectResellerPrices(sets: readonly PriceSet[], list: readonly PriceSet[]) {
    expect(sets).toHaveLength(list.length);
    sets.forEach((set, index) => {
      const publicSet = list[index];
      if (publicSet === undefined) throw new Error('one public price per reseller price');
      const publicCents = publicSet.amountExclTax.centAmount;
      expect(set.amountExclTax.centAmount).toBe(publicCents - discountOf(publicCents));
      expect(set.originalAmountExclTax).toEqual(set.amountExclTax);
      expect(set.publicAmountExclTax).toEqual(publicSet.amountExclTax);
      expect(set.publicAmountInclTax).toEqual(publicSet.amountInclTax);
      expect(set.amountExclTax.centAmount + set.vatAmount.centAmount).toBe(set.amountInclTax.centAmount);
    });
  }

  async function openCart(headers: Record<string, string>, anonymousUserId?: string): Promise<Cart> {
    return dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: {
          currency: 'EUR',
          country: 'FR',
          locale: 'fr',
          // A new cart each time: the line read back is the one just priced.
          forceCreate: true,
          ...(anonymousUserId ? { anonymousUserId } : {}),
        },
        headers,
      }),
    );
  }

  /** The flyers line as a cart prices it for the caller. */
  async function pricedLine(headers: Record<string, string>, line = flyersLine()): Promise<Line> {
    const anonymousUserId = headers.authorization === undefined ? randomUUID() : undefined;
    const cart = await openCart(headers, anonymousUserId);
    const put = dataOf<Cart>(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: cart.id }, body: line, headers }),
    );
    const [priced] = Object.values(put.lineItems);
    if (priced === undefined) throw new Error('the cart holds the line');
    return priced;
  }

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
    reseller = await register('revendeur');
    privateCustomer = await register('particulier');
    const made = await setPremiumReseller(
      handle.db,
      reseller.email,
      { premium: true, reason: 'Agence partenaire' },
      shop.clock.now(),
    );
    expect(made).toEqual({ ok: true, customerId: reseller.customerId, email: reseller.email });
  });
  afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a premium reseller’s quote is the public price less the discount, rounded once; the public price comes beside it', async () => {
    const list = await priceSets(FLYERS_QUOTE);
    for (const set of list) {
      expect(set.publicAmountExclTax).toBeUndefined();
      expect(set.originalAmountExclTax).toEqual(set.amountExclTax);
    }
    const sets = await priceSets(FLYERS_QUOTE, bearer(reseller.token));
    expectResellerPrices(sets, list);
    // The discount is real money: each reseller price is cheaper.
    sets.forEach((set, index) => {
      expect(set.amountExclTax.centAmount).toBeLessThan(list[index]?.amountExclTax.centAmount ?? 0);
    });
  });

  test('a private customer and a guest get the public prices', async () => {
    const list = await priceSets(FLYERS_QUOTE);
    expect(await priceSets(FLYERS_QUOTE, bearer(privateCustomer.token))).toEqual(list);
    expect(await priceSets(FLYERS_QUOTE, { authorization: 'Bearer not-a-token' })).toEqual(list);
  });

  test('a promotion applies to the reseller price', async () => {
    const body = { ...FLYERS_QUOTE, promo: { code: 'DECOUVERTE-FLYERS' } };
    const list = await priceSets(FLYERS_QUOTE);
    const sets = await priceSets(body, bearer(reseller.token));
    sets.forEach((set, index) => {
      const publicCents = list[index]?.amountExclTax.centAmount ?? 0;
      const resellerCents = publicCents - discountOf(publicCents);
      expect(set.promocode).toBe('DECOUVERTE-FLYERS');
      expect(set.originalAmountExclTax.centAmount).toBe(resellerCents);
      expect(set.amountExclTax.centAmount).toBe(resellerCents - roundHalfAwayFromZero(resellerCents * 0.2));
      expect(set.publicAmountExclTax).toEqual(list[index]?.amountExclTax);
    });
  });

  test('the auth cookie identifies the customer on the quote when no Authorization header is sent', async () => {
    const list = await priceSets(FLYERS_QUOTE);
    expectResellerPrices(await priceSets(FLYERS_QUOTE, cookieOf(reseller.token)), list);
    expect(await priceSets(FLYERS_QUOTE, cookieOf(privateCustomer.token))).toEqual(list);
    // The header, when sent, is the one that counts (here: a guest's bad token).
    expect(
      await priceSets(FLYERS_QUOTE, { ...cookieOf(reseller.token), authorization: 'Bearer not-a-token' }),
    ).toEqual(list);
  });

  test('a forged, expired, ended or unreadable cookie is a guest', async () => {
    const list = await priceSets(FLYERS_QUOTE);
    const forger = createAccessTokens('another-signing-key-of-at-least-32-characters', shop.clock);
    const forged = await forger.issue(reseller.customerId, randomUUID());
    expect(await priceSets(FLYERS_QUOTE, cookieOf(forged.token))).toEqual(list);
    expect(await priceSets(FLYERS_QUOTE, { cookie: 'tirage_auth=%7B%22access%22%3A1%7D' })).toEqual(list);
    expect(await priceSets(FLYERS_QUOTE, { cookie: 'tirage_auth=garbage' })).toEqual(list);

    // A token of a session that logged out.
    const ended = await register('deconnecte');
    await setPremiumReseller(handle.db, ended.email, { premium: true, reason: 'Test' }, shop.clock.now());
    expectResellerPrices(await priceSets(FLYERS_QUOTE, cookieOf(ended.token)), list);
    dataOf(
      'auth.logout',
      await shop.call('auth.logout', {
        body: { refresh_token: ended.refreshToken },
        headers: bearer(ended.token),
      }),
    );
    expect(await priceSets(FLYERS_QUOTE, cookieOf(ended.token))).toEqual(list);

    // The access token's own expiry counts, whatever the cookie says.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: reseller.expiresIn + 1 }));
    expect(await priceSets(FLYERS_QUOTE, cookieOf(reseller.token))).toEqual(await priceSets(FLYERS_QUOTE));
  });

  test('only the quote reads the cookie: a cart call with it alone is a guest’s', async () => {
    const answer = await shop.call('cart.open', {
      body: { currency: 'EUR', country: 'FR', locale: 'fr' },
      headers: cookieOf(reseller.token),
    });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain('A guest cart needs the anonymous id');
  });

  test('a premium reseller’s cart line is priced at the reseller price; a private customer’s and a guest’s are not', async () => {
    const guestLine = await pricedLine({});
    const privateLine = await pricedLine(bearer(privateCustomer.token));
    const resellerLine = await pricedLine(bearer(reseller.token));
    expect(privateLine.price).toEqual(guestLine.price);
    expect(privateLine.taxedTotalPriceWithServices).toEqual(guestLine.taxedTotalPriceWithServices);
    const publicCents = guestLine.price.centAmount;
    expect(resellerLine.price).toEqual({
      currencyCode: 'EUR',
      centAmount: publicCents - discountOf(publicCents),
    });
    // incl. VAT = excl. + VAT, with the VAT rounded once on the reseller price.
    expect(resellerLine.taxedTotalPriceWithServices.centAmount).toBe(
      resellerLine.price.centAmount +
        roundHalfAwayFromZero((resellerLine.price.centAmount * resellerLine.taxRate) / 100),
    );
  });

  test('the quote and the cart agree on the reseller price', async () => {
    const [set] = await priceSets(
      { ...FLYERS_QUOTE, quantities: [500], priorities: ['standard'] },
      bearer(reseller.token),
    );
    const line = await pricedLine(
      bearer(reseller.token),
      flyersLine({
        productConfig: {
          ...(flyersLine().productConfig as Record<string, unknown>),
          selectedAttributes: FLYERS_QUOTE.attributes.selectedAttributes,
        },
        merchantInfo: {
          ...(flyersLine().merchantInfo as Record<string, unknown>),
          selectedAttributes: FLYERS_QUOTE.attributes.selectedAttributes,
          attributesData: [],
        },
      }),
    );
    expect(line.price).toEqual(set?.amountExclTax);
  });

  test('a file check is not discounted: services keep their price', async () => {
    const withFileCheck = (headers: Record<string, string>) =>
      pricedLine(
        headers,
        flyersLine({
          services: [{ key: 'SVC-pixart-artwork-docreview' }],
          merchantInfo: {
            ...(flyersLine().merchantInfo as Record<string, unknown>),
            fileFlow: { fileCheck: true, upload: 'upload' },
          },
        }),
      );
    const guest = await withFileCheck({});
    const premium = await withFileCheck(bearer(reseller.token));
    expect(premium.services).toEqual(guest.services);
    expect(premium.services.map((service) => service.unitPrice.centAmount)).toEqual([490]);
  });

  test('a guest’s lines are priced again at the reseller price when the reseller logs in', async () => {
    const anonymousUserId = randomUUID();
    const guestCart = await openCart({}, anonymousUserId);
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: guestCart.id }, body: flyersLine(), headers: {} }),
    );
    const fresh = await register('fusion');
    await setPremiumReseller(handle.db, fresh.email, { premium: true, reason: 'Test' }, shop.clock.now());
    const merged = await openCart(bearer(fresh.token), anonymousUserId);
    const [line] = Object.values(merged.lineItems);
    const publicCents = (await pricedLine({})).price.centAmount;
    expect(line?.price.centAmount).toBe(publicCents - discountOf(publicCents));
  });

  test('an order item edited by a premium reseller is priced at the reseller price', async () => {
    const auth = bearer(reseller.token);
    const cart = await openCart(auth);
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine(), headers: auth }),
    );
    dataOf(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
        headers: auth,
      }),
    );
    const placed = dataOf<{ id: string }>(
      'cart.checkout',
      await shop.call('cart.checkout', {
        params: { id: cart.id },
        body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
        headers: { ...auth, 'idempotency-key': randomUUID() },
      }),
    );
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const [line] = order.lineItems;
    if (line === undefined) throw new Error('the order has the line');
    const draft = dataOf<{ orderDto: Order }>(
      'order.editItem',
      await shop.call('order.editItem', {
        body: {
          orderId: order.id,
          lineItem: { ...flyersLine({ quantity: 2500 }), id: line.id },
          refererUrl: '/',
        },
        headers: auth,
      }),
    );
    const publicCents = (await pricedLine({}, flyersLine({ quantity: 2500 }))).price.centAmount;
    expect(draft.orderDto.lineItems[0]?.price.centAmount).toBe(publicCents - discountOf(publicCents));
  });

  test('the status ended, the prices are public again', async () => {
    const former = await register('ancien');
    await setPremiumReseller(handle.db, former.email, { premium: true, reason: 'Test' }, shop.clock.now());
    const list = await priceSets(FLYERS_QUOTE);
    expectResellerPrices(await priceSets(FLYERS_QUOTE, bearer(former.token)), list);
    await setPremiumReseller(handle.db, former.email, { premium: false }, shop.clock.now());
    expect(await priceSets(FLYERS_QUOTE, bearer(former.token))).toEqual(list);
  });

  test('a shop without reseller prices quotes its public prices to premium resellers too', async () => {
    const body = { ...FLYERS_QUOTE, country: 'BE' };
    const headers = { 'fe-x-tenant': 'be' };
    const list = await priceSets(body, headers);
    const resellerSets = () => priceSets(body, { ...headers, ...bearer(reseller.token) });
    expectResellerPrices(await resellerSets(), list);
    await handle.db.query(
      `update tenants set domain_config = domain_config - 'reseller_discount_percent' where code = 'be'`,
    );
    try {
      // The shops are cached: PostgreSQL tells the cache of the change a moment after the commit.
      await expect.poll(resellerSets).toEqual(list);
    } finally {
      await handle.db.query(
        `update tenants set domain_config = domain_config || '{"reseller_discount_percent": 10}' where code = 'be'`,
      );
      await expect
        .poll(async () => (await resellerSets())[0]?.publicAmountExclTax)
        .toEqual(list[0]?.amountExclTax);
    }
  });

  const quoteArb = fc.record({
    currency: fc.constantFrom(...CURRENCIES),
    country: fc.constantFrom('FR', 'BE', 'LU', 'MC', 'CH'),
    quantities: fc.uniqueArray(
      fc.integer({ min: 1, max: 200 }).map((steps) => steps * 50),
      { minLength: 1, maxLength: 4 },
    ),
  });

  test('whatever the quote, the reseller price never exceeds the public price, and incl. VAT = excl. + VAT', async () => {
    await fc.assert(
      fc.asyncProperty(quoteArb, async ({ currency, country, quantities }) => {
        const body = { ...FLYERS_QUOTE, currency, country, quantities, priorities: [] };
        const list = await priceSets(body);
        const sets = await priceSets(body, bearer(reseller.token));
        expectResellerPrices(sets, list);
        sets.forEach((set, index) => {
          expect(set.amountExclTax.currencyCode).toBe(currency);
          expect(set.amountExclTax.centAmount).toBeGreaterThanOrEqual(0);
          expect(set.amountExclTax.centAmount).toBeLessThanOrEqual(
            list[index]?.amountExclTax.centAmount ?? 0,
          );
          expect(set.amountInclTax.centAmount).toBeLessThanOrEqual(
            list[index]?.amountInclTax.centAmount ?? 0,
          );
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe.each(eachDatabase)('making a customer a premium reseller on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  const now = Temporal.Instant.from('2026-11-18T08:00:00Z');

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  async function customer(email: string) {
    const login = await shop.call('auth.login', { body: { email, password: PASSWORD } });
    const token = (login.json.data as { access_token: string }).access_token;
    return dataOf<{ customerIsPremium: boolean; customerPremiumReason: string | null }>(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(token) }),
    );
  }

  test('the status and its reason are set by email (any case) and shown in the customer’s answer, then ended', async () => {
    const email = uniqueEmail('statut');
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 1 },
      }),
    );
    expect(await customer(email)).toMatchObject({ customerIsPremium: false, customerPremiumReason: null });

    const made = await setPremiumReseller(
      handle.db,
      ` ${email.toUpperCase()} `,
      { premium: true, reason: '  Agence de communication partenaire  ' },
      now,
    );
    expect(made.ok).toBe(true);
    expect(await customer(email)).toMatchObject({
      customerIsPremium: true,
      customerPremiumReason: 'Agence de communication partenaire',
    });

    expect(await setPremiumReseller(handle.db, email, { premium: false }, now)).toMatchObject({ ok: true });
    expect(await customer(email)).toMatchObject({ customerIsPremium: false, customerPremiumReason: null });
    const [row] = await handle.db.query<{ premium_reason: string | null }>(
      'select premium_reason from customers where email = $1',
      [email],
    );
    expect(row?.premium_reason).toBeNull();
  });

  test('an unknown email, an empty or too long reason change nothing', async () => {
    const email = uniqueEmail('refus');
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    expect(
      await setPremiumReseller(handle.db, uniqueEmail('inconnu'), { premium: true, reason: 'x' }, now),
    ).toEqual({ ok: false, message: expect.stringContaining('No customer has the email') });
    expect(await setPremiumReseller(handle.db, email, { premium: true, reason: '   ' }, now)).toEqual({
      ok: false,
      message: 'A premium reseller needs a reason',
    });
    expect(
      await setPremiumReseller(handle.db, email, { premium: true, reason: 'x'.repeat(501) }, now),
    ).toEqual({
      ok: false,
      message: 'The reason must have at most 500 characters',
    });
    expect(await customer(email)).toMatchObject({ customerIsPremium: false, customerPremiumReason: null });
  });
});
