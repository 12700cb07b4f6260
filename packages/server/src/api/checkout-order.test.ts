import { randomUUID } from 'node:crypto';
import { MAX_CART_LINES } from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  bearer,
  cartRowCounts,
  customerSession,
  dataOf,
  errorOf,
  flyersLine,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Cart = {
  id: string;
  lineItems: Record<string, { id: string; quantity: number }>;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
};
type Order = {
  id: string;
  orderNumber: string;
  status: string;
  lineItems: { id: string; quantity: number; taxedTotalPriceWithServices: WireMoney }[];
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  pendingAmountDetails: { taxedTotal: WireMoney };
  allowedPaymentMethods: string[];
  isDeferredPayment: boolean;
};

const CHECKOUT = { sender_type: 'product', user_notes: { invoiceRequested: true } };

reportPostgresSkipped('checkout and orders');

describe.each(eachDatabase)('checkout and orders on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  /** A customer with an open cart holding `lines` flyers lines and both addresses set. */
  async function readyCart(label: string, lines = 1) {
    const session = await customerSession(shop, label);
    const auth = bearer(session.token);
    const cart = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
    );
    for (let i = 0; i < lines; i++) {
      dataOf(
        'cart.putItem',
        await shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine(), headers: auth }),
      );
    }
    const ready = dataOf<Cart>(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
        headers: auth,
      }),
    );
    return { ...session, auth, cart: ready };
  }
  const checkout = (
    cartId: string,
    auth: Record<string, string>,
    key: string = randomUUID(),
    body: unknown = CHECKOUT,
  ) =>
    shop.call('cart.checkout', {
      params: { id: cartId },
      body,
      headers: { ...auth, 'idempotency-key': key },
    });

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('checkout makes one order from the cart, readable by its owner only', async () => {
    const { auth, cart } = await readyCart('buyer', 2);
    const placed = dataOf<{ id: string; orderNumber: string }>(
      'cart.checkout',
      await checkout(cart.id, auth),
    );
    expect(placed.orderNumber).toMatch(/^TIR-\d+$/);

    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    expect(order).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'pendingPayment',
      totalPrice: cart.totalPrice,
      taxedPrice: cart.taxedPrice,
      pendingAmountDetails: { taxedTotal: cart.taxedPrice },
      allowedPaymentMethods: ['card', 'paypal', 'bankTransfer'],
      isDeferredPayment: false,
    });
    expect(order.lineItems.map((line) => line.id).sort()).toEqual(Object.keys(cart.lineItems).sort());

    // The cart is closed; the customer's next cart is a new, empty one.
    errorOf(await shop.call('cart.get', { params: { id: cart.id }, headers: auth }), 404);
    const next = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
    );
    expect(next.id).not.toBe(cart.id);
    expect(next.lineItems).toEqual({});

    const other = await customerSession(shop, 'stranger');
    for (const id of [placed.id, randomUUID(), 'not-a-uuid']) {
      errorOf(await shop.call('order.get', { params: { id }, headers: bearer(other.token) }), 404);
    }
    errorOf(await shop.call('order.get', { params: { id: placed.id } }), 401);
    errorOf(
      await shop.call('order.get', { params: { id: placed.id }, headers: { ...auth, 'fe-x-tenant': 'be' } }),
      404,
    );
  });

  test('the same Idempotency-Key gives the same order; another key finds the cart ordered', async () => {
    const { auth, cart } = await readyCart('retry');
    const key = randomUUID();
    const first = dataOf<{ id: string }>('cart.checkout', await checkout(cart.id, auth, key));
    const replay = dataOf<{ id: string }>('cart.checkout', await checkout(cart.id, auth, key));
    expect(replay).toEqual(first);
    expect(errorOf(await checkout(cart.id, auth), 409).kind).toBe('cart.alreadyOrdered');
    const reused = errorOf(
      await checkout(cart.id, auth, key, { ...CHECKOUT, user_notes: { invoiceRequested: false } }),
      422,
    );
    expect(reused.kind).toBe('request.idempotencyKeyReused');
    const orders = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from orders where cart_id = $1',
      [cart.id],
    );
    expect(orders[0]?.n).toBe(1);
  });

  test('checkout refuses what it cannot honour, and writes nothing', async () => {
    const { auth, cart } = await readyCart('refused');
    const before = await cartRowCounts(handle);
    errorOf(
      await shop.call('cart.checkout', { params: { id: cart.id }, body: CHECKOUT, headers: auth }),
      400,
    );
    errorOf(await checkout(cart.id, auth, 'not-a-uuid'), 400);
    errorOf(await checkout(cart.id, {}), 401);
    errorOf(await checkout(cart.id, auth, randomUUID(), { ...CHECKOUT, internalCheckout: true }), 403);
    errorOf(await checkout(cart.id, auth, randomUUID(), { ...CHECKOUT, skipDocReview: true }), 403);
    errorOf(
      await checkout(cart.id, auth, randomUUID(), {
        ...CHECKOUT,
        sender_type: 'custom',
        custom_sender: 'Imprimerie X',
      }),
      403,
    );
    errorOf(
      await checkout(cart.id, auth, randomUUID(), {
        sender_type: 'custom',
        user_notes: { invoiceRequested: true },
      }),
      400,
    );
    const stranger = await customerSession(shop, 'not-mine');
    const strangerBefore = await cartRowCounts(handle);
    errorOf(await checkout(cart.id, bearer(stranger.token)), 404);
    expect(await cartRowCounts(handle)).toEqual(strangerBefore);

    const empty = await customerSession(shop, 'empty');
    const emptyCart = dataOf<Cart>(
      'cart.open',
      await shop.call('cart.open', {
        body: { currency: 'EUR', country: 'FR', locale: 'fr' },
        headers: bearer(empty.token),
      }),
    );
    expect(errorOf(await checkout(emptyCart.id, bearer(empty.token)), 409).kind).toBe('cart.empty');
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', {
        params: { id: emptyCart.id },
        body: flyersLine(),
        headers: bearer(empty.token),
      }),
    );
    expect(errorOf(await checkout(emptyCart.id, bearer(empty.token)), 409).kind).toBe('cart.addressMissing');
    const counts = (await cartRowCounts(handle)) as { orders: number; keys: number }[];
    expect(counts[0]?.orders).toBe((before as { orders: number }[])[0]?.orders);
    expect(counts[0]?.keys).toBe((before as { keys: number }[])[0]?.keys);
  });

  test('a premium reseller may ship under their own sender name', async () => {
    const { auth, cart, customerId } = await readyCart('reseller');
    await handle.db.query(
      `update customers set is_premium = true, premium_reason = 'reseller' where id = $1`,
      [customerId],
    );
    const placed = dataOf<{ id: string }>(
      'cart.checkout',
      await checkout(cart.id, auth, randomUUID(), {
        ...CHECKOUT,
        sender_type: 'custom',
        custom_sender: 'Imprimerie X',
      }),
    );
    const [row] = await handle.db.query<{ checkout: { sender: unknown } }>(
      'select checkout from orders where id = $1',
      [placed.id],
    );
    expect(row?.checkout.sender).toEqual({ type: 'custom', customSender: 'Imprimerie X' });
  });

  test('an order line is edited through a draft, finalized once, and the payment method reset', async () => {
    const { auth, cart } = await readyCart('editor', 2);
    const placed = dataOf<{ id: string }>('cart.checkout', await checkout(cart.id, auth));
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const [line, untouched] = order.lineItems;
    if (line === undefined || untouched === undefined) throw new Error('two lines expected');

    const draftAnswer = await shop.call('order.editItem', {
      body: {
        orderId: order.id,
        lineItem: { ...flyersLine({ quantity: 2500 }), id: line.id },
        refererUrl: '/personal-area/orders/',
      },
      headers: auth,
    });
    const draft = dataOf<{ orderEditId: string; orderDto: Order }>('order.editItem', draftAnswer);
    const editedLine = draft.orderDto.lineItems.find((candidate) => candidate.id === line.id);
    expect(editedLine?.quantity).toBe(2500);
    expect(draft.orderDto.lineItems.find((candidate) => candidate.id === untouched.id)).toEqual(untouched);
    expect(draft.orderDto.taxedPrice.centAmount).toBe(
      (editedLine?.taxedTotalPriceWithServices.centAmount ?? 0) +
        untouched.taxedTotalPriceWithServices.centAmount,
    );
    // The order does not change until the draft is finalized.
    expect(
      dataOf('order.get', await shop.call('order.get', { params: { id: order.id }, headers: auth })),
    ).toEqual(order);

    const finalized = dataOf<Order>(
      'order.finalizeEdit',
      await shop.call('order.finalizeEdit', {
        body: { orderId: order.id, orderEditId: draft.orderEditId },
        headers: auth,
      }),
    );
    expect(finalized.taxedPrice).toEqual(draft.orderDto.taxedPrice);
    expect(finalized.pendingAmountDetails.taxedTotal).toEqual(draft.orderDto.taxedPrice);
    expect(
      errorOf(
        await shop.call('order.finalizeEdit', {
          body: { orderId: order.id, orderEditId: draft.orderEditId },
          headers: auth,
        }),
        409,
      ).kind,
    ).toBe('order.editNotDraft');
    const reset = dataOf<Order>(
      'order.resetPaymentMethod',
      await shop.call('order.resetPaymentMethod', { body: { orderId: order.id }, headers: auth }),
    );
    expect(reset.status).toBe('pendingPayment');

    // Someone else's order, an unknown draft, a bad line: 404 and nothing written.
    const stranger = await customerSession(shop, 'edit-stranger');
    const before = await cartRowCounts(handle);
    errorOf(
      await shop.call('order.editItem', {
        body: { orderId: order.id, lineItem: { ...flyersLine(), id: line.id }, refererUrl: '/' },
        headers: bearer(stranger.token),
      }),
      404,
    );
    errorOf(
      await shop.call('order.editItem', {
        body: { orderId: order.id, lineItem: { ...flyersLine(), id: randomUUID() }, refererUrl: '/' },
        headers: auth,
      }),
      404,
    );
    errorOf(
      await shop.call('order.editItem', {
        body: {
          orderId: order.id,
          lineItem: { ...flyersLine({ quantity: 75 }), id: line.id },
          refererUrl: '/',
        },
        headers: auth,
      }),
      400,
    );
    errorOf(
      await shop.call('order.finalizeEdit', {
        body: { orderId: order.id, orderEditId: randomUUID() },
        headers: auth,
      }),
      404,
    );
    errorOf(
      await shop.call('order.finalizeEdit', {
        body: { orderId: order.id, orderEditId: draft.orderEditId },
        headers: bearer(stranger.token),
      }),
      404,
    );
    errorOf(
      await shop.call('order.resetPaymentMethod', {
        body: { orderId: order.id },
        headers: bearer(stranger.token),
      }),
      404,
    );
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('an order in production can no longer be edited', async () => {
    const { auth, cart } = await readyCart('late');
    const placed = dataOf<{ id: string }>('cart.checkout', await checkout(cart.id, auth));
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const draft = dataOf<{ orderEditId: string }>(
      'order.editItem',
      await shop.call('order.editItem', {
        body: {
          orderId: order.id,
          lineItem: { ...flyersLine({ quantity: 1000 }), id: order.lineItems[0]?.id },
          refererUrl: '/',
        },
        headers: auth,
      }),
    );
    await handle.db.query(`update orders set status = 'inProduction' where id = $1`, [order.id]);
    expect(
      errorOf(
        await shop.call('order.finalizeEdit', {
          body: { orderId: order.id, orderEditId: draft.orderEditId },
          headers: auth,
        }),
        409,
      ).kind,
    ).toBe('order.notEditable');
    errorOf(
      await shop.call('order.editItem', {
        body: {
          orderId: order.id,
          lineItem: { ...flyersLine(), id: order.lineItems[0]?.id },
          refererUrl: '/',
        },
        headers: auth,
      }),
      409,
    );
  });

  // Concurrency is real on PostgreSQL (a pool of connections); PGlite runs one statement at a
  // time, so there the same calls check that serialised requests keep the rules too.
  test(`50 concurrent adds to a cart holding ${MAX_CART_LINES - 1} lines leave exactly ${MAX_CART_LINES}`, async () => {
    const { auth, cart } = await readyCart('rush', MAX_CART_LINES - 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine(), headers: auth }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(errorOf(answer, 409).kind).toBe('cart.tooManyLines');
    }
    const [count] = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from cart_lines where cart_id = $1',
      [cart.id],
    );
    expect(count?.n).toBe(MAX_CART_LINES);
  });

  test('20 concurrent checkouts of one cart with one key give one order, the same to all', async () => {
    const { auth, cart } = await readyCart('double-click');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(cart.id, auth, key)));
    const placed = answers.map((answer) => dataOf<{ id: string }>('cart.checkout', answer));
    expect(new Set(placed.map((order) => order.id)).size).toBe(1);
    const [count] = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from orders where cart_id = $1',
      [cart.id],
    );
    expect(count?.n).toBe(1);
  });

  test('20 concurrent checkouts of one cart with different keys create exactly one order', async () => {
    const { auth, cart } = await readyCart('many-tabs');
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(cart.id, auth)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(errorOf(answer, 409).kind).toBe('cart.alreadyOrdered');
    }
    const [count] = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from orders where cart_id = $1',
      [cart.id],
    );
    expect(count?.n).toBe(1);
  });
});
