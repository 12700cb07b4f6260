import { Temporal } from 'temporal-polyfill';
import { type CurrencyCode, type Money, sum, type VatRate } from '../money/money.js';
import type { UploadType } from '../product/upload-type.js';
import { unwrap } from '../shared/result.js';
import type { Address, BillingAddress } from './customer.js';
import type { ConfigurationGraph } from './product.js';
import type { ServiceKey } from './quote.js';

/** A paid service on a line item (file check, design service) or a coupon. */
export interface LineItemService {
  readonly key: ServiceKey;
  readonly unitPrice: Money;
  readonly taxRate: VatRate;
  /** What the shopper typed for the service (e.g. the design brief). */
  readonly inputText: string | undefined;
}

/** What the shopper chose on the product page for this job. */
export interface LineItemSelection {
  /** Attribute key to value key, e.g. { format: 'A5', paper: 'couche-350' }. */
  readonly selectedAttributes: Readonly<Record<string, string>>;
  readonly uploadType: UploadType;
  readonly deliveryOption: string;
  readonly productionTime: string;
  /** Whether the artwork file check service is ordered (never with hds). */
  readonly fileCheck: boolean;
  /** The design made in the designer that is the job's artwork (`dex` lines only). */
  readonly designId: string | undefined;
}

/** One artwork of a multi-artwork job: a name and how many copies (or rolls) of it. */
export interface MultiArtworkDetail {
  readonly name: string;
  readonly quantity: number;
  readonly numberOfRolls: number | undefined;
}

/** One chosen attribute as the cart shows it ('Papier : Couché mat'). */
export interface LineAttribute {
  readonly key: string;
  readonly value: string;
  readonly label: string;
  readonly valueLabel: string;
}

export interface LineItem {
  readonly id: string;
  /** The product configuration the job is made of. */
  readonly productId: string;
  /** The product page the job was configured on (to edit it there); absent on old lines. */
  readonly pageId: string | undefined;
  readonly productName: string;
  readonly sku: string;
  readonly thumbnailUrl: string | undefined;
  /** Price of the job excluding VAT and services. */
  readonly price: Money;
  readonly taxRate: VatRate;
  readonly taxedTotalPriceWithServices: Money;
  readonly services: readonly LineItemService[];
  readonly quantity: number;
  readonly jobName: string;
  readonly selection: LineItemSelection;
  /** The chosen attributes with their names, as the product page showed them. */
  readonly attributes: readonly LineAttribute[];
  /** The arrival date the shop promises for the job, when it could compute one. */
  readonly arrivalDate: Temporal.PlainDate | undefined;
  readonly isMultiArtwork: boolean;
  readonly multiArtworkSetsNumber: number;
  readonly multiArtworkDetails: readonly MultiArtworkDetail[];
  readonly createdAt: Temporal.Instant;
  /** False once the file check has started: the shopper can no longer remove it. */
  readonly isFileCheckEditable: boolean;
  /**
   * A print-on-demand job: the shop's ready-made design it prints. The shop provides its print
   * file; the shopper sends none.
   */
  readonly readyMadeDesignId?: string | undefined;
}

/** Where a job ships: its price, VAT and delivery date depend on it. */
export interface ShipTo {
  /** ISO 3166-1 alpha-2 country code, e.g. "FR". */
  readonly country: string;
  readonly postalCode: string;
}

/**
 * The catalogue product a job is made of, and the product page it was configured on: the server
 * prices the job from the configuration, and keeps the rest to show and edit the line later.
 */
export interface LineItemProduct {
  readonly configurationId: string;
  readonly configurationGraph: ConfigurationGraph;
  readonly pageId: string;
  readonly pageTitle: string;
  readonly thumbnailUrl: string | undefined;
  readonly fscCertified: boolean;
  readonly noPrinting: boolean;
  /** Whether the design editor offers templates for the product (not `templateDisabled`). */
  readonly templateEnabled: boolean;
}

/**
 * What the storefront sends to put a line in the cart (new, or replacing an existing one). A
 * promotion code travels as a `coupon` service whose `inputText` is the code, as lines answer it.
 */
export interface LineItemDraft {
  readonly product: LineItemProduct;
  readonly shipTo: ShipTo;
  readonly productId: string;
  readonly sku: string;
  readonly variantSku: string | undefined;
  readonly productName: string;
  readonly quantity: number;
  readonly jobName: string;
  readonly selection: LineItemSelection;
  /** The chosen attributes with their names, kept with the line to show it. */
  readonly attributes: readonly LineAttribute[];
  readonly unitPrice: Money;
  readonly price: Money;
  readonly taxRate: VatRate;
  readonly promisedArrivalDate: Temporal.PlainDate | undefined;
  readonly services: readonly LineItemService[];
  readonly multiArtworkDetails: readonly MultiArtworkDetail[];
  readonly userNotes: string | undefined;
}

export interface Cart {
  readonly id: string;
  readonly currency: CurrencyCode;
  readonly lineItems: Readonly<Record<string, LineItem>>;
  /** Excluding VAT. */
  readonly totalPrice: Money;
  /** Including VAT. */
  readonly taxedPrice: Money;
  readonly shippingAddress: Address | undefined;
  readonly billingAddress: BillingAddress | undefined;
  /** The legal mention of the cart's VAT (reverse charge, outside the VAT area), when one applies. */
  readonly vatMention?: string | undefined;
}

/** Who appears as sender on the parcel: the shop's product branding, or a reseller's own name. */
export type Sender =
  | { readonly type: 'product' }
  | { readonly type: 'custom'; readonly customSender: string };

export interface UserNotes {
  readonly invoiceRequested: boolean;
  readonly comment: string | undefined;
}

/** The cart state chosen in the funnel and sent with the checkout. */
export interface CheckoutOptions {
  readonly sender: Sender;
  readonly userNotes: UserNotes;
  /** A staff order placed for a customer, not charged through the storefront. */
  readonly internalCheckout: boolean;
  /** Skip the document review step (staff only). */
  readonly skipDocReview: boolean;
  /** Recap page checkboxes the shopper ticked, by key. */
  readonly recapChecks: Readonly<Record<string, boolean>>;
}

/** The specification's defaults: product sender, invoice requested, no staff options, nothing ticked. */
export function defaultCheckoutOptions(): CheckoutOptions {
  return {
    sender: { type: 'product' },
    userNotes: { invoiceRequested: true, comment: undefined },
    internalCheckout: false,
    skipDocReview: false,
    recapChecks: {},
  };
}

/** The recap can be confirmed only once every required checkbox is ticked. */
export function recapComplete(options: CheckoutOptions, requiredChecks: readonly string[]): boolean {
  return requiredChecks.every((key) => options.recapChecks[key] === true);
}

/** The cart's lines in the order they were added (the keyed map has no order of its own). */
export function lineItemsInOrder(cart: Pick<Cart, 'lineItems'>): readonly LineItem[] {
  return Object.values(cart.lineItems).sort(
    (a, b) => Temporal.Instant.compare(a.createdAt, b.createdAt) || compareIds(a.id, b.id),
  );
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Deferred payment (invoice, pay later) depends on the billing address of the cart. */
export function allowsDeferredPayment(cart: {
  readonly billingAddress: { readonly hasDeferredPayments?: boolean | undefined } | undefined;
}): boolean {
  return cart.billingAddress?.hasDeferredPayments === true;
}

/** Whether the line carries a given paid service. */
export function hasService(line: Pick<LineItem, 'services'>, key: ServiceKey): boolean {
  return line.services.some((service) => service.key === key);
}

/**
 * A line's total excluding VAT: the job and its services, the coupon (a negative service)
 * included, as the server adds them up for `taxedTotalPriceWithServices`. A service in another
 * currency is a bug and throws.
 */
export function lineTotalExclTax(line: Pick<LineItem, 'price' | 'services'>): Money {
  return unwrap(sum([line.price, ...line.services.map((service) => service.unitPrice)], line.price.currency));
}
