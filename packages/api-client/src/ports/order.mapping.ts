import type { Order, OrderPage, OrderSummary } from '@tirage/domain';
import type * as z from 'zod';
import type { orderListResponseSchema, orderSchema, orderSummarySchema } from '../contract/order.js';
import { instantOf, moneyOf } from './answers.js';
import { lineItemOf } from './cart.mapping.js';
import { addressOf, billingAddressOf } from './customer.mapping.js';

type WireOrder = z.output<typeof orderSchema>;
type WireOrderSummary = z.output<typeof orderSummarySchema>;
type WireOrderList = z.output<typeof orderListResponseSchema>;

export function orderOf(wire: WireOrder): Order {
  return {
    id: wire.id,
    orderNumber: wire.orderNumber,
    status: wire.status,
    createdAt: instantOf(wire.createdAt),
    lineItems: wire.lineItems.map(lineItemOf),
    shippingAddress: wire.shippingAddress === null ? undefined : addressOf(wire.shippingAddress),
    billingAddress: wire.billingAddress === null ? undefined : billingAddressOf(wire.billingAddress),
    totalPrice: moneyOf(wire.totalPrice),
    taxedPrice: moneyOf(wire.taxedPrice),
    pendingAmount: moneyOf(wire.pendingAmountDetails.taxedTotal),
    payments: wire.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      amount: moneyOf(payment.amount),
      status: payment.status,
      createdAt: instantOf(payment.createdAt),
    })),
    currency: wire.currencyCode,
    isDeferredPayment: wire.isDeferredPayment,
    hasWalletPayment: wire.hasWalletPayment,
    allowedPaymentMethods: wire.allowedPaymentMethods,
    bankTransfer:
      wire.bankTransfer === null
        ? undefined
        : { ...wire.bankTransfer, amount: moneyOf(wire.bankTransfer.amount) },
    ...(typeof wire.vatMention === 'string' ? { vatMention: wire.vatMention } : {}),
  };
}

function orderSummaryOf(wire: WireOrderSummary): OrderSummary {
  return {
    id: wire.id,
    orderNumber: wire.orderNumber,
    status: wire.status,
    createdAt: instantOf(wire.createdAt),
    lineItemCount: wire.lineItemCount,
    totalPrice: moneyOf(wire.totalPrice),
    taxedPrice: moneyOf(wire.taxedPrice),
    currency: wire.currencyCode,
  };
}

export function orderPageOf(wire: WireOrderList): OrderPage {
  return {
    orders: wire.orders.map(orderSummaryOf),
    page: wire.page,
    perPage: wire.perPage,
    total: wire.total,
  };
}
