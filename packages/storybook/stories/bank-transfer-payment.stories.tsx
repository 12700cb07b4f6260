import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatMoney } from '@tirage/domain';
import { BankTransferPayment } from '@tirage/react-app/features/payment/components/bank-transfer-payment.js';
import { paymentPath } from '@tirage/react-app/features/payment/payment-paths.js';
import { demoLocale } from './fixtures.js';
import { demoIdempotencyKey, demoOrder, onPage, swissOrder } from './payment-fixtures.js';

/**
 * The mandate and its box; "Valider le virement" posts the form (recorded by the story's router).
 * A post without the box ticked is refused by the browser (the box is required) and, failing
 * that, by the server: see `PaymentView`'s `MandateNotAccepted`.
 */
const meta = {
  title: 'Payment/BankTransferPayment',
  component: BankTransferPayment,
  decorators: [onPage((args) => paymentPath(String(args.orderId)))],
  args: {
    orderId: demoOrder.id,
    orderNumber: demoOrder.orderNumber,
    amount: formatMoney(demoOrder.pendingAmount, demoLocale),
    idempotencyKey: demoIdempotencyKey,
    disabled: false,
  },
} satisfies Meta<typeof BankTransferPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mandate for the order's 172,40 €, ready to be accepted. */
export const Filled: Story = {};

/** Another payment is on its way: the button waits. */
export const Busy: Story = { args: { disabled: true } };

/** The Swiss shop's order: the mandate is for an amount in francs. */
export const SwissFrancs: Story = {
  args: {
    orderId: swissOrder.id,
    orderNumber: swissOrder.orderNumber,
    amount: formatMoney(swissOrder.pendingAmount, demoLocale),
  },
};
