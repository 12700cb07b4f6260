import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../model/order.js';
import { amountDue, chargeRefusal, type PayableOrder } from './payable-order.js';

const orderArb: fc.Arbitrary<PayableOrder> = fc.record({
  orderNumber: fc.constant('TIR-42'),
  status: fc.constantFrom(...ORDER_STATUSES),
  currency: fc.constantFrom('EUR', 'CHF'),
  taxedCents: fc.nat({ max: 10_000_000 }),
  paidCents: fc.nat({ max: 10_000_000 }),
});

describe('what an order still needs', () => {
  test.prop([orderArb])('is the unpaid part of an order awaiting payment, and nothing else', (order) => {
    const due = amountDue(order);
    if (order.status === 'pendingPayment' && order.taxedCents > order.paidCents) {
      expect(due).toEqual({ ok: true, value: order.taxedCents - order.paidCents });
    } else {
      expect(due.ok ? 'ok' : due.error.kind).toBe('order.notAwaitingPayment');
    }
  });
});

describe('a charge on the amount the shopper agreed to', () => {
  const order: PayableOrder = {
    orderNumber: 'TIR-42',
    status: 'pendingPayment',
    currency: 'EUR',
    taxedCents: 12_000,
    paidCents: 2_000,
  };

  it('charges what is due when the shopper agreed to at least that, in the order currency', () => {
    expect(chargeRefusal(order, { centAmount: 10_000, currencyCode: 'EUR' })).toEqual({
      ok: true,
      value: 10_000,
    });
    expect(chargeRefusal(order, { centAmount: 15_000, currencyCode: 'EUR' })).toEqual({
      ok: true,
      value: 10_000,
    });
  });

  it('refuses another currency, and an amount that grew since it was shown', () => {
    expect(chargeRefusal(order, { centAmount: 10_000, currencyCode: 'CHF' })).toEqual({
      ok: false,
      error: { kind: 'payment.currencyMismatch', orderCurrency: 'EUR' },
    });
    expect(chargeRefusal(order, { centAmount: 9_999, currencyCode: 'EUR' })).toEqual({
      ok: false,
      error: { kind: 'payment.amountChanged', currency: 'EUR', dueCents: 10_000, agreedCents: 9_999 },
    });
  });

  test.prop([orderArb, fc.nat({ max: 10_000_000 })])(
    'never charges more than agreed',
    (paid, agreedCents) => {
      const charged = chargeRefusal(paid, { centAmount: agreedCents, currencyCode: paid.currency });
      if (charged.ok) expect(charged.value).toBeLessThanOrEqual(agreedCents);
    },
  );
});
