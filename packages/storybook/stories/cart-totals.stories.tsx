import type { Meta, StoryObj } from '@storybook/react-vite';
import { cents, REVERSE_CHARGE_MENTION } from '@tirage/domain';
import { CartTotals } from '@tirage/react-app/features/cart/components/cart-totals.js';
import { demoCart } from './cart-fixtures.js';
import { demoLocale } from './fixtures.js';

const meta = {
  title: 'Cart/CartTotals',
  component: CartTotals,
  args: { cart: demoCart, locale: demoLocale },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo cart's three lines: totals excl. VAT, VAT and incl. VAT, then the cart's limits. */
export const Filled: Story = {};

/** A cart close to its maximum of 100 000 € incl. VAT. */
export const NearMaximum: Story = {
  args: {
    cart: { currency: 'EUR', totalPrice: cents(8_325_000, 'EUR'), taxedPrice: cents(9_990_000, 'EUR') },
  },
};

/** A cart whose lines were all removed: zero everywhere. */
export const Empty: Story = {
  args: { cart: { currency: 'EUR', totalPrice: cents(0, 'EUR'), taxedPrice: cents(0, 'EUR') } },
};

/** A Belgian company's cart, reverse-charged: no VAT, and the legal mention under the totals. */
export const ReverseCharge: Story = {
  args: {
    cart: {
      currency: 'EUR',
      totalPrice: cents(18_450, 'EUR'),
      taxedPrice: cents(18_450, 'EUR'),
      vatMention: REVERSE_CHARGE_MENTION,
    },
  },
};
