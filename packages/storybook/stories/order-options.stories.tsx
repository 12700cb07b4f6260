import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CART_OPTIONS } from '@tirage/react-app/features/checkout/cart-options.js';
import { OrderOptions } from '@tirage/react-app/features/checkout/components/order-options.js';
import { t } from '@tirage/react-app/i18n/translate.js';

const meta = {
  title: 'Checkout/OrderOptions',
  component: OrderOptions,
  args: { premium: false, values: DEFAULT_CART_OPTIONS },
} satisfies Meta<typeof OrderOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer: the invoice (asked by default) and notes for the workshop. */
export const Filled: Story = {};

/** A premium reseller: the parcel leaves under the shop's name or one of her own. */
export const PremiumReseller: Story = {
  args: {
    premium: true,
    values: { ...DEFAULT_CART_OPTIONS, sender: 'custom', customSender: 'Agence Martin', notes: 'Quai 3' },
  },
};

/** Refused: a custom sender without a name, notes too long. */
export const Errors: Story = {
  args: {
    premium: true,
    values: { ...DEFAULT_CART_OPTIONS, sender: 'custom' },
    errors: {
      customSender: t('checkout.error.customSender'),
      notes: t('checkout.error.notesTooLong', { max: '800' }),
    },
  },
};
