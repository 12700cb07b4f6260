import type { Temporal } from 'temporal-polyfill';
import { type QuoteError, quoteError } from '../errors/errors.js';
import type { Delivery, Quote, QuotePriceSet } from '../model/quote.js';
import { sameQuantity } from '../quantity/quantity.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * The quantity to show once a quote is in: the selected one when quoted, else the initial
 * quantity when quoted, else the smallest quoted. `undefined` only when nothing was quoted.
 */
export function reselectQuantity(
  quoted: readonly number[],
  selected: number,
  initial: number,
): number | undefined {
  const find = (quantity: number) => quoted.find((q) => sameQuantity(q, quantity));
  const kept = find(selected) ?? find(initial);
  if (kept !== undefined) return kept;
  return quoted.length === 0 ? undefined : Math.min(...quoted);
}

/** The deliveries quoted for one quantity: one price set per delivery option, in quote order. */
export function deliveriesFor(quote: Quote, quantity: number): readonly QuotePriceSet[] {
  return quote.priceSets.filter((priceSet) => sameQuantity(priceSet.quantity, quantity));
}

/** The delivery option to keep: the selected one when offered, else the first delivery. */
export function reselectDeliveryOption(
  deliveries: readonly QuotePriceSet[],
  selected: string,
): string | undefined {
  return deliveries.some((d) => d.deliveryOption === selected) ? selected : deliveries[0]?.deliveryOption;
}

/** What the shopper had chosen before the quote came in. */
export interface QuoteChoice {
  readonly quantity: number;
  readonly deliveryOption: string;
}

/** A choice reconciled with a quote, with the price set it lands on. */
export interface QuotedSelection {
  readonly quantity: number;
  readonly deliveryOption: string;
  readonly priceSet: QuotePriceSet;
  /** Every delivery quoted for the quantity. */
  readonly deliveries: readonly QuotePriceSet[];
}

/**
 * Checks a quote and reconciles the shopper's choice with it, failing with
 * 'Quantities list is empty!', 'Prices list is empty!' or
 * 'No deliveries available for this quantity!'.
 */
export function checkQuote(
  quote: Quote,
  choice: QuoteChoice,
  initialQuantity: number,
): Result<QuotedSelection, QuoteError> {
  const quantity = reselectQuantity(quote.quantities, choice.quantity, initialQuantity);
  if (quantity === undefined) return err(quoteError.emptyQuantities());
  if (quote.priceSets.length === 0) return err(quoteError.emptyPrices());
  const deliveries = deliveriesFor(quote, quantity);
  const deliveryOption = reselectDeliveryOption(deliveries, choice.deliveryOption);
  const priceSet = deliveries.find((d) => d.deliveryOption === deliveryOption);
  if (deliveryOption === undefined || priceSet === undefined) return err(quoteError.noDeliveries());
  return ok({ quantity, deliveryOption, priceSet, deliveries });
}

/**
 * The deliveries of the quoted options that carry an arrival date, failing with
 * 'No arrival dates found for those deliveries!' when none does.
 */
export function checkArrivalDates(
  deliveries: readonly Delivery[],
  deliveryOptions: readonly string[],
): Result<readonly Delivery[], QuoteError> {
  const dated = deliveries.filter(
    (d) => d.arrivalDate !== undefined && deliveryOptions.includes(d.deliveryOption),
  );
  return dated.length === 0 ? err(quoteError.noArrivalDates()) : ok(dated);
}

/**
 * The day the chosen delivery option arrives: the shipping calculation's date for it, else the
 * quote's own date of the chosen price; `undefined` when neither promises one.
 */
export function promisedArrivalDate(
  deliveryOption: string,
  deliveries: readonly Delivery[],
  priceSet: QuotePriceSet | undefined,
): Temporal.PlainDate | undefined {
  const delivery = deliveries.find((d) => d.deliveryOption === deliveryOption);
  return delivery?.arrivalDate ?? priceSet?.arrivalDate;
}
