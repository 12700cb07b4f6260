import { randomUUID } from 'node:crypto';
import { MAX_ORDERS_PER_PAGE, ORDERS_PER_PAGE } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  bearer,
  cartRowCounts,
  customerSession,
  dataOf,
  errorOf,
  placeOrder,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Summary = {
  id: string;
  orderNumber: string;
  status: string;
  createdAt: string;
  lineItemCount: number;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  currencyCode: string;
};
type OrderList = { orders: Summary[]; page: number; perPage: number; total: number };
type Order = {
  id: string;
  orderNumber: string;
  status: string;
  createdAt: string;
  lineItems: unknown[];
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  currencyCode: string;
};

reportPostgresSkipped("the customer's orders list and orders by number");

describe.each(eachDatabase)("the customer's orders list and orders by number on %s", (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const list = (auth: Record<string, string>, query?: Record<string, string>) =>
    shop.call('order.list', { headers: auth, ...(query === undefined ? {} : { query }) });
  const listed = async (auth: Record<string, string>, query?: Record<string, string>) =>
    dataOf<OrderList>('order.list', await list(auth, query));
  const byNumber = (orderNumber: string, auth: Record<string, string> = {}) =>
    shop.call('order.getByNumber', { params: { orderNumber }, headers: auth });

  /** A customer who placed orders of 1, 2, 1, 2… lines, in that order; answers them oldest first. */
  async function customerWithOrders(label: string, count: number) {
    const session = await customerSession(shop, label);
    const auth = bearer(session.token);
    const placed: { id: string; orderNumber: string; lines: number }[] = [];
    for (let i = 0; i < count; i++) {
      const lines = (i % 2) + 1;
      placed.push({ ...(await placeOrder(shop, auth, lines)), lines });
    }
    return { ...session, auth, placed };
  }

  test("the list holds the caller's own orders only, newest first, each summed up as its order reads", async () => {
    const buyer = await customerWithOrders('lister', 3);
    const other = await customerWithOrders('other-lister', 1);

    const page = await listed(buyer.auth);
    expect(page).toMatchObject({ page: 1, perPage: ORDERS_PER_PAGE, total: 3 });
    expect(page.orders.map((order) => order.id)).toEqual(buyer.placed.map((order) => order.id).reverse());
    const createdAt = page.orders.map((order) => Date.parse(order.createdAt));
    expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
    expect(page.orders.map((order) => order.lineItemCount)).toEqual([1, 2, 1]);

    for (const summary of page.orders) {
      const order = dataOf<Order>(
        'order.get',
        await shop.call('order.get', { params: { id: summary.id }, headers: buyer.auth }),
      );
      expect(summary).toEqual({
        id: order.id,
        orderNumber: order.orderNumber,
        status: 'pendingPayment',
        createdAt: order.createdAt,
        lineItemCount: order.lineItems.length,
        totalPrice: order.totalPrice,
        taxedPrice: order.taxedPrice,
        currencyCode: 'EUR',
      });
    }

    const theirs = await listed(bearer(other.token));
    expect(theirs.total).toBe(1);
    expect(theirs.orders.map((order) => order.id)).toEqual([other.placed[0]?.id]);

    // A customer without orders has an empty first page; the orders of one shop are not another's.
    const newcomer = await customerSession(shop, 'no-orders');
    expect(await listed(bearer(newcomer.token))).toEqual({
      orders: [],
      page: 1,
      perPage: ORDERS_PER_PAGE,
      total: 0,
    });
    expect(await listed({ ...buyer.auth, 'fe-x-tenant': 'be' })).toMatchObject({ orders: [], total: 0 });
  });

  test('pages cut the list without overlap or gap; a page past the end is empty but counts them all', async () => {
    const { auth, placed, customerId } = await customerWithOrders('pager', 5);
    const newestFirst = placed.map((order) => order.id).reverse();
    const pages = [];
    for (const page of ['1', '2', '3']) pages.push(await listed(auth, { page, perPage: '2' }));
    expect(pages.map((page) => page.orders.map((order) => order.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
    ]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ page: index + 1, perPage: 2, total: 5 });
    }
    expect(await listed(auth, { page: '4', perPage: '2' })).toEqual({
      orders: [],
      page: 4,
      perPage: 2,
      total: 5,
    });
    expect(await listed(auth, { page: String(Number.MAX_SAFE_INTEGER), perPage: '50' })).toMatchObject({
      orders: [],
      total: 5,
    });
    expect((await listed(auth, { perPage: String(MAX_ORDERS_PER_PAGE) })).orders).toHaveLength(5);

    // Orders placed at the same instant still page in one order: none is shown twice or missed.
    await handle.db.query(`update orders set created_at = '2026-11-18T08:00:00Z' where customer_id = $1`, [
      customerId,
    ]);
    const seen = [];
    for (const page of ['1', '2', '3', '4', '5']) {
      seen.push(...(await listed(auth, { page, perPage: '1' })).orders.map((order) => order.id));
    }
    expect([...seen].sort()).toEqual(placed.map((order) => order.id).sort());
    expect(seen).toEqual((await listed(auth)).orders.map((order) => order.id));
  });

  test('a bad query is refused with its fields named, and changes nothing', async () => {
    const { auth } = await customerWithOrders('bad-query', 1);
    const before = await cartRowCounts(handle);
    const refusals: [Record<string, string>, string[]][] = [
      [{ page: '0' }, ['page']],
      [{ page: '-1' }, ['page']],
      [{ page: '1.5' }, ['page']],
      [{ page: 'two' }, ['page']],
      [{ page: '' }, ['page']],
      [{ perPage: '0' }, ['perPage']],
      [{ perPage: String(MAX_ORDERS_PER_PAGE + 1) }, ['perPage']],
      [{ page: '0', perPage: '100' }, ['page', 'perPage']],
      [{ sort: 'oldest' }, ['sort']],
    ];
    for (const [query, fields] of refusals) {
      const refused = errorOf(await list(auth, query), 400);
      expect(refused.kind, JSON.stringify(query)).toBe('request.invalid');
      expect(refused.errors?.map((error) => error.path).sort(), JSON.stringify(query)).toEqual(fields);
    }
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('guests and bad tokens are refused 401 by both calls', async () => {
    const { placed } = await customerWithOrders('private', 1);
    const orderNumber = placed[0]?.orderNumber ?? '';
    for (const auth of [{}, bearer('not-a-token')]) {
      errorOf(await list(auth), 401);
      errorOf(await byNumber(orderNumber, auth), 401);
    }
  });

  test("an order is read by its number by its owner only: another's number reads like an unknown one", async () => {
    const owner = await customerWithOrders('by-number', 2);
    const [first] = owner.placed;
    if (first === undefined) throw new Error('an order expected');
    const found = dataOf<Order>('order.getByNumber', await byNumber(first.orderNumber, owner.auth));
    expect(found).toEqual(
      dataOf<Order>(
        'order.get',
        await shop.call('order.get', { params: { id: first.id }, headers: owner.auth }),
      ),
    );
    expect(found.lineItems).toHaveLength(first.lines);

    const stranger = await customerSession(shop, 'number-prober');
    const notFound = (answer: { status: number; json: Record<string, unknown> }) => {
      const error = errorOf(answer, 404);
      return { message: error.message, kind: error.kind };
    };
    const strangers = notFound(await byNumber(first.orderNumber, bearer(stranger.token)));
    expect(strangers).toEqual({ message: 'Order not found', kind: 'order.notFound' });
    // The same answer as an id of someone else's order, or a number no order has.
    expect(
      notFound(await shop.call('order.get', { params: { id: first.id }, headers: bearer(stranger.token) })),
    ).toEqual(strangers);
    for (const unknown of [
      'TIR-999999999',
      randomUUID(),
      first.orderNumber.toLowerCase(),
      `${first.orderNumber} `,
    ]) {
      expect(notFound(await byNumber(unknown, owner.auth)), unknown).toEqual(strangers);
    }
    expect(notFound(await byNumber(first.orderNumber, { ...owner.auth, 'fe-x-tenant': 'be' }))).toEqual(
      strangers,
    );
    // A number longer than any order's is refused before it is looked up.
    expect(errorOf(await byNumber('9'.repeat(65), owner.auth), 400).errors?.[0]?.path).toBe('orderNumber');
  });
});
