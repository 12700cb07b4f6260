import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYouPanel } from '@tirage/react-app/features/payment/components/thank-you-panel.js';
import { demoOrder, orders, resultOf, swissOrder } from './payment-fixtures.js';

/** The end of the funnel: thanks, the order's number and what comes next for its payment. */
const meta = {
  title: 'Payment/ThankYouPanel',
  component: ThankYouPanel,
  args: { orderId: demoOrder.id, orderNumber: demoOrder.orderNumber, result: resultOf(orders.paid) },
} satisfies Meta<typeof ThankYouPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the order is being prepared. */
export const Paid: Story = {};

/** Waiting for the bank transfer: where to send it. */
export const BankTransfer: Story = { args: { result: resultOf(orders.awaitingTransfer) } };

/** Paid on invoice later. */
export const Deferred: Story = { args: { result: resultOf(orders.deferred) } };

/** The card payment is still being checked with the bank. */
export const InProgress: Story = { args: { result: resultOf(orders.charging) } };

/** Part is paid: the rest to pay, and the way to pay it. */
export const PartlyPaid: Story = { args: { result: resultOf(orders.partlyPaid) } };

/** Nothing paid yet: the amount due and "Payer". */
export const NotPaid: Story = { args: { result: resultOf(orders.awaitingPayment) } };

/** The order was cancelled. */
export const Cancelled: Story = { args: { result: resultOf(orders.cancelled) } };

/** An order of the Swiss shop waiting for its transfer in francs. */
export const SwissFrancs: Story = {
  args: {
    orderId: swissOrder.id,
    orderNumber: swissOrder.orderNumber,
    result: resultOf(orders.swissAwaitingTransfer),
  },
};
