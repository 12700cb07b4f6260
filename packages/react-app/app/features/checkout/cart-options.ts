import { z } from 'zod';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';

/**
 * The cart's order options (specification: cart state `sender`, `userNotes.invoiceRequested`,
 * notes): chosen on the cart, carried to the checkout in a cookie of their own (a guest logs in
 * between the two), sent with the checkout call, and forgotten once the order is placed.
 */
export interface CartOptions {
  /** `product`: the shop's default sender; `custom`: the premium reseller's own name. */
  readonly sender: 'product' | 'custom';
  readonly customSender: string;
  readonly invoiceRequested: boolean;
  readonly notes: string;
}

/** At most this many characters of notes: the cookie stays under browsers' 4 KB in any script. */
export const MAX_NOTES_LENGTH = 800;
export const MAX_CUSTOM_SENDER_LENGTH = 100;

/** What a cart starts with: the shop as sender, an invoice, no notes. */
export const DEFAULT_CART_OPTIONS: CartOptions = {
  sender: 'product',
  customSender: '',
  invoiceRequested: true,
  notes: '',
};

/** Why the options form is refused, by field; empty when it is accepted. */
export type CartOptionsErrors = Partial<Record<'customSender' | 'notes', 'required' | 'tooLong'>>;

/** A form field as the shopper typed it: trimmed, line breaks as one `\n` (as the textarea counts them). */
const typed = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');

/**
 * The options as a form (the cart's or the checkout's) posts them, not checked yet: any sender but
 * "custom" is the shop, the invoice is a checkbox, the texts as typed. Who may choose the sender,
 * and the lengths, are `checkCartOptions`'s (the answer gives them back as typed): this schema
 * refuses nothing.
 */
export const postedCartOptionsSchema = z.object({
  sender: z
    .string()
    .optional()
    .transform((value): CartOptions['sender'] => (typed(value) === 'custom' ? 'custom' : 'product')),
  customSender: z.string().optional().transform(typed),
  invoiceRequested: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
  notes: z.string().optional().transform(typed),
});

/** The options as a form (the cart's or the checkout's) posted them, read with their schema. */
export function postedCartOptions(form: FormData): CartOptions {
  const submission = parseForm(form, postedCartOptionsSchema, {});
  return submission.status === 'success' ? submission.value : DEFAULT_CART_OPTIONS;
}

/**
 * The posted options, checked: only a premium reseller chooses the sender (for anyone else it is
 * the shop), a custom sender needs a name of at most `MAX_CUSTOM_SENDER_LENGTH` characters, notes
 * are at most `MAX_NOTES_LENGTH` characters. The options come back as they may be kept.
 */
export function checkCartOptions(
  posted: CartOptions,
  premium: boolean,
): { readonly options: CartOptions; readonly errors: CartOptionsErrors } {
  const sender = premium && posted.sender === 'custom' ? 'custom' : 'product';
  const errors: CartOptionsErrors = {};
  if (sender === 'custom' && posted.customSender === '') errors.customSender = 'required';
  if (sender === 'custom' && posted.customSender.length > MAX_CUSTOM_SENDER_LENGTH) {
    errors.customSender = 'tooLong';
  }
  if (posted.notes.length > MAX_NOTES_LENGTH) errors.notes = 'tooLong';
  return {
    options: {
      sender,
      customSender: sender === 'custom' ? posted.customSender.slice(0, MAX_CUSTOM_SENDER_LENGTH) : '',
      invoiceRequested: posted.invoiceRequested,
      notes: posted.notes.slice(0, MAX_NOTES_LENGTH),
    },
    errors,
  };
}

/** The options' errors as the shopper reads them, by field. */
export function cartOptionsErrorMessages(
  errors: CartOptionsErrors,
): Partial<Record<keyof CartOptionsErrors, string>> {
  const messages: Partial<Record<keyof CartOptionsErrors, string>> = {};
  if (errors.customSender === 'required') messages.customSender = t('checkout.error.customSender');
  if (errors.customSender === 'tooLong') {
    messages.customSender = t('checkout.error.customSenderTooLong', {
      max: String(MAX_CUSTOM_SENDER_LENGTH),
    });
  }
  if (errors.notes === 'tooLong') {
    messages.notes = t('checkout.error.notesTooLong', { max: String(MAX_NOTES_LENGTH) });
  }
  return messages;
}
