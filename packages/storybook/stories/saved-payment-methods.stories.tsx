import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedPaymentMethods } from '@tirage/react-app/features/payment/components/saved-payment-methods.js';
import { onPage, savedMethods } from './payment-fixtures.js';

/**
 * The personal area's saved cards and PayPal accounts; each "Supprimer" posts its method's token
 * (recorded by the story's router).
 */
const meta = {
  title: 'Payment/SavedPaymentMethods',
  component: SavedPaymentMethods,
  decorators: [onPage('/personal-area/payment-methods/')],
  args: { methods: savedMethods, busy: false },
} satisfies Meta<typeof SavedPaymentMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards (the Visa by default) and a PayPal account. */
export const Filled: Story = {};

/** A single card, not the default one. */
export const SingleCard: Story = {
  args: {
    methods: [
      {
        token: 'tok-amex',
        kind: 'card',
        label: 'American Express •••• 0005, exp. 09/2029',
        isDefault: false,
      },
    ],
  },
};

/** A removal is on its way: every "Supprimer" waits. */
export const Loading: Story = { args: { busy: true } };

/** Nothing saved: the page says so. */
export const Empty: Story = { args: { methods: [] } };
