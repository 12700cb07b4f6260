import { deleteCartItemQuerySchema } from '@tirage/api-client/contract';
import { z } from 'zod';
import { firstIntent, parseForm } from '../../lib/form-schema.js';

/**
 * The cart's forms: "Commander" (the order options, read by `postedCartOptions`), and each
 * line's "Dupliquer" and "Supprimer", the line's id in a hidden field with the contract's rule for
 * a cart item's id.
 */
const cartFormSchema = z.preprocess(
  firstIntent,
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('checkout') }),
    z.object({
      intent: z.enum(['duplicate', 'delete']),
      lineItemId: deleteCartItemQuerySchema.shape.cartItemId,
    }),
  ]),
);

/** A posted form of the cart read with its schema; hidden fields have no message of their own. */
export const parseCartForm = (formData: FormData) => parseForm(formData, cartFormSchema, {});
