import type { DomainError } from '../errors/errors.js';
import type { BankTransferInstructions, GatewayPaymentMethod, Order, PaymentMethod } from '../model/order.js';
import type { Money } from '../money/money.js';
import type { Result } from '../shared/result.js';
import type { SavedPaymentMethod } from './payment-gateway.port.js';

/** What the card provider's client SDK produced once the shopper passed 3-D Secure (or approved in PayPal). */
export interface PaymentNonce {
  readonly method: GatewayPaymentMethod;
  readonly nonce: string;
  /** Device data collected for fraud checks. */
  readonly deviceData: string | undefined;
}

export type PaymentOutcome =
  | { readonly status: 'paid'; readonly order: Order }
  | { readonly status: 'pending'; readonly order: Order };

/** Which client SDK the browser loads, and its token. */
export interface PaymentClientToken {
  readonly provider: 'braintree' | 'sandbox';
  readonly clientToken: string;
}

/**
 * One payment attempt: the same key sent twice (a double click, a retried request) charges once.
 * Absent, the adapter makes a fresh one for the call.
 */
export interface PaymentAttempt {
  readonly idempotencyKey?: string;
}

export interface PaymentPort {
  allowedMethods(orderId: string): Promise<Result<readonly PaymentMethod[], DomainError>>;
  /** The token the card provider's client SDK is initialised with. */
  clientToken(): Promise<Result<PaymentClientToken, DomainError>>;
  /** Card or PayPal: the server charges the nonce with the provider and answers from the provider's word. */
  payWithNonce(
    orderId: string,
    amount: Money,
    nonce: PaymentNonce,
    attempt?: PaymentAttempt,
  ): Promise<Result<PaymentOutcome, DomainError>>;
  /** Pays (part of) the order with the customer's wallet credit. */
  payWithWallet(
    orderId: string,
    amount: Money,
    attempt?: PaymentAttempt,
  ): Promise<Result<PaymentOutcome, DomainError>>;
  /** Accepts the bank transfer mandate: the order then waits for the transfer. */
  payByBankTransfer(
    orderId: string,
    attempt?: PaymentAttempt,
  ): Promise<Result<{ readonly order: Order; readonly instructions: BankTransferInstructions }, DomainError>>;
  /** Customers whose billing address allows it confirm the order now and pay on invoice later. */
  payDeferred(orderId: string, attempt?: PaymentAttempt): Promise<Result<PaymentOutcome, DomainError>>;
  /** The payment methods the provider keeps for the logged-in customer. */
  savedMethods(): Promise<Result<readonly SavedPaymentMethod[], DomainError>>;
  removeSavedMethod(token: string): Promise<Result<readonly SavedPaymentMethod[], DomainError>>;
}
