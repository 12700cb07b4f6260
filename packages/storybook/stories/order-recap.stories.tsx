import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderRecap } from '@tirage/react-app/features/payment/components/order-recap.js';
import { orders, recapOf } from './payment-fixtures.js';

/** An order's recap, built from the order as the recap route does. */
const meta = {
  title: 'Payment/OrderRecap',
  component: OrderRecap,
  args: { recap: recapOf(orders.awaitingPayment) },
} satisfies Meta<typeof OrderRecap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three jobs, both addresses, the totals; nothing paid yet: the amount due and "Payer". */
export const Filled: Story = {};

/** Paid by card: the payment listed, nothing due, no "Payer". */
export const Paid: Story = { args: { recap: recapOf(orders.paid) } };

/** The wallet paid 50 €, then a card was refused: both payments listed, the rest due. */
export const PartlyPaid: Story = { args: { recap: recapOf(orders.partlyPaid) } };

/** Waiting for the bank transfer: the transfer listed as pending, still payable another way. */
export const AwaitingTransfer: Story = { args: { recap: recapOf(orders.awaitingTransfer) } };

/** Confirmed on invoice: in file review, paid later, nothing to pay here. */
export const Deferred: Story = { args: { recap: recapOf(orders.deferred) } };

/** Cancelled: no "Payer". */
export const Cancelled: Story = { args: { recap: recapOf(orders.cancelled) } };

/** An older order: one job, no addresses kept, no payment: dashes where the addresses would be. */
export const Minimal: Story = { args: { recap: recapOf(orders.minimal) } };

/** An order of the Swiss shop: amounts in francs, Swiss VAT. */
export const SwissFrancs: Story = { args: { recap: recapOf(orders.swiss) } };
