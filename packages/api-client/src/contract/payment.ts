import { GATEWAY_PAYMENT_METHODS } from '@tirage/domain';
import { bankTransferInstructionsSchema, orderSchema } from './order.js';
import { idSchema, moneyInputSchema } from './wire-primitives.js';
import * as z from './wire-zod.js';

/**
 * Card and PayPal go through the card payment provider: its client SDK turns what the shopper
 * enters (and 3-D Secure, or the PayPal approval) into a one-time nonce, which the server charges.
 * Card numbers never reach the shop. Bank transfer (with its mandate) and deferred payment need
 * no provider: the order then waits for the money. See docs/payments.md.
 */

/** GET /api/v1/payment/client-token/: which client SDK to load, and the token it starts with. */
export const clientTokenResponseSchema = z.object({
  provider: z.enum(['braintree', 'sandbox']),
  clientToken: z.string().min(1),
});

/** The amount the shopper saw and agreed to; the server charges what is due and refuses (409) if it is more. */
const agreedAmountSchema = moneyInputSchema.refine((amount) => amount.centAmount > 0, {
  message: 'The amount to pay must be positive',
  path: ['centAmount'],
});

/** POST /api/v1/payment/pay/ */
export const payWithNonceRequestSchema = z.strictObject({
  orderId: idSchema,
  method: z.enum(GATEWAY_PAYMENT_METHODS),
  nonce: z.string().min(1).max(2000),
  /** Device data the SDK collected for fraud checks. */
  deviceData: z.string().max(10_000).optional(),
  maxAmount: agreedAmountSchema,
});

export const paymentOutcomeSchema = z.object({
  /** 'paid' when nothing is left to pay; 'pending' when the order still waits for money. */
  status: z.enum(['paid', 'pending']),
  paymentId: idSchema,
  order: orderSchema,
});

/**
 * POST /api/v1/payment/bank-transfer/: the shopper accepts the mandate (the server records when,
 * from which address, and which text); the order waits for the transfer.
 */
export const bankTransferRequestSchema = z.strictObject({
  orderId: idSchema,
  mandateAccepted: z.literal(true, { message: 'The bank transfer mandate must be accepted' }),
});

export const bankTransferResponseSchema = z.object({
  paymentId: idSchema,
  order: orderSchema,
  instructions: bankTransferInstructionsSchema,
});

/** POST /api/v1/payment/deferred/: only when the order's billing address has deferred payments. */
export const deferredPaymentRequestSchema = z.strictObject({ orderId: idSchema });

/** A payment method the provider keeps for the customer (personal area, payment methods). */
export const savedPaymentMethodSchema = z.object({
  token: z.string().min(1),
  kind: z.enum(['card', 'paypal']),
  label: z.string().min(1),
  isDefault: z.boolean(),
});
export const savedPaymentMethodsResponseSchema = z.object({ methods: z.array(savedPaymentMethodSchema) });

/** DELETE /api/v1/payment/methods/: answers the methods left. */
/** DELETE /api/v1/payment/methods/{token}: the provider's token of a saved method (letters, digits, `-`, `_`). */
export const savedPaymentMethodParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});
