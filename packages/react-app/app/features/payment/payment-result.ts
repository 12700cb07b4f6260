import {
  assertNever,
  type BankTransferInstructions,
  cents,
  GATEWAY_PAYMENT_METHODS,
  hasPendingAmount,
  type Money,
  type Order,
} from '@tirage/domain';

/**
 * Where an order's payment stands, read from the order the server answers (never from what the
 * browser says happened): the payment result screen says it, and the payment screen opens only
 * while something is left to pay.
 */
export type PaymentResult =
  | { readonly kind: 'paid' }
  /** A card or PayPal payment is being charged (or waits for reconciliation after a crash). */
  | { readonly kind: 'inProgress'; readonly due: Money }
  /** The shopper accepted the bank transfer mandate: the order waits for the transfer. */
  | { readonly kind: 'bankTransfer'; readonly due: Money; readonly instructions: BankTransferInstructions }
  /** Confirmed now, paid on invoice later. */
  | { readonly kind: 'deferred' }
  /** Part of it is paid (wallet credit, or the order grew after an edit): the rest is due. */
  | { readonly kind: 'partlyPaid'; readonly paid: Money; readonly due: Money }
  /** Nothing is paid nor on its way. */
  | { readonly kind: 'notPaid'; readonly due: Money }
  | { readonly kind: 'cancelled' };

const isGatewayMethod = (method: string) => (GATEWAY_PAYMENT_METHODS as readonly string[]).includes(method);

export function paymentResultOf(order: Order): PaymentResult {
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  if (order.isDeferredPayment) return { kind: 'deferred' };
  if (!hasPendingAmount(order)) return { kind: 'paid' };
  const due = order.pendingAmount;
  if (order.payments.some((payment) => isGatewayMethod(payment.method) && payment.status === 'pending'))
    return { kind: 'inProgress', due };
  if (order.bankTransfer !== undefined)
    return { kind: 'bankTransfer', due, instructions: order.bankTransfer };
  const paid = cents(Math.max(0, order.taxedPrice.cents - due.cents), due.currency);
  return paid.cents > 0 ? { kind: 'partlyPaid', paid, due } : { kind: 'notPaid', due };
}

/** Whether the payment screen offers to pay: something is due and the order is not settled otherwise. */
export function isPayable(result: PaymentResult): boolean {
  switch (result.kind) {
    case 'inProgress':
    case 'bankTransfer':
    case 'partlyPaid':
    case 'notPaid':
      return true;
    case 'paid':
    case 'deferred':
    case 'cancelled':
      return false;
    default:
      return assertNever(result, 'payment result');
  }
}
