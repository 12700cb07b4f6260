import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentResultPanel } from '@tirage/react-app/features/payment/components/payment-result-panel.js';
import { demoOrder, orders, resultOf, swissOrder } from './payment-fixtures.js';

/** Where the order's payment stands after an attempt, read from the order as the server answers it. */
const meta = {
  title: 'Payment/PaymentResultPanel',
  component: PaymentResultPanel,
  args: { orderId: demoOrder.id, orderNumber: demoOrder.orderNumber, result: resultOf(orders.paid) },
} satisfies Meta<typeof PaymentResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid in full by card: on to the thank-you screen or the recap. */
export const Paid: Story = {};

/** The card payment is still being checked with the bank: the way to look again. */
export const InProgress: Story = { args: { result: resultOf(orders.charging) } };

/** The bank transfer mandate is accepted: where to send the transfer. */
export const BankTransfer: Story = { args: { result: resultOf(orders.awaitingTransfer) } };

/** Confirmed now, paid on invoice. */
export const Deferred: Story = { args: { result: resultOf(orders.deferred) } };

/** The wallet paid part, the card was refused: the rest to pay. */
export const PartlyPaid: Story = { args: { result: resultOf(orders.partlyPaid) } };

/** Nothing was paid (the payment failed or was abandoned): the way back to the payment screen. */
export const NotPaid: Story = { args: { result: resultOf(orders.awaitingPayment) } };

/** The order was cancelled meanwhile: nothing is to pay. */
export const Cancelled: Story = { args: { result: resultOf(orders.cancelled) } };

/** An order of the Swiss shop waiting for its transfer in francs, to a Swiss account. */
export const SwissFrancs: Story = {
  args: {
    orderId: swissOrder.id,
    orderNumber: swissOrder.orderNumber,
    result: resultOf(orders.swissAwaitingTransfer),
  },
};
