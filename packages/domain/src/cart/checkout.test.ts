import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckoutCart,
  type CheckoutRequest,
  checkoutOptionsRefusal,
  checkoutRefusal,
  orderTotals,
} from './checkout.js';

const READY: CheckoutCart = {
  owned: true,
  status: 'open',
  lineCount: 2,
  hasShippingAddress: true,
  hasBillingAddress: true,
};
const PLAIN: CheckoutRequest = {
  internalCheckout: false,
  skipDocReview: false,
  customSender: false,
  actingStaff: false,
};

const refusalKind = (cart: CheckoutCart, request = PLAIN, premium = false) => {
  const result = checkoutRefusal(cart, request, premium);
  return result.ok ? 'ok' : result.error.kind;
};

describe('checkout options', () => {
  it('keeps internal orders and a skipped review for staff acting as the customer', () => {
    expect(checkoutOptionsRefusal({ ...PLAIN, internalCheckout: true })).toEqual({
      kind: 'checkout.staffOnly',
    });
    expect(checkoutOptionsRefusal({ ...PLAIN, skipDocReview: true })).toEqual({ kind: 'checkout.staffOnly' });
    expect(checkoutOptionsRefusal({ ...PLAIN, internalCheckout: true, actingStaff: true })).toBeUndefined();
    expect(checkoutOptionsRefusal(PLAIN)).toBeUndefined();
  });
});

describe('whether a cart may become an order', () => {
  it('orders an open, owned cart with lines and both addresses', () => {
    expect(refusalKind(READY)).toBe('ok');
  });

  it('says which addresses are missing', () => {
    const result = checkoutRefusal(
      { ...READY, hasShippingAddress: false, hasBillingAddress: false },
      PLAIN,
      false,
    );
    expect(result).toEqual({
      ok: false,
      error: { kind: 'cart.addressMissing', missing: ['shippingAddress', 'billingAddress'] },
    });
    expect(checkoutRefusal({ ...READY, hasBillingAddress: false }, PLAIN, false)).toEqual({
      ok: false,
      error: { kind: 'cart.addressMissing', missing: ['billingAddress'] },
    });
  });

  it('names the order an ordered cart became', () => {
    expect(checkoutRefusal({ ...READY, status: 'ordered', orderNumber: 'TIR-1' }, PLAIN, false)).toEqual({
      ok: false,
      error: { kind: 'cart.alreadyOrdered', orderNumber: 'TIR-1' },
    });
  });

  it('lets only premium resellers ship under their own sender name', () => {
    expect(refusalKind(READY, { ...PLAIN, customSender: true }, false)).toBe(
      'checkout.customSenderNotAllowed',
    );
    expect(refusalKind(READY, { ...PLAIN, customSender: true }, true)).toBe('ok');
  });

  const cartArb = fc.record({
    owned: fc.boolean(),
    status: fc.constantFrom('open', 'ordered', 'merged', 'abandoned'),
    lineCount: fc.nat({ max: 5 }),
    hasShippingAddress: fc.boolean(),
    hasBillingAddress: fc.boolean(),
  });

  test.prop([cartArb, fc.boolean(), fc.boolean()])(
    'refuses exactly when something is wrong, and names the first thing a customer would fix',
    (cart, customSender, premium) => {
      const kind = refusalKind(cart, { ...PLAIN, customSender }, premium);
      const expected = !cart.owned
        ? 'cart.notFound'
        : cart.status === 'ordered'
          ? 'cart.alreadyOrdered'
          : cart.status !== 'open'
            ? 'cart.notFound'
            : cart.lineCount === 0
              ? 'cart.empty'
              : !cart.hasShippingAddress || !cart.hasBillingAddress
                ? 'cart.addressMissing'
                : customSender && !premium
                  ? 'checkout.customSenderNotAllowed'
                  : 'ok';
      expect(kind).toBe(expected);
    },
  );
});

describe('order totals', () => {
  test.prop([
    fc.array(fc.record({ totalCents: fc.nat({ max: 10_000_000 }), taxedCents: fc.nat({ max: 12_000_000 }) })),
  ])('are the sums of the lines, without and with VAT', (lines) => {
    const totals = orderTotals(lines);
    expect(totals.totalCents).toBe(lines.map((line) => line.totalCents).reduce((a, b) => a + b, 0));
    expect(totals.taxedCents).toBe(lines.map((line) => line.taxedCents).reduce((a, b) => a + b, 0));
  });
});
