import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankTransferAccount } from '../config/config.js';
import { BANK_TRANSFER_MANDATE } from '../payments/bank-transfer-store.js';
import { createFakeGateway, type FakeGateway } from '../payments/test-support/fake-gateway.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
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
type Instructions = {
  accountHolder: string;
  iban: string;
  bic: string;
  reference: string;
  amount: WireMoney;
};
type Order = {
  id: string;
  orderNumber: string;
  status: string;
  pendingAmountDetails: { taxedTotal: WireMoney };
  payments: { id: string; method: string; amount: WireMoney; status: string }[];
  isDeferredPayment: boolean;
  allowedPaymentMethods: string[];
  bankTransfer: Instructions | null;
  taxedPrice: WireMoney;
  lineItems: { id: string }[];
};
type Outcome = { status: 'paid' | 'pending'; paymentId: string; order: Order };
type BankTransfer = { paymentId: string; order: Order; instructions: Instructions };

const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });

const ACCOUNT: BankTransferAccount = {
  holder: 'Imprimerie Test SARL',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
};

reportPostgresSkipped('paying an order through the card payment provider, by bank transfer or on invoice');

describe.each(eachDatabase)(
  'paying an order through the card payment provider, by bank transfer or on invoice on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ShopClient;
    let gateway: FakeGateway;

    beforeAll(async () => {
      handle = await target.open();
      gateway = createFakeGateway();
      shop = await openShop(handle, {
        payments: { gateway: () => gateway, bankTransfer: ACCOUNT },
        clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
      });
    });
    afterAll(async () => {
      await handle?.cleanup();
    });

    /** A registered, logged-in customer. */
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
      return { customerId: created.customerId, auth: bearer(grant.access_token) };
    }

    const getOrder = async (auth: Record<string, string>, id: string) =>
      dataOf<Order>('order.get', await shop.call('order.get', { params: { id }, headers: auth }));

    /** An order placed through the funnel, and what it owes. */
    async function order(auth: Record<string, string>) {
      const placed = await placeOrder(shop, auth);
      const read = await getOrder(auth, placed.id);
      return { ...placed, dueCents: read.pendingAmountDetails.taxedTotal.centAmount };
    }

    const pay = (
      auth: Record<string, string>,
      orderId: string,
      maxAmount: WireMoney,
      options: { key?: string; method?: 'card' | 'paypal'; nonce?: string } = {},
    ): Promise<Answer> =>
      shop.call('payment.pay', {
        body: {
          orderId,
          method: options.method ?? 'card',
          nonce: options.nonce ?? `nonce-${randomUUID()}`,
          deviceData: '{"correlation_id":"abc"}',
          maxAmount,
        },
        headers: { ...auth, 'idempotency-key': options.key ?? randomUUID() },
      });

    /** The provider's charges of one order. */
    const chargesOf = (orderNumber: string) =>
      gateway.calls.filter((charge) => charge.orderNumber === orderNumber);

    /** Everything the payment calls write, to show that a refused one wrote nothing. */
    const written = () =>
      handle.db.query(
        `select (select count(*)::int from payments) as payments,
              (select string_agg(status, ',' order by id) from payments) as payment_statuses,
              (select count(*)::int from idempotency_keys) as keys,
              (select count(*)::int from bank_transfer_mandates) as mandates,
              (select coalesce(sum(paid_cents), 0)::int from orders) as paid,
              (select string_agg(status || coalesce(payment_method, '-'), ',' order by id) from orders) as orders`,
      );

    const paymentRow = async (id: string) => {
      const [row] = await handle.db.query(
        `select method, status, amount_cents, gateway, gateway_transaction_id, failure from payments where id = $1`,
        [id],
      );
      return row;
    };

    test('the client token names the provider and is made for the customer; guests get none', async () => {
      const buyer = await customer('jeton');
      const token = dataOf<{ provider: string; clientToken: string }>(
        'payment.clientToken',
        await shop.call('payment.clientToken', { headers: buyer.auth }),
      );
      expect(token).toEqual({ provider: 'sandbox', clientToken: `fake-client-token:${buyer.customerId}` });
      expect(errorOf(await shop.call('payment.clientToken'), 401).kind).toBe('auth.required');

      gateway.setUnreachable(true);
      try {
        expect(errorOf(await shop.call('payment.clientToken', { headers: buyer.auth }), 503).kind).toBe(
          'payment.providerUnavailable',
        );
      } finally {
        gateway.setUnreachable(false);
      }
    });

    test('a card payment the provider accepts marks the order paid, with one charge of what is due', async () => {
      const buyer = await customer('carte');
      const placed = await order(buyer.auth);
      const before = await getOrder(buyer.auth, placed.id);
      expect(before).toMatchObject({ status: 'pendingPayment', bankTransfer: null });
      expect(before.allowedPaymentMethods).toEqual(['card', 'paypal', 'bankTransfer']);

      const paid = dataOf<Outcome>('payment.pay', await pay(buyer.auth, placed.id, eur(placed.dueCents)));
      expect(paid).toMatchObject({
        status: 'paid',
        order: {
          id: placed.id,
          status: 'paid',
          pendingAmountDetails: { taxedTotal: eur(0) },
          payments: [{ id: paid.paymentId, method: 'card', amount: eur(placed.dueCents), status: 'paid' }],
          bankTransfer: null,
        },
      });
      expect(await getOrder(buyer.auth, placed.id)).toEqual(paid.order);

      const charges = chargesOf(placed.orderNumber);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({
        reference: paid.paymentId,
        method: 'card',
        amount: { cents: placed.dueCents, currency: 'EUR' },
        deviceData: '{"correlation_id":"abc"}',
        customerReference: buyer.customerId,
      });
      expect(await paymentRow(paid.paymentId)).toEqual({
        method: 'card',
        status: 'paid',
        amount_cents: placed.dueCents,
        gateway: 'sandbox',
        gateway_transaction_id: gateway.transactions.get(paid.paymentId)?.id,
        failure: null,
      });

      // Paid: another attempt is refused before the provider is asked.
      expect(errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 409).kind).toBe(
        'order.notAwaitingPayment',
      );
      expect(chargesOf(placed.orderNumber)).toHaveLength(1);
    });

    test('editing an item of a paid order resets its payment method: a dearer order awaits the difference, its payment kept', async () => {
      const buyer = await customer('edition-payee');
      const placed = await order(buyer.auth);
      const paid = dataOf<Outcome>('payment.pay', await pay(buyer.auth, placed.id, eur(placed.dueCents)));
      const before = await getOrder(buyer.auth, placed.id);
      expect(before).toMatchObject({
        status: 'paid',
        pendingAmountDetails: { taxedTotal: eur(0) },
        payments: [{ id: paid.paymentId, method: 'card', amount: eur(placed.dueCents), status: 'paid' }],
        allowedPaymentMethods: ['card', 'paypal', 'bankTransfer'],
      });
      const methodOf = async () =>
        (
          await handle.db.query<{ payment_method: string | null }>(
            'select payment_method from orders where id = $1',
            [placed.id],
          )
        )[0]?.payment_method;
      expect(await methodOf()).toBe('card');

      const [line] = before.lineItems;
      if (line === undefined) throw new Error('one line expected');
      const draft = dataOf<{ orderEditId: string }>(
        'order.editItem',
        await shop.call('order.editItem', {
          body: {
            orderId: placed.id,
            lineItem: { ...flyersLine({ quantity: 2500 }), id: line.id },
            refererUrl: '/personal-area/orders/',
          },
          headers: buyer.auth,
        }),
      );
      const finalized = dataOf<Order>(
        'order.finalizeEdit',
        await shop.call('order.finalizeEdit', {
          body: { orderId: placed.id, orderEditId: draft.orderEditId },
          headers: buyer.auth,
        }),
      );
      const extra = finalized.taxedPrice.centAmount - placed.dueCents;
      expect(extra).toBeGreaterThan(0);

      const reset = dataOf<Order>(
        'order.resetPaymentMethod',
        await shop.call('order.resetPaymentMethod', { body: { orderId: placed.id }, headers: buyer.auth }),
      );
      expect(reset).toMatchObject({
        status: 'pendingPayment',
        pendingAmountDetails: { taxedTotal: eur(extra) },
        // The first payment stays on the order; the shopper chooses again how to pay the rest.
        payments: before.payments,
        allowedPaymentMethods: ['card', 'paypal', 'bankTransfer'],
      });
      expect(await methodOf()).toBeNull();
      expect(await getOrder(buyer.auth, placed.id)).toEqual(reset);

      // The difference is paid like any amount due, and only it is charged.
      const rest = dataOf<Outcome>('payment.pay', await pay(buyer.auth, placed.id, eur(extra)));
      expect(rest.order).toMatchObject({ status: 'paid', pendingAmountDetails: { taxedTotal: eur(0) } });
      expect(chargesOf(placed.orderNumber).map((charge) => charge.amount.cents)).toEqual([
        placed.dueCents,
        extra,
      ]);
    });

    test('a PayPal payment is charged the same way, without asking for 3-D Secure', async () => {
      const buyer = await customer('paypal');
      const placed = await order(buyer.auth);
      const paid = dataOf<Outcome>(
        'payment.pay',
        await pay(buyer.auth, placed.id, eur(placed.dueCents), { method: 'paypal' }),
      );
      expect(paid.order.payments).toMatchObject([{ method: 'paypal', status: 'paid' }]);
      expect(chargesOf(placed.orderNumber).map((charge) => charge.method)).toEqual(['paypal']);
    });

    test('each decline answers 402 with its kind and leaves the order payable; another attempt pays it', async () => {
      const buyer = await customer('refus');
      const placed = await order(buyer.auth);
      const refusals: [string, 'declined' | 'authenticationFailed' | 'invalidNonce'][] = [
        ['payment.declined', 'declined'],
        ['payment.authenticationFailed', 'authenticationFailed'],
        ['payment.invalidNonce', 'invalidNonce'],
      ];
      try {
        for (const [kind, reason] of refusals) {
          gateway.behave({ kind: 'decline', reason });
          const refused = errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 402);
          expect(refused.kind).toBe(kind);
          expect(refused.message).toMatch(/^[A-Z][a-z -]/);
        }
      } finally {
        gateway.behave({ kind: 'succeed' });
      }
      const failed = await handle.db.query<{ status: string; failure: string }>(
        `select status, failure from payments where order_id = $1 order by created_at, failure`,
        [placed.id],
      );
      expect(failed.map((row) => `${row.status}:${row.failure}`).sort()).toEqual([
        'failed:authenticationFailed',
        'failed:declined',
        'failed:invalidNonce',
      ]);
      const still = await getOrder(buyer.auth, placed.id);
      expect(still).toMatchObject({
        status: 'pendingPayment',
        pendingAmountDetails: { taxedTotal: eur(placed.dueCents) },
      });
      expect(still.payments.map((payment) => payment.status)).toEqual(['failed', 'failed', 'failed']);

      const paid = dataOf<Outcome>('payment.pay', await pay(buyer.auth, placed.id, eur(placed.dueCents)));
      expect(paid.order.status).toBe('paid');
      expect(chargesOf(placed.orderNumber)).toHaveLength(4);
      expect(paid.order.payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    });

    test('a retry with the same key answers the same and charges once, a decline included; another body is a 422', async () => {
      const buyer = await customer('rejeu');
      const declined = await order(buyer.auth);
      const declinedKey = randomUUID();
      const nonce = `nonce-${randomUUID()}`;
      gateway.behave({ kind: 'decline', reason: 'declined' });
      let first: Answer;
      try {
        first = await pay(buyer.auth, declined.id, eur(declined.dueCents), { key: declinedKey, nonce });
      } finally {
        gateway.behave({ kind: 'succeed' });
      }
      const again = await pay(buyer.auth, declined.id, eur(declined.dueCents), { key: declinedKey, nonce });
      expect(errorOf(again, 402)).toEqual(errorOf(first, 402));
      expect(chargesOf(declined.orderNumber)).toHaveLength(1);

      const placed = await order(buyer.auth);
      const key = randomUUID();
      const paidNonce = `nonce-${randomUUID()}`;
      const paid = dataOf<Outcome>(
        'payment.pay',
        await pay(buyer.auth, placed.id, eur(placed.dueCents), { key, nonce: paidNonce }),
      );
      const replay = dataOf<Outcome>(
        'payment.pay',
        await pay(buyer.auth, placed.id, eur(placed.dueCents), { key, nonce: paidNonce }),
      );
      expect(replay).toEqual(paid);
      expect(chargesOf(placed.orderNumber)).toHaveLength(1);

      const before = await written();
      const reused = errorOf(
        await pay(buyer.auth, placed.id, eur(placed.dueCents + 1), { key, nonce: paidNonce }),
        422,
      );
      expect(reused.kind).toBe('request.idempotencyKeyReused');
      expect(await written()).toEqual(before);
    });

    test('20 concurrent payments of one order with different keys charge it exactly once', async () => {
      const buyer = await customer('foule');
      const placed = await order(buyer.auth);
      gateway.delayCharges(30);
      let answers: Answer[];
      try {
        answers = await Promise.all(
          Array.from({ length: 20 }, () => pay(buyer.auth, placed.id, eur(placed.dueCents))),
        );
      } finally {
        gateway.delayCharges(0);
      }
      const succeeded = answers.filter((answer) => answer.status === 201);
      expect(succeeded).toHaveLength(1);
      for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
        expect(['payment.inProgress', 'order.notAwaitingPayment']).toContain(errorOf(answer, 409).kind);
      }
      expect(chargesOf(placed.orderNumber)).toHaveLength(1);
      const read = await getOrder(buyer.auth, placed.id);
      expect(read.status).toBe('paid');
      expect(read.payments).toHaveLength(1);
      const [paid] = await handle.db.query<{ paid: number }>(
        'select paid_cents as paid from orders where id = $1',
        [placed.id],
      );
      expect(paid?.paid).toBe(placed.dueCents);
    });

    test('an amount agreed below the due is refused (amountChanged); above it, only the due is charged', async () => {
      const buyer = await customer('montant');
      const placed = await order(buyer.auth);
      const before = await written();
      const changed = errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents - 1)), 409);
      expect(changed.kind).toBe('payment.amountChanged');
      expect(await written()).toEqual(before);
      expect(chargesOf(placed.orderNumber)).toHaveLength(0);

      const paid = dataOf<Outcome>(
        'payment.pay',
        await pay(buyer.auth, placed.id, eur(placed.dueCents + 10_000)),
      );
      expect(paid.order.payments[0]?.amount).toEqual(eur(placed.dueCents));
      expect(chargesOf(placed.orderNumber)[0]?.amount).toEqual({ cents: placed.dueCents, currency: 'EUR' });
    });

    test("another customer's order is not found, a guest is refused, and nothing is written", async () => {
      const owner = await customer('proprio');
      const placed = await order(owner.auth);
      const stranger = await customer('intrus');
      const before = await written();
      for (const orderId of [placed.id, randomUUID(), 'not-a-uuid']) {
        expect(errorOf(await pay(stranger.auth, orderId, eur(placed.dueCents)), 404).kind).toBe(
          'order.notFound',
        );
      }
      errorOf(
        await shop.call('payment.pay', {
          body: { orderId: placed.id, method: 'card', nonce: 'n', maxAmount: eur(placed.dueCents) },
          headers: { ...owner.auth, 'idempotency-key': randomUUID(), 'fe-x-tenant': 'be' },
        }),
        404,
      );
      expect(errorOf(await pay({}, placed.id, eur(placed.dueCents)), 401).kind).toBe('auth.required');
      for (const name of ['payment.bankTransfer', 'payment.deferred'] as const) {
        errorOf(
          await shop.call(name, {
            body:
              name === 'payment.bankTransfer'
                ? { orderId: placed.id, mandateAccepted: true }
                : { orderId: placed.id },
            headers: { ...stranger.auth, 'idempotency-key': randomUUID() },
          }),
          404,
        );
      }
      expect(await written()).toEqual(before);
      expect(chargesOf(placed.orderNumber)).toHaveLength(0);
    });

    test('bad requests are refused with the fields at fault, and write nothing', async () => {
      const buyer = await customer('mauvais');
      const placed = await order(buyer.auth);
      const before = await written();
      const valid = { orderId: placed.id, method: 'card', nonce: 'nonce-1', maxAmount: eur(placed.dueCents) };
      const call = (body: unknown, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
        shop.call('payment.pay', { body, headers: { ...buyer.auth, ...headers } });
      const pathsOf = async (answer: Promise<Answer>) =>
        (errorOf(await answer, 400).errors ?? []).map((error) => error.path);

      expect(await pathsOf(call(valid, {}))).toEqual(['idempotency-key']);
      expect(await pathsOf(call({ ...valid, method: 'wallet' }))).toEqual(['method']);
      expect(await pathsOf(call({ ...valid, nonce: '' }))).toEqual(['nonce']);
      expect(await pathsOf(call({ ...valid, maxAmount: eur(0) }))).toEqual(['maxAmount.centAmount']);
      expect(await pathsOf(call({ ...valid, amount: eur(100) }))).toEqual(['amount']);
      expect(
        await pathsOf(call({ ...valid, maxAmount: { currencyCode: 'CHF', centAmount: placed.dueCents } })),
      ).toEqual(['maxAmount.currencyCode']);
      expect(
        await pathsOf(
          shop.call('payment.bankTransfer', {
            body: { orderId: placed.id, mandateAccepted: false },
            headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
          }),
        ),
      ).toEqual(['mandateAccepted']);
      expect(
        await pathsOf(
          shop.call('payment.removeSavedMethod', { params: { token: 'pm visa' }, headers: buyer.auth }),
        ),
      ).toEqual(['token']);
      expect(await written()).toEqual(before);
      expect(chargesOf(placed.orderNumber)).toHaveLength(0);
    });

    test('a provider that cannot be reached leaves the payment pending: the order is not paid and cannot be charged twice', async () => {
      const buyer = await customer('coupure');
      const placed = await order(buyer.auth);
      gateway.behave({ kind: 'throw' });
      let answer: Answer;
      try {
        answer = await pay(buyer.auth, placed.id, eur(placed.dueCents));
      } finally {
        gateway.behave({ kind: 'succeed' });
      }
      expect(errorOf(answer, 503).kind).toBe('payment.providerUnavailable');
      const read = await getOrder(buyer.auth, placed.id);
      expect(read.status).toBe('pendingPayment');
      expect(read.payments).toMatchObject([{ method: 'card', status: 'pending' }]);
      // Until reconciliation knows what the provider did, no second charge.
      expect(errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 409).kind).toBe(
        'payment.inProgress',
      );
      expect(chargesOf(placed.orderNumber)).toHaveLength(1);
    });

    test('bank transfer records the mandate and gives the instructions; the order waits for the money', async () => {
      const buyer = await customer('virement');
      const placed = await order(buyer.auth);
      const key = randomUUID();
      const transfer = (idempotencyKey: string) =>
        shop.call('payment.bankTransfer', {
          body: { orderId: placed.id, mandateAccepted: true },
          headers: { ...buyer.auth, 'idempotency-key': idempotencyKey, 'x-test-ip': '203.0.113.9' },
        });
      const chosen = dataOf<BankTransfer>('payment.bankTransfer', await transfer(key));
      const instructions = {
        accountHolder: ACCOUNT.holder,
        iban: ACCOUNT.iban,
        bic: ACCOUNT.bic,
        reference: placed.orderNumber,
        amount: eur(placed.dueCents),
      };
      expect(chosen.instructions).toEqual(instructions);
      expect(chosen.order).toMatchObject({
        status: 'pendingPayment',
        pendingAmountDetails: { taxedTotal: eur(placed.dueCents) },
        payments: [
          { id: chosen.paymentId, method: 'bankTransfer', status: 'pending', amount: eur(placed.dueCents) },
        ],
        bankTransfer: instructions,
      });
      expect(await getOrder(buyer.auth, placed.id)).toEqual(chosen.order);
      const mandates = () =>
        handle.db.query(
          `select customer_id::text as customer, payment_id::text as payment, accepted_at, client_address,
                mandate_version, mandate_text, account_holder, iban, bic
         from bank_transfer_mandates where order_id = $1 order by accepted_at, id`,
          [placed.id],
        );
      expect(await mandates()).toEqual([
        {
          customer: buyer.customerId,
          payment: chosen.paymentId,
          accepted_at: new Date(shop.clock.now().epochMilliseconds),
          client_address: '203.0.113.9',
          mandate_version: BANK_TRANSFER_MANDATE.version,
          mandate_text: BANK_TRANSFER_MANDATE.text,
          account_holder: ACCOUNT.holder,
          iban: ACCOUNT.iban,
          bic: ACCOUNT.bic,
        },
      ]);
      const [method] = await handle.db.query('select payment_method from orders where id = $1', [placed.id]);
      expect(method).toEqual({ payment_method: 'bankTransfer' });

      // The same request again: the same answer, one mandate.
      expect(dataOf<BankTransfer>('payment.bankTransfer', await transfer(key))).toEqual(chosen);
      expect(await mandates()).toHaveLength(1);
      // Chosen again on another visit: the same payment, and the new acceptance recorded.
      const again = dataOf<BankTransfer>('payment.bankTransfer', await transfer(randomUUID()));
      expect(again.paymentId).toBe(chosen.paymentId);
      expect(await mandates()).toHaveLength(2);

      // The shopper pays by card after all: nothing is awaited by transfer any more.
      const paid = dataOf<Outcome>('payment.pay', await pay(buyer.auth, placed.id, eur(placed.dueCents)));
      expect(paid.order).toMatchObject({ status: 'paid', bankTransfer: null });
      expect(errorOf(await transfer(randomUUID()), 409).kind).toBe('order.notAwaitingPayment');
    });

    test('deferred payment is refused unless the billing address allows it, and then confirms the order for file review', async () => {
      const buyer = await customer('differe');
      const placed = await order(buyer.auth);
      const deferred = (key = randomUUID()) =>
        shop.call('payment.deferred', {
          body: { orderId: placed.id },
          headers: { ...buyer.auth, 'idempotency-key': key },
        });
      const before = await written();
      expect(errorOf(await deferred(), 409).kind).toBe('payment.methodNotAllowed');
      expect(await written()).toEqual(before);
      expect((await getOrder(buyer.auth, placed.id)).allowedPaymentMethods).not.toContain('deferred');

      // Staff allow deferred payments for this customer's billing address.
      await handle.db.query(
        `update orders set billing_address = billing_address || '{"hasDeferredPayments": true}'::jsonb where id = $1`,
        [placed.id],
      );
      const allowed = await getOrder(buyer.auth, placed.id);
      expect(allowed.allowedPaymentMethods).toEqual(['card', 'paypal', 'bankTransfer', 'deferred']);
      // Allowed is not chosen: the order is paid on invoice only once the shopper says so.
      expect(allowed.isDeferredPayment).toBe(false);

      const key = randomUUID();
      const confirmed = dataOf<Outcome>('payment.deferred', await deferred(key));
      expect(confirmed).toMatchObject({
        status: 'pending',
        order: {
          status: 'fileReview',
          isDeferredPayment: true,
          pendingAmountDetails: { taxedTotal: eur(placed.dueCents) },
          payments: [
            { id: confirmed.paymentId, method: 'deferred', status: 'pending', amount: eur(placed.dueCents) },
          ],
          bankTransfer: null,
        },
      });
      expect(dataOf<Outcome>('payment.deferred', await deferred(key))).toEqual(confirmed);
      expect(errorOf(await deferred(), 409).kind).toBe('order.notAwaitingPayment');
      expect(errorOf(await pay(buyer.auth, placed.id, eur(placed.dueCents)), 409).kind).toBe(
        'order.notAwaitingPayment',
      );
    });

    test('saved payment methods are listed and removed for the customer only', async () => {
      const buyer = await customer('moyens');
      const other = await customer('autre');
      const visa = {
        token: 'pm-visa',
        kind: 'card' as const,
        label: 'Visa •••• 1111, exp. 12/2030',
        isDefault: true,
      };
      const paypal = {
        token: 'pm-paypal',
        kind: 'paypal' as const,
        label: 'claire@example.fr',
        isDefault: false,
      };
      gateway.saveMethod(buyer.customerId, visa);
      gateway.saveMethod(buyer.customerId, paypal);
      const listed = dataOf<{ methods: unknown[] }>(
        'payment.savedMethods',
        await shop.call('payment.savedMethods', { headers: buyer.auth }),
      );
      expect(listed.methods).toEqual([visa, paypal]);
      expect(
        dataOf<{ methods: unknown[] }>(
          'payment.savedMethods',
          await shop.call('payment.savedMethods', { headers: other.auth }),
        ).methods,
      ).toEqual([]);

      // Another customer cannot remove them.
      expect(
        errorOf(
          await shop.call('payment.removeSavedMethod', { params: { token: 'pm-visa' }, headers: other.auth }),
          404,
        ).kind,
      ).toBe('payment.methodNotFound');
      const left = dataOf<{ methods: unknown[] }>(
        'payment.removeSavedMethod',
        await shop.call('payment.removeSavedMethod', { params: { token: 'pm-visa' }, headers: buyer.auth }),
      );
      expect(left.methods).toEqual([paypal]);
      errorOf(await shop.call('payment.savedMethods'), 401);

      gateway.setUnreachable(true);
      try {
        expect(errorOf(await shop.call('payment.savedMethods', { headers: buyer.auth }), 503).kind).toBe(
          'payment.providerUnavailable',
        );
      } finally {
        gateway.setUnreachable(false);
      }
    });

    test('without a card payment provider, its calls answer 503 and write nothing; bank transfer still works', async () => {
      const bare = await openShop(handle);
      const buyer = await customer('sans-prestataire');
      const placed = await order(buyer.auth);
      const before = await written();
      const refused = errorOf(
        await bare.call('payment.pay', {
          body: { orderId: placed.id, method: 'card', nonce: 'n', maxAmount: eur(placed.dueCents) },
          headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
        }),
        503,
      );
      expect(refused.kind).toBe('payment.providerUnavailable');
      for (const name of ['payment.clientToken', 'payment.savedMethods'] as const) {
        expect(errorOf(await bare.call(name, { headers: buyer.auth }), 503).kind).toBe(
          'payment.providerUnavailable',
        );
      }
      expect(await written()).toEqual(before);
      // The demo account of a shop that set none.
      const transfer = dataOf<BankTransfer>(
        'payment.bankTransfer',
        await bare.call('payment.bankTransfer', {
          body: { orderId: placed.id, mandateAccepted: true },
          headers: { ...buyer.auth, 'idempotency-key': randomUUID() },
        }),
      );
      expect(transfer.instructions).toMatchObject({
        accountHolder: 'Tirage SAS',
        reference: placed.orderNumber,
      });
    });
  },
);
