import { MAX_ORDERS_PER_PAGE, ORDER_STATUSES, PAYMENT_METHODS } from '@tirage/domain';
import { lineItemInputSchema, lineItemSchema } from './cart.js';
import { addressSchema, billingAddressSchema } from './customer.js';
import {
  currencyCodeSchema,
  idSchema,
  instantSchema,
  moneySchema,
  shopPathSchema,
} from './wire-primitives.js';
import * as z from './wire-zod.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

export const paymentSchema = z.object({
  id: idSchema,
  method: paymentMethodSchema,
  amount: moneySchema,
  status: z.enum(['pending', 'authorized', 'paid', 'failed', 'refunded']),
  createdAt: instantSchema,
});

/** Where the shopper sends a bank transfer, and the reference that ties it to the order. */
export const bankTransferInstructionsSchema = z.object({
  accountHolder: z.string().min(1),
  iban: z.string().min(1),
  bic: z.string().min(1),
  reference: z.string().min(1),
  amount: moneySchema,
});

export const orderSchema = z.object({
  id: idSchema,
  /** The number the shopper and customer service quote. */
  orderNumber: z.string().min(1),
  status: orderStatusSchema,
  createdAt: instantSchema,
  lineItems: z.array(lineItemSchema),
  shippingAddress: addressSchema.nullable(),
  billingAddress: billingAddressSchema.nullable(),
  /** Excluding VAT. */
  totalPrice: moneySchema,
  /** Including VAT. */
  taxedPrice: moneySchema,
  /** What is still to be paid including VAT, e.g. after an edit made the order dearer. */
  pendingAmountDetails: z.object({ taxedTotal: moneySchema }),
  payments: z.array(paymentSchema),
  currencyCode: currencyCodeSchema,
  isDeferredPayment: z.boolean(),
  hasWalletPayment: z.boolean(),
  allowedPaymentMethods: z.array(paymentMethodSchema),
  /** Set while the order waits for a bank transfer the shopper chose: where to send it. */
  bankTransfer: bankTransferInstructionsSchema.nullable(),
  /** The legal mention of the order's VAT (a reverse charge…), printed on its invoice; null when none applies. */
  vatMention: z.string().nullable().optional(),
});

/** GET /api/v1/order/{id} */
export const orderIdParamsSchema = z.strictObject({ id: idSchema });

/** Order numbers are opaque to the client (`TIR-100001` on this shop); the bound only stops absurd paths. */
export const orderNumberSchema = z.string().min(1, 'An order number cannot be empty').max(64);

/** GET /api/v1/order/by-number/{orderNumber}: the personal area's order detail is reached by number. */
export const orderNumberParamsSchema = z.strictObject({ orderNumber: orderNumberSchema });

/**
 * GET /api/v1/orders/?page=&perPage=: query strings are text, so the numbers are coerced. Absent,
 * the server reads page 1 of the domain's `ORDERS_PER_PAGE`.
 */
export const orderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_ORDERS_PER_PAGE).optional(),
});

/** An order as the customer's orders list shows it. */
export const orderSummarySchema = z.object({
  id: idSchema,
  orderNumber: z.string().min(1),
  status: orderStatusSchema,
  createdAt: instantSchema,
  lineItemCount: z.number().int().nonnegative(),
  /** Excluding VAT. */
  totalPrice: moneySchema,
  /** Including VAT. */
  taxedPrice: moneySchema,
  currencyCode: currencyCodeSchema,
});

/** One page of the customer's orders, newest first; `total` counts them all. */
export const orderListResponseSchema = z
  .object({
    orders: z.array(orderSummarySchema).max(MAX_ORDERS_PER_PAGE),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1).max(MAX_ORDERS_PER_PAGE),
    total: z.number().int().nonnegative(),
  })
  .refine((list) => list.orders.length <= list.perPage, {
    path: ['orders'],
    message: 'A page holds at most perPage orders',
  });

/** An order line as changed on the product page: the creation payload plus the line it replaces. */
export const editedLineItemInputSchema = lineItemInputSchema.extend({ id: idSchema });

/** POST /api/v1/order/edit/item/: saves the edited line as a draft; the order is unchanged until finalized. */
export const editOrderItemRequestSchema = z.strictObject({
  orderId: idSchema,
  lineItem: editedLineItemInputSchema,
  /** The page the shopper came from, to return there after the edit. */
  refererUrl: shopPathSchema,
});
export const orderEditDraftSchema = z.object({
  orderEditId: idSchema,
  /** The order as it will be once the edit is finalized. */
  orderDto: orderSchema,
});

/** POST /api/v1/order/edit/item/finalize */
export const finalizeOrderEditRequestSchema = z.strictObject({ orderId: idSchema, orderEditId: idSchema });

/** POST /api/v1/order/edit/payment/reset-method: after an edit the shopper chooses again how to pay. */
export const resetPaymentMethodRequestSchema = z.strictObject({ orderId: idSchema });
