import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderArb, statusArb } from './order.arb.js';
import {
  emptyLastOrderStore,
  hasPendingAmount,
  isOrderEditable,
  MAX_ORDERS_PER_PAGE,
  ORDER_STATUSES,
  ORDERS_PER_PAGE,
  type OrderStatus,
  orderPageCount,
  rememberCreatedOrder,
  rememberPaidOrder,
  summaryOfOrder,
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

describe('the orders list', () => {
  test.prop([orderArb()])("a summary carries the order's own figures and counts its lines", (order) => {
    expect(summaryOfOrder(order)).toEqual({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      createdAt: order.createdAt,
      lineItemCount: order.lineItems.length,
      totalPrice: order.totalPrice,
      taxedPrice: order.taxedPrice,
      currency: order.currency,
    });
  });

  test.prop([fc.integer({ min: 1, max: MAX_ORDERS_PER_PAGE }), fc.integer({ min: 0, max: 100_000 })])(
    'the pages hold every order, and the last page is never empty unless there is no order',
    (perPage, total) => {
      const pages = orderPageCount({ perPage, total });
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages * perPage).toBeGreaterThanOrEqual(total);
      if (total > 0) expect((pages - 1) * perPage).toBeLessThan(total);
      else expect(pages).toBe(1);
    },
  );

  it('shows ten orders a page by default, at most fifty', () => {
    expect(ORDERS_PER_PAGE).toBe(10);
    expect(MAX_ORDERS_PER_PAGE).toBe(50);
    expect(orderPageCount({ perPage: ORDERS_PER_PAGE, total: 21 })).toBe(3);
    expect(orderPageCount({ perPage: ORDERS_PER_PAGE, total: 20 })).toBe(2);
    expect(orderPageCount({ perPage: ORDERS_PER_PAGE, total: 0 })).toBe(1);
  });
});
