import { randomUUID } from 'node:crypto';
import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaffMember } from '../auth/add-staff.js';
import { insertOrder } from '../orders/order-store.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { creditWallet } from '../wallet/credit-wallet.js';
import {
  type Answer,
  bearer,
  dataOf,
  errorOf,
  flyersLine,
  PASSWORD,
  placeOrder,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Order = {
  id: string;
  orderNumber: string;
  status: string;
  lineItems: { id: string }[];
  taxedPrice: WireMoney;
  pendingAmountDetails: { taxedTotal: WireMoney };
  payments: { id: string; method: string; amount: WireMoney; status: string; createdAt: string }[];
  hasWalletPayment: boolean;
  allowedPaymentMethods: string[];
};
type WalletPayment = {
  paymentId: string;
  transactionId: string;
  amount: WireMoney;
  status: 'paid' | 'pending';
  walletCredit: WireMoney;
  order: Order;
};

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });

/** Same amount in euros, as typed to the credit command ("64.20"). */
const typed = (cents: number) => (cents / 100).toFixed(2);

reportPostgresSkipped('paying with the wallet');

describe.each(eachDatabase)('paying with the wallet on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle, { clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown' });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** A registered, logged-in customer: their email, id and auth header. */
  async function customer(label: string) {
    const email = uniqueEmail(label);
    const created = dataOf<{ customerId: string }>(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    return { email, customerId: created.customerId, auth: bearer(grant.access_token) };
  }

  /** Credit through the command's own function. */
  async function credit(email: string, amount: string, currency?: string) {
    const outcome = await creditWallet(
      handle.db,
      { email, amount, note: 'Avoir test', ...(currency === undefined ? {} : { currency }) },
      shop.clock.now(),
    );
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome;
  }

  const getOrder = async (auth: Record<string, string>, id: string) =>
    dataOf<Order>('order.get', await shop.call('order.get', { params: { id }, headers: auth }));

  /** An order placed through the funnel, and what it costs. */
  async function order(auth: Record<string, string>, lines = 1) {
    const placed = await placeOrder(shop, auth, lines);
    const read = await getOrder(auth, placed.id);
    return { ...placed, dueCents: read.pendingAmountDetails.taxedTotal.centAmount };
  }

  const pay = (
    auth: Record<string, string>,
    orderId: string,
    maxAmount: WireMoney,
    key: string = randomUUID(),
  ): Promise<Answer> =>
    shop.call('wallet.pay', {
      body: { orderId, maxAmount },
      headers: { ...auth, 'idempotency-key': key },
    });

  /** The wallet's balance and its ledger, as stored. */
  async function ledger(customerId: string) {
    const [row] = await handle.db.query<{ balance: number; sum: number; movements: number }>(
      `select c.wallet_credit_cents as balance,
              (select coalesce(sum(amount_cents), 0)::int from wallet_movements m where m.customer_id = c.id) as sum,
              (select count(*)::int from wallet_movements m where m.customer_id = c.id) as movements
       from customers c where c.id = $1`,
      [customerId],
    );
    if (row === undefined) throw new Error(`no customer ${customerId}`);
    return row;
  }

  /** The balance, checked to equal its ledger and to be at least zero. */
  async function balanceOf(customerId: string): Promise<number> {
    const { balance, sum } = await ledger(customerId);
    expect(sum).toBe(balance);
    expect(balance).toBeGreaterThanOrEqual(0);
    return balance;
  }

  /** Everything a wallet payment writes, to show that a refused one wrote nothing. */
  const written = () =>
    handle.db.query(
      `select (select count(*)::int from payments) as payments,
              (select count(*)::int from wallet_movements) as movements,
              (select count(*)::int from idempotency_keys) as keys,
              (select coalesce(sum(wallet_credit_cents), 0)::int from customers) as credit,
              (select coalesce(sum(paid_cents), 0)::int from orders) as paid,
              (select string_agg(status, ',' order by id) from orders) as statuses`,
    );

  /** An order row made directly, with no lines, for the property runs (the funnel takes longer). */
  async function bareOrder(customerId: string, taxedCents: number): Promise<string> {
    const [cart] = await handle.db.query<{ id: string }>(
      `insert into carts (tenant_code, customer_id, status, currency, country, locale)
       values ('fr', $1, 'ordered', 'EUR', 'FR', 'fr') returning id::text as id`,
      [customerId],
    );
    if (cart === undefined) throw new Error('no cart');
    const placed = await insertOrder(handle.db, {
      cartId: cart.id,
      customerId,
      tenantCode: 'fr',
      currency: 'EUR',
      lines: [],
      shippingAddress: null,
      billingAddress: null,
      totalCents: taxedCents,
      taxedCents,
      checkout: {
        sender: { type: 'product' },
        userNotes: { invoiceRequested: true, comment: null },
        internalCheckout: false,
        skipDocReview: false,
        recapChecks: {},
      },
    });
    return placed.id;
  }

  test('credit that covers the order pays it in full: the order is paid and shows the payment', async () => {
    const buyer = await customer('plein');
    const placed = await order(buyer.auth);
    const before = await getOrder(buyer.auth, placed.id);
    expect(before.allowedPaymentMethods).not.toContain('wallet');
    await credit(buyer.email, '100.00');
    expect((await getOrder(buyer.auth, placed.id)).allowedPaymentMethods).toContain('wallet');

    const paid = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, placed.id, eur(placed.dueCents)));
    expect(paid).toMatchObject({
      amount: eur(placed.dueCents),
      status: 'paid',
      walletCredit: eur(10_000 - placed.dueCents),
      order: {
        id: placed.id,
        status: 'paid',
        pendingAmountDetails: { taxedTotal: eur(0) },
        hasWalletPayment: true,
        payments: [{ id: paid.paymentId, method: 'wallet', amount: eur(placed.dueCents), status: 'paid' }],
      },
    });
    expect(await getOrder(buyer.auth, placed.id)).toEqual(paid.order);
    const [movement] = await handle.db.query(
      `select kind, amount_cents, order_id::text as order_id, payment_id::text as payment_id
       from wallet_movements where id = $1`,
      [paid.transactionId],
    );
    expect(movement).toEqual({
      kind: 'payment',
      amount_cents: -placed.dueCents,
      order_id: placed.id,
      payment_id: paid.paymentId,
    });
    expect(await balanceOf(buyer.customerId)).toBe(10_000 - placed.dueCents);
    const profile = dataOf<{ customerWalletCredit: WireMoney }>(
      'customer.get',
      await shop.call('customer.get', { headers: buyer.auth }),
    );
    expect(profile.customerWalletCredit).toEqual(eur(10_000 - placed.dueCents));

    // Paid: another attempt is refused and takes nothing.
    const again = errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 409);
    expect(again.kind).toBe('order.notAwaitingPayment');
    expect(await balanceOf(buyer.customerId)).toBe(10_000 - placed.dueCents);
  });

  test('credit smaller than the due pays part of it; the rest stays due, and more credit pays it', async () => {
    const buyer = await customer('partiel');
    const placed = await order(buyer.auth);
    await credit(buyer.email, '20.00');

    // The payment page offered all the credit: 20.00 of the amount due.
    const part = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, placed.id, eur(2_000)));
    expect(part).toMatchObject({
      amount: eur(2_000),
      status: 'pending',
      walletCredit: eur(0),
      order: {
        status: 'pendingPayment',
        pendingAmountDetails: { taxedTotal: eur(placed.dueCents - 2_000) },
        hasWalletPayment: true,
        allowedPaymentMethods: ['card', 'paypal', 'bankTransfer'],
      },
    });
    expect(await balanceOf(buyer.customerId)).toBe(0);
    expect(errorOf(await pay(buyer.auth, placed.id, eur(2_000)), 409).kind).toBe('wallet.noCredit');

    // With the page's offer made for all that is left, the wallet takes just that, not more.
    await credit(buyer.email, '500');
    const rest = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, placed.id, eur(50_000)));
    expect(rest).toMatchObject({
      amount: eur(placed.dueCents - 2_000),
      status: 'paid',
      walletCredit: eur(50_000 - (placed.dueCents - 2_000)),
      order: { status: 'paid', pendingAmountDetails: { taxedTotal: eur(0) } },
    });
    expect(rest.order.payments.map((payment) => payment.amount.centAmount).sort((a, b) => a - b)).toEqual(
      [2_000, placed.dueCents - 2_000].sort((a, b) => a - b),
    );
    expect(await balanceOf(buyer.customerId)).toBe(50_000 - (placed.dueCents - 2_000));
  });

  test('a maxAmount below the due is taken when the credit is the limit, refused when the due grew', async () => {
    const buyer = await customer('plafond');
    const placed = await order(buyer.auth);
    await credit(buyer.email, typed(placed.dueCents - 100));
    // The shopper agreed to all the credit, less than the due: it pays part, as agreed.
    const part = dataOf<WalletPayment>(
      'wallet.pay',
      await pay(buyer.auth, placed.id, eur(placed.dueCents - 100)),
    );
    expect(part.amount).toEqual(eur(placed.dueCents - 100));
    expect(part.order.pendingAmountDetails.taxedTotal).toEqual(eur(100));

    // Another order: the page offered its whole due, then the order was edited to a dearer job.
    const edited = await order(buyer.auth);
    await credit(buyer.email, '1000');
    const seen = edited.dueCents;
    const line = (await getOrder(buyer.auth, edited.id)).lineItems[0];
    if (line === undefined) throw new Error('the order has a line');
    const draft = dataOf<{ orderEditId: string }>(
      'order.editItem',
      await shop.call('order.editItem', {
        body: {
          orderId: edited.id,
          lineItem: { ...flyersLine({ quantity: 2500 }), id: line.id },
          refererUrl: '/personal-area/orders/',
        },
        headers: buyer.auth,
      }),
    );
    const dearer = dataOf<Order>(
      'order.finalizeEdit',
      await shop.call('order.finalizeEdit', {
        body: { orderId: edited.id, orderEditId: draft.orderEditId },
        headers: buyer.auth,
      }),
    );
    const due = dearer.pendingAmountDetails.taxedTotal.centAmount;
    expect(due).toBeGreaterThan(seen);
    const before = await written();
    const grew = errorOf(await pay(buyer.auth, edited.id, eur(seen)), 409);
    expect(grew).toMatchObject({
      kind: 'wallet.dueGrew',
      message: `The order now needs ${typed(due)} EUR, more than the ${typed(seen)} EUR agreed: show the new amount first`,
    });
    expect(await written()).toEqual(before);

    // Shown the new amount, the shopper agrees to it and the wallet pays it.
    const paid = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, edited.id, eur(due)));
    expect(paid).toMatchObject({ amount: eur(due), status: 'paid' });
    // A due that shrank since the page was shown: only the new due is taken.
    const cheaper = await order(buyer.auth);
    const less = dataOf<WalletPayment>(
      'wallet.pay',
      await pay(buyer.auth, cheaper.id, eur(cheaper.dueCents + 5_000)),
    );
    expect(less.amount).toEqual(eur(cheaper.dueCents));
    await balanceOf(buyer.customerId);
  });

  test('a wallet pays only orders in its own currency', async () => {
    const buyer = await customer('franc');
    const placed = await order(buyer.auth);
    await credit(buyer.email, '100', 'CHF');
    expect((await getOrder(buyer.auth, placed.id)).allowedPaymentMethods).not.toContain('wallet');
    const before = await written();
    expect(errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 409)).toMatchObject({
      kind: 'wallet.currencyMismatch',
      message: 'The wallet holds CHF and the order is in EUR: it cannot pay this order',
    });
    // An amount in another currency than the order's is a bad request.
    const wrong = errorOf(
      await pay(buyer.auth, placed.id, { currencyCode: 'CHF', centAmount: placed.dueCents }),
      400,
    );
    expect(wrong.errors).toEqual([{ path: 'maxAmount.currencyCode', message: 'The order is in EUR' }]);
    expect(await written()).toEqual(before);
  });

  test('only the owner pays an order (404 for anyone else), and a guest not at all (401)', async () => {
    const owner = await customer('proprio');
    const placed = await order(owner.auth);
    const stranger = await customer('intrus');
    await credit(stranger.email, '1000');
    const before = await written();
    for (const orderId of [placed.id, randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await pay(stranger.auth, orderId, eur(placed.dueCents)), 404).kind).toBe(
        'order.notFound',
      );
    }
    // The owner's order seen from another shop is not there either.
    await credit(owner.email, '1000');
    const elsewhere = await written();
    errorOf(
      await shop.call('wallet.pay', {
        body: { orderId: placed.id, maxAmount: eur(placed.dueCents) },
        headers: { ...owner.auth, 'idempotency-key': randomUUID(), 'fe-x-tenant': 'be' },
      }),
      404,
    );
    expect(errorOf(await pay({}, placed.id, eur(placed.dueCents)), 401).kind).toBe('auth.required');
    errorOf(await pay({ authorization: 'Bearer nonsense' }, placed.id, eur(placed.dueCents)), 401);
    expect(await written()).toEqual(elsewhere);
    expect((await ledger(stranger.customerId)).balance).toBe(100_000);
    expect(before).not.toEqual(elsewhere);
  });

  test('bad requests are refused with the fields at fault, and write nothing', async () => {
    const buyer = await customer('mauvais');
    const placed = await order(buyer.auth);
    await credit(buyer.email, '1000');
    const before = await written();
    const call = (body: unknown, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
      shop.call('wallet.pay', { body, headers: { ...buyer.auth, ...headers } });
    const pathsOf = async (answer: Promise<Answer>) =>
      (errorOf(await answer, 400).errors ?? []).map((error) => error.path);

    expect(await pathsOf(call({ orderId: placed.id, maxAmount: eur(100) }, {}))).toEqual(['idempotency-key']);
    expect(
      await pathsOf(call({ orderId: placed.id, maxAmount: eur(100) }, { 'idempotency-key': 'again' })),
    ).toEqual(['idempotency-key']);
    expect(await pathsOf(call({ orderId: placed.id }))).toEqual(['maxAmount']);
    expect(await pathsOf(call({ maxAmount: eur(100) }))).toEqual(['orderId']);
    expect(await pathsOf(call({ orderId: placed.id, maxAmount: eur(0) }))).toEqual(['maxAmount.centAmount']);
    expect(await pathsOf(call({ orderId: placed.id, maxAmount: eur(-500) }))).toEqual([
      'maxAmount.centAmount',
    ]);
    expect(await pathsOf(call({ orderId: placed.id, maxAmount: eur(12.5) }))).toContain(
      'maxAmount.centAmount',
    );
    expect(
      await pathsOf(call({ orderId: placed.id, maxAmount: { currencyCode: 'USD', centAmount: 100 } })),
    ).toEqual(['maxAmount.currencyCode']);
    expect(await pathsOf(call({ orderId: placed.id, maxAmount: eur(100), amount: eur(100) }))).toEqual([
      'amount',
    ]);
    errorOf(
      await shop.call('wallet.pay', {
        rawBody: '{"orderId":',
        headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
      }),
      400,
    );
    expect(await written()).toEqual(before);
  });

  test('a retry with the same key answers the same payment and charges once; another body is a 422', async () => {
    const buyer = await customer('rejeu');
    const placed = await order(buyer.auth);
    await credit(buyer.email, '30');
    const key = randomUUID();
    const first = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, placed.id, eur(3_000), key));
    const replay = dataOf<WalletPayment>('wallet.pay', await pay(buyer.auth, placed.id, eur(3_000), key));
    expect(replay).toEqual(first);
    expect(await ledger(buyer.customerId)).toEqual({ balance: 0, sum: 0, movements: 2 });

    const before = await written();
    const reused = errorOf(await pay(buyer.auth, placed.id, eur(2_000), key), 422);
    expect(reused.kind).toBe('request.idempotencyKeyReused');
    expect(await written()).toEqual(before);

    // The same request sent ten times at once is one payment.
    const again = await order(buyer.auth);
    await credit(buyer.email, '1000');
    const concurrentKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(buyer.auth, again.id, eur(again.dueCents), concurrentKey)),
    );
    const paid = answers.map((answer) => dataOf<WalletPayment>('wallet.pay', answer));
    expect(new Set(paid.map((payment) => payment.paymentId)).size).toBe(1);
    const [count] = await handle.db.query<{ n: number }>(
      'select count(*)::int as n from payments where order_id = $1',
      [again.id],
    );
    expect(count?.n).toBe(1);
    expect(await balanceOf(buyer.customerId)).toBe(100_000 - again.dueCents);
  });

  test('20 concurrent payments of one order take what is due once, and never more than the credit', async () => {
    const buyer = await customer('foule');
    const placed = await order(buyer.auth);
    await credit(buyer.email, typed(placed.dueCents * 3));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(buyer.auth, placed.id, eur(placed.dueCents))),
    );
    const succeeded = answers.filter((answer) => answer.status === 201);
    expect(succeeded).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(errorOf(answer, 409).kind).toBe('order.notAwaitingPayment');
    }
    const read = await getOrder(buyer.auth, placed.id);
    expect(read.payments.reduce((total, payment) => total + payment.amount.centAmount, 0)).toBe(
      placed.dueCents,
    );
    expect(read.status).toBe('paid');
    expect(await balanceOf(buyer.customerId)).toBe(placed.dueCents * 2);
  });

  test('20 concurrent payments of 20 orders never take the wallet below zero', async () => {
    const buyer = await customer('vingt');
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await order(buyer.auth));
    const creditCents = orders.slice(0, 3).reduce((total, placed) => total + placed.dueCents, 0) + 1_000;
    await credit(buyer.email, typed(creditCents));
    // Every page offered the whole due: the credit covered each order when it was shown.
    const answers = await Promise.all(
      orders.map((placed) => pay(buyer.auth, placed.id, eur(placed.dueCents))),
    );
    const taken = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => dataOf<WalletPayment>('wallet.pay', answer).amount.centAmount);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect(errorOf(answer, 409).kind).toBe('wallet.noCredit');
    }
    expect(taken.reduce((total, cents) => total + cents, 0)).toBe(creditCents);
    expect(await balanceOf(buyer.customerId)).toBe(0);
    const [paid] = await handle.db.query<{ paid: number; over: number }>(
      `select coalesce(sum(paid_cents), 0)::int as paid, count(*) filter (where paid_cents > taxed_cents)::int as over
       from orders where customer_id = $1`,
      [buyer.customerId],
    );
    expect(paid).toEqual({ paid: creditCents, over: 0 });
  });

  test('a payment made by staff acting as the customer is recorded with the staff member', async () => {
    const buyer = await customer('assiste');
    const placed = await order(buyer.auth);
    await credit(buyer.email, '1000');
    const staffEmail = uniqueEmail('conseil');
    const staff = await addStaffMember(handle.db, { email: staffEmail, displayName: 'Marie Conseil' });
    if (!staff.ok) throw new Error(staff.message);
    const login = dataOf<{ access_token: string; staff: { id: string } }>(
      'admin.login',
      await shop.call('admin.login', {
        body: { email: staffEmail, password: staff.password },
        headers: { 'x-test-ip': '198.51.100.7' },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'admin.loginAsUser',
      await shop.call('admin.loginAsUser', {
        body: { customerEmail: buyer.email },
        headers: bearer(login.access_token),
      }),
    );
    dataOf('wallet.pay', await pay(bearer(grant.access_token), placed.id, eur(placed.dueCents)));
    const actions = await handle.db.query(
      `select method, path, status::int as status, customer_id::text as customer
       from staff_actions where staff_id = $1::uuid`,
      [login.staff.id],
    );
    expect(actions).toEqual([
      {
        method: 'POST',
        path: '/api/v1/wallet/create-payment-and-transaction',
        status: 201,
        customer: buyer.customerId,
      },
    ]);
  });

  test('the database keeps the balance equal to the ledger, and never below zero', async () => {
    const buyer = await customer('garde-fou');
    await credit(buyer.email, '10');
    // A balance changed without its movement, or a movement without its balance: refused at commit.
    await expect(
      handle.db.transaction((tx) =>
        tx.query('update customers set wallet_credit_cents = 5000 where id = $1', [buyer.customerId]),
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.transaction((tx) =>
        tx.query(
          `insert into wallet_movements (customer_id, amount_cents, currency, kind) values ($1, 500, 'EUR', 'credit')`,
          [buyer.customerId],
        ),
      ),
    ).rejects.toThrow();
    // Both together, but below zero: refused by the CHECK.
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.query(
          `insert into wallet_movements (customer_id, amount_cents, currency, kind) values ($1, -1500, 'EUR', 'payment')`,
          [buyer.customerId],
        );
        await tx.query(
          'update customers set wallet_credit_cents = wallet_credit_cents - 1500 where id = $1',
          [buyer.customerId],
        );
      }),
    ).rejects.toThrow();
    expect(await ledger(buyer.customerId)).toEqual({ balance: 1_000, sum: 1_000, movements: 1 });
  });

  test('any sequence of credits and payments keeps the balance equal to its ledger and never below zero', async () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({
        kind: fc.constant('pay' as const),
        order: fc.nat(2),
        agreed: fc.oneof(fc.constant('offer' as const), fc.integer({ min: 1, max: 30_000 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 30_000 }), { minLength: 3, maxLength: 3 }),
        fc.array(action, { minLength: 1, maxLength: 10 }),
        async (prices, actions) => {
          const buyer = await customer('suite');
          const ids = await Promise.all(prices.map((taxed) => bareOrder(buyer.customerId, taxed)));
          // The model: the credit, and what is due on each order.
          let creditLeft = 0;
          const due = [...prices];
          for (const step of actions) {
            if (step.kind === 'credit') {
              await credit(buyer.email, typed(step.cents));
              creditLeft += step.cents;
            } else {
              const left = due[step.order] ?? 0;
              const agreed = step.agreed === 'offer' ? Math.max(1, Math.min(left, creditLeft)) : step.agreed;
              const answer = await pay(buyer.auth, ids[step.order] ?? '', eur(agreed));
              if (left === 0) expect(errorOf(answer, 409).kind).toBe('order.notAwaitingPayment');
              else if (creditLeft === 0) expect(errorOf(answer, 409).kind).toBe('wallet.noCredit');
              else if (agreed < left && creditLeft > agreed)
                expect(errorOf(answer, 409).kind).toBe('wallet.dueGrew');
              else {
                const taken = Math.min(agreed, creditLeft, left);
                const paid = dataOf<WalletPayment>('wallet.pay', answer);
                expect(paid.amount).toEqual(eur(taken));
                expect(paid.status).toBe(taken === left ? 'paid' : 'pending');
                creditLeft -= taken;
                due[step.order] = left - taken;
              }
            }
            expect(await balanceOf(buyer.customerId)).toBe(creditLeft);
          }
          const orders = await handle.db.query<{ id: string; paid: number; payments: number }>(
            `select o.id::text as id, o.paid_cents as paid,
                    (select coalesce(sum(p.amount_cents), 0)::int from payments p where p.order_id = o.id) as payments
             from orders o where o.customer_id = $1`,
            [buyer.customerId],
          );
          for (const row of orders) {
            const index = ids.indexOf(row.id);
            expect(row.paid).toBe(row.payments);
            expect(row.paid).toBe((prices[index] ?? 0) - (due[index] ?? 0));
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
