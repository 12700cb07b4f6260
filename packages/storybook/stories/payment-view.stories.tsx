import type { Meta, StoryObj } from '@storybook/react-vite';
import { cents, formatMoney } from '@tirage/domain';
import { paymentPath } from '@tirage/react-app/features/payment/payment-paths.js';
import { PaymentView } from '@tirage/react-app/features/payment/payment-view.js';
import { t } from '@tirage/react-app/i18n/translate.js';
import { expect, fn, waitFor } from 'storybook/test';
import { demoLocale } from './fixtures.js';
import {
  demoOrder,
  loadFakeProvider,
  loadProviderFails,
  loadProviderNever,
  onPage,
  orders,
  screenOf,
  swissOrder,
} from './payment-fixtures.js';

const eur = (amount: number) => cents(amount, 'EUR');

/** Every method an order may offer: card, PayPal, the wallet (50 € of credit), transfer, invoice. */
const allMethods = screenOf({
  order: {
    ...demoOrder,
    billingAddress: demoOrder.billingAddress && { ...demoOrder.billingAddress, hasDeferredPayments: true },
    allowedPaymentMethods: ['card', 'paypal', 'bankTransfer', 'wallet', 'deferred'],
  },
  walletCredit: eur(5_000),
});

/**
 * The payment screen, with the screen's data built from an order as the payment route's loader
 * does. The card provider is a stand-in (`payment-fixtures.ts`): it draws a placeholder where the
 * provider's frames go and gives a fake nonce; nothing is loaded from the network nor charged.
 * `submit` (card and PayPal) is only recorded, and the other methods' forms post to the story's
 * router, which records them too. Refusals (`error`) are the server's messages, as the shop shows them.
 */
const meta = {
  title: 'Payment/PaymentView',
  component: PaymentView,
  decorators: [onPage((args) => paymentPath(String(args.screen?.orderId)))],
  args: {
    screen: allMethods,
    error: undefined,
    notice: undefined,
    busy: false,
    submit: fn(),
    loadProvider: loadFakeProvider(),
  },
} satisfies Meta<typeof PaymentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 172,40 € to pay, every method offered; the card panel first, its (stand-in) frames drawn. */
export const Filled: Story = {};

/** The card provider's script has not arrived yet (and before hydration): card and PayPal wait. */
export const Loading: Story = { args: { loadProvider: loadProviderNever } };

/** The provider's script could not be loaded: card and PayPal are unavailable, the other methods remain. */
export const ProviderUnavailable: Story = { args: { loadProvider: loadProviderFails } };

/** The server could not get a client token: card and PayPal are unavailable at once. */
export const NoClientToken: Story = { args: { screen: { ...allMethods, provider: undefined } } };

/** A payment is on its way: every method waits, "Paiement en cours…". */
export const Busy: Story = { args: { busy: true } };

/** The usual order: card, PayPal and bank transfer, no wallet credit. */
export const WithoutWallet: Story = { args: { screen: screenOf({ order: demoOrder }) } };

/** 250 € of credit: the wallet pays all of the order. */
export const WalletCoversAll: Story = {
  args: { screen: screenOf({ order: demoOrder, walletCredit: eur(25_000) }) },
};

/** The wallet just paid 50 €: what was paid, the notice, and the rest to pay another way. */
export const WalletPaidPart: Story = {
  args: {
    screen: screenOf({ order: { ...orders.partlyPaid, payments: orders.partlyPaid.payments.slice(0, 1) } }),
    notice: t('payment.wallet.partlyPaid', {
      amount: formatMoney(eur(5_000), demoLocale),
      rest: formatMoney(orders.partlyPaid.pendingAmount, demoLocale),
    }),
  },
};

/** The bank transfer mandate was accepted: where to send it; card and PayPal stay open. */
export const BankTransferChosen: Story = { args: { screen: screenOf({ order: orders.awaitingTransfer }) } };

/** A card payment of the order is being checked with the bank. */
export const PaymentInProgress: Story = { args: { screen: screenOf({ order: orders.charging }) } };

/** The order allows no method: the shopper is sent to customer service. */
export const NoMethod: Story = {
  args: { screen: screenOf({ order: { ...demoOrder, allowedPaymentMethods: [] } }) },
};

/** An order of the Swiss shop: the amount due in francs. */
export const SwissFrancs: Story = { args: { screen: screenOf({ order: swissOrder }) } };

/** The bank refused the card. */
export const Declined: Story = { args: { error: t('payment.error.declined') } };

/** 3-D Secure failed (as the server says it). */
export const AuthenticationFailed: Story = { args: { error: t('payment.error.authenticationFailed') } };

/** The provider's nonce expired before it was charged. */
export const NonceExpired: Story = { args: { error: t('payment.error.invalidNonce') } };

/** Another payment of the order is already being charged. */
export const AlreadyInProgress: Story = { args: { error: t('payment.error.inProgress') } };

/** The order was edited in another tab: the amount changed (the screen shows the new one). */
export const AmountChanged: Story = { args: { error: t('payment.error.amountChanged') } };

/** The method is no longer allowed for the order. */
export const MethodNotAllowed: Story = { args: { error: t('payment.error.methodNotAllowed') } };

/** The provider is down (the server could not charge). */
export const ServiceUnavailable: Story = { args: { error: t('payment.error.unavailable') } };

/** The wallet was emptied meanwhile: the screen, read again, no longer offers it. */
export const WalletEmptied: Story = {
  args: { screen: screenOf({ order: demoOrder }), error: t('payment.error.walletNoCredit') },
};

/** The wallet is in another currency than the order. */
export const WalletOtherCurrency: Story = {
  args: { screen: screenOf({ order: demoOrder }), error: t('payment.error.walletCurrency') },
};

/** A transfer posted without the mandate accepted (the browser's check bypassed). */
export const MandateNotAccepted: Story = { args: { error: t('payment.error.mandate') } };

/** Any other refusal. */
export const Failed: Story = { args: { error: t('payment.error.failed') } };

/**
 * The provider refuses the card's details: its message, in the shop's words. In the browser the
 * story clicks "Payer" once the (stand-in) frames are drawn.
 */
export const InvalidCard: Story = {
  args: { loadProvider: loadFakeProvider({ card: 'invalidCard' }) },
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: t('payment.card.pay') });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(pay);
    await canvas.findByText(t('payment.error.invalidCard'), {}, { timeout: 5_000 });
  },
};

/** 3-D Secure failed in the provider's frames. In the browser the story clicks "Payer". */
export const ProviderAuthenticationFailed: Story = {
  args: { loadProvider: loadFakeProvider({ card: 'authenticationFailed' }) },
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: t('payment.card.pay') });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(pay);
    await canvas.findByText(t('payment.error.authenticationFailed'), {}, { timeout: 5_000 });
  },
};

/**
 * PayPal only; the shopper closes the approval: nothing charged, an information. In the browser
 * the story clicks "Payer avec PayPal".
 */
export const PayPalCancelled: Story = {
  args: {
    screen: screenOf({ order: { ...demoOrder, allowedPaymentMethods: ['paypal'] } }),
    loadProvider: loadFakeProvider({ paypal: 'cancelled' }),
  },
  play: async ({ canvas, userEvent }) => {
    const pay = await canvas.findByRole('button', { name: t('payment.paypal.pay') });
    await waitFor(() => expect(pay).toBeEnabled(), { timeout: 5_000 });
    await userEvent.click(pay);
    await canvas.findByText(t('payment.paypal.cancelled'), {}, { timeout: 5_000 });
  },
};
