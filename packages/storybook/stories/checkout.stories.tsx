import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Address, AddressBook, Cart } from '@tirage/domain';
import { type CartOptions, DEFAULT_CART_OPTIONS } from '@tirage/react-app/features/checkout/cart-options.js';
import type { CheckoutRefusal, PostedCheckout } from '@tirage/react-app/features/checkout/checkout.server.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { toTransferJson } from '@tirage/react-app/lib/transfer-json.js';
import Checkout from '@tirage/react-app/routes/checkout.js';
import type { ComponentProps } from 'react';
import { cartOf, demoCart } from './cart-fixtures.js';
import { demoLocale } from './fixtures.js';
import { demoBilling, demoShipping } from './payment-fixtures.js';
import { neverAnswers, routeScreen, serverFailure } from './route-stub.js';

const CheckoutRoute = routeScreen(Checkout);

/** A second place to deliver to: the bookshop's storeroom. */
const storeroom: Address = {
  ...demoShipping,
  id: 'addr-storeroom',
  street: '3 rue des Bernardins',
  streetComplement: 'Réserve, cour intérieure',
  postalCode: '75005',
  phone: undefined,
};

/** The demo customer's address book: her bookshop and its storeroom, the bookshop's accounts. */
const demoBook: AddressBook = {
  shippingAddresses: [demoShipping, storeroom],
  billingAddresses: [demoBilling],
  defaultShippingAddressId: demoShipping.id,
  defaultBillingAddressId: undefined,
};

/** A customer who has never ordered: no address yet. */
const emptyBook: AddressBook = {
  shippingAddresses: [],
  billingAddresses: [],
  defaultShippingAddressId: undefined,
  defaultBillingAddressId: undefined,
};

/** The checkout route's loader answer: cart and address book as transfer JSON, the shop's countries. */
function checkoutData(
  options: { cart?: Cart; book?: AddressBook; premium?: boolean; options?: CartOptions } = {},
) {
  return {
    cart: toTransferJson(options.cart ?? demoCart),
    addresses: toTransferJson(options.book ?? demoBook),
    premium: options.premium ?? false,
    options: options.options ?? DEFAULT_CART_OPTIONS,
    locale: demoLocale,
    countries: ['BE', 'FR', 'LU'],
    defaultCountry: 'FR',
    // No address lookup key: the forms suggest no addresses.
    addressLookupKey: null,
  };
}

/** The form as posted with the book's addresses and nothing ticked. */
const postedWithBook: PostedCheckout = {
  shippingAddress: demoShipping.id,
  billingAddress: 'same',
  shipping: {},
  billing: {},
  sender: 'product',
  customSender: '',
  invoiceRequested: true,
  notes: 'Livraison le matin, avant 11 h.',
  terms: false,
};

/** The terms were not accepted: the route's action answers this refusal. */
const termsRefused: CheckoutRefusal = {
  message: t('checkout.error.fields'),
  fieldErrors: { terms: t('checkout.error.terms') },
  posted: postedWithBook,
};

/** The route's action, refusing the order as when the terms are not accepted. */
const refuseTerms: ComponentProps<typeof CheckoutRoute>['respond'] = () => termsRefused;

/**
 * The checkout screen (`routes/checkout.tsx`) of a logged-in customer, with a stub loader
 * answering the demo cart and her address book. The form posts to a stub action that records it
 * and refuses it as the shop does when the terms are not accepted (a placed order would leave
 * for the order sent screen).
 */
const meta = {
  title: 'Routes/Checkout',
  component: CheckoutRoute,
  args: {
    url: '/checkout/',
    loaderData: checkoutData(),
    loggedIn: true,
    cartCount: Object.keys(demoCart.lineItems).length,
    respond: refuseTerms,
  },
} satisfies Meta<typeof CheckoutRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The book's addresses (the default one chosen), the options, the recap and the terms. */
export const Filled: Story = {};

/** A premium reseller: the parcel may leave under her own sender name. */
export const PremiumReseller: Story = { args: { loaderData: checkoutData({ premium: true }) } };

/** The options chosen on the cart: no invoice, notes for the workshop, the reseller's own sender. */
export const OptionsFromTheCart: Story = {
  args: {
    loaderData: checkoutData({
      premium: true,
      options: {
        sender: 'custom',
        customSender: 'Agence Martin',
        invoiceRequested: false,
        notes: 'Livraison le matin, avant 11 h.',
      },
    }),
  },
};

/** A first order: no address in the book, the new address's fields are open. */
export const NoAddressBook: Story = { args: { loaderData: checkoutData({ book: emptyBook }) } };

/** Nothing left to order: the way back to the cart. */
export const Empty: Story = { args: { loaderData: checkoutData({ cart: cartOf([]) }), cartCount: 0 } };

/** Refused: the terms were not accepted; what was typed is kept. */
export const TermsRefused: Story = { args: { actionData: termsRefused } };

/** Refused: the new addresses' fields are incomplete, each error under its field. */
export const FieldErrors: Story = {
  args: {
    loaderData: checkoutData({ book: emptyBook }),
    actionData: {
      message: t('checkout.error.fields'),
      fieldErrors: {
        'shipping.postalCode': t('checkout.error.postalCode'),
        'shipping.city': t('checkout.error.required'),
        billingAddress: t('checkout.error.choose'),
      },
      posted: {
        ...postedWithBook,
        shippingAddress: 'new',
        billingAddress: '',
        shipping: {
          firstName: 'Claire',
          lastName: 'Dubois',
          street: '14 quai de la Tournelle',
          postalCode: '7500',
          city: '',
          country: 'FR',
        },
        terms: true,
      },
    },
  },
};

/** The server could not place the order: the cart is intact, the shopper may try again. */
export const OrderFailed: Story = {
  args: {
    actionData: {
      message: t('checkout.error.failed'),
      fieldErrors: {},
      posted: { ...postedWithBook, terms: true },
    },
  },
};

/**
 * The order on its way: "Commande en cours…". In the browser the story ticks the terms and
 * clicks "Commander", and the action never answers.
 */
export const Loading: Story = {
  args: { respond: neverAnswers },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: t('checkout.terms') }));
    await userEvent.click(canvas.getByRole('button', { name: t('checkout.submit') }));
  },
};

/** The customer's profile could not be read: the shop's 500 screen. */
export const LoadFailed: Story = {
  args: { error: serverFailure('The profile could not be read (http.timeout)') },
};
