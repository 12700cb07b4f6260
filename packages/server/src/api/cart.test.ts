import { randomUUID } from 'node:crypto';
import { MAX_CART_LINES, MAX_CART_TAXED_CENTS } from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ANONYMOUS_ID_COOKIE } from '../storefront/anonymous-id-cookie.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  bearer,
  cartRowCounts,
  customerSession,
  dataOf,
  dearPostersLine,
  errorOf,
  flyersLine,
} from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Line = {
  id: string;
  price: WireMoney;
  taxRate: number;
  taxedTotalPriceWithServices: WireMoney;
  services: { key: string; unitPrice: WireMoney }[];
  quantity: number;
  merchantInfo: Record<string, unknown>;
};
type Cart = {
  id: string;
  currencyCode: string;
  lineItems: Record<string, Line>;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  shippingAddress: { country: string } | null;
  billingAddress: { hasDeferredPayments: boolean } | null;
};

reportPostgresSkipped('carts');

describe.each(eachDatabase)('carts on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const openGuestCart = async (anonymousUserId: string = randomUUID()) =>
    dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { anonymousUserId, currency: 'EUR', country: 'FR', locale: 'fr' },
      }),
    );
  const openCustomerCart = async (token: string, extra: Record<string, unknown> = {}) =>
    dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { currency: 'EUR', country: 'FR', locale: 'fr', ...extra },
        headers: bearer(token),
      }),
    );
  const put = (cartId: string, body: unknown, headers: Record<string, string> = {}) =>
    shop.call('cart.putItem', { params: { id: cartId }, body, headers });
  const addLines = async (cartId: string, count: number, headers: Record<string, string> = {}) => {
    let cart: Cart | undefined;
    for (let i = 0; i < count; i++)
      cart = dataOf<Cart>('cart.putItem', await put(cartId, flyersLine(), headers));
    return cart as Cart;
  };

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a guest opens the same cart for the same anonymous id, and needs one', async () => {
    const anonymousId = randomUUID();
    const first = await openGuestCart(anonymousId);
    const again = await openGuestCart(anonymousId);
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ currencyCode: 'EUR', lineItems: {}, totalPrice: { centAmount: 0 } });
    expect((await openGuestCart()).id).not.toBe(first.id);

    const before = await cartRowCounts(handle);
    const refused = errorOf(
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' } }),
      400,
    );
    expect(refused.errors?.[0]?.path).toBe('anonymousUserId');
    errorOf(
      await shop.call('cart.open', {
        body: { anonymousUserId: randomUUID(), currency: 'EUR', country: 'US', locale: 'fr' },
      }),
      400,
    );
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('a line is priced by the server: the quote’s price, VAT of the ship-to country, services added', async () => {
    const cart = await openGuestCart();
    const quote = dataOf<{
      priceSets: { deliveryOption: string; quantity: number; amountExclTax: WireMoney }[];
    }>(
      'product.quote',
      await shop.call('product.quote', {
        body: {
          ...FLYERS_QUOTE,
          quantities: [500],
          priorities: ['standard'],
          attributes: {
            ...FLYERS_QUOTE.attributes,
            selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
          },
        },
      }),
    );
    const quoted = quote.priceSets[0]?.amountExclTax.centAmount ?? Number.NaN;

    const withFileCheck = flyersLine({ services: [{ key: 'SVC-pixart-artwork-docreview' }] });
    (withFileCheck.merchantInfo as Record<string, unknown>).fileFlow = { fileCheck: true, upload: 'upload' };
    const answered = dataOf<Cart>('cart.putItem', await put(cart.id, withFileCheck));
    const [line] = Object.values(answered.lineItems);
    if (line === undefined) throw new Error('no line');
    expect(line.price.centAmount).toBe(quoted);
    expect(line.taxRate).toBe(20);
    const fileCheck = line.services.find((service) => service.key === 'SVC-pixart-artwork-docreview');
    expect(fileCheck?.unitPrice.centAmount).toBe(490);
    const excl = quoted + 490;
    expect(line.taxedTotalPriceWithServices.centAmount).toBe(excl + Math.round(excl * 0.2));
    expect(answered.totalPrice.centAmount).toBe(excl);
    expect(answered.taxedPrice.centAmount).toBe(line.taxedTotalPriceWithServices.centAmount);
    // The server's own arrival date is kept with the line.
    expect(line.merchantInfo.deliveryDateWithFallback).toMatch(/^\d{2}-\d{2}-\d{4}$/);

    // Read back as stored.
    expect(dataOf<Cart>('cart.get', await shop.call('cart.get', { params: { id: cart.id } }))).toEqual(
      answered,
    );
  });

  test('prices, totals and taxes sent by the client are refused, and bad lines write nothing', async () => {
    const cart = await openGuestCart();
    await addLines(cart.id, 1);
    const before = await cartRowCounts(handle);
    const bad: [Record<string, unknown>, string][] = [
      [flyersLine({ totalPrice: 1 }), ''],
      [flyersLine({ price: { currencyCode: 'EUR', centAmount: 1 } }), ''],
      [flyersLine({ taxRate: 0 }), ''],
      [flyersLine({ unitPrice: 1 }), ''],
      [flyersLine({ quantity: 0 }), 'quantity'],
      [flyersLine({ quantity: 75 }), 'quantity'],
      [flyersLine({ quantity: 20_000 }), 'quantity'],
      [flyersLine({ currencyCode: 'CHF' }), 'currencyCode'],
      [flyersLine({ shipTo: { country: 'US', postalCode: '10001' } }), 'shipTo.country'],
      [flyersLine({ services: [{ key: 'coupon' }] }), 'services.0.key'],
      [
        flyersLine({
          productConfig: {
            ...(flyersLine().productConfig as Record<string, unknown>),
            selectedAttributes: { format: 'a9' },
          },
        }),
        'productConfig.selectedAttributes.format',
      ],
      [
        flyersLine({
          productConfig: {
            ...(flyersLine().productConfig as Record<string, unknown>),
            deliveryOption: 'teleport',
          },
        }),
        'productConfig.deliveryOption',
      ],
      [
        flyersLine({
          productConfig: {
            ...(flyersLine().productConfig as Record<string, unknown>),
            configurationGraph: {
              mcpSku: 'TIR-FLY',
              entryId: 'flyers',
              productSku: 'FLY',
              variant: 'default',
              version: '0',
            },
          },
        }),
        'productConfig.configurationGraph.version',
      ],
    ];
    for (const [body, path] of bad) {
      const refused = errorOf(await put(cart.id, body), 400);
      if (path !== '') expect(refused.errors?.map((error) => error.path)).toContain(path);
    }
    errorOf(await shop.call('cart.putItem', { params: { id: cart.id }, rawBody: '{"quantity":' }), 400);
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('a promised arrival date that is no longer true is refused with the new date', async () => {
    const cart = await openGuestCart();
    const refused = errorOf(await put(cart.id, flyersLine({ promisedArrivalDate: '01-01-2030' })), 409);
    expect(refused.kind).toBe('cart.arrivalDateChanged');
    const stored = Object.values(dataOf<Cart>('cart.putItem', await put(cart.id, flyersLine())).lineItems)[0];
    const promised = stored?.merchantInfo.deliveryDateWithFallback as string;
    dataOf('cart.putItem', await put(cart.id, flyersLine({ promisedArrivalDate: promised })));
  });

  test(`${MAX_CART_LINES} lines at most: the next add and duplicate are refused, editing still works`, async () => {
    const cart = await openGuestCart();
    const full = await addLines(cart.id, MAX_CART_LINES);
    expect(Object.keys(full.lineItems)).toHaveLength(MAX_CART_LINES);
    const before = await cartRowCounts(handle);
    expect(errorOf(await put(cart.id, flyersLine()), 409).kind).toBe('cart.tooManyLines');
    const [first] = Object.keys(full.lineItems);
    expect(
      errorOf(
        await shop.call('cart.duplicateItem', { params: { id: cart.id }, body: { cartItemId: first } }),
        409,
      ).kind,
    ).toBe('cart.tooManyLines');
    expect(await cartRowCounts(handle)).toEqual(before);

    const edited = dataOf<Cart>(
      'cart.putItem',
      await put(cart.id, { ...flyersLine({ quantity: 1000 }), cartItemId: first }),
    );
    expect(Object.keys(edited.lineItems)).toHaveLength(MAX_CART_LINES);
    expect(edited.lineItems[first as string]?.quantity).toBe(1000);
    expect(edited.taxedPrice.centAmount).toBeGreaterThan(full.taxedPrice.centAmount);
  });

  test('the cart total including VAT cannot pass 100 000,00', async () => {
    const cart = await openGuestCart();
    let taxed = 0;
    let added = 0;
    for (;;) {
      const answer = await put(cart.id, dearPostersLine());
      if (answer.status !== 200) {
        expect(errorOf(answer, 409).kind).toBe('cart.maxPriceExceeded');
        break;
      }
      taxed = dataOf<Cart>('cart.putItem', answer).taxedPrice.centAmount;
      added++;
      expect(added).toBeLessThan(MAX_CART_LINES);
    }
    expect(added).toBeGreaterThan(0);
    expect(taxed).toBeLessThanOrEqual(MAX_CART_TAXED_CENTS);
    const stored = dataOf<Cart>('cart.get', await shop.call('cart.get', { params: { id: cart.id } }));
    expect(Object.keys(stored.lineItems)).toHaveLength(added);
  });

  test('duplicate and delete lines; unknown lines are 404', async () => {
    const cart = await openGuestCart();
    const one = await addLines(cart.id, 1);
    const [lineId] = Object.keys(one.lineItems);
    const two = dataOf<Cart>(
      'cart.duplicateItem',
      await shop.call('cart.duplicateItem', { params: { id: cart.id }, body: { cartItemId: lineId } }),
    );
    const ids = Object.keys(two.lineItems);
    expect(ids).toHaveLength(2);
    const copyId = ids.find((id) => id !== lineId) as string;
    expect({ ...two.lineItems[copyId], id: lineId }).toMatchObject({
      ...one.lineItems[lineId as string],
      lineItemCreationTimestamp: expect.any(String),
    });
    expect(two.taxedPrice.centAmount).toBe(2 * one.taxedPrice.centAmount);

    const left = dataOf<Cart>(
      'cart.deleteItem',
      await shop.call('cart.deleteItem', { query: { cartId: cart.id, cartItemId: lineId as string } }),
    );
    expect(Object.keys(left.lineItems)).toEqual([copyId]);
    const before = await cartRowCounts(handle);
    for (const cartItemId of [lineId as string, randomUUID(), 'not-a-uuid']) {
      errorOf(await shop.call('cart.deleteItem', { query: { cartId: cart.id, cartItemId } }), 404);
      errorOf(await shop.call('cart.duplicateItem', { params: { id: cart.id }, body: { cartItemId } }), 404);
      errorOf(await put(cart.id, { ...flyersLine(), cartItemId }), 404);
    }
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('nobody but its owner sees or changes a cart', async () => {
    const alice = await customerSession(shop, 'alice');
    const bob = await customerSession(shop, 'bob');
    const aliceCart = await openCustomerCart(alice.token);
    const aliceLine = Object.keys(
      (await addLines(aliceCart.id, 1, bearer(alice.token))).lineItems,
    )[0] as string;
    const guestCart = await openGuestCart();
    await addLines(guestCart.id, 1);
    const before = await cartRowCounts(handle);

    for (const [cartId, headers] of [
      [aliceCart.id, bearer(bob.token)],
      [aliceCart.id, {}],
      [guestCart.id, bearer(bob.token)],
      [randomUUID(), {}],
      ['not-a-uuid', {}],
    ] as const) {
      errorOf(await shop.call('cart.get', { params: { id: cartId }, headers }), 404);
      errorOf(await put(cartId, flyersLine(), headers), 404);
      errorOf(
        await shop.call('cart.duplicateItem', {
          params: { id: cartId },
          body: { cartItemId: aliceLine },
          headers,
        }),
        404,
      );
      errorOf(await shop.call('cart.deleteItem', { query: { cartId, cartItemId: aliceLine }, headers }), 404);
      errorOf(
        await shop.call('cart.setAddress', {
          params: { id: cartId },
          body: { shippingAddress: PARIS_ADDRESS },
          headers,
        }),
        404,
      );
    }
    // Another shop does not see the cart either.
    errorOf(
      await shop.call('cart.get', {
        params: { id: aliceCart.id },
        headers: { ...bearer(alice.token), 'fe-x-tenant': 'be' },
      }),
      404,
    );
    expect(await cartRowCounts(handle)).toEqual(before);
    dataOf(
      'cart.get',
      await shop.call('cart.get', { params: { id: aliceCart.id }, headers: bearer(alice.token) }),
    );
  });

  test('a shipping address prices every line for its country; a billing address never grants deferred payment', async () => {
    const cart = await openGuestCart();
    const french = await addLines(cart.id, 2);
    const inBelgium = dataOf<Cart>(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: {
          shippingAddress: { ...PARIS_ADDRESS, country: 'BE', postalCode: '1000', city: 'Bruxelles' },
          billingAddress: PARIS_ADDRESS,
        },
      }),
    );
    expect(inBelgium.shippingAddress?.country).toBe('BE');
    expect(inBelgium.billingAddress?.hasDeferredPayments).toBe(false);
    for (const line of Object.values(inBelgium.lineItems)) expect(line.taxRate).toBe(21);
    expect(inBelgium.totalPrice.centAmount).toBe(french.totalPrice.centAmount);
    expect(inBelgium.taxedPrice.centAmount).toBeGreaterThan(french.taxedPrice.centAmount);
    // New lines follow the cart's destination, whatever their own shipTo says.
    const third = dataOf<Cart>('cart.putItem', await put(cart.id, flyersLine()));
    for (const line of Object.values(third.lineItems)) expect(line.taxRate).toBe(21);

    const before = await cartRowCounts(handle);
    errorOf(
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: { ...PARIS_ADDRESS, country: 'DE', postalCode: '10115' } },
      }),
      400,
    );
    errorOf(
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { billingAddress: { ...PARIS_ADDRESS, hasDeferredPayments: true } },
      }),
      400,
    );
    errorOf(await shop.call('cart.setAddress', { params: { id: cart.id }, body: {} }), 400);
    // A guest has no address book.
    errorOf(
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: { ...PARIS_ADDRESS, id: randomUUID() } },
      }),
      404,
    );
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test.each(['XX', 'DE'])(
    'a billing address in %s, a country the shop does not know, is refused like a shipping one',
    async (country) => {
      const cart = await openGuestCart();
      const before = await cartRowCounts(handle);
      const refused = errorOf(
        await shop.call('cart.setAddress', {
          params: { id: cart.id },
          body: { shippingAddress: PARIS_ADDRESS, billingAddress: { ...PARIS_ADDRESS, country } },
        }),
        400,
      );
      expect(refused.errors).toEqual([
        { path: 'billingAddress.country', message: `The shop fr does not bill to ${country}` },
      ]);
      expect(await cartRowCounts(handle)).toEqual(before);
      const kept = dataOf<Cart>('cart.get', await shop.call('cart.get', { params: { id: cart.id } }));
      expect(kept.billingAddress).toBeNull();
      expect(kept.shippingAddress).toBeNull();
    },
  );

  test('switching currency prices the lines again in it', async () => {
    const anonymousId = randomUUID();
    const cart = await openGuestCart(anonymousId);
    const euros = await addLines(cart.id, 1);
    const francs = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { anonymousUserId: anonymousId, currency: 'CHF', country: 'FR', locale: 'fr' },
      }),
    );
    expect(francs.id).toBe(cart.id);
    expect(francs.currencyCode).toBe('CHF');
    const line = Object.values(francs.lineItems)[0];
    expect(line?.price.currencyCode).toBe('CHF');
    expect(francs.totalPrice.centAmount).not.toBe(euros.totalPrice.centAmount);
  });

  test('at login the guest cart joins the customer’s, and the guest cart is closed', async () => {
    const anonymousId = randomUUID();
    const guest = await openGuestCart(anonymousId);
    await addLines(guest.id, 2);
    const customer = await customerSession(shop, 'merge');
    const own = await openCustomerCart(customer.token);
    await addLines(own.id, 1, bearer(customer.token));

    const merged = await openCustomerCart(customer.token, { anonymousUserId: anonymousId });
    expect(merged.id).toBe(own.id);
    expect(Object.keys(merged.lineItems)).toHaveLength(3);
    errorOf(await shop.call('cart.get', { params: { id: guest.id } }), 404);
    // The anonymous id now opens a fresh, empty guest cart.
    const fresh = await openGuestCart(anonymousId);
    expect(fresh.id).not.toBe(guest.id);
    expect(fresh.lineItems).toEqual({});
  });

  test('a merge stops at the line limit; lines that do not fit stay out', async () => {
    const anonymousId = randomUUID();
    const guest = await openGuestCart(anonymousId);
    await addLines(guest.id, 5);
    const customer = await customerSession(shop, 'merge-full');
    const own = await openCustomerCart(customer.token);
    await addLines(own.id, MAX_CART_LINES - 2, bearer(customer.token));
    const merged = await openCustomerCart(customer.token, { anonymousUserId: anonymousId });
    expect(Object.keys(merged.lineItems)).toHaveLength(MAX_CART_LINES);
  });

  test('an address-book call naming the cart sets the address on it, or writes nothing', async () => {
    const customer = await customerSession(shop, 'book-link');
    const auth = bearer(customer.token);
    const cart = await openCustomerCart(customer.token);
    await addLines(cart.id, 1, auth);
    const belgian = { ...PARIS_ADDRESS, country: 'BE', postalCode: '1000', city: 'Bruxelles' };
    dataOf(
      'customer.addAddress',
      await shop.call('customer.addAddress', {
        body: { type: 'shipping', cartId: cart.id, ...belgian },
        headers: auth,
      }),
    );
    const linked = dataOf<Cart>(
      'cart.get',
      await shop.call('cart.get', { params: { id: cart.id }, headers: auth }),
    );
    expect(linked.shippingAddress?.country).toBe('BE');
    for (const line of Object.values(linked.lineItems)) expect(line.taxRate).toBe(21);

    // Someone else's cart: 404, and the address is not added either.
    const other = await customerSession(shop, 'book-link-other');
    const otherCart = await openCustomerCart(other.token);
    const before = await cartRowCounts(handle);
    const books = await handle.db.query('select count(*)::int as n from addresses');
    errorOf(
      await shop.call('customer.addAddress', {
        body: { type: 'billing', cartId: otherCart.id, ...PARIS_ADDRESS },
        headers: auth,
      }),
      404,
    );
    expect(await handle.db.query('select count(*)::int as n from addresses')).toEqual(books);
    expect(await cartRowCounts(handle)).toEqual(before);

    // An address-book entry chosen by id on the cart: the stored entry is used.
    const book = dataOf<{ customerAddresses: { shippingAddresses: { id: string }[] } }>(
      'customer.get',
      await shop.call('customer.get', { headers: auth }),
    );
    const id = book.customerAddresses.shippingAddresses[0]?.id as string;
    const chosen = dataOf<Cart>(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: { ...PARIS_ADDRESS, id } },
        headers: auth,
      }),
    );
    expect(chosen.shippingAddress).toMatchObject({ id, country: 'BE', city: 'Bruxelles' });
    errorOf(
      await shop.call('cart.setAddress', {
        params: { id: otherCart.id },
        body: { shippingAddress: { ...PARIS_ADDRESS, id } },
        headers: bearer(other.token),
      }),
      404,
    );
    // A typed address's postal code is checked for its country.
    errorOf(
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: { ...PARIS_ADDRESS, postalCode: '7501' } },
        headers: auth,
      }),
      400,
    );
  });

  test('the session state names the visitor’s open cart', async () => {
    const anonymousId = randomUUID();
    const cart = await openGuestCart(anonymousId);
    const state = dataOf<{ cartId: string | null }>(
      'session.get',
      await shop.call('session.get', { headers: { cookie: `${ANONYMOUS_ID_COOKIE}=${anonymousId}` } }),
    );
    expect(state.cartId).toBe(cart.id);
    const customer = await customerSession(shop, 'session-cart');
    const own = await openCustomerCart(customer.token);
    const logged = dataOf<{ cartId: string | null }>(
      'session.get',
      await shop.call('session.get', { headers: bearer(customer.token) }),
    );
    expect(logged.cartId).toBe(own.id);
  });
});
