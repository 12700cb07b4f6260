import {
  cents,
  type DomainError,
  err,
  type LineItem,
  type Order,
  ok,
  type Payment,
  type PaymentOutcome,
  type PaymentPort,
} from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

const eur = (amount: number) => cents(amount, 'EUR');

/** 500 business cards, 60 € excl. VAT (72 € incl.). */
export const businessCardsLine: LineItem = {
  id: 'line-cards',
  productId: 'cartes-de-visite',
  pageId: 'product-cards',
  productName: 'Cartes de visite',
  sku: 'TIR-CDV',
  thumbnailUrl: undefined,
  price: eur(6_000),
  taxRate: 20,
  taxedTotalPriceWithServices: eur(7_200),
  services: [],
  quantity: 500,
  jobName: 'Cabinet Martin',
  selection: {
    selectedAttributes: { format: '85x55' },
    uploadType: 'upload',
    designId: undefined,
    deliveryOption: 'standard',
    productionTime: 'standard',
    fileCheck: false,
  },
  attributes: [{ key: 'format', value: '85x55', label: 'Format', valueLabel: '85 × 55 mm' }],
  arrivalDate: undefined,
  isMultiArtwork: false,
  multiArtworkSetsNumber: 0,
  multiArtworkDetails: [],
  createdAt: Temporal.Instant.from('2026-03-01T08:00:00Z'),
  isFileCheckEditable: true,
};

/** An order just placed: 72 € incl. VAT, nothing paid, every method allowed but deferred payment. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ord-1',
    orderNumber: '100245',
    status: 'pendingPayment',
    createdAt: Temporal.Instant.from('2026-03-01T09:00:00Z'),
    lineItems: [businessCardsLine],
    shippingAddress: undefined,
    billingAddress: undefined,
    totalPrice: eur(6_000),
    taxedPrice: eur(7_200),
    pendingAmount: eur(7_200),
    payments: [],
    currency: 'EUR',
    isDeferredPayment: false,
    hasWalletPayment: false,
    allowedPaymentMethods: ['card', 'paypal', 'bankTransfer', 'wallet'],
    bankTransfer: undefined,
    ...overrides,
  };
}

export function aPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 'pay-1',
    method: 'card',
    amount: eur(7_200),
    status: 'paid',
    createdAt: Temporal.Instant.from('2026-03-01T09:05:00Z'),
    ...overrides,
  };
}

export const demoBankTransfer = {
  accountHolder: 'Tirage SAS',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  reference: '100245',
  amount: eur(7_200),
} as const;

type Call = { readonly name: string; readonly args: readonly unknown[] };

/**
 * A payment port that records its calls and answers what the test scripted: `refuse` makes every
 * payment call fail with that error, else the order comes back paid (or pending, as set).
 */
export function fakePaymentPort(script: { refuse?: DomainError; outcome?: PaymentOutcome } = {}) {
  const calls: Call[] = [];
  const paid: PaymentOutcome = script.outcome ?? {
    status: 'paid',
    order: placedOrder({ status: 'paid', pendingAmount: eur(0), payments: [aPayment()] }),
  };
  const answer = <T>(name: string, args: readonly unknown[], value: T) => {
    calls.push({ name, args });
    return Promise.resolve(script.refuse === undefined ? ok(value) : err(script.refuse));
  };
  const port: PaymentPort = {
    allowedMethods: (...args) => answer('allowedMethods', args, placedOrder().allowedPaymentMethods),
    clientToken: (...args) =>
      answer('clientToken', args, { provider: 'sandbox' as const, clientToken: 'tok' }),
    payWithNonce: (...args) => answer('payWithNonce', args, paid),
    payWithWallet: (...args) => answer('payWithWallet', args, paid),
    payByBankTransfer: (...args) =>
      answer('payByBankTransfer', args, {
        order: placedOrder({ bankTransfer: demoBankTransfer }),
        instructions: demoBankTransfer,
      }),
    payDeferred: (...args) => answer('payDeferred', args, paid),
    savedMethods: (...args) => answer('savedMethods', args, []),
    removeSavedMethod: (...args) => answer('removeSavedMethod', args, []),
  };
  return { port, calls };
}
