import {
  type Cart,
  COUPON_SERVICE,
  cents,
  DESIGN_SERVICE,
  FILE_CHECK_SERVICE,
  type LineItem,
  type LineItemService,
  type Money,
  selectionQueryOf,
  vatFromExcl,
} from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';

/** A small picture drawn inline, so that the stories load no file and call no network. */
const demoThumbnail = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="64" viewBox="0 0 96 64">' +
    '<rect width="96" height="64" fill="#eef2f7"/><rect x="28" y="8" width="40" height="48" fill="#fff" stroke="#4a6fa5"/>' +
    '<rect x="34" y="16" width="28" height="4" fill="#4a6fa5"/><rect x="34" y="26" width="20" height="3" fill="#9db2d1"/></svg>',
)}`;

const eur = (amount: number): Money => cents(amount, 'EUR');

const service = (key: LineItemService['key'], unitCents: number, inputText?: string): LineItemService => ({
  key,
  unitPrice: eur(unitCents),
  taxRate: 20,
  inputText,
});

/** The line's total incl. VAT: its price, services and coupon together (as the server prices it). */
function taxedTotal(price: Money, services: readonly LineItemService[]): Money {
  const excl = services.reduce((total, { unitPrice }) => total + unitPrice.cents, price.cents);
  return vatFromExcl(eur(excl), 20).incl;
}

function line(
  fields: Omit<
    LineItem,
    'taxedTotalPriceWithServices' | 'taxRate' | 'isMultiArtwork' | 'multiArtworkSetsNumber'
  > &
    Partial<Pick<LineItem, 'isMultiArtwork' | 'multiArtworkSetsNumber'>>,
): LineItem {
  return {
    taxRate: 20,
    isMultiArtwork: fields.multiArtworkDetails.length > 0,
    multiArtworkSetsNumber: fields.multiArtworkDetails.length,
    ...fields,
    taxedTotalPriceWithServices: taxedTotal(fields.price, fields.services),
  };
}

/** 250 A5 flyers with the file check: the line `productPageStates.editing` opens on its product page. */
export const flyersLine: LineItem = line({
  id: 'line-flyers',
  productId: 'flyers',
  pageId: 'product-flyers',
  productName: 'Flyers',
  sku: 'TIR-FLY',
  thumbnailUrl: demoThumbnail,
  price: eur(4000),
  services: [service(FILE_CHECK_SERVICE, 490)],
  quantity: 250,
  jobName: 'Salon du livre 2026',
  selection: {
    selectedAttributes: { format: 'a5', paper: 'couche-brillant', colours: 'cmyk' },
    uploadType: 'upload',
    designId: undefined,
    deliveryOption: 'standard',
    productionTime: 'standard',
    fileCheck: true,
  },
  attributes: [
    { key: 'format', value: 'a5', label: 'Format', valueLabel: 'A5 (148 × 210 mm)' },
    { key: 'paper', value: 'couche-brillant', label: 'Papier', valueLabel: 'Couché brillant' },
  ],
  arrivalDate: Temporal.PlainDate.from('2026-11-30'),
  multiArtworkDetails: [],
  createdAt: Temporal.Instant.from('2026-11-20T09:15:00Z'),
  isFileCheckEditable: true,
});

/** 500 business cards made by a designer, with the 25 % Black Friday code. */
export const businessCardsLine: LineItem = line({
  id: 'line-cards',
  productId: 'business-cards',
  pageId: 'product-business-cards',
  productName: 'Cartes de visite',
  sku: 'TIR-BC',
  thumbnailUrl: demoThumbnail,
  price: eur(2490),
  services: [service(DESIGN_SERVICE, 3900), service(COUPON_SERVICE, -623, 'BF25')],
  quantity: 500,
  jobName: '',
  selection: {
    selectedAttributes: { format: '85x55', paper: 'mat-350', finish: 'none' },
    uploadType: 'hds',
    designId: undefined,
    deliveryOption: 'express',
    productionTime: 'standard',
    fileCheck: false,
  },
  attributes: [
    { key: 'format', value: '85x55', label: 'Format', valueLabel: '85 × 55 mm' },
    { key: 'paper', value: 'mat-350', label: 'Papier', valueLabel: 'Couché mat 350 g' },
    { key: 'finish', value: 'none', label: 'Finition', valueLabel: 'Sans pelliculage' },
  ],
  arrivalDate: Temporal.PlainDate.from('2026-11-28'),
  multiArtworkDetails: [],
  createdAt: Temporal.Instant.from('2026-11-21T14:02:00Z'),
  isFileCheckEditable: false,
});

/**
 * 1 000 roll labels put in the cart before lines remembered their page: no page to edit them on,
 * no picture, no job name and no promised date.
 */
export const rollLabelsLine: LineItem = line({
  id: 'line-labels',
  productId: 'roll-labels',
  pageId: undefined,
  productName: 'Étiquettes en rouleau',
  sku: 'TIR-RL',
  thumbnailUrl: undefined,
  price: eur(4110),
  services: [],
  quantity: 1000,
  jobName: '',
  selection: {
    selectedAttributes: { shape: 'round-40' },
    uploadType: 'upload',
    designId: undefined,
    deliveryOption: 'economy',
    productionTime: 'standard',
    fileCheck: false,
  },
  attributes: [{ key: 'shape', value: 'round-40', label: 'Forme', valueLabel: 'Ronde, 40 mm' }],
  arrivalDate: undefined,
  multiArtworkDetails: [],
  createdAt: Temporal.Instant.from('2026-11-22T18:40:00Z'),
  isFileCheckEditable: true,
});

/** 1 000 roll labels printed from two artworks (two honeys, 500 labels each). */
export const multiArtworkLabelsLine: LineItem = line({
  id: 'line-labels-honey',
  productId: 'roll-labels',
  pageId: 'product-roll-labels',
  productName: 'Étiquettes en rouleau',
  sku: 'TIR-RL',
  thumbnailUrl: demoThumbnail,
  price: eur(9_850),
  services: [service(FILE_CHECK_SERVICE, 490)],
  quantity: 1000,
  jobName: 'Miellerie des Cévennes',
  selection: {
    selectedAttributes: { shape: 'round-40' },
    uploadType: 'upload',
    designId: undefined,
    deliveryOption: 'standard',
    productionTime: 'standard',
    fileCheck: true,
  },
  attributes: [{ key: 'shape', value: 'round-40', label: 'Forme', valueLabel: 'Ronde, 40 mm' }],
  arrivalDate: Temporal.PlainDate.from('2026-12-01'),
  multiArtworkDetails: [
    { name: 'Miel de lavande', quantity: 500, numberOfRolls: 1 },
    { name: 'Miel de châtaignier', quantity: 500, numberOfRolls: 1 },
  ],
  createdAt: Temporal.Instant.from('2026-11-23T07:55:00Z'),
  isFileCheckEditable: true,
});

/** Where each line is edited, as the cart route builds it (none for a line whose page is gone). */
export const editPathOf = (path: string, item: LineItem): string =>
  `${path}${selectionQueryOf({ kind: 'cartLine', lineId: item.id })}`;

/** A cart of these three lines; its totals are the sums of the lines', as the server adds them. */
export function cartOf(lines: readonly LineItem[]): Cart {
  const taxed = lines.reduce((total, item) => total + item.taxedTotalPriceWithServices.cents, 0);
  const excl = lines.reduce(
    (total, item) =>
      total + item.services.reduce((sum, { unitPrice }) => sum + unitPrice.cents, item.price.cents),
    0,
  );
  return {
    id: 'cart-demo',
    currency: 'EUR',
    lineItems: Object.fromEntries(lines.map((item) => [item.id, item])),
    totalPrice: eur(excl),
    taxedPrice: eur(taxed),
    shippingAddress: undefined,
    billingAddress: undefined,
  };
}

export const demoCart: Cart = cartOf([flyersLine, businessCardsLine, rollLabelsLine]);
