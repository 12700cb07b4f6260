import type { Order } from '@tirage/domain';
import type * as z from 'zod';
import type { orderSchema } from '../contract/order.js';
import { instantOf, moneyOf } from './answers.js';
import { lineItemOf } from './cart.mapping.js';
import { addressOf, billingAddressOf } from './customer.mapping.js';

type WireOrder = z.output<typeof orderSchema>;

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
  };
}
