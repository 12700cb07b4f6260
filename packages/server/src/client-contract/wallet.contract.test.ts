import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, placeOrder } from '../api/test-support/cart-fixtures.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { creditWallet } from '../wallet/credit-wallet.js';
import {
  expectOk,
  registeredCustomer,
  type ServedShop,
  serveShop,
  visitorOf,
} from './test-support/served-shop.js';

/** The API client's payment port against the real server: paying an order with the wallet. */
reportPostgresSkipped('the API client against the shop: the wallet');

describe.each(eachDatabase)('the API client against the shop: the wallet on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ServedShop;

  beforeAll(async () => {
    handle = await target.open();
    shop = await serveShop(handle);
  });
  afterAll(async () => {
    await shop?.close();
    await handle?.cleanup();
  });

  test('payWithWallet pays part, then the rest, with a fresh Idempotency-Key per attempt', async () => {
    const visitor = visitorOf(shop);
    const { email, grant } = await registeredCustomer(shop, visitor, 'wallet');
    const placed = await placeOrder(shop, bearer(grant.accessToken));
    const order = expectOk(await visitor.ports.order.get(placed.id));
    const due = order.pendingAmount;

    const credited = await creditWallet(handle.db, { email, amount: '10.00' }, shop.clock.now());
    expect(credited.ok).toBe(true);
    expect(expectOk(await visitor.ports.payment.allowedMethods(placed.id))).toContain('wallet');
    const part = expectOk(
      await visitor.ports.payment.payWithWallet(placed.id, { cents: 1_000, currency: 'EUR' }),
    );
    expect(part.status).toBe('pending');
    expect(part.order).toMatchObject({
      status: 'pendingPayment',
      pendingAmount: { cents: due.cents - 1_000, currency: 'EUR' },
      hasWalletPayment: true,
      payments: [{ method: 'wallet', amount: { cents: 1_000, currency: 'EUR' }, status: 'paid' }],
    });
    expect(part.order.allowedPaymentMethods).not.toContain('wallet');
    expect(
      await visitor.ports.payment.payWithWallet(placed.id, { cents: 1_000, currency: 'EUR' }),
    ).toMatchObject({
      ok: false,
      error: { kind: 'request.conflict', reason: 'wallet.noCredit' },
    });

    await creditWallet(handle.db, { email, amount: '1000' }, shop.clock.now());
    const rest = expectOk(await visitor.ports.payment.payWithWallet(placed.id, part.order.pendingAmount));
    expect(rest.status).toBe('paid');
    expect(rest.order.status).toBe('paid');
    expect(rest.order.pendingAmount.cents).toBe(0);
    expect(rest.order.payments.map((payment) => payment.amount.cents).sort((a, b) => a - b)).toEqual(
      [1_000, due.cents - 1_000].sort((a, b) => a - b),
    );
    expect(expectOk(await visitor.ports.order.get(placed.id))).toEqual(rest.order);
  });
});
