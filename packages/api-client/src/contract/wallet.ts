import { orderSchema } from './order.js';
import { idSchema, moneyInputSchema, moneySchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

/**
 * POST /api/v1/wallet/create-payment-and-transaction: pays (part of) an order with wallet credit.
 * `maxAmount` is not a price: it is the most the shopper agreed to take from the wallet on the
 * payment page. The server takes the smallest of it, the credit left and the amount still due,
 * and refuses (409) when the amount due has grown beyond what the shopper saw.
 */
export const walletPaymentRequestSchema = z.strictObject({
  orderId: idSchema,
  maxAmount: moneyInputSchema.refine((amount) => amount.centAmount > 0, {
    message: 'The amount to take from the wallet must be positive',
    path: ['centAmount'],
  }),
});

export const walletPaymentResponseSchema = z.object({
  paymentId: idSchema,
  transactionId: idSchema,
  /** What was actually taken from the wallet. */
  amount: moneySchema,
  /** 'paid' when the wallet covered everything, 'pending' when something is left to pay another way. */
  status: z.enum(['paid', 'pending']),
  walletCredit: moneySchema,
  order: orderSchema,
});
