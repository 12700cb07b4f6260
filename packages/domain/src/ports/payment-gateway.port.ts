import type { GatewayPaymentMethod } from '../model/order.js';
import type { CurrencyCode, Money } from '../money/money.js';

/**
 * The card payment provider, as the shop's server sees it (docs/payments.md). Two adapters: the
 * Braintree one (production) and the offline sandbox gateway (default, and in tests). The browser
 * never tells the server that a payment succeeded: the server charges the nonce here and believes
 * only what this port answers.
 *
 * Declines are answers; a transport failure (network, timeout, the provider down) rejects, and the
 * outcome of that charge is then unknown until `findByReference` tells.
 */
export interface PaymentGatewayPort {
  /** Which client SDK the browser loads for this provider. */
  readonly provider: 'braintree' | 'sandbox';

  /**
   * Whether the provider can take a payment in the currency (Braintree: a merchant account is
   * configured for it). An order in a currency it cannot take is refused before anything is
   * charged or recorded. Absent: every currency.
   */
  acceptsCurrency?(currency: CurrencyCode): boolean;

  /** A token the browser's SDK is initialised with; `customerReference` lets it offer saved methods. */
  clientToken(input: { readonly customerReference: string | undefined }): Promise<string>;

  /**
   * Charges (authorises and submits for settlement) a nonce once. `reference` is the shop's own
   * payment id: the provider keeps it with the transaction, so a charge whose answer was lost can
   * be found again (`findByReference`), and the sandbox refuses a second charge with it.
   */
  charge(charge: GatewayCharge): Promise<GatewayChargeResult>;

  /** The transaction the provider holds for a reference, if any (reconciliation after a crash). */
  findByReference(reference: string): Promise<GatewayTransaction | undefined>;

  /** The payment methods the provider keeps for a customer (personal area, payment methods). */
  savedMethods(customerReference: string): Promise<readonly SavedPaymentMethod[]>;

  /** Forgets one of the customer's saved methods; false when the customer has none with that token. */
  removeSavedMethod(customerReference: string, token: string): Promise<boolean>;
}

export interface GatewayCharge {
  /** The shop's payment id. */
  readonly reference: string;
  /** The order number, shown on the shopper's statement and in the provider's back office. */
  readonly orderNumber: string;
  readonly method: GatewayPaymentMethod;
  readonly nonce: string;
  readonly amount: Money;
  /** Device data the client SDK collected, for the provider's fraud checks. */
  readonly deviceData: string | undefined;
  /** The shop's customer id: a method the shopper asked to keep is saved under it. */
  readonly customerReference: string;
}

/** Why the provider refused a charge; the storefront shows a French message for each. */
export const GATEWAY_DECLINE_REASONS = [
  /** The issuing bank (or PayPal) said no. */
  'declined',
  /** A card that needs 3-D Secure came without a successful authentication. */
  'authenticationFailed',
  /** The nonce is unknown, expired or was already used. */
  'invalidNonce',
] as const;
export type GatewayDeclineReason = (typeof GATEWAY_DECLINE_REASONS)[number];

export type GatewayChargeResult =
  | { readonly status: 'succeeded'; readonly transaction: GatewayTransaction }
  | {
      readonly status: 'declined';
      readonly reason: GatewayDeclineReason;
      /** The provider's own words, for the logs and staff; never shown to shoppers as is. */
      readonly detail: string;
    };

export interface GatewayTransaction {
  /** The provider's transaction id. */
  readonly id: string;
  readonly reference: string;
  readonly amount: Money;
  /** Only `settled` (or `submittedForSettlement`) counts as paid. */
  readonly status: 'submittedForSettlement' | 'settled' | 'declined' | 'voided';
}

export interface SavedPaymentMethod {
  readonly token: string;
  readonly kind: 'card' | 'paypal';
  /** What the shopper recognises: "Visa •••• 1111, exp. 12/2030" or the PayPal account's email. */
  readonly label: string;
  readonly isDefault: boolean;
}

/** Whether a transaction the provider holds means the money is the shop's. */
export function transactionIsPaid(transaction: GatewayTransaction): boolean {
  return transaction.status === 'settled' || transaction.status === 'submittedForSettlement';
}
