import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderArb, statusArb } from './order.arb.js';
import {
  emptyLastOrderStore,
  hasPendingAmount,
  isOrderEditable,
  ORDER_STATUSES,
  type OrderStatus,
  rememberCreatedOrder,
  rememberPaidOrder,
} from './order.js';

// The order's life in sequence; cancellation can happen from any step and closes the order.
const LIFECYCLE: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled');
const position = (status: OrderStatus) => LIFECYCLE.indexOf(status);

describe('isOrderEditable', () => {
  test.prop([statusArb])('an order is editable exactly while it has not reached production', (status) => {
    const reachedProduction = status === 'cancelled' || position(status) >= position('inProduction');
    expect(isOrderEditable(status)).toBe(!reachedProduction);
  });

  test.prop([statusArb, statusArb])('editability never comes back later in the order life', (a, b) => {
    fc.pre(a !== 'cancelled' && b !== 'cancelled' && position(a) < position(b));
    if (isOrderEditable(b)) expect(isOrderEditable(a)).toBe(true);
  });

  it('follows the print shop steps', () => {
    expect(ORDER_STATUSES.filter(isOrderEditable)).toEqual(['pendingPayment', 'paid', 'fileReview']);
    expect(() => isOrderEditable('lost' as OrderStatus)).toThrow(/order status/);
  });
});

describe('last order store', () => {
  const placedArb = fc.record({ id: fc.uuid(), orderNumber: fc.string({ minLength: 1 }) });

  test.prop([placedArb, fc.option(fc.string(), { nil: null })])(
    'remembering a created order keeps its number and id and leaves the paid order alone',
    (placed, paid) => {
      const before = { ...emptyLastOrderStore(), lastPayedOrder: paid };
      const after = rememberCreatedOrder(before, placed);
      expect(after).toEqual({
        lastCreatedOrder: placed.orderNumber,
        lastCreatedOrderId: placed.id,
        lastPayedOrder: paid,
      });
    },
  );

  test.prop([placedArb, fc.string({ minLength: 1 })])(
    'remembering a payment keeps the created order',
    (placed, number) => {
      const created = rememberCreatedOrder(emptyLastOrderStore(), placed);
      const paid = rememberPaidOrder(created, number);
      expect(paid).toEqual({ ...created, lastPayedOrder: number });
    },
  );

  it('starts empty', () => {
    expect(emptyLastOrderStore()).toEqual({
      lastCreatedOrder: null,
      lastPayedOrder: null,
      lastCreatedOrderId: null,
    });
  });
});

describe('hasPendingAmount', () => {
  test.prop([orderArb()])('something is to pay iff the pending amount is positive', (order) => {
    expect(hasPendingAmount(order)).toBe(order.pendingAmount.cents > 0);
  });
});
