import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeferredPayment } from '@tirage/react-app/features/payment/components/deferred-payment.js';
import { paymentPath } from '@tirage/react-app/features/payment/payment-paths.js';
import { demoIdempotencyKey, demoOrder, onPage } from './payment-fixtures.js';

/** Paying on invoice: "Payer sur facture" posts the form (recorded by the story's router). */
const meta = {
  title: 'Payment/DeferredPayment',
  component: DeferredPayment,
  decorators: [onPage((args) => paymentPath(String(args.orderId)))],
  args: { orderId: demoOrder.id, idempotencyKey: demoIdempotencyKey, disabled: false },
} satisfies Meta<typeof DeferredPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer whose billing address may pay on invoice confirms the order now. */
export const Filled: Story = {};

/** Another payment is on its way: the button waits. */
export const Busy: Story = { args: { disabled: true } };
