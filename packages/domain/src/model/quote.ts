import type { Temporal } from 'temporal-polyfill';
import type { CurrencyCode, Money, VatRate } from '../money/money.js';

/**
 * One price of a quote: a quantity made in a production time and shipped with a delivery
 * option (priority). Amounts are for the whole quantity; `original*` are before promotion (a
 * premium reseller's are the reseller price).
 */
export interface QuotePriceSet {
  readonly deliveryKey: string;
  /** The delivery option (priority) key the shopper picks. */
  readonly deliveryOption: string;
  readonly productionTime: string;
  readonly deliverySpeed: string;
  readonly quantity: number;
  readonly amountExclTax: Money;
  readonly amountInclTax: Money;
  readonly originalAmountExclTax: Money;
  readonly originalAmountInclTax: Money;
  readonly unitAmountExclTax: Money;
  readonly unitAmountInclTax: Money;
  readonly vatAmount: Money;
  readonly vatRate: VatRate;
  /**
   * A premium reseller's price: the public price of the job before the reseller discount (and
   * before any promotion). Absent for everyone else.
   */
  readonly publicAmountExclTax?: Money | undefined;
  readonly publicAmountInclTax?: Money | undefined;
  /** The promotion code applied to this price, if any. */
  readonly promocode: string | undefined;
  /** Promised arrival date, once the shipping calculation has given one. */
  readonly arrivalDate: Temporal.PlainDate | undefined;
}

/** The answer to a quote request: the quantities quoted and their prices. */
export interface Quote {
  readonly quantities: readonly number[];
  readonly priceSets: readonly QuotePriceSet[];
  /** How the prices are taxed, when the quote says (reverse charge, overseas…). */
  readonly vat?: VatDecision | undefined;
}

/**
 * How a job is taxed:
 * - `standard`: the destination country's rate (the shop's own country, or an EU distance sale);
 * - `overseas`: a French overseas department with its own rate (Guadeloupe, Martinique, Réunion);
 * - `outsideVatArea`: a French postcode outside the EU VAT area (Guyane, Mayotte, overseas
 *   collectivities): no VAT is charged;
 * - `reverseCharge`: an intra-community supply to a company with a VAT number of another member
 *   state: no VAT is charged, the buyer accounts for it.
 */
export type VatRegime = 'standard' | 'overseas' | 'outsideVatArea' | 'reverseCharge';

/** The rate of a job and why, with the legal mention an order and its invoice must carry. */
export interface VatDecision {
  readonly rate: VatRate;
  readonly regime: VatRegime;
  /** Where the postcode put the job when it decided (Corsica, an overseas department…). */
  readonly area: string | null;
  /** French legal mention for the order and its invoice; null under the standard regime. */
  readonly mention: string | null;
}

/** A delivery option with its promised arrival date (shipping calculation). */
export interface Delivery {
  readonly deliveryOption: string;
  /** Absent when the carrier could not promise a date. */
  readonly arrivalDate: Temporal.PlainDate | undefined;
  /** Warnings to show beside the date (e.g. holidays, remote area). */
  readonly caveats: readonly string[];
}

export const FILE_CHECK_SERVICE = 'SVC-pixart-artwork-docreview';
export const DESIGN_SERVICE = 'SVC-pixart-design-service';
export const COUPON_SERVICE = 'coupon';

/** Service keys of a line item: file check, human design service, coupon. */
export type ServiceKey = typeof FILE_CHECK_SERVICE | typeof DESIGN_SERVICE | typeof COUPON_SERVICE;

/** The price of a service for one quantity of the product, excluding VAT. */
export interface ServicePrice {
  readonly key: ServiceKey;
  readonly quantity: number;
  readonly amountExclTax: Money;
  readonly vatRate: VatRate;
}

/** Who is being quoted: the tenant, its active currency and where the job ships. */
export interface Market {
  readonly tenant: string;
  readonly currency: CurrencyCode;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  readonly zipCode: string;
  /** The shopper's open cart: the quote then takes the VAT from its addresses, as the cart will. */
  readonly cartId?: string | undefined;
  /** Where the job ships and who is invoiced, when known (VAT: overseas rates, reverse charge). */
  readonly addresses?: MarketAddresses | undefined;
}

export interface MarketAddresses {
  readonly shipping?: { readonly country: string; readonly postalCode: string } | undefined;
  readonly billing?:
    | { readonly country: string; readonly postalCode: string; readonly vatNumber?: string | undefined }
    | undefined;
}
