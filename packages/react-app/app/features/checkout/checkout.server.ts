import {
  type Address,
  type AddressInput,
  type Cart,
  type CheckoutOptions,
  type Customer,
  type DomainError,
  defaultCheckoutOptions,
  err,
  ok,
  type PlacedOrder,
  type Result,
  recapComplete,
} from '@tirage/domain';
import { z } from 'zod';
import { t } from '../../i18n/translate.js';
import { parseForm } from '../../lib/form-schema.js';
import type { StorefrontContext } from '../../load-context.js';
import { addressFieldErrors, postedAddressFieldsSchema, readNewAddress } from './address-form.server.js';
import {
  type CartOptions,
  cartOptionsErrorMessages,
  checkCartOptions,
  DEFAULT_CART_OPTIONS,
  postedCartOptionsSchema,
} from './cart-options.js';
import type { AddressField } from './components/address-fields.js';

/** The recap checkboxes a shopper must tick before ordering. */
const REQUIRED_RECAP_CHECKS = ['terms'] as const;

/** What the checkout form posted, kept to fill the form again after a refusal. */
export interface PostedCheckout extends CartOptions {
  readonly shippingAddress: string;
  readonly billingAddress: string;
  readonly shipping: Partial<Record<AddressField, string>>;
  readonly billing: Partial<Record<AddressField, string>>;
  readonly terms: boolean;
}

export interface CheckoutRefusal {
  readonly message: string;
  /** Field errors, keyed `shipping.postalCode`, `billing.city`, `terms`… */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly posted: PostedCheckout;
}

/** A choice as posted, trimmed and cut at 100 characters (an address id, "new", "same"). */
const choice = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim().slice(0, 100));

/**
 * The checkout form as posted, kept to fill the form again after a refusal: it refuses nothing.
 * The addresses chosen are checked against the book, a new one with the address form's schema, and
 * the options and the terms by `placeOrder`.
 */
const postedCheckoutSchema = postedCartOptionsSchema.extend({
  shippingAddress: choice,
  billingAddress: choice,
  shipping: postedAddressFieldsSchema,
  billing: postedAddressFieldsSchema,
  terms: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
});

const nothingPosted: PostedCheckout = {
  ...DEFAULT_CART_OPTIONS,
  invoiceRequested: false,
  shippingAddress: '',
  billingAddress: '',
  shipping: {},
  billing: {},
  terms: false,
};

function readCheckoutForm(form: FormData): PostedCheckout {
  const submission = parseForm(form, postedCheckoutSchema, {});
  return submission.status === 'success' ? submission.value : nothingPosted;
}

const sameFields = (a: AddressInput | Address, b: AddressInput | Address) =>
  (
    [
      'firstName',
      'lastName',
      'company',
      'street',
      'streetComplement',
      'postalCode',
      'city',
      'country',
    ] as const
  ).every((field) => (a[field] ?? '') === (b[field] ?? ''));

type Step<T> = Result<T, { readonly message: string; readonly fieldErrors: Record<string, string> }>;

/** Adds an address to the book; answers the address as stored. */
async function addToBook(
  context: StorefrontContext,
  input: AddressInput,
  before: Customer,
): Promise<Step<Address>> {
  const book = (customer: Customer) =>
    input.type === 'shipping' ? customer.addresses.shippingAddresses : customer.addresses.billingAddresses;
  const known = new Set(book(before).map((address) => address.id));
  const added = await context.ports.customer.addAddress(input);
  if (!added.ok) {
    const fieldErrors = addressFieldErrors(input.type, added.error);
    return err({
      message: t(fieldErrors ? 'checkout.error.fields' : 'checkout.error.failed'),
      fieldErrors: fieldErrors ?? {},
    });
  }
  const stored = book(added.value).find((address) => !known.has(address.id));
  return stored === undefined ? err({ message: t('checkout.error.failed'), fieldErrors: {} }) : ok(stored);
}

/**
 * Places the order of the shopper's cart as posted: the chosen (or new, read with the address
 * form's schema) shipping and billing addresses go to the book and the cart, the options are
 * checked (terms accepted, a custom sender for premium resellers only), and the cart becomes an
 * order. Nothing is ordered when anything is refused.
 */
export async function placeOrder(
  context: StorefrontContext,
  form: FormData,
  openCart: Promise<Result<Cart, DomainError>>,
): Promise<Result<PlacedOrder, CheckoutRefusal>> {
  const posted = readCheckoutForm(form);
  const refuse = (message: string, fieldErrors: Record<string, string> = {}) =>
    err({ message, fieldErrors, posted });
  const { ports } = context;
  const [profile, cart] = await Promise.all([ports.customer.getProfile(), openCart]);
  if (!profile.ok) return refuse(t('checkout.error.failed'));
  const customer = profile.value;

  // The same checks as on the cart: only premium resellers name the sender, lengths are refused.
  const checked = checkCartOptions(posted, customer.premium.premium);
  const options: CheckoutOptions = {
    ...defaultCheckoutOptions(),
    sender:
      checked.options.sender === 'custom'
        ? { type: 'custom', customSender: checked.options.customSender }
        : { type: 'product' },
    userNotes: {
      invoiceRequested: checked.options.invoiceRequested,
      comment: checked.options.notes === '' ? undefined : checked.options.notes,
    },
    recapChecks: { terms: posted.terms },
  };
  const fieldErrors: Record<string, string> = { ...cartOptionsErrorMessages(checked.errors) };
  if (!recapComplete(options, REQUIRED_RECAP_CHECKS)) fieldErrors.terms = t('checkout.error.terms');
  const newShipping = posted.shippingAddress === 'new' ? readNewAddress(form, 'shipping') : undefined;
  const newBilling = posted.billingAddress === 'new' ? readNewAddress(form, 'billing') : undefined;
  if (newShipping?.ok === false) Object.assign(fieldErrors, newShipping.error);
  if (newBilling?.ok === false) Object.assign(fieldErrors, newBilling.error);
  const bookShipping = customer.addresses.shippingAddresses.find((a) => a.id === posted.shippingAddress);
  const bookBilling = customer.addresses.billingAddresses.find((a) => a.id === posted.billingAddress);
  if (newShipping === undefined && bookShipping === undefined)
    fieldErrors.shippingAddress = t('checkout.error.choose');
  if (newBilling === undefined && bookBilling === undefined && posted.billingAddress !== 'same') {
    fieldErrors.billingAddress = t('checkout.error.choose');
  }
  if (Object.keys(fieldErrors).length > 0) return refuse(t('checkout.error.fields'), fieldErrors);

  if (!cart.ok) return refuse(t('checkout.error.failed'));
  if (Object.keys(cart.value.lineItems).length === 0) return refuse(t('checkout.emptyCart'));

  let shipping: Address | undefined = bookShipping;
  if (newShipping?.ok === true) {
    const added = await addToBook(context, newShipping.value, customer);
    if (!added.ok) return refuse(added.error.message, added.error.fieldErrors);
    shipping = added.value;
  }
  let billing: Address | undefined = bookBilling;
  if (newBilling?.ok === true) {
    const added = await addToBook(context, newBilling.value, customer);
    if (!added.ok) return refuse(added.error.message, added.error.fieldErrors);
    billing = added.value;
  }
  if (posted.billingAddress === 'same' && shipping !== undefined) {
    const { id: _shippingId, ...fields } = shipping;
    const copy: AddressInput = { ...fields, type: 'billing' };
    billing =
      customer.addresses.billingAddresses.find((address) => sameFields(address, copy)) ??
      (await addToBook(context, copy, customer).then((added) => (added.ok ? added.value : undefined)));
  }
  if (shipping === undefined || billing === undefined) return refuse(t('checkout.error.failed'));

  const withShipping = await ports.cart.setAddress(cart.value.id, 'shipping', shipping);
  const withBilling = withShipping.ok
    ? await ports.cart.setAddress(cart.value.id, 'billing', billing)
    : withShipping;
  if (!withBilling.ok) return refuse(t('checkout.error.failed'));
  const placed = await ports.cart.checkout(cart.value.id, options);
  if (!placed.ok) {
    // A design made online that was removed since its line was added: the shopper must act.
    if (placed.error.kind === 'cart.designMissing') return refuse(t('checkout.error.designMissing'));
    console.warn('checkout refused', placed.error.kind);
    return refuse(t('checkout.error.failed'));
  }
  return ok(placed.value);
}
