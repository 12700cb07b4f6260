import { MAX_ORDERS_PER_PAGE } from '@tirage/domain';
import { mailTokenSchema } from './customer.js';
import { orderListQuerySchema, orderNumberSchema } from './order.js';
import {
  currencyCodeSchema,
  emailSchema,
  moneySchema,
  quantitySchema,
  wireDateSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

/**
 * Orders imported from the shop's previous system (read only). They keep the previous system's
 * own words: its status and its addresses are text, shown as they were written.
 */

/** GET /api/v1/legacy-orders/?page=&perPage=: paged like the orders list. */
export const legacyOrderListQuerySchema = orderListQuerySchema;

/** GET /api/v1/legacy-order/{number}: the number as the previous system wrote it ('CMD-2019-00042'). */
export const legacyOrderNumberParamsSchema = z.strictObject({ number: orderNumberSchema });

export const legacyOrderLineSchema = z.object({
  productName: z.string().min(1),
  quantity: quantitySchema,
  /** The options of the job as the previous system summed them up ("A5, couché mat 135 g"). */
  attributes: z.string(),
  /** Excluding VAT. */
  totalPrice: moneySchema,
  /** Including VAT. */
  taxedPrice: moneySchema,
});

export const legacyOrderSchema = z.object({
  orderNumber: z.string().min(1),
  /** The day it was placed. */
  placedOn: wireDateSchema,
  /** The previous system's last status, as it wrote it ("Livrée"). */
  status: z.string(),
  lineItems: z.array(legacyOrderLineSchema),
  /** The address as text, one line per part; null when the export had none. */
  shippingAddress: z.string().nullable(),
  billingAddress: z.string().nullable(),
  /** Excluding VAT. */
  totalPrice: moneySchema,
  /** Including VAT. */
  taxedPrice: moneySchema,
  currencyCode: currencyCodeSchema,
});

/** A legacy order as the list shows it. */
export const legacyOrderSummarySchema = z.object({
  orderNumber: z.string().min(1),
  placedOn: wireDateSchema,
  status: z.string(),
  lineItemCount: z.number().int().nonnegative(),
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  currencyCode: currencyCodeSchema,
});

/**
 * One page of the customer's legacy orders, newest first; `total` counts them all.
 * `emailVerified` false: the customer has not proven they own their email, and sees none yet.
 */
export const legacyOrderListResponseSchema = z
  .object({
    orders: z.array(legacyOrderSummarySchema).max(MAX_ORDERS_PER_PAGE),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1).max(MAX_ORDERS_PER_PAGE),
    total: z.number().int().nonnegative(),
    emailVerified: z.boolean(),
  })
  .refine((list) => list.orders.length <= list.perPage, {
    path: ['orders'],
    message: 'A page holds at most perPage orders',
  })
  .refine((list) => list.emailVerified || list.total === 0, {
    path: ['total'],
    message: 'No legacy order is shown before the email is verified',
  });

/** POST /api/v1/legacy-orders/verify-email/ (no body): the address the verification link went to. */
export const emailVerificationSentSchema = z.object({
  sentTo: emailSchema,
});

/** POST /api/v1/legacy-orders/confirm-email/: the token of the verification mail's link. */
export const confirmEmailRequestSchema = z.strictObject({
  token: mailTokenSchema,
});
export const emailConfirmedSchema = z.object({
  emailVerified: z.literal(true),
});
