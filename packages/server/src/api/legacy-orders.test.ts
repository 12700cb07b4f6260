import { MAX_ORDERS_PER_PAGE, ORDERS_PER_PAGE } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seed } from '../db/seed.js';
import {
  importLegacyOrder,
  importLegacyOrders,
  type LegacyOrderImport,
} from '../orders/legacy-order-import.js';
import { DEMO_LEGACY_CUSTOMER_EMAIL, DEMO_LEGACY_ORDERS } from '../orders/legacy-orders-seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { createMemoryMail, type MemoryMail } from '../test-support/memory-mail.js';
import {
  bearer,
  customerSession,
  dataOf,
  errorOf,
  PASSWORD,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { verifyEmail } from './test-support/email-verification.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Summary = {
  orderNumber: string;
  placedOn: string;
  status: string;
  lineItemCount: number;
  totalPrice: WireMoney;
  taxedPrice: WireMoney;
  currencyCode: string;
};
type LegacyList = { orders: Summary[]; page: number; perPage: number; total: number; emailVerified: boolean };
type LegacyOrder = Omit<Summary, 'lineItemCount'> & {
  lineItems: {
    productName: string;
    quantity: number;
    attributes: string;
    totalPrice: WireMoney;
    taxedPrice: WireMoney;
  }[];
  shippingAddress: string | null;
  billingAddress: string | null;
};

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });
/** 2019-03-14 → 14-03-2019, as the wire writes days. */
const wireDay = (iso: string) => iso.split('-').reverse().join('-');

reportPostgresSkipped('legacy orders');

describe.each(eachDatabase)('legacy orders on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let mail: MemoryMail;
  /** The demo's former customer, registered once for the suite, their email verified. */
  let former: Record<string, string>;

  beforeAll(async () => {
    handle = await target.open();
    mail = createMemoryMail();
    shop = await openShop(handle, { mail });
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email: DEMO_LEGACY_CUSTOMER_EMAIL, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email: DEMO_LEGACY_CUSTOMER_EMAIL, password: PASSWORD } }),
    );
    former = bearer(grant.access_token);
    await verifyEmail(shop, mail, former, DEMO_LEGACY_CUSTOMER_EMAIL);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const list = (auth: Record<string, string>, query?: Record<string, string>) =>
    shop.call('legacyOrder.list', { headers: auth, ...(query === undefined ? {} : { query }) });
  const listed = async (auth: Record<string, string>, query?: Record<string, string>) =>
    dataOf<LegacyList>('legacyOrder.list', await list(auth, query));
  const byNumber = (number: string, auth: Record<string, string>) =>
    shop.call('legacyOrder.getByNumber', { params: { number }, headers: auth });
  const legacyRowCounts = () =>
    handle.db.query(
      `select (select count(*)::int from legacy_orders) as orders,
              (select count(*)::int from legacy_order_lines) as lines,
              (select string_agg(order_number || status || total_incl_cents, ',' order by order_number)
                 from legacy_orders) as states`,
    );

  test("the demo's former customer sees the imported orders of their email, newest first", async () => {
    const page = await listed(former);
    const newestFirst = [...DEMO_LEGACY_ORDERS].sort((a, b) => b.placedOn.localeCompare(a.placedOn));
    expect(page).toMatchObject({
      page: 1,
      perPage: ORDERS_PER_PAGE,
      total: DEMO_LEGACY_ORDERS.length,
      emailVerified: true,
    });
    expect(page.orders).toEqual(
      newestFirst.map((order) => ({
        orderNumber: order.orderNumber,
        placedOn: wireDay(order.placedOn),
        status: order.status,
        lineItemCount: order.lines.length,
        totalPrice: eur(order.totalExclCents),
        taxedPrice: eur(order.totalInclCents),
        currencyCode: 'EUR',
      })),
    );
    expect(page.orders.map((order) => order.orderNumber)).toEqual([
      'CMD-2022-00905',
      'CMD-2021-00318',
      'CMD-2020-01187',
      'CMD-2019-00042',
    ]);
  });

  test('an order is read by its number, with its lines in order, its addresses as text and totals', async () => {
    for (const imported of DEMO_LEGACY_ORDERS) {
      const order = dataOf<LegacyOrder>(
        'legacyOrder.getByNumber',
        await byNumber(imported.orderNumber, former),
      );
      expect(order).toEqual({
        orderNumber: imported.orderNumber,
        placedOn: wireDay(imported.placedOn),
        status: imported.status,
        lineItems: imported.lines.map((line) => ({
          productName: line.productName,
          quantity: line.quantity,
          attributes: line.attributes,
          totalPrice: eur(line.totalExclCents),
          taxedPrice: eur(line.totalInclCents),
        })),
        shippingAddress: imported.shippingAddress,
        billingAddress: imported.billingAddress,
        totalPrice: eur(imported.totalExclCents),
        taxedPrice: eur(imported.totalInclCents),
        currencyCode: 'EUR',
      });
      // The demo's totals are the sums of their lines, VAT at 20 %.
      const sum = (key: 'totalExclCents' | 'totalInclCents') =>
        imported.lines.reduce((total, line) => total + line[key], 0);
      expect([sum('totalExclCents'), sum('totalInclCents')]).toEqual([
        imported.totalExclCents,
        imported.totalInclCents,
      ]);
      expect(imported.totalInclCents).toBe(Math.round(imported.totalExclCents * 1.2));
    }
  });

  test('pages cut the list without overlap; a page past the end is empty but counts them all', async () => {
    const all = (await listed(former)).orders.map((order) => order.orderNumber);
    const first = await listed(former, { page: '1', perPage: '3' });
    const second = await listed(former, { page: '2', perPage: '3' });
    expect([...first.orders, ...second.orders].map((order) => order.orderNumber)).toEqual(all);
    expect(second).toMatchObject({ page: 2, perPage: 3, total: 4 });
    expect(await listed(former, { page: '3', perPage: '3' })).toEqual({
      orders: [],
      page: 3,
      perPage: 3,
      total: 4,
      emailVerified: true,
    });
    expect(
      await listed(former, { page: String(Number.MAX_SAFE_INTEGER), perPage: String(MAX_ORDERS_PER_PAGE) }),
    ).toMatchObject({ orders: [], total: 4 });
  });

  test("another customer sees none of them: another's number reads like an unknown one (404)", async () => {
    const stranger = bearer((await customerSession(shop, 'legacy-prober')).token);
    expect(await listed(stranger)).toEqual({
      orders: [],
      page: 1,
      perPage: ORDERS_PER_PAGE,
      total: 0,
      emailVerified: false,
    });
    const notFound = (answer: { status: number; json: Record<string, unknown> }) => {
      const error = errorOf(answer, 404);
      return { message: error.message, kind: error.kind };
    };
    const unknown = notFound(await byNumber('CMD-2099-00001', stranger));
    expect(unknown).toEqual({ message: 'Order not found', kind: 'order.notFound' });
    expect(notFound(await byNumber('CMD-2019-00042', stranger))).toEqual(unknown);
    expect(errorOf(await byNumber('CMD-2019-00042\u0000', former), 400).kind).toBe('request.invalid');
    expect(notFound(await byNumber('cmd-2019-00042', former))).toEqual(unknown);
    // The orders were imported into the French shop: the Belgian shop has none for the email.
    expect(await listed({ ...former, 'fe-x-tenant': 'be' })).toMatchObject({ orders: [], total: 0 });
    expect(notFound(await byNumber('CMD-2019-00042', { ...former, 'fe-x-tenant': 'be' }))).toEqual(unknown);
  });

  test('an import loaded by the shop owner is matched on the email, whatever its case', async () => {
    const email = uniqueEmail('imported');
    const session = await customerSession(shop, 'not-them');
    const imported: LegacyOrderImport = {
      tenantCode: 'fr',
      orderNumber: `OLD-${Date.now()}`,
      customerEmail: email.toUpperCase(),
      placedOn: '2018-12-24',
      status: 'Expédiée',
      currency: 'EUR',
      totalExclCents: 990,
      totalInclCents: 1_188,
      shippingAddress: null,
      billingAddress: null,
      lines: [
        {
          productName: 'Cartes de vœux',
          quantity: 12.5,
          attributes: '',
          totalExclCents: 990,
          totalInclCents: 1_188,
        },
      ],
    };
    expect(await handle.db.transaction((tx) => importLegacyOrder(tx, imported))).toBe(true);
    // The same number again is left as it is: an import can be run twice.
    expect(
      await handle.db.transaction((tx) => importLegacyOrder(tx, { ...imported, status: 'Remplacée' })),
    ).toBe(false);
    expect((await listed(bearer(session.token))).total).toBe(0);

    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 1 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    const owner = bearer(grant.access_token);
    // Nothing until the owner has proven the email is theirs.
    expect(await listed(owner)).toMatchObject({ orders: [], total: 0, emailVerified: false });
    errorOf(await byNumber(imported.orderNumber, owner), 404);
    await verifyEmail(shop, mail, owner, email);
    expect((await listed(owner)).orders.map((order) => [order.orderNumber, order.status])).toEqual([
      [imported.orderNumber, 'Expédiée'],
    ]);
    const order = dataOf<LegacyOrder>('legacyOrder.getByNumber', await byNumber(imported.orderNumber, owner));
    expect(order).toMatchObject({ shippingAddress: null, billingAddress: null, placedOn: '24-12-2018' });
    expect(order.lineItems).toEqual([
      {
        productName: 'Cartes de vœux',
        quantity: 12.5,
        attributes: '',
        totalPrice: eur(990),
        taxedPrice: eur(1_188),
      },
    ]);
    errorOf(await byNumber(imported.orderNumber, former), 404);
  });

  test('a file of orders is imported whole or not at all, and can be imported again', async () => {
    const email = uniqueEmail('file-import');
    const order = (orderNumber: string): LegacyOrderImport => ({
      tenantCode: 'fr',
      orderNumber,
      customerEmail: email,
      placedOn: '2020-02-29',
      status: 'Livrée',
      currency: 'EUR',
      totalExclCents: 1_000,
      totalInclCents: 1_200,
      shippingAddress: '1 rue de la Paix\n75002 Paris',
      billingAddress: null,
      lines: [
        {
          productName: 'Flyers',
          quantity: 100,
          attributes: 'A6',
          totalExclCents: 1_000,
          totalInclCents: 1_200,
        },
      ],
    });
    const stamp = Date.now();
    const good = [order(`F-${stamp}-1`), order(`F-${stamp}-2`)];
    const before = await legacyRowCounts();
    const refused = await importLegacyOrders(handle.db, [
      ...good,
      { ...order(`F-${stamp}-3`), tenantCode: 'xx' },
      { ...order(`F-${stamp}-1`) },
    ]);
    expect(refused).toEqual({
      ok: false,
      errors: [
        { path: '2.tenantCode', message: 'No shop xx' },
        { path: '3.orderNumber', message: `F-${stamp}-1 is twice in the file` },
      ],
    });
    const malformed = await importLegacyOrders(handle.db, [
      { ...order(`F-${stamp}-4`), placedOn: '2021-02-29', lines: [], price: 1 },
    ]);
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) {
      expect(malformed.errors.map((error) => error.path).sort()).toEqual(['0', '0.lines', '0.placedOn']);
    }
    expect(await importLegacyOrders(handle.db, { orders: good })).toMatchObject({ ok: false });
    expect(await legacyRowCounts()).toEqual(before);

    expect(await importLegacyOrders(handle.db, good)).toEqual({ ok: true, imported: 2, alreadyThere: 0 });
    expect(await importLegacyOrders(handle.db, good)).toEqual({ ok: true, imported: 0, alreadyThere: 2 });
    const rows = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from legacy_orders where customer_email = $1',
      [email],
    );
    expect(rows[0]?.n).toBe(2);
  });

  test('the seed runs again without adding or changing anything', async () => {
    await handle.db.query(`update legacy_orders set status = 'Livrée (archivée)' where order_number = $1`, [
      'CMD-2020-01187',
    ]);
    const before = await legacyRowCounts();
    await seed(handle.db);
    expect(await legacyRowCounts()).toEqual(before);
    const order = dataOf<LegacyOrder>('legacyOrder.getByNumber', await byNumber('CMD-2020-01187', former));
    expect(order.status).toBe('Livrée (archivée)');
  });

  test('a bad query or number is refused with its fields named, and changes nothing', async () => {
    const before = await legacyRowCounts();
    const refusals: [Record<string, string>, string[]][] = [
      [{ page: '0' }, ['page']],
      [{ page: 'two' }, ['page']],
      [{ perPage: String(MAX_ORDERS_PER_PAGE + 1) }, ['perPage']],
      [{ page: '-1', perPage: '0' }, ['page', 'perPage']],
      [{ order: 'oldest' }, ['order']],
    ];
    for (const [query, fields] of refusals) {
      const refused = errorOf(await list(former, query), 400);
      expect(refused.kind, JSON.stringify(query)).toBe('request.invalid');
      expect(refused.errors?.map((error) => error.path).sort(), JSON.stringify(query)).toEqual(fields);
    }
    const tooLong = errorOf(await byNumber('N'.repeat(65), former), 400);
    expect(tooLong.errors?.map((error) => error.path)).toEqual(['number']);
    expect(await legacyRowCounts()).toEqual(before);
  });

  test('guests and bad tokens are refused 401 by both calls', async () => {
    for (const auth of [{}, bearer('not-a-token')]) {
      errorOf(await list(auth), 401);
      errorOf(await byNumber('CMD-2019-00042', auth), 401);
    }
  });
});
