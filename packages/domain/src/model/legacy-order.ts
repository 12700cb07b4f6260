import type { Temporal } from 'temporal-polyfill';
import type { CurrencyCode, Money } from '../money/money.js';

/**
 * Orders imported from the shop's previous system, kept to be read only: they were placed before
 * the customer had an account here, so they belong to the email they were placed with. Their
 * status and addresses are the previous system's own text, shown as they were written.
 */
export interface LegacyOrderLine {
  readonly productName: string;
  readonly quantity: number;
  /** The options of the job as the previous system summed them up ("A5, couché mat 135 g"). */
  readonly attributes: string;
  /** Excluding VAT. */
  readonly totalPrice: Money;
  /** Including VAT. */
  readonly taxedPrice: Money;
}

export interface LegacyOrder {
  /** The number the previous system gave it ("CMD-2019-00042"). */
  readonly orderNumber: string;
  /** The day it was placed. */
  readonly placedOn: Temporal.PlainDate;
  /** Its last status, as the previous system wrote it ("Livrée"). */
  readonly status: string;
  readonly lines: readonly LegacyOrderLine[];
  /** The addresses as text, one line per part; undefined when the export had none. */
  readonly shippingAddress: string | undefined;
  readonly billingAddress: string | undefined;
  /** Excluding VAT. */
  readonly totalPrice: Money;
  /** Including VAT. */
  readonly taxedPrice: Money;
  readonly currency: CurrencyCode;
}

/** A legacy order as the list shows it. */
export interface LegacyOrderSummary {
  readonly orderNumber: string;
  readonly placedOn: Temporal.PlainDate;
  readonly status: string;
  readonly lineCount: number;
  readonly totalPrice: Money;
  readonly taxedPrice: Money;
  readonly currency: CurrencyCode;
}

/**
 * One page of the customer's legacy orders, newest first, and how many there are in all. Pages
 * are asked for as the orders list's (`OrderPageRequest`) and counted by `orderPageCount`.
 */
export interface LegacyOrderPage {
  readonly orders: readonly LegacyOrderSummary[];
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
  /**
   * Whether the customer has proven they own the email of their account (the link of a
   * verification mail). Until then no legacy order is shown: `orders` is empty and `total` 0.
   */
  readonly emailVerified: boolean;
}

/** A verification link was mailed: to this address, the customer's email when it was asked for. */
export interface EmailVerificationSent {
  readonly sentTo: string;
}
