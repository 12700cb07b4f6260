import type { OrderStatus } from '../model/order.js';
import { err, ok, type Result } from '../shared/result.js';

/** Why an order cannot be paid as asked; nothing is charged or recorded when it is refused. */
export type PaymentRefusal =
  | { readonly kind: 'order.notAwaitingPayment'; readonly orderNumber: string; readonly status: OrderStatus }
  /** The shopper agreed to an amount in another currency than the order's. */
  | { readonly kind: 'payment.currencyMismatch'; readonly orderCurrency: string }
  /** The order now needs more than the shopper agreed to pay: they must see the new amount first. */
  | {
      readonly kind: 'payment.amountChanged';
      readonly currency: string;
      readonly dueCents: number;
      readonly agreedCents: number;
    }
  /** Deferred payment (on invoice) is for billing addresses the shop allows it for. */
  | { readonly kind: 'payment.methodNotAllowed' }
  /** The card payment provider takes no payment in the order's currency (no merchant account for it). */
  | { readonly kind: 'payment.currencyNotAccepted'; readonly currency: string };

/** An order as a payment sees it: amounts in hundredths of its currency. */
export interface PayableOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly currency: string;
  readonly taxedCents: number;
  readonly paidCents: number;
}

/** What is left to pay on an order that awaits payment; refused when it awaits none. */
export function amountDue(order: PayableOrder): Result<number, PaymentRefusal> {
  const due = order.taxedCents - order.paidCents;
  return order.status === 'pendingPayment' && due > 0
    ? ok(due)
    : err({ kind: 'order.notAwaitingPayment', orderNumber: order.orderNumber, status: order.status });
}

/**
 * Whether a charge of what is due may go ahead on the amount the shopper agreed to: in the
 * order's currency and at least what is due now (the order may have changed since the page showed it).
 */
export function chargeRefusal(
  order: PayableOrder,
  agreed: { readonly centAmount: number; readonly currencyCode: string },
): Result<number, PaymentRefusal> {
  if (agreed.currencyCode !== order.currency) {
    return err({ kind: 'payment.currencyMismatch', orderCurrency: order.currency });
  }
  const due = amountDue(order);
  if (!due.ok) return due;
  return due.value > agreed.centAmount
    ? err({
        kind: 'payment.amountChanged',
        currency: order.currency,
        dueCents: due.value,
        agreedCents: agreed.centAmount,
      })
    : due;
}
