import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayPalPayment } from '@tirage/react-app/features/payment/components/paypal-payment.js';
import { fn } from 'storybook/test';
import { demoOrder, readyProvider, swissOrder } from './payment-fixtures.js';

/**
 * Paying with PayPal, through a stand-in provider (`payment-fixtures.ts`) that calls no network.
 * `onPay` is only recorded.
 */
const meta = {
  title: 'Payment/PayPalPayment',
  component: PayPalPayment,
  args: {
    provider: readyProvider(),
    amount: demoOrder.pendingAmount,
    disabled: false,
    onPay: fn(),
  },
} satisfies Meta<typeof PayPalPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider is loaded: "Payer avec PayPal" opens the approval. */
export const Filled: Story = {};

/** The provider's script is still loading: the loading line, the button waits. */
export const Loading: Story = { args: { provider: { status: 'loading' } } };

/** The provider could not be loaded: PayPal is unavailable. */
export const Unavailable: Story = { args: { provider: { status: 'unavailable' } } };

/** A payment is on its way: the button waits. */
export const Busy: Story = { args: { disabled: true } };

/** An order of the Swiss shop, approved in francs. */
export const SwissFrancs: Story = { args: { amount: swissOrder.pendingAmount } };
