import * as z from 'zod';
import { orderSchema } from './order.js';
import { idSchema, moneyInputSchema } from './wire-primitives.js';

/**
 * Card, PayPal and bank transfer with mandate go through the card payment provider: the client
 * SDK turns what the shopper enters (and 3-D Secure) into a one-time nonce, which the server
 * charges. Card numbers never reach the shop.
 */

/** GET /api/v1/payment/client-token/: initialises the provider's client SDK. */
export const clientTokenResponseSchema = z.object({ clientToken: z.string().min(1) });

/** POST /api/v1/payment/pay/ */
export const payWithNonceRequestSchema = z.strictObject({
  orderId: idSchema,
  method: z.enum(['card', 'paypal', 'bankTransfer']),
  nonce: z.string().min(1).max(2000),
  /** Device data the SDK collected for fraud checks. */
  deviceData: z.string().max(10_000).optional(),
  /** The amount the shopper saw and agreed to; the server charges what is due and refuses (409) if it is more. */
  maxAmount: moneyInputSchema.refine((amount) => amount.centAmount > 0, {
    message: 'The amount to pay must be positive',
    path: ['centAmount'],
  }),
});

export const paymentOutcomeSchema = z.object({
  /** 'pending' for payments confirmed later (bank transfer, some 3-D Secure flows). */
  status: z.enum(['paid', 'pending']),
  paymentId: idSchema,
  order: orderSchema,
});
