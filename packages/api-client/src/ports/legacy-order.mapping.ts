import type { LegacyOrder, LegacyOrderPage, LegacyOrderSummary } from '@tirage/domain';
import type * as z from 'zod';
import type {
  legacyOrderListResponseSchema,
  legacyOrderSchema,
  legacyOrderSummarySchema,
} from '../contract/legacy-order.js';
import { dateOf, moneyOf, orUndefined } from './answers.js';

type WireLegacyOrder = z.output<typeof legacyOrderSchema>;
type WireLegacyOrderSummary = z.output<typeof legacyOrderSummarySchema>;
type WireLegacyOrderList = z.output<typeof legacyOrderListResponseSchema>;

export function legacyOrderOf(wire: WireLegacyOrder): LegacyOrder {
  return {
    orderNumber: wire.orderNumber,
    placedOn: dateOf(wire.placedOn),
    status: wire.status,
    lines: wire.lineItems.map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      attributes: line.attributes,
      totalPrice: moneyOf(line.totalPrice),
      taxedPrice: moneyOf(line.taxedPrice),
    })),
    shippingAddress: orUndefined(wire.shippingAddress),
    billingAddress: orUndefined(wire.billingAddress),
    totalPrice: moneyOf(wire.totalPrice),
    taxedPrice: moneyOf(wire.taxedPrice),
    currency: wire.currencyCode,
  };
}

function legacyOrderSummaryOf(wire: WireLegacyOrderSummary): LegacyOrderSummary {
  return {
    orderNumber: wire.orderNumber,
    placedOn: dateOf(wire.placedOn),
    status: wire.status,
    lineCount: wire.lineItemCount,
    totalPrice: moneyOf(wire.totalPrice),
    taxedPrice: moneyOf(wire.taxedPrice),
    currency: wire.currencyCode,
  };
}

export function legacyOrderPageOf(wire: WireLegacyOrderList): LegacyOrderPage {
  return {
    orders: wire.orders.map(legacyOrderSummaryOf),
    page: wire.page,
    perPage: wire.perPage,
    total: wire.total,
    emailVerified: wire.emailVerified,
  };
}
