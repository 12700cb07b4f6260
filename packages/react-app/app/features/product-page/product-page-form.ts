import { z } from 'zod';
import { firstIntent, parseForm } from '../../lib/form-schema.js';

/** What a product page's forms ask of its action. */
const PRODUCT_PAGE_INTENTS = ['addToCart', 'saveDesign', 'editOrderItem', 'finalizeOrderEdit'] as const;
type ProductPageIntent = (typeof PRODUCT_PAGE_INTENTS)[number];

/** The intent of a product page's post; each form's own fields are read by its action. */
const productPageIntentSchema = z.preprocess(firstIntent, z.object({ intent: z.enum(PRODUCT_PAGE_INTENTS) }));

/** The intent a product page's form posted, or undefined when it is none of them. */
export function postedProductPageIntent(form: FormData): ProductPageIntent | undefined {
  const submission = parseForm(form, productPageIntentSchema, {});
  return submission.status === 'success' ? submission.value.intent : undefined;
}
