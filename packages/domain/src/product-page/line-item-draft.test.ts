import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ProductSelection } from '../model/product.js';
import { COUPON_SERVICE, DESIGN_SERVICE, FILE_CHECK_SERVICE, type ServicePrice } from '../model/quote.js';
import { cents } from '../money/money.js';
import { artworkEntryArb, uploadTypeArb } from '../product/product.arb.js';
import { defaultSelection } from './initial-selection.js';
import { type LineItemDraftInput, lineItemDraftFor } from './line-item-draft.js';
import { priceSet } from './product-page.arb.js';
import { chargedServices } from './recap.js';
import { flyers } from './test-support/fixtures.js';

const PARIS = { tenant: 'fr', currency: 'EUR', country: 'FR', zipCode: '75011' } as const;

const servicePrices: readonly ServicePrice[] = [
  { key: FILE_CHECK_SERVICE, quantity: 500, amountExclTax: cents(900, 'EUR'), vatRate: 20 },
  { key: DESIGN_SERVICE, quantity: 500, amountExclTax: cents(4900, 'EUR'), vatRate: 20 },
  { key: FILE_CHECK_SERVICE, quantity: 1000, amountExclTax: cents(1200, 'EUR'), vatRate: 20 },
];

function input(selection: Partial<ProductSelection> = {}): LineItemDraftInput {
  const chosen = { ...defaultSelection(flyers), quantity: 500, deliveryOption: 'express', ...selection };
  return {
    page: { id: 'product-flyers', title: 'Flyers' },
    configuration: flyers,
    selection: chosen,
    priceSet: priceSet({ quantity: 500, deliveryOption: 'express', originalCents: 8_350 }),
    deliveries: [
      { deliveryOption: 'standard', arrivalDate: Temporal.PlainDate.from('2026-12-02'), caveats: [] },
      { deliveryOption: 'express', arrivalDate: Temporal.PlainDate.from('2026-11-27'), caveats: [] },
    ],
    servicePrices,
    market: PARIS,
    thumbnailUrl: '/images/products/flyers.svg',
  };
}

describe('lineItemDraftFor', () => {
  it('carries the chosen configuration, the quoted price and the arrival date of the chosen delivery', () => {
    const draft = lineItemDraftFor(input({ jobName: '  Salon 2027 ' }));
    expect(draft).toMatchObject({
      product: {
        configurationId: 'cfg-flyers',
        configurationGraph: flyers.configurationGraph,
        pageId: 'product-flyers',
        pageTitle: 'Flyers',
        thumbnailUrl: '/images/products/flyers.svg',
        templateEnabled: true,
      },
      shipTo: { country: 'FR', postalCode: '75011' },
      productId: 'cfg-flyers',
      sku: 'MCP-FLY',
      quantity: 500,
      jobName: 'Salon 2027',
      price: cents(8_350, 'EUR'),
      taxRate: 20,
      selection: { deliveryOption: 'express', productionTime: 'standard' },
    });
    expect(draft.promisedArrivalDate?.toString()).toBe('2026-11-27');
    // The visible attributes, named and in the page's order, so that the cart shows them.
    expect(draft.attributes).toEqual([
      { key: 'format', value: 'A5', label: 'Format', valueLabel: 'A5' },
      { key: 'paper', value: 'matt', label: 'Papier', valueLabel: 'Mat' },
    ]);
  });

  it('sends a promotion code as a coupon service', () => {
    const draft = lineItemDraftFor(input({ promoCode: 'BIENVENUE10' }));
    expect(draft.services).toContainEqual(
      expect.objectContaining({ key: COUPON_SERVICE, inputText: 'BIENVENUE10' }),
    );
  });

  it('sends the brief of the design service as its text, and with that service only', () => {
    const designBrief = { texts: 'Boulangerie Martin', colours: '', style: undefined, files: '', notes: '' };
    const draft = lineItemDraftFor({ ...input({ uploadType: 'hds', fileCheck: false }), designBrief });
    expect(draft.services).toEqual([
      expect.objectContaining({
        key: DESIGN_SERVICE,
        inputText: 'Textes à imprimer :\n  Boulangerie Martin',
      }),
    ]);
    const uploaded = lineItemDraftFor({ ...input({ uploadType: 'upload', fileCheck: true }), designBrief });
    expect(uploaded.services.map((service) => service.inputText)).toEqual([undefined]);
  });

  test.prop([uploadTypeArb, fc.uuid()])(
    'a design made online is the artwork of a line made online, and of no other',
    (uploadType, designId) => {
      const draft = lineItemDraftFor(input({ uploadType, designId }));
      expect(draft.selection.designId).toBe(uploadType === 'dex' ? designId : undefined);
    },
  );

  test.prop([uploadTypeArb, fc.boolean()])(
    'the services are exactly the charged ones, priced for the chosen quantity',
    (uploadType, fileCheck) => {
      const draft = lineItemDraftFor(input({ uploadType, fileCheck }));
      const keys = draft.services.map((service) => service.key);
      expect(keys).toEqual(chargedServices(uploadType, fileCheck));
      for (const service of draft.services) {
        const price = servicePrices.find((p) => p.key === service.key && p.quantity === 500);
        expect(service.unitPrice).toEqual(price?.amountExclTax);
      }
      // The file check is never ordered with artwork made by the design service.
      expect(draft.selection.fileCheck).toBe(fileCheck && uploadType !== 'hds');
    },
  );

  test.prop([fc.array(artworkEntryArb, { maxLength: 6 })])(
    'only artworks with a name and a quantity or rolls are sent, one detail each',
    (artworks) => {
      const draft = lineItemDraftFor(input({ artworks }));
      for (const detail of draft.multiArtworkDetails) {
        expect(detail.name.trim()).not.toBe('');
        expect(detail.quantity).toBeGreaterThan(0);
        if (detail.numberOfRolls !== undefined) expect(detail.numberOfRolls).toBeGreaterThan(0);
      }
      const kept = artworks.filter(
        (a) => a.name.trim() !== '' && (a.quantity > 0 || (a.rolls !== undefined && a.rolls > 0)),
      );
      expect(draft.multiArtworkDetails).toHaveLength(kept.length);
    },
  );
});
