import type { Money } from '@tirage/domain';

/**
 * The card payment provider's client side, as the payment screen uses it (docs/payments.md). The
 * provider draws the card fields in its own frames: no card input is ever part of our page, and
 * the page only receives a one-time nonce, which the server charges. Two implementations: the
 * sandbox gateway's (served by our own server, offline) and Braintree's (`braintree-web`).
 */
export interface PaymentProviderClient {
  /** Draws the card fields (the provider's frames) inside `container`. */
  mountCardFields(container: HTMLElement, options: CardFieldsOptions): Promise<CardFields>;
  /** Opens the PayPal approval; resolves with its nonce, or `cancelled` when the shopper closed it. */
  approveWithPayPal(options: PayPalOptions): Promise<ProviderNonce | 'cancelled'>;
}

export interface CardFieldsOptions {
  /** What 3-D Secure shows the shopper and the bank. */
  readonly amount: Money;
  /** The card holder's email, for 3-D Secure's risk checks. */
  readonly email?: string | undefined;
}

interface PayPalOptions {
  readonly amount: Money;
  /** The frame or window's container, when the provider draws its approval in the page. */
  readonly container: HTMLElement;
}

export interface CardFields {
  /**
   * Reads the fields, runs 3-D Secure (the challenge, when the bank asks for one, is shown by the
   * provider) and resolves with the nonce to charge. Rejects with a `ProviderError`.
   */
  tokenize(): Promise<ProviderNonce>;
  /** Removes the frames. */
  teardown(): Promise<void>;
}

export interface ProviderNonce {
  readonly nonce: string;
  /** Device data for the provider's fraud checks, sent along with the nonce. */
  readonly deviceData: string | undefined;
}

/**
 * Why the provider could not give a nonce; the screen shows a French message for each.
 * - `invalidCard`: fields empty or invalid (the provider marks them).
 * - `authenticationFailed`: 3-D Secure failed or was abandoned.
 * - `unavailable`: the provider's script or frames could not be loaded.
 */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'invalidCard' | 'authenticationFailed' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Builds the provider's client for a client token; the provider is the one the server named. */
export type PaymentProviderFactory = (token: {
  readonly provider: 'braintree' | 'sandbox';
  readonly clientToken: string;
}) => Promise<PaymentProviderClient>;
