import type { Temporal } from 'temporal-polyfill';
import type { CurrencyCode, Money } from '../money/money.js';
import { assertNever } from '../shared/result.js';
import type { LineItem, LineItemDraft } from './cart.js';
import type { Address, BillingAddress } from './customer.js';

/**
 * The life of a print order. The specification does not list them; these are the steps every
 * print shop goes through: paid (or deferred), artwork checked, printed, shipped.
 */
export const ORDER_STATUSES = [
  'pendingPayment',
  'paid',
  'fileReview',
  'inProduction',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A job can be changed until it goes to press: once printing has started (or the order is
 * closed) the paper is spent and the order can no longer be edited.
 */
export function isOrderEditable(status: OrderStatus): boolean {
  switch (status) {
    case 'pendingPayment':
    case 'paid':
    case 'fileReview':
      return true;
    case 'inProduction':
    case 'shipped':
    case 'delivered':
    case 'cancelled':
      return false;
    default:
      return assertNever(status, 'order status');
  }
}

/**
 * How a shopper may pay (specification section 1: card, PayPal, bank transfer with mandate,
 * wallet), and `deferred`: customers whose billing address `hasDeferredPayments` pay on invoice
 * later (specification section 6).
 */
export const PAYMENT_METHODS = ['card', 'paypal', 'bankTransfer', 'wallet', 'deferred'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods the card payment provider handles: its client SDK turns the shopper's approval into a nonce. */
export const GATEWAY_PAYMENT_METHODS = ['card', 'paypal'] as const;
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];

export type PaymentStatus = 'pending' | 'authorized' | 'paid' | 'failed' | 'refunded';

export interface Payment {
  readonly id: string;
  readonly method: PaymentMethod;
  readonly amount: Money;
  readonly status: PaymentStatus;
  readonly createdAt: Temporal.Instant;
}

export interface Order {
  readonly id: string;
  /** The number the shopper and customer service quote. */
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly createdAt: Temporal.Instant;
  readonly lineItems: readonly LineItem[];
  readonly shippingAddress: Address | undefined;
  readonly billingAddress: BillingAddress | undefined;
  /** Excluding VAT. */
  readonly totalPrice: Money;
  /** Including VAT. */
  readonly taxedPrice: Money;
  /** What is still to be paid, including VAT (after an edit that made the order dearer, say). */
  readonly pendingAmount: Money;
  readonly payments: readonly Payment[];
  readonly currency: CurrencyCode;
  readonly isDeferredPayment: boolean;
  readonly hasWalletPayment: boolean;
  readonly allowedPaymentMethods: readonly PaymentMethod[];
  /** Set while the order waits for a bank transfer the shopper chose: where to send it. */
  readonly bankTransfer: BankTransferInstructions | undefined;
  /** The legal mention of the order's VAT (reverse charge, outside the VAT area), printed on its invoice. */
  readonly vatMention?: string | undefined;
}

/** Where and how the shopper sends a bank transfer (the reference ties it to the order). */
export interface BankTransferInstructions {
  readonly accountHolder: string;
  readonly iban: string;
  readonly bic: string;
  /** Put on the transfer so the shop matches it to the order: the order number. */
  readonly reference: string;
  readonly amount: Money;
}

/** The personal area lists a customer's orders this many at a time, unless asked otherwise. */
export const ORDERS_PER_PAGE = 10;
/** The most orders one page of the list may hold: a page stays one cheap read. */
export const MAX_ORDERS_PER_PAGE = 50;

/** An order as the customer's orders list shows it: enough to recognise it and open its detail. */
export interface OrderSummary {
  readonly id: string;
  /** The number the shopper and customer service quote. */
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly createdAt: Temporal.Instant;
  /** How many lines (jobs) the order holds. */
  readonly lineItemCount: number;
  /** Excluding VAT. */
  readonly totalPrice: Money;
  /** Including VAT. */
  readonly taxedPrice: Money;
  readonly currency: CurrencyCode;
}

/** Which page of the orders list to read: `page` counts from 1, `perPage` is 1 to `MAX_ORDERS_PER_PAGE`. */
export interface OrderPageRequest {
  readonly page: number;
  readonly perPage: number;
}

/** One page of the customer's orders, newest first, and how many orders there are in all. */
export interface OrderPage {
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  readonly perPage: number;
  readonly total: number;
}

/** The summary the orders list shows for an order. */
export function summaryOfOrder(order: Order): OrderSummary {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    lineItemCount: order.lineItems.length,
    totalPrice: order.totalPrice,
    taxedPrice: order.taxedPrice,
    currency: order.currency,
  };
}

/**
 * How many pages the orders list has. An empty list still has its first page, where the personal
 * area says there is no order yet.
 */
export function orderPageCount(list: Pick<OrderPage, 'perPage' | 'total'>): number {
  return Math.max(1, Math.ceil(list.total / list.perPage));
}

/** What a checkout answers: enough to find the order again. */
export interface PlacedOrder {
  readonly id: string;
  readonly orderNumber: string;
}

/** A line of an existing order as changed on the product page. */
export interface EditedLineItem extends LineItemDraft {
  /** The id of the order line being replaced. */
  readonly id: string;
}

/** The server's draft of an edited order, to be finalized or dropped. */
export interface OrderEditDraft {
  readonly orderEditId: string;
  /** The order as it will be once the edit is finalized. */
  readonly order: Order;
}

/** Persisted between the funnel's pages (cart, payment, thank-you). */
export interface LastOrderStore {
  readonly lastCreatedOrder: string | null;
  readonly lastPayedOrder: string | null;
  readonly lastCreatedOrderId: string | null;
}

export function emptyLastOrderStore(): LastOrderStore {
  return { lastCreatedOrder: null, lastPayedOrder: null, lastCreatedOrderId: null };
}

/** After checkout: remember the order's number and id. */
export function rememberCreatedOrder(store: LastOrderStore, placed: PlacedOrder): LastOrderStore {
  return { ...store, lastCreatedOrder: placed.orderNumber, lastCreatedOrderId: placed.id };
}

/** After payment: remember which order was paid. */
export function rememberPaidOrder(store: LastOrderStore, orderNumber: string): LastOrderStore {
  return { ...store, lastPayedOrder: orderNumber };
}

/** Whether the shopper still has to pay for the order (e.g. after an edit). */
export function hasPendingAmount(order: Pick<Order, 'pendingAmount'>): boolean {
  return order.pendingAmount.cents > 0;
}
