import type { Meta, StoryObj } from '@storybook/react-vite';
import { cents } from '@tirage/domain';
import { WalletPayment } from '@tirage/react-app/features/payment/components/wallet-payment.js';
import { paymentPath } from '@tirage/react-app/features/payment/payment-paths.js';
import { demoIdempotencyKey, demoOrder, onPage, swissOrder, walletOf } from './payment-fixtures.js';

/**
 * Paying with the wallet credit (built as the payment route does, from the order and the credit):
 * "Utiliser mon crédit" posts the amount offered (recorded by the story's router).
 */
const meta = {
  title: 'Payment/WalletPayment',
  component: WalletPayment,
  decorators: [onPage((args) => paymentPath(String(args.orderId)))],
  args: {
    orderId: demoOrder.id,
    wallet: walletOf(demoOrder, cents(25_000, 'EUR')),
    idempotencyKey: demoIdempotencyKey,
    disabled: false,
  },
} satisfies Meta<typeof WalletPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 250 € of credit: it pays all of the 172,40 € order. */
export const CoversAll: Story = {};

/** 50 € of credit: it pays 50 €, the remaining 122,40 € is paid another way on the same screen. */
export const CoversPart: Story = { args: { wallet: walletOf(demoOrder, cents(5_000, 'EUR')) } };

/** Another payment is on its way: the button waits. */
export const Busy: Story = { args: { disabled: true } };

/** A wallet in francs for an order of the Swiss shop (a wallet only pays orders in its currency). */
export const SwissFrancs: Story = {
  args: { orderId: swissOrder.id, wallet: walletOf(swissOrder, cents(2_000, 'CHF')) },
};
