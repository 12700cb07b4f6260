/**
 * The demo shop's flyers product, and ports that price it without a network: for tests and stories
 * of the product page.
 */

import { Temporal } from 'temporal-polyfill';
import { demoProductConfiguration } from '../../catalog/test-support/demo-products.js';
import type { PageContent } from '../../model/content.js';
import type { ProductConfiguration } from '../../model/product.js';
import { DESIGN_SERVICE, FILE_CHECK_SERVICE, type QuotePriceSet } from '../../model/quote.js';
import { cents, vatFromExcl } from '../../money/money.js';
import { ok } from '../../shared/result.js';
import type { ProductPagePorts } from '../product-page.actors.js';

const demoFlyers = demoProductConfiguration('flyers');
const LISTED_QUANTITIES = [100, 250, 500, 1000];

/**
 * The demo shop's flyers, offered in a list of four quantities (100 to 1000, 500 chosen) and with
 * the file check left unticked, so that a price of the table is what the page's recap totals.
 */
export const flyersConfiguration: ProductConfiguration = {
  ...demoFlyers,
  priceOptions: {
    ...demoFlyers.priceOptions,
    quantityRule: { type: 'listOfValues', minimum: 100, maximum: 5000, availableOptions: LISTED_QUANTITIES },
  },
  productCustomization: {
    ...demoFlyers.productCustomization,
    selectedProductFileFlow: { ...demoFlyers.productCustomization.selectedProductFileFlow, fileCheck: false },
    selectedQuantityModel: { list: LISTED_QUANTITIES, mode: 'list', defaultValue: 500 },
  },
};

export const flyersPage: PageContent = {
  id: 'product-flyers',
  path: '/flyers/',
  title: 'Flyers',
  layout: 'product',
  seo: { title: 'Flyers', description: 'Des flyers', indexable: true },
  blocks: [],
  banners: [],
  productConfigurationId: 'flyers',
};

const FACTORS: Readonly<Record<string, number>> = { economy: 0.9, standard: 1, express: 1.35 };
const DAYS: Readonly<Record<string, number>> = { economy: 9, standard: 7, express: 5 };

/** Setup 15 € plus a unit cost that falls with quantity, times the delivery speed, VAT 20 %. */
export function fakePriceSet(quantity: number, deliveryOption: string): QuotePriceSet {
  const unitHundredths = quantity >= 1000 ? 5 : quantity >= 500 ? 7 : 10;
  const excl = Math.round((1500 + quantity * unitHundredths) * (FACTORS[deliveryOption] ?? 1));
  const { excl: amountExclTax, incl: amountInclTax, vat } = vatFromExcl(cents(excl, 'EUR'), 20);
  return {
    deliveryKey: `${deliveryOption}-${quantity}`,
    deliveryOption,
    productionTime: 'standard',
    deliverySpeed: deliveryOption,
    quantity,
    amountExclTax,
    amountInclTax,
    originalAmountExclTax: amountExclTax,
    originalAmountInclTax: amountInclTax,
    unitAmountExclTax: cents(Math.round(amountExclTax.cents / quantity), 'EUR'),
    unitAmountInclTax: cents(Math.round(amountInclTax.cents / quantity), 'EUR'),
    vatAmount: vat,
    vatRate: 20,
    promocode: undefined,
    arrivalDate: undefined,
  };
}

/** Ports that answer the flyers product at once, as the shop's API would. */
export function fakeProductPorts(): ProductPagePorts {
  return {
    catalog: {
      pageContent: async () => ok(flyersPage),
      productConfiguration: async () => ok(flyersConfiguration),
      validateConfiguration: async (request) => ok(request.selectedAttributes),
      // Printed to order: no stock (the page asks only for products made from stock).
      inventory: async () => ok({ hasInventory: false, immediateQuantity: 0, futureAvailability: [] }),
    },
    quote: {
      quotePrices: async (request) =>
        ok({
          quantities: request.quantities,
          priceSets: request.quantities.flatMap((quantity) =>
            request.priorities.map((priority) => fakePriceSet(quantity, priority)),
          ),
        }),
      deliveries: async (request) =>
        ok(
          request.deliveryOptions.map((deliveryOption) => ({
            deliveryOption,
            arrivalDate: Temporal.PlainDate.from('2026-11-23').add({ days: DAYS[deliveryOption] ?? 7 }),
            caveats: [],
          })),
        ),
      servicePrices: async (request) =>
        ok(
          request.quantities.flatMap((quantity) =>
            request.serviceKeys.map((key) => ({
              key,
              quantity,
              amountExclTax: cents(
                key === DESIGN_SERVICE ? 3900 : key === FILE_CHECK_SERVICE ? 490 : 0,
                'EUR',
              ),
              vatRate: 20,
            })),
          ),
        ),
    },
    promotion: {
      checkPromoCode: async (request) =>
        ok({
          code: request.code,
          status: request.code === 'BIENVENUE10' ? 'valid' : 'invalid_selection',
          discount: request.code === 'BIENVENUE10' ? { kind: 'percent', percent: 10 } : undefined,
        }),
    },
    selectionSource: { loadSelection: async () => ok({}) },
  };
}
