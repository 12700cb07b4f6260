import type { Meta, StoryObj } from '@storybook/react-vite';
import { BankTransferInstructions } from '@tirage/react-app/features/payment/components/bank-transfer-instructions.js';
import { demoTransfer, swissTransfer, transferViewOf } from './payment-fixtures.js';

const meta = {
  title: 'Payment/BankTransferInstructions',
  component: BankTransferInstructions,
  args: { instructions: transferViewOf(demoTransfer) },
} satisfies Meta<typeof BankTransferInstructions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's account, the order number as the reference, and the 172,40 € to send. */
export const Filled: Story = {};

/** The Swiss shop's account, in francs. */
export const SwissFrancs: Story = { args: { instructions: transferViewOf(swissTransfer) } };

/** Part of the order already paid by the wallet: only the rest is to be transferred. */
export const RestOnly: Story = {
  args: {
    instructions: transferViewOf({ ...demoTransfer, amount: { ...demoTransfer.amount, cents: 12_240 } }),
  },
};
