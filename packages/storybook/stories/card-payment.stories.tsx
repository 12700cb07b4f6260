import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardPayment } from '@tirage/react-app/features/payment/components/card-payment.js';
import { fn } from 'storybook/test';
import { demoEmail, demoOrder, readyProvider, swissOrder } from './payment-fixtures.js';

/**
 * Paying by card. The provider is a stand-in (`payment-fixtures.ts`): once the story runs in the
 * browser it draws a placeholder where the provider's frames go, and calls no network. `onPay`
 * is only recorded. Rendered on the server (before hydration), every state shows the loading line.
 */
const meta = {
  title: 'Payment/CardPayment',
  component: CardPayment,
  args: {
    provider: readyProvider(),
    amount: demoOrder.pendingAmount,
    email: demoEmail,
    disabled: false,
    onPay: fn(),
  },
} satisfies Meta<typeof CardPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider is loaded: its card frames are drawn, "Payer" is enabled. */
export const Filled: Story = {};

/** The provider's script is still loading: the loading line, "Payer" waits. */
export const Loading: Story = { args: { provider: { status: 'loading' } } };

/** The provider could not be loaded (or gave no client token): card payment is unavailable. */
export const Unavailable: Story = { args: { provider: { status: 'unavailable' } } };

/** The provider loaded but its card frames could not be drawn: unavailable too. */
export const FramesFailed: Story = { args: { provider: readyProvider({ fieldsFail: true }) } };

/** A payment is on its way: "Payer" waits. */
export const Busy: Story = { args: { disabled: true } };

/** An order of the Swiss shop: 3-D Secure is asked for an amount in francs. */
export const SwissFrancs: Story = {
  args: { amount: swissOrder.pendingAmount, email: 'luc.favre@example.ch' },
};
