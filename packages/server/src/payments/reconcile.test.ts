import { randomUUID } from 'node:crypto';
import type { PaymentGatewayPort } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Answer,
  bearer,
  dataOf,
  errorOf,
  PASSWORD,
  placeOrder,
  uniqueEmail,
} from '../api/test-support/cart-fixtures.js';
import { openShop, type ShopClient } from '../api/test-support/shop-client.js';
import { RECONCILE_JOB, shopJobs } from '../jobs/shop-jobs.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createMemoryMail } from '../test-support/memory-mail.js';
import { reconcilePendingPayments } from './reconcile.js';
import { createFakeGateway, type FakeGateway } from './test-support/fake-gateway.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Order = { id: string; status: string; pendingAmountDetails: { taxedTotal: WireMoney } };
type Outcome = { status: 'paid' | 'pending'; paymentId: string; order: Order };

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });

reportPostgresSkipped('reconciling pending payments with the provider');

describe.each(eachDatabase)('reconciling pending payments with the provider on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let gateway: FakeGateway;

  beforeAll(async () => {
    handle = await target.open();
    gateway = createFakeGateway();
    shop = await openShop(handle, {
      payments: {
        gateway: () => gateway,
        bankTransfer: { holder: 'Tirage SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
      },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const reconcile = (provider: PaymentGatewayPort = gateway) =>
    reconcilePendingPayments({
      db: handle.db,
      gateway: provider,
      clock: shop.clock,
      logger: shop.logs.logger,
    });

  /** A logged-in customer with an order to pay. */
  async function buyerWithOrder(label: string) {
    const email = uniqueEmail(label);
    dataOf(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    const auth = bearer(grant.access_token);
    const placed = await placeOrder(shop, auth);
    const order = dataOf<Order>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    return { auth, ...placed, dueCents: order.pendingAmountDetails.taxedTotal.centAmount };
  }

  const pay = (
    auth: Record<string, string>,
    orderId: string,
    dueCents: number,
    key: string,
  ): Promise<Answer> =>
    shop.call('payment.pay', {
      body: { orderId, method: 'card', nonce: `nonce-${key}`, maxAmount: eur(dueCents) },
      headers: { ...auth, 'idempotency-key': key },
    });

  /** Pays while the provider misbehaves, then puts it right. */
  async function payWhile(behaviour: Parameters<FakeGateway['behave']>[0], pay: () => Promise<Answer>) {
    gateway.behave(behaviour);
    try {
      return await pay();
    } finally {
      gateway.behave({ kind: 'succeed' });
    }
  }

  const paymentsOf = (orderId: string) =>
    handle.db.query<{ id: string; status: string; failure: string | null; transaction: string | null }>(
      `select id::text as id, status, failure, gateway_transaction_id as transaction
       from payments where order_id = $1 order by created_at, id`,
      [orderId],
    );
  const orderRow = async (orderId: string) => {
    const [row] = await handle.db.query<{ status: string; paid: number }>(
      'select status, paid_cents as paid from orders where id = $1',
      [orderId],
    );
    return row;
  };

  test('a charge whose answer was lost stays pending; reconciliation finds it paid and pays the order, once', async () => {
    const buyer = await buyerWithOrder('crash');
    const key = randomUUID();
    const lost = await payWhile({ kind: 'crashAfterCharging' }, () =>
      pay(buyer.auth, buyer.id, buyer.dueCents, key),
    );
    expect(errorOf(lost, 503).kind).toBe('payment.providerUnavailable');
    const [pending] = await paymentsOf(buyer.id);
    expect(pending).toMatchObject({ status: 'pending', transaction: null });
    expect(await orderRow(buyer.id)).toEqual({ status: 'pendingPayment', paid: 0 });
    // The provider holds the money; a retry of the same request waits for reconciliation.
    expect(gateway.transactions.get(pending?.id ?? '')?.status).toBe('submittedForSettlement');
    expect(errorOf(await pay(buyer.auth, buyer.id, buyer.dueCents, key), 409).kind).toBe(
      'payment.inProgress',
    );

    const report = await reconcile();
    expect(report).toMatchObject({ paid: 1, errors: 0 });
    expect(await paymentsOf(buyer.id)).toEqual([
      {
        id: pending?.id,
        status: 'paid',
        failure: null,
        transaction: gateway.transactions.get(pending?.id ?? '')?.id,
      },
    ]);
    expect(await orderRow(buyer.id)).toEqual({ status: 'paid', paid: buyer.dueCents });
    expect(gateway.calls.filter((charge) => charge.orderNumber === buyer.orderNumber)).toHaveLength(1);
    expect([...gateway.transactions.values()].filter((t) => t.reference === pending?.id)).toHaveLength(1);

    // The retry of the lost request now answers what reconciliation settled.
    const replay = dataOf<Outcome>('payment.pay', await pay(buyer.auth, buyer.id, buyer.dueCents, key));
    expect(replay).toMatchObject({ status: 'paid', paymentId: pending?.id, order: { status: 'paid' } });
    // Settled once: a second run finds nothing of it to do.
    const again = await reconcile();
    expect(again.paid).toBe(0);
    expect(await orderRow(buyer.id)).toEqual({ status: 'paid', paid: buyer.dueCents });
  });

  test('a pending payment without a transaction is left alone for the nonce lifetime, then fails; the order stays payable', async () => {
    const buyer = await buyerWithOrder('abandon');
    const key = randomUUID();
    const unreachable = await payWhile({ kind: 'throw' }, () =>
      pay(buyer.auth, buyer.id, buyer.dueCents, key),
    );
    expect(errorOf(unreachable, 503).kind).toBe('payment.providerUnavailable');
    const [pending] = await paymentsOf(buyer.id);

    const start = shop.clock.now();
    try {
      shop.clock.set(start.add({ hours: 2, minutes: 59 }));
      expect(await reconcile()).toMatchObject({ stillPending: 1, failed: 0 });
      expect((await paymentsOf(buyer.id))[0]?.status).toBe('pending');

      shop.clock.set(start.add({ hours: 3 }));
      expect(await reconcile()).toMatchObject({ stillPending: 0, failed: 1 });
      expect(await paymentsOf(buyer.id)).toEqual([
        { id: pending?.id, status: 'failed', failure: 'abandoned', transaction: null },
      ]);
      expect(await orderRow(buyer.id)).toEqual({ status: 'pendingPayment', paid: 0 });
      // The lost request's retry says nothing was charged; a new attempt pays.
      expect(errorOf(await pay(buyer.auth, buyer.id, buyer.dueCents, key), 503).kind).toBe(
        'payment.providerUnavailable',
      );
      const paid = dataOf<Outcome>(
        'payment.pay',
        await pay(buyer.auth, buyer.id, buyer.dueCents, randomUUID()),
      );
      expect(paid.order.status).toBe('paid');
    } finally {
      shop.clock.set(start);
    }
  });

  test('a transaction the provider declined fails the payment; payments of another provider are left alone', async () => {
    const declined = await buyerWithOrder('decline');
    await payWhile({ kind: 'throw' }, () => pay(declined.auth, declined.id, declined.dueCents, randomUUID()));
    const [pending] = await paymentsOf(declined.id);
    gateway.recordTransaction({
      id: 'tx-declined',
      reference: pending?.id ?? '',
      amount: { cents: declined.dueCents, currency: 'EUR' },
      status: 'declined',
    });

    const elsewhere = await buyerWithOrder('ailleurs');
    await payWhile({ kind: 'throw' }, () =>
      pay(elsewhere.auth, elsewhere.id, elsewhere.dueCents, randomUUID()),
    );
    // Charged through Braintree before the shop went back to the sandbox.
    await handle.db.query(`update payments set gateway = 'braintree' where order_id = $1`, [elsewhere.id]);

    const report = await reconcile();
    expect(report).toMatchObject({ failed: 1, otherProvider: 1 });
    expect(await paymentsOf(declined.id)).toEqual([
      { id: pending?.id, status: 'failed', failure: 'declined', transaction: null },
    ]);
    expect((await paymentsOf(elsewhere.id))[0]?.status).toBe('pending');
    await handle.db.query(
      `update payments set status = 'failed', failure = 'abandoned' where order_id = $1`,
      [elsewhere.id],
    );
  });

  test('the reconciliation job: a provider that cannot be asked is logged and the payments stay pending; no provider, no job', async () => {
    const buyer = await buyerWithOrder('demarrage');
    await payWhile({ kind: 'throw' }, () => pay(buyer.auth, buyer.id, buyer.dueCents, randomUUID()));
    const broken: PaymentGatewayPort = {
      ...gateway,
      provider: 'sandbox',
      findByReference: () => Promise.reject(new Error('connection refused')),
    };
    const jobsWith = (provider: PaymentGatewayPort | undefined) =>
      shopJobs({
        db: handle.db,
        mail: createMemoryMail(),
        gateway: provider,
        clock: shop.clock,
        reconcileEveryMinutes: 10,
        dataDir: '/nonexistent',
      });
    const job = jobsWith(broken).find((definition) => definition.name === RECONCILE_JOB);
    // Every RECONCILE_EVERY_MINUTES, once across the processes (src/jobs/jobs.test.ts).
    expect(job?.cron).toBe('*/10 * * * *');
    const logs = captureLogs();
    await job?.handle({}, { id: 'job-1', attempt: 1, logger: logs.logger });
    expect((await paymentsOf(buyer.id))[0]?.status).toBe('pending');
    const entries = logs.entries();
    expect(entries.some((entry) => entry.msg === 'could not reconcile a pending payment')).toBe(true);
    expect(entries.find((entry) => entry.msg === 'reconciled pending payments')).toMatchObject({
      provider: 'sandbox',
      errors: 1,
      paid: 0,
    });

    expect(jobsWith(undefined).map((definition) => definition.name)).not.toContain(RECONCILE_JOB);

    // With the provider back, the payment (never charged) waits out the nonce lifetime as before.
    expect(await reconcile()).toMatchObject({ errors: 0, stillPending: 1 });
  });
});
