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

/**
 * The options as the cart's form posted them, checked: a custom sender needs a name, notes are
 * at most `MAX_NOTES_LENGTH` characters. `premium` says whether the shopper may choose a sender.
 */
export function readCartOptionsForm(
  form: FormData,
  premium: boolean,
): { readonly options: CartOptions; readonly errors: CartOptionsErrors } {
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const sender = premium && raw('sender') === 'custom' ? 'custom' : 'product';
  const customSender = raw('customSender');
  const notes = raw('notes');
  const errors: CartOptionsErrors = {};
  if (sender === 'custom' && customSender === '') errors.customSender = 'required';
  if (customSender.length > MAX_CUSTOM_SENDER_LENGTH) errors.customSender = 'tooLong';
  if (notes.length > MAX_NOTES_LENGTH) errors.notes = 'tooLong';
  return {
    options: {
      sender,
      customSender: sender === 'custom' ? customSender.slice(0, MAX_CUSTOM_SENDER_LENGTH) : '',
      invoiceRequested: form.get('invoiceRequested') === 'on',
      notes: notes.slice(0, MAX_NOTES_LENGTH),
    },
    errors,
  };
}
