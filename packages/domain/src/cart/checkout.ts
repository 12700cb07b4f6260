import type { Result } from '../shared/result.js';
import { err, ok } from '../shared/result.js';

/** Why a cart cannot become an order; the checkout changes nothing when it is refused. */
export type CheckoutRefusal =
  /** Internal orders and a skipped document review are for staff acting as the customer. */
  | { readonly kind: 'checkout.staffOnly' }
  /** No such cart, another's cart, or a cart no longer open for ordering. */
  | { readonly kind: 'cart.notFound' }
  /** The cart has already become an order (its number, when found). */
  | { readonly kind: 'cart.alreadyOrdered'; readonly orderNumber: string | undefined }
  | { readonly kind: 'cart.empty' }
  | {
      readonly kind: 'cart.addressMissing';
      readonly missing: readonly ('shippingAddress' | 'billingAddress')[];
    }
  /** Shipping under one's own sender name is a premium reseller's service. */
  | { readonly kind: 'checkout.customSenderNotAllowed' };

/** What the customer asked for at checkout, and who asks. */
export interface CheckoutRequest {
  readonly internalCheckout: boolean;
  readonly skipDocReview: boolean;
  readonly customSender: boolean;
  /** A staff member is acting as the customer (login-as). */
  readonly actingStaff: boolean;
}

/** The options only staff may use: checked before anything is read. */
export function checkoutOptionsRefusal(request: CheckoutRequest): CheckoutRefusal | undefined {
  return (request.internalCheckout || request.skipDocReview) && !request.actingStaff
    ? { kind: 'checkout.staffOnly' }
    : undefined;
}

/** The cart as read under its lock, and what the checkout needs to know of its customer. */
export interface CheckoutCart {
  /** The cart exists and belongs to the caller in this shop. */
  readonly owned: boolean;
  readonly status: 'open' | 'ordered' | (string & {});
  readonly lineCount: number;
  readonly hasShippingAddress: boolean;
  readonly hasBillingAddress: boolean;
  /** The number of the order the cart became, when it is ordered. */
  readonly orderNumber?: string | undefined;
}

/**
 * Whether the cart may become an order, checked in the order a customer would fix things: the
 * cart itself, then its lines, then its addresses, then the sender (`premiumReseller` matters
 * only when a custom sender is requested).
 */
export function checkoutRefusal(
  cart: CheckoutCart,
  request: CheckoutRequest,
  premiumReseller: boolean,
): Result<void, CheckoutRefusal> {
  if (!cart.owned) return err({ kind: 'cart.notFound' });
  if (cart.status === 'ordered') return err({ kind: 'cart.alreadyOrdered', orderNumber: cart.orderNumber });
  if (cart.status !== 'open') return err({ kind: 'cart.notFound' });
  if (cart.lineCount === 0) return err({ kind: 'cart.empty' });
  if (!cart.hasShippingAddress || !cart.hasBillingAddress) {
    return err({
      kind: 'cart.addressMissing',
      missing: [
        ...(cart.hasShippingAddress ? [] : (['shippingAddress'] as const)),
        ...(cart.hasBillingAddress ? [] : (['billingAddress'] as const)),
      ],
    });
  }
  if (request.customSender && !premiumReseller) return err({ kind: 'checkout.customSenderNotAllowed' });
  return ok(undefined);
}

/** An order's totals: the sums of its lines' totals, without and with VAT. */
export function orderTotals(lines: readonly { readonly totalCents: number; readonly taxedCents: number }[]): {
  readonly totalCents: number;
  readonly taxedCents: number;
} {
  return lines.reduce(
    (totals, line) => ({
      totalCents: totals.totalCents + line.totalCents,
      taxedCents: totals.taxedCents + line.taxedCents,
    }),
    { totalCents: 0, taxedCents: 0 },
  );
}
