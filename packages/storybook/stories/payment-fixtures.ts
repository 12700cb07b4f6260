import type { Args, Decorator } from '@storybook/react-vite';
import {
  type Address,
  type BankTransferInstructions,
  type BillingAddress,
  cents,
  FILE_CHECK_SERVICE,
  type LineItem,
  type Money,
  type Order,
  type PaymentClientToken,
  type SavedPaymentMethod,
  vatFromExcl,
} from '@tirage/domain';
import { orderStatusLabel } from '@tirage/react-app/features/account/order-status.js';
import { addressLine } from '@tirage/react-app/features/checkout/components/address-choice.js';
import { isPayable, paymentResultOf } from '@tirage/react-app/features/payment/payment-result.js';
import {
  type BankTransferView,
  bankTransferView,
  type OrderRecapView,
  orderRecapView,
  type PaymentResultView,
  type PaymentScreenData,
  paymentResultView,
  paymentScreenData,
  type WalletView,
} from '@tirage/react-app/features/payment/payment-views.js';
import {
  type PaymentProviderClient,
  type PaymentProviderFactory,
  ProviderError,
  type ProviderNonce,
} from '@tirage/react-app/features/payment/provider/payment-provider.js';
import type { ProviderState } from '@tirage/react-app/features/payment/use-payment-provider.js';
import { aPayment, demoBankTransfer, placedOrder } from '@tirage/react-app/test-support/fake-orders.js';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { action } from 'storybook/actions';
import { Temporal } from 'temporal-polyfill';
import { businessCardsLine, demoCart, flyersLine, rollLabelsLine } from './cart-fixtures.js';
import { demoLocale } from './fixtures.js';

/**
 * The payment funnel's fake data: orders at each step of their payment (built from the React app's
 * `test-support/fake-orders.ts` and the cart's lines), turned into what the screens show by the
 * app's own view builders (`payment-views.ts`), as the routes' loaders do; and a stand-in for the
 * card provider that never touches the network.
 */

const eur = (amount: number): Money => cents(amount, 'EUR');
const chf = (amount: number): Money => cents(amount, 'CHF');
const at = (instant: string) => Temporal.Instant.from(instant);

/** The key every post of the stories carries (a fresh UUID per attempt in the shop). */
export const demoIdempotencyKey = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
export const demoEmail = 'claire.dubois@librairie-des-quais.fr';
/** The client token the server hands the payment screen (the offline sandbox gateway's). */
const sandboxToken: PaymentClientToken = { provider: 'sandbox', clientToken: 'sandbox-story-token' };

/** The demo customer's shipping address (her bookshop). */
export const demoShipping: Address = {
  id: 'addr-shipping',
  type: 'shipping',
  country: 'FR',
  postalCode: '75005',
  firstName: 'Claire',
  lastName: 'Dubois',
  company: 'Librairie des Quais',
  street: '14 quai de la Tournelle',
  streetComplement: undefined,
  city: 'Paris',
  phone: '01 43 54 12 34',
  email: demoEmail,
  vatNumber: undefined,
};

/** The demo customer's billing address (her bookshop's accounts). */
export const demoBilling: BillingAddress = {
  ...demoShipping,
  id: 'addr-billing',
  type: 'billing',
  company: 'Librairie des Quais SARL',
  streetComplement: 'Service comptabilité',
  vatNumber: 'FR40123456789',
  hasDeferredPayments: false,
};

/**
 * The cart's three jobs (flyers with the file check, business cards by a designer with a code,
 * roll labels), ordered: 172,40 € incl. VAT, nothing paid yet, card, PayPal, bank transfer and
 * wallet allowed.
 */
export const demoOrder: Order = placedOrder({
  id: 'ord-100245',
  orderNumber: '100245',
  createdAt: at('2026-11-22T19:05:00Z'),
  lineItems: [flyersLine, businessCardsLine, rollLabelsLine],
  shippingAddress: demoShipping,
  billingAddress: demoBilling,
  totalPrice: demoCart.totalPrice,
  taxedPrice: demoCart.taxedPrice,
  pendingAmount: demoCart.taxedPrice,
});

const due = demoOrder.taxedPrice;
const paidAt = at('2026-11-22T19:09:00Z');

/** Where to send the bank transfer of the demo order. */
export const demoTransfer: BankTransferInstructions = {
  ...demoBankTransfer,
  reference: demoOrder.orderNumber,
  amount: due,
};

/** 1 000 A5 flyers ordered from the Swiss shop, priced in francs with Swiss VAT (8.1 %). */
const swissFlyersLine: LineItem = {
  ...flyersLine,
  id: 'line-flyers-ch',
  quantity: 1000,
  jobName: 'Festival de Lausanne',
  price: chf(6_890),
  services: [{ key: FILE_CHECK_SERVICE, unitPrice: chf(560), taxRate: 8.1, inputText: undefined }],
  taxRate: 8.1,
  taxedTotalPriceWithServices: vatFromExcl(chf(6_890 + 560), 8.1).incl,
};

const swissShipping: Address = {
  id: 'addr-shipping-ch',
  type: 'shipping',
  country: 'CH',
  postalCode: '1003',
  firstName: 'Luc',
  lastName: 'Favre',
  company: 'Association du Festival',
  street: 'Rue de Bourg 12',
  streetComplement: undefined,
  city: 'Lausanne',
  phone: undefined,
  email: 'luc.favre@example.ch',
  vatNumber: undefined,
};

/** An order of the Swiss shop, in francs: what every amount looks like in another currency. */
export const swissOrder: Order = placedOrder({
  id: 'ord-100318',
  orderNumber: '100318',
  createdAt: at('2026-11-24T10:30:00Z'),
  currency: 'CHF',
  lineItems: [swissFlyersLine],
  shippingAddress: swissShipping,
  billingAddress: { ...swissShipping, id: 'addr-billing-ch', type: 'billing', hasDeferredPayments: false },
  totalPrice: chf(6_890 + 560),
  taxedPrice: swissFlyersLine.taxedTotalPriceWithServices,
  pendingAmount: swissFlyersLine.taxedTotalPriceWithServices,
});

export const swissTransfer: BankTransferInstructions = {
  accountHolder: 'Tirage SAS',
  iban: 'CH93 0076 2011 6238 5295 7',
  bic: 'POFICHBEXXX',
  reference: swissOrder.orderNumber,
  amount: swissOrder.pendingAmount,
};

/** The demo order at each step of its payment, as the server answers it. */
export const orders = {
  /** Placed, nothing paid nor on its way. */
  awaitingPayment: demoOrder,
  /** Paid in full by card. */
  paid: {
    ...demoOrder,
    status: 'paid',
    pendingAmount: eur(0),
    payments: [aPayment({ id: 'pay-card', amount: due, createdAt: paidAt })],
  },
  /** A card payment is being charged (3-D Secure done, the bank has not answered yet). */
  charging: {
    ...demoOrder,
    payments: [aPayment({ id: 'pay-card', amount: due, status: 'pending', createdAt: paidAt })],
  },
  /** The wallet paid 50 € of it, then a card was refused: the rest is due. */
  partlyPaid: {
    ...demoOrder,
    pendingAmount: eur(due.cents - 5_000),
    hasWalletPayment: true,
    payments: [
      aPayment({ id: 'pay-wallet', method: 'wallet', amount: eur(5_000), createdAt: paidAt }),
      aPayment({
        id: 'pay-card',
        amount: eur(due.cents - 5_000),
        status: 'failed',
        createdAt: at('2026-11-22T19:11:00Z'),
      }),
    ],
  },
  /** The shopper accepted the bank transfer mandate: the order waits for the transfer. */
  awaitingTransfer: {
    ...demoOrder,
    bankTransfer: demoTransfer,
    payments: [aPayment({ id: 'pay-transfer', method: 'bankTransfer', amount: due, status: 'pending' })],
  },
  /** A customer paying on invoice confirmed it: it goes on to file review, paid later. */
  deferred: {
    ...demoOrder,
    status: 'fileReview',
    billingAddress: { ...demoBilling, hasDeferredPayments: true },
    isDeferredPayment: true,
    allowedPaymentMethods: ['card', 'paypal', 'bankTransfer', 'deferred'],
    payments: [aPayment({ id: 'pay-deferred', method: 'deferred', amount: due, status: 'pending' })],
  },
  /** Cancelled by customer service before it was paid. */
  cancelled: { ...demoOrder, status: 'cancelled' },
  /** An order placed before addresses were kept with orders: one job, no address, no payment. */
  minimal: placedOrder({ id: 'ord-100112', orderNumber: '100112', createdAt: at('2026-10-02T08:40:00Z') }),
  /** The Swiss shop's order, nothing paid yet. */
  swiss: swissOrder,
  /** The Swiss order waiting for its transfer, to a Swiss account. */
  swissAwaitingTransfer: {
    ...swissOrder,
    bankTransfer: swissTransfer,
    payments: [
      aPayment({
        id: 'pay-transfer-ch',
        method: 'bankTransfer',
        amount: swissOrder.pendingAmount,
        status: 'pending',
      }),
    ],
  },
} satisfies Record<string, Order>;

/** What the payment result and thank-you screens show of an order (their loaders' `result`). */
export const resultOf = (order: Order): PaymentResultView =>
  paymentResultView(paymentResultOf(order), demoLocale);

/** The order recap of an order, as the recap route builds it. */
export const recapOf = (order: Order): OrderRecapView =>
  orderRecapView(order, {
    locale: demoLocale,
    status: orderStatusLabel(order.status),
    addressText: (address) => addressLine(address, demoLocale),
    payable: isPayable(paymentResultOf(order)),
  });

/** Bank transfer details as the screens show them. */
export const transferViewOf = (instructions: BankTransferInstructions): BankTransferView =>
  bankTransferView(instructions, demoLocale);

/** The payment screen's data for an order, as the payment route's loader builds it. */
export const screenOf = (
  input: Partial<Parameters<typeof paymentScreenData>[0]> & { readonly order: Order },
): PaymentScreenData =>
  paymentScreenData({
    provider: sandboxToken,
    walletCredit: undefined,
    email: demoEmail,
    idempotencyKey: demoIdempotencyKey,
    locale: demoLocale,
    ...input,
  });

/** What the wallet offers to pay of an order, for a credit (the payment screen's `wallet`). */
export function walletOf(order: Order, credit: Money): WalletView {
  const { wallet } = screenOf({ order, walletCredit: credit });
  if (wallet === undefined) throw new Error(`A credit of ${credit.cents} ${credit.currency} offers nothing`);
  return wallet;
}

/** The cards and PayPal account the provider keeps for the demo customer. */
export const savedMethods: readonly SavedPaymentMethod[] = [
  { token: 'tok-visa', kind: 'card', label: 'Visa •••• 1111, exp. 12/2028', isDefault: true },
  { token: 'tok-mastercard', kind: 'card', label: 'Mastercard •••• 4444, exp. 03/2027', isDefault: false },
  { token: 'tok-paypal', kind: 'paypal', label: 'claire.dubois@librairie-des-quais.fr', isDefault: false },
];

// ---------------------------------------------------------------------------------------------
// The card provider's stand-in: nothing is loaded, nothing is sent, no card is charged.

/** How the stand-in provider answers, once loaded. */
export interface FakeProviderScript {
  /** How "Payer" ends: a nonce, or the provider's refusal (the screen shows its French message). */
  readonly card?: 'approved' | 'invalidCard' | 'authenticationFailed';
  /** How the PayPal approval ends. */
  readonly paypal?: 'approved' | 'cancelled';
  /** The provider's card frames cannot be drawn (its frames did not load). */
  readonly fieldsFail?: boolean;
}

/** How long the stand-in takes to answer: long enough to see the screen wait. */
const ANSWER_DELAY_MS = 500;
const later = () => new Promise<void>((resolve) => setTimeout(resolve, ANSWER_DELAY_MS));

/** A dashed box where the provider would draw its frames (no input of our own, as on the shop). */
function placeholder(container: HTMLElement, lines: readonly string[]): HTMLElement {
  const box = container.ownerDocument.createElement('div');
  box.dataset.fakeProvider = 'true';
  Object.assign(box.style, {
    border: '1px dashed #4a6fa5',
    borderRadius: '4px',
    padding: '12px 16px',
    color: '#4a6fa5',
    fontFamily: 'monospace',
    lineHeight: '1.8',
  });
  for (const text of lines) {
    const line = container.ownerDocument.createElement('div');
    line.textContent = text;
    box.append(line);
  }
  container.append(box);
  return box;
}

const nonce = (kind: 'card' | 'paypal'): ProviderNonce => ({
  nonce: `fake-${kind}-nonce`,
  deviceData: kind === 'card' ? '{"device_session_id":"storybook"}' : undefined,
});

/** A provider client that draws stand-in frames and answers as scripted, without the network. */
function fakeProviderClient(script: FakeProviderScript = {}): PaymentProviderClient {
  return {
    async mountCardFields(container) {
      await later();
      if (script.fieldsFail === true)
        throw new ProviderError('unavailable', 'The stand-in card frames did not load');
      const box = placeholder(container, [
        'Cadre du prestataire de paiement (simulé)',
        'Numéro de carte   4111 1111 1111 1111',
        'Expiration        12/28',
        'Cryptogramme      123',
      ]);
      return {
        async tokenize() {
          await later();
          if (script.card === 'invalidCard')
            throw new ProviderError('invalidCard', 'The stand-in refuses the card number');
          if (script.card === 'authenticationFailed')
            throw new ProviderError('authenticationFailed', 'The stand-in failed 3-D Secure');
          return nonce('card');
        },
        async teardown() {
          box.remove();
        },
      };
    },
    async approveWithPayPal({ container }) {
      const box = placeholder(container, ['Fenêtre PayPal (simulée)', 'Connexion à votre compte PayPal…']);
      await later();
      box.remove();
      return script.paypal === 'cancelled' ? 'cancelled' : nonce('paypal');
    },
  };
}

/** The provider's client, loaded and ready (its frames are drawn once the story runs in the browser). */
export const readyProvider = (script: FakeProviderScript = {}): ProviderState => ({
  status: 'ready',
  client: fakeProviderClient(script),
});

/** Loads the stand-in provider (after a moment), which then answers as scripted. */
export const loadFakeProvider =
  (script: FakeProviderScript = {}): PaymentProviderFactory =>
  async () => {
    await later();
    return fakeProviderClient(script);
  };

/** The provider's script never arrives: the screen keeps saying the secure payment is loading. */
export const loadProviderNever: PaymentProviderFactory = () => new Promise(() => undefined);

/** The provider's script cannot be loaded: card and PayPal are unavailable. */
export const loadProviderFails: PaymentProviderFactory = () =>
  Promise.reject(new ProviderError('unavailable', 'Storybook has no payment provider'));

// ---------------------------------------------------------------------------------------------

/**
 * The payment forms are react-router `<Form>`s: the story renders inside a memory router on the
 * screen's path (given, or made from the story's args), whose action only records what was posted
 * (Actions panel).
 */
export const onPage =
  (path: string | ((args: Args) => string)): Decorator =>
  (Story, { args }) =>
    createElement(RouterProvider, {
      router: createMemoryRouter(
        [
          {
            path: '*',
            element: createElement(Story),
            action: async ({ request }) => {
              action('posted')(Object.fromEntries(await request.formData()));
              return null;
            },
          },
        ],
        { initialEntries: [typeof path === 'string' ? path : path(args)] },
      ),
    });
