import { cents } from '@tirage/domain';
import { describe, expect, test } from 'vitest';
import { aPayment, demoBankTransfer, placedOrder } from '../../test-support/fake-orders.js';
import { isPayable, paymentResultOf } from './payment-result.js';

const eur = (amount: number) => cents(amount, 'EUR');

describe('where an order’s payment stands, from the order the server answers', () => {
  test('nothing left to pay: paid', () => {
    const order = placedOrder({ status: 'paid', pendingAmount: eur(0), payments: [aPayment()] });
    expect(paymentResultOf(order)).toEqual({ kind: 'paid' });
    expect(isPayable(paymentResultOf(order))).toBe(false);
  });

  test('nothing paid nor on its way (a declined card): not paid, still payable', () => {
    const order = placedOrder({ payments: [aPayment({ status: 'failed' })] });
    expect(paymentResultOf(order)).toEqual({ kind: 'notPaid', due: eur(7_200) });
    expect(isPayable(paymentResultOf(order))).toBe(true);
  });

  test('the wallet paid part of it: the rest is due', () => {
    const order = placedOrder({
      pendingAmount: eur(2_200),
      payments: [aPayment({ method: 'wallet', amount: eur(5_000) })],
    });
    expect(paymentResultOf(order)).toEqual({ kind: 'partlyPaid', paid: eur(5_000), due: eur(2_200) });
    expect(isPayable(paymentResultOf(order))).toBe(true);
  });

  test('a bank transfer accepted: the order waits for it, with the instructions', () => {
    const order = placedOrder({
      bankTransfer: demoBankTransfer,
      payments: [aPayment({ method: 'bankTransfer', status: 'pending' })],
    });
    expect(paymentResultOf(order)).toEqual({
      kind: 'bankTransfer',
      due: eur(7_200),
      instructions: demoBankTransfer,
    });
  });

  test('a card payment still being charged: in progress, whatever else', () => {
    const order = placedOrder({
      bankTransfer: demoBankTransfer,
      payments: [aPayment({ method: 'paypal', status: 'pending' })],
    });
    expect(paymentResultOf(order)).toEqual({ kind: 'inProgress', due: eur(7_200) });
  });

  test('deferred payment: confirmed, nothing to pay on the screen even though money is due', () => {
    const pendingDeferred = placedOrder({
      status: 'fileReview',
      isDeferredPayment: true,
      payments: [aPayment({ method: 'deferred', status: 'pending' })],
    });
    expect(paymentResultOf(pendingDeferred)).toEqual({ kind: 'deferred' });
    expect(isPayable(paymentResultOf(pendingDeferred))).toBe(false);
    // Allowed on invoice but not chosen yet: the order is payable like any other.
    const allowed = placedOrder({ allowedPaymentMethods: ['card', 'deferred'] });
    expect(isPayable(paymentResultOf(allowed))).toBe(true);
  });

  test('a cancelled order is not payable', () => {
    expect(paymentResultOf(placedOrder({ status: 'cancelled' }))).toEqual({ kind: 'cancelled' });
    expect(isPayable({ kind: 'cancelled' })).toBe(false);
  });
});
