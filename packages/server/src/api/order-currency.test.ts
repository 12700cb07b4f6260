import { randomUUID } from 'node:crypto';
import type { PaymentGatewayPort } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BankTransferAccount } from '../config/config.js';
import { createSandboxGateway } from '../payment-sandbox/sandbox-gateway.js';
import { createSandboxRecords } from '../payment-sandbox/sandbox-records.js';
import { type BraintreeClient, createBraintreeGateway } from '../payments/braintree-gateway.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { systemClock } from './shop-api.js';
import { bearer, dataOf, errorOf, flyersLine, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type WireMoney = { currencyCode: string; centAmount: number };
type Cart = { id: string; totalPrice: WireMoney; lineItems: Record<string, { price: WireMoney }> };
type Order = { id: string; orderNumber: string; status: string; taxedPrice: WireMoney };
type Outcome = {
  status: 'paid' | 'pending';
  paymentId: string;
  order: Order & { payments: { amount: WireMoney }[] };
};

const ACCOUNT: BankTransferAccount = {
  holder: 'Imprimerie Test SARL',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
};
const SWISS = 'http://ch.localhost';
const GENEVA = {
  country: 'CH',
  postalCode: '1201',
  firstName: 'Léa',
  lastName: 'Favre',
  street: '4 rue du Rhône',
  city: 'Genève',
};

/** The Braintree SDK's shapes, answering every sale as charged in the request's merchant account's currency. */
function fakeBraintreeClient(currencyOfAccount: Readonly<Record<string, string>>) {
  const sales: Parameters<BraintreeClient['transaction']['sale']>[0][] = [];
  const client: BraintreeClient = {
    clientToken: { generate: async () => ({ success: true, clientToken: 'token' }) },
    transaction: {
      async sale(request) {
        sales.push(request);
        return {
          success: true,
          transaction: {
            id: `txn-${sales.length}`,
            status: 'submitted_for_settlement',
            amount: String(request.amount),
            currencyIsoCode: currencyOfAccount[request.merchantAccountId ?? ''] ?? 'EUR',
            orderId: request.orderId,
          },
        };
      },
      search: () => (async function* () {})(),
    },
    customer: {
      find: async () => {
        throw Object.assign(new Error('Not Found'), { type: 'notFoundError' });
      },
    },
    paymentMethod: { delete: async () => undefined },
  };
  return { client, sales };
}

reportPostgresSkipped('carts, orders and payments in the currency of the visit');

describe.each(eachDatabase)(
  'carts, orders and payments in the currency of the visit on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let sandboxShop: ShopClient;
    let braintreeShop: ShopClient;
    let sandbox: PaymentGatewayPort | undefined;
    const braintree = fakeBraintreeClient({ acc_chf: 'CHF' });

    beforeAll(async () => {
      handle = await target.open();
      sandboxShop = await openShop(handle, {
        payments: {
          gateway: ({ db }) => {
            sandbox ??= createSandboxGateway({ db, clock: systemClock });
            return sandbox;
          },
          bankTransfer: ACCOUNT,
        },
      });
      // Braintree with a merchant account for francs only.
      braintreeShop = await openShop(handle, {
        payments: {
          gateway: () => createBraintreeGateway(braintree.client, { CHF: 'acc_chf' }),
          bankTransfer: ACCOUNT,
        },
      });
    });
    afterAll(async () => {
      await handle?.cleanup();
    });

    /** A customer of the Swiss shop, logged in. */
    async function swissCustomer(shop: ShopClient) {
      const email = uniqueEmail('swiss');
      dataOf(
        'customer.create',
        await shop.call('customer.create', {
          body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
          origin: SWISS,
        }),
      );
      const grant = dataOf<{ access_token: string }>(
        'auth.login',
        await shop.call('auth.login', { body: { email, password: PASSWORD }, origin: SWISS }),
      );
      return bearer(grant.access_token);
    }

    const openCart = async (shop: ShopClient, auth: Record<string, string>, currency: string) =>
      dataOf<Cart>(
        'cart.open',
        await shop.call('cart.open', {
          body: { currency, country: 'CH', locale: 'fr' },
          headers: { ...auth, 'fe-x-active-currency': currency },
          origin: SWISS,
        }),
      );

    /** The customer's cart of the Swiss shop with a job, put in it in francs. */
    async function cartInFrancs(shop: ShopClient, auth: Record<string, string>) {
      const inFrancs = await openCart(shop, auth, 'CHF');
      dataOf(
        'cart.putItem',
        await shop.call('cart.putItem', {
          params: { id: inFrancs.id },
          body: flyersLine({ currencyCode: 'CHF', shipTo: { country: 'CH', postalCode: '1201' } }),
          headers: { ...auth, 'fe-x-active-currency': 'CHF' },
          origin: SWISS,
        }),
      );
      return openCart(shop, auth, 'CHF');
    }

    /** An order of the Swiss shop, its cart filled in francs, then opened and placed in `currency`. */
    async function swissOrder(shop: ShopClient, auth: Record<string, string>, currency: 'CHF' | 'EUR') {
      await cartInFrancs(shop, auth);
      const cart = await openCart(shop, auth, currency);
      dataOf(
        'cart.setAddress',
        await shop.call('cart.setAddress', {
          params: { id: cart.id },
          body: { shippingAddress: GENEVA, billingAddress: GENEVA },
          headers: { ...auth, 'fe-x-active-currency': currency },
          origin: SWISS,
        }),
      );
      const placed = dataOf<{ id: string; orderNumber: string }>(
        'cart.checkout',
        await shop.call('cart.checkout', {
          params: { id: cart.id },
          body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
          headers: { ...auth, 'fe-x-active-currency': currency, 'idempotency-key': randomUUID() },
          origin: SWISS,
        }),
      );
      const order = dataOf<Order>(
        'order.get',
        await shop.call('order.get', { params: { id: placed.id }, headers: auth, origin: SWISS }),
      );
      return { cart, order };
    }

    async function sandboxCardNonce() {
      if (sandbox === undefined) throw new Error('the sandbox gateway is made with the shop');
      const records = createSandboxRecords({ db: handle.db, clock: systemClock });
      const clientToken = await records.verifyClientToken(
        await sandbox.clientToken({ customerReference: undefined }),
      );
      if (clientToken === undefined) throw new Error('the sandbox does not accept its own token');
      return records.createCardNonce({
        clientToken,
        card: { number: '4111111111111111', expiry: { month: 12, year: 2030 } },
        save: false,
      });
    }

    const pay = (shop: ShopClient, auth: Record<string, string>, order: Order, nonce: string) =>
      shop.call('payment.pay', {
        body: { orderId: order.id, method: 'card', nonce, deviceData: '{}', maxAmount: order.taxedPrice },
        headers: { ...auth, 'idempotency-key': randomUUID() },
        origin: SWISS,
      });

    test('a cart opened in another currency is priced again in it, line by line', async () => {
      const auth = await swissCustomer(sandboxShop);
      const cart = await cartInFrancs(sandboxShop, auth);
      expect(cart.totalPrice.currencyCode).toBe('CHF');
      const again = await openCart(sandboxShop, auth, 'EUR');
      expect(again.id).toBe(cart.id);
      expect(Object.values(again.lineItems).map((line) => line.price.currencyCode)).toEqual(['EUR']);
      expect(again.totalPrice.currencyCode).toBe('EUR');
      // One euro buys 0.94 francs: the same job costs more euros than francs.
      expect(again.totalPrice.centAmount).toBeGreaterThan(cart.totalPrice.centAmount);
    });

    test.each(['CHF', 'EUR'] as const)(
      'an order placed in %s keeps it; the sandbox charges and records that currency',
      async (currency) => {
        const auth = await swissCustomer(sandboxShop);
        const { order } = await swissOrder(sandboxShop, auth, currency);
        expect(order.taxedPrice.currencyCode).toBe(currency);
        const paid = dataOf<Outcome>(
          'payment.pay',
          await pay(sandboxShop, auth, order, (await sandboxCardNonce()).nonce),
        );
        expect(paid.status).toBe('paid');
        expect(paid.order.payments.map((payment) => payment.amount)).toEqual([order.taxedPrice]);
        const [charged] = await handle.db.query<{ currency: string; amount_cents: number }>(
          'select currency, amount_cents from sandbox_gateway_transactions where reference = $1',
          [paid.paymentId],
        );
        expect(charged).toEqual({ currency, amount_cents: order.taxedPrice.centAmount });
        // Read again later, the order is still in its currency.
        const read = dataOf<Order>(
          'order.get',
          await sandboxShop.call('order.get', { params: { id: order.id }, headers: auth, origin: SWISS }),
        );
        expect(read.taxedPrice).toEqual(order.taxedPrice);
      },
    );

    test('Braintree charges francs to the francs merchant account, and refuses euros it has no account for', async () => {
      const auth = await swissCustomer(braintreeShop);
      const inFrancs = (await swissOrder(braintreeShop, auth, 'CHF')).order;
      const paid = dataOf<Outcome>('payment.pay', await pay(braintreeShop, auth, inFrancs, 'nonce-chf'));
      expect(paid.status).toBe('paid');
      expect(braintree.sales.at(-1)).toMatchObject({ merchantAccountId: 'acc_chf' });

      const inEuros = (await swissOrder(braintreeShop, auth, 'EUR')).order;
      const salesBefore = braintree.sales.length;
      const [before] = await handle.db.query('select count(*)::int as payments from payments');
      const refused = errorOf(await pay(braintreeShop, auth, inEuros, 'nonce-eur'), 409);
      expect(refused).toMatchObject({ kind: 'payment.currencyNotAccepted' });
      expect(refused.message).toContain('no payment in EUR');
      expect(braintree.sales).toHaveLength(salesBefore);
      expect(await handle.db.query('select count(*)::int as payments from payments')).toEqual([before]);
    });
  },
);
