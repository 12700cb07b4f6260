import type { DomainError } from '../errors/errors.js';
import type { Order, PaymentMethod } from '../model/order.js';
import type { Money } from '../money/money.js';
import type { Result } from '../shared/result.js';

/** What the card provider's client SDK produced once the shopper passed 3-D Secure. */
export interface PaymentNonce {
  readonly method: Exclude<PaymentMethod, 'wallet'>;
  readonly nonce: string;
  /** Device data collected for fraud checks. */
  readonly deviceData: string | undefined;
}

export type PaymentOutcome =
  | { readonly status: 'paid'; readonly order: Order }
  | { readonly status: 'pending'; readonly order: Order };

export interface PaymentPort {
  allowedMethods(orderId: string): Promise<Result<readonly PaymentMethod[], DomainError>>;
  /** The token the card provider's client SDK is initialised with. */
  clientToken(): Promise<Result<string, DomainError>>;
  payWithNonce(
    orderId: string,
    amount: Money,
    nonce: PaymentNonce,
  ): Promise<Result<PaymentOutcome, DomainError>>;
  /** Pays (part of) the order with the customer's wallet credit. */
  payWithWallet(orderId: string, amount: Money): Promise<Result<PaymentOutcome, DomainError>>;
}
