import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Cart, DEFAULT_CART_LIMITS, duplicationSuccess, lineItemsInOrder } from '@tirage/domain';
import { type CartOptions, DEFAULT_CART_OPTIONS } from '@tirage/react-app/features/checkout/cart-options.js';
import { t, tAny } from '@tirage/react-app/i18n/translate.js';
import { toTransferJson } from '@tirage/react-app/lib/transfer-json.js';
import CartScreen from '@tirage/react-app/routes/cart.js';
import type { ComponentProps } from 'react';
import { businessCardsLine, cartOf, demoCart, editPathOf, flyersLine } from './cart-fixtures.js';
import { demoLocale } from './fixtures.js';
import { neverAnswers, routeScreen, serverFailure } from './route-stub.js';

const CartRoute = routeScreen(CartScreen);

/** The product page of each line that has one (the roll labels' page is gone). */
const productPaths: Readonly<Record<string, string>> = {
  [flyersLine.id]: '/flyers/',
  [businessCardsLine.id]: '/cartes-de-visite/',
};

/** The cart route's loader answer for a cart: the cart as transfer JSON, where each line is edited. */
function cartData(cart: Cart | undefined, more: { premium?: boolean; options?: CartOptions } = {}) {
  const lines = cart === undefined ? [] : lineItemsInOrder(cart);
  return {
    cart: cart === undefined ? undefined : toTransferJson(cart),
    editPaths: Object.fromEntries(
      lines.flatMap((line) => {
        const path = productPaths[line.id];
        return path === undefined ? [] : [[line.id, editPathOf(path, line)]];
      }),
    ),
    locale: demoLocale,
    cartLimits: DEFAULT_CART_LIMITS,
    options: more.options ?? DEFAULT_CART_OPTIONS,
    premium: more.premium ?? false,
  };
}

/** The flyers line duplicated (it has the file check), as the route's action answers it. */
const duplicated = {
  notice: {
    text: tAny(duplicationSuccess({ fileCheck: true, designService: false }).key),
    variant: 'success',
  },
} as const;

const deleted = { notice: { text: t('cart.deleted'), variant: 'success' } } as const;

/** The route's action as the shop answers: the line duplicated or removed. */
const answerAsTheShop: ComponentProps<typeof CartRoute>['respond'] = (form) =>
  form.get('intent') === 'delete' ? deleted : duplicated;

/**
 * The cart screen (`routes/cart.tsx`) with a stub loader answering the demo cart. Its lines'
 * duplicate and remove buttons post to a stub action that answers as the shop does (the cart
 * itself does not change) and records what was posted.
 */
const meta = {
  title: 'Routes/Cart',
  component: CartRoute,
  args: {
    url: '/cart/',
    loaderData: cartData(demoCart),
    cartCount: Object.keys(demoCart.lineItems).length,
    respond: answerAsTheShop,
  },
} satisfies Meta<typeof CartRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three jobs (one whose page is gone, so it cannot be edited), the totals and the way to order. */
export const Filled: Story = {};

/** A premium reseller: the parcel's sender is chosen with the options. */
export const PremiumReseller: Story = { args: { loaderData: cartData(demoCart, { premium: true }) } };

/** "Commander" refused: the notes are too long; what was typed stays, the error under the field. */
export const OptionsRefused: Story = {
  args: {
    actionData: {
      notice: { text: t('cart.options.refused'), variant: 'danger' },
      refusedOptions: {
        options: { ...DEFAULT_CART_OPTIONS, notes: 'Livrer avant 10 h, quai 3…' },
        errors: { notes: t('checkout.error.notesTooLong', { max: '800' }) },
      },
    },
  },
};

/** A guest who never filled a cart: none was made. */
export const Empty: Story = { args: { loaderData: cartData(undefined), cartCount: 0 } };

/** A cart whose lines were all removed. */
export const EmptiedCart: Story = { args: { loaderData: cartData(cartOf([])), cartCount: 0 } };

/** The flyers line was just duplicated: the notice names its file check. */
export const Duplicated: Story = { args: { actionData: duplicated } };

/** A line was just removed. */
export const LineRemoved: Story = {
  args: { loaderData: cartData(cartOf([flyersLine, businessCardsLine])), cartCount: 2, actionData: deleted },
};

/** Duplicating was refused: the cart already holds its 15 lines. */
export const DuplicateRefused: Story = {
  args: { actionData: { notice: { text: t('cart.error.tooManyLines'), variant: 'danger' } } },
};

/**
 * A duplication on its way: every line's buttons wait. In the browser the story clicks the first
 * "Dupliquer", and the action never answers.
 */
export const Loading: Story = {
  args: { respond: neverAnswers },
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('button', { name: t('cart.duplicate') });
    if (first !== undefined) await userEvent.click(first);
  },
};

/** The cart could not be read: the shop's 500 screen. */
export const LoadFailed: Story = {
  args: { error: serverFailure('The cart could not be read (http.timeout)') },
};
