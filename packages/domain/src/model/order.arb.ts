import { fc } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { CURRENCIES, type CurrencyCode, type Money } from '../money/money.js';
import type { LineItem, LineItemDraft, LineItemSelection } from './cart.js';
import type { EditedLineItem, Order, OrderStatus } from './order.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order.js';

/** Instants between 2020 and 2035, to the millisecond. */
export const instantArb = fc
  .integer({ min: 1_577_836_800_000, max: 2_051_222_400_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

export const currencyArb = fc.constantFrom(...CURRENCIES);

export const moneyArb = (currency: CurrencyCode): fc.Arbitrary<Money> =>
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => ({ cents, currency }));

export const statusArb: fc.Arbitrary<OrderStatus> = fc.constantFrom(...ORDER_STATUSES);

const selectionArb: fc.Arbitrary<LineItemSelection> = fc.record({
  selectedAttributes: fc.dictionary(
    fc.constantFrom('format', 'paper', 'finish'),
    fc.string({ maxLength: 8 }),
  ),
  uploadType: fc.constantFrom('upload', 'dex', 'hds'),
  deliveryOption: fc.constantFrom('standard', 'express'),
  productionTime: fc.constantFrom('24h', '48h', '5d'),
  fileCheck: fc.boolean(),
  designId: fc.option(fc.uuid(), { nil: undefined }),
});

export const lineItemArb = (currency: CurrencyCode): fc.Arbitrary<LineItem> =>
  fc.record({
    id: fc.uuid(),
    productId: fc.constantFrom('flyers', 'business-cards', 'roll-labels'),
    pageId: fc.option(fc.constantFrom('product-flyers', 'product-business-cards'), { nil: undefined }),
    productName: fc.constantFrom('Flyers A5', 'Cartes de visite', 'Étiquettes en rouleau'),
    sku: fc.string({ minLength: 1, maxLength: 10 }),
    thumbnailUrl: fc.constant(undefined),
    price: moneyArb(currency),
    taxRate: fc.constantFrom(5.5, 20),
    taxedTotalPriceWithServices: moneyArb(currency),
    services: fc.constant([]),
    quantity: fc.integer({ min: 1, max: 100_000 }),
    jobName: fc.string({ maxLength: 20 }),
    selection: selectionArb,
    attributes: fc.constant([{ key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5' }]),
    arrivalDate: fc.option(
      fc.integer({ min: 0, max: 60 }).map((days) => Temporal.PlainDate.from('2026-11-23').add({ days })),
      { nil: undefined },
    ),
    isMultiArtwork: fc.boolean(),
    multiArtworkSetsNumber: fc.integer({ min: 0, max: 10 }),
    multiArtworkDetails: fc.constant([]),
    createdAt: instantArb,
    isFileCheckEditable: fc.boolean(),
  });

export const orderArb = (
  options: { currency?: CurrencyCode; status?: fc.Arbitrary<OrderStatus> } = {},
): fc.Arbitrary<Order> =>
  (options.currency === undefined ? currencyArb : fc.constant(options.currency)).chain((currency) =>
    fc.record({
      id: fc.uuid(),
      orderNumber: fc.integer({ min: 100_000, max: 999_999 }).map(String),
      status: options.status ?? statusArb,
      createdAt: instantArb,
      lineItems: fc.array(lineItemArb(currency), { maxLength: 3 }),
      shippingAddress: fc.constant(undefined),
      billingAddress: fc.constant(undefined),
      totalPrice: moneyArb(currency),
      taxedPrice: moneyArb(currency),
      pendingAmount: moneyArb(currency),
      payments: fc.constant([]),
      currency: fc.constant(currency),
      isDeferredPayment: fc.boolean(),
      hasWalletPayment: fc.boolean(),
      allowedPaymentMethods: fc.subarray([...PAYMENT_METHODS]),
      bankTransfer: fc.constant(undefined),
    }),
  );

function lineItemDraft(currency: CurrencyCode, overrides: Partial<LineItemDraft> = {}): LineItemDraft {
  return {
    product: {
      configurationId: 'flyers',
      configurationGraph: {
        mcpSku: 'FLY-A5',
        entryId: 'flyers',
        productSku: 'FLY',
        variant: 'a5',
        version: '1',
      },
      pageId: 'page-flyers',
      pageTitle: 'Flyers A5',
      thumbnailUrl: undefined,
      fscCertified: false,
      noPrinting: false,
      templateEnabled: true,
    },
    shipTo: { country: 'FR', postalCode: '75011' },
    productId: 'flyers',
    sku: 'FLY-A5',
    variantSku: undefined,
    productName: 'Flyers A5',
    quantity: 500,
    jobName: 'Salon 2026',
    selection: {
      selectedAttributes: { format: 'A5' },
      uploadType: 'upload',
      deliveryOption: 'standard',
      productionTime: '48h',
      fileCheck: true,
      designId: undefined,
    },
    attributes: [{ key: 'format', value: 'A5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' }],
    unitPrice: { cents: 5, currency },
    price: { cents: 2500, currency },
    taxRate: 20,
    promisedArrivalDate: undefined,
    services: [],
    multiArtworkDetails: [],
    userNotes: undefined,
    ...overrides,
  };
}

export function editedLineItem(currency: CurrencyCode, id = 'line-1'): EditedLineItem {
  return { ...lineItemDraft(currency), id };
}
