import { Temporal } from 'temporal-polyfill';
import type { PageContent } from '../../model/content.js';
import type { ProductConfiguration } from '../../model/product.js';
import type { Delivery, Quote, ServicePrice } from '../../model/quote.js';
import { DESIGN_SERVICE, FILE_CHECK_SERVICE } from '../../model/quote.js';
import { cents, roundHalfAwayFromZero } from '../../money/money.js';
import type { DeliveryRequest, QuoteRequest } from '../../ports/quote.port.js';
import { priceSet } from '../product-page.arb.js';

/** Flyers: two formats, two papers, 100 to 1000 copies, standard or express delivery. */
export const flyers: ProductConfiguration = {
  configurationId: 'cfg-flyers',
  mcpSku: 'MCP-FLY',
  productName: 'Flyers',
  productGroups: ['flyers'],
  productFamilies: ['print'],
  fscCertified: true,
  noPrinting: false,
  humanDesignService: true,
  templateDisabled: false,
  imageUrl: undefined,
  multiArtwork: false,
  madeFromStock: false,
  configurationGraph: { mcpSku: 'MCP-FLY', entryId: 'e1', productSku: 'FLY', variant: 'v1', version: '3' },
  attributes: [
    {
      key: 'format',
      label: 'Format',
      sortIndex: 1,
      hidden: false,
      selectedValue: 'A5',
      options: [
        { value: 'A5', label: 'A5' },
        { value: 'A4', label: 'A4' },
      ],
    },
    {
      key: 'paper',
      label: 'Papier',
      info: 'Grammage',
      sortIndex: 2,
      hidden: false,
      selectedValue: 'matt',
      options: [
        { value: 'matt', label: 'Mat' },
        { value: 'gloss', label: 'Brillant' },
      ],
    },
  ],
  priceOptions: {
    quantityRule: {
      type: 'listOfValues',
      minimum: 100,
      maximum: 1000,
      availableOptions: [100, 250, 500, 1000],
    },
    enabledPrices: { deliverySpeed: ['standard', 'express'], productionTime: ['standard'] },
    htsCode: '4911',
  },
  productionTimes: [
    { key: 'standard', label: 'Standard' },
    { key: 'fast', label: 'Rapide' },
  ],
  productCustomization: {
    selectedAttributes: { format: 'A5', paper: 'matt' },
    selectedProductFileFlow: { fileCheck: true, upload: 'upload' },
    selectedQuantityModel: { list: [], mode: 'list', defaultValue: 250 },
    selectedPriority: 'standard',
    selectedProductionTime: 'standard',
  },
};

export const freeQuantityFlyers: ProductConfiguration = {
  ...flyers,
  priceOptions: {
    ...flyers.priceOptions,
    quantityRule: { type: 'listOfRanges', minimum: 100, maximum: 5000, increment: 50 },
  },
  productCustomization: {
    ...flyers.productCustomization,
    selectedQuantityModel: { list: [100, 250, 500], mode: 'free', defaultValue: 250 },
  },
};

export const flyersPage: PageContent = {
  id: 'page-flyers',
  path: '/flyers/',
  title: 'Flyers',
  layout: 'product',
  seo: { title: 'Flyers', description: 'Des flyers imprimés en France.', indexable: true },
  blocks: [{ kind: 'text', id: 'page-flyers-body', text: 'Des flyers imprimés en France.' }],
  banners: [],
  productConfigurationId: 'cfg-flyers',
};

/** A deterministic price: 10 cents a copy, express doubles, A4 adds half, 'fast' adds a quarter. */
export function fakeQuote(request: QuoteRequest): Quote {
  const perCopy =
    10 *
    (request.selectedAttributes.format === 'A4' ? 1.5 : 1) *
    (request.productionTime === 'fast' ? 1.25 : 1);
  return {
    quantities: request.quantities,
    priceSets: request.quantities.flatMap((quantity) =>
      request.priorities.map((option) =>
        priceSet({
          quantity,
          deliveryOption: option,
          productionTime: request.productionTime,
          originalCents: roundHalfAwayFromZero(quantity * perCopy * (option === 'express' ? 2 : 1)),
          discountPercent: request.promoCode === undefined ? 0 : 10,
        }),
      ),
    ),
  };
}

export function fakeDeliveries(request: DeliveryRequest): readonly Delivery[] {
  return request.deliveryOptions.map((option, index) => ({
    deliveryOption: option,
    arrivalDate: Temporal.PlainDate.from('2026-11-30').add({ days: index }),
    caveats: [],
  }));
}

export function fakeServicePrices(quantities: readonly number[]): readonly ServicePrice[] {
  return quantities.flatMap((quantity) => [
    { key: FILE_CHECK_SERVICE, quantity, amountExclTax: cents(500, 'EUR'), vatRate: 20 },
    { key: DESIGN_SERVICE, quantity, amountExclTax: cents(3000, 'EUR'), vatRate: 20 },
  ]);
}
