import { DEMO_CATALOG } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_LOSS_LEADERS, merchantSelectedAttributes } from './loss-leaders.js';
import { selectionErrorsForProduct } from './selection-check.js';

describe('demo loss leaders', () => {
  it.each(DEMO_LOSS_LEADERS.map((offer) => [offer.key, offer] as const))(
    '%s is a full configuration its product offers',
    (_key, offer) => {
      const product = DEMO_CATALOG.products.find((candidate) => candidate.id === offer.productId);
      if (product === undefined) throw new Error(`No product ${offer.productId}`);
      const selection = {
        selectedAttributes: offer.selectedAttributes,
        quantity: offer.quantity,
        productionTime: offer.productionTime,
        selectedPriority: offer.selectedPriority,
      };
      expect(selectionErrorsForProduct(product, selection)).toEqual([]);
      expect(Object.keys(offer.selectedAttributes).sort()).toEqual(
        product.attributes.map((a) => a.key).sort(),
      );
    },
  );

  it('offers flyers with the promotion seeded for them', () => {
    expect(DEMO_LOSS_LEADERS.find((offer) => offer.key === 'flyers-decouverte')).toMatchObject({
      productId: 'flyers',
      promocodeId: 'promo-flyers-decouverte',
    });
  });

  it('names the selection in the shop words, visible attributes only, in page order', () => {
    const flyers = DEMO_CATALOG.products.find((product) => product.id === 'flyers');
    if (flyers === undefined) throw new Error('No flyers');
    const named = merchantSelectedAttributes(flyers, {
      sides: 'recto',
      format: 'a6',
      colours: 'cmyk',
      paper: 'nope',
    });
    expect(Object.entries(named)).toEqual([
      ['Format', 'A6 (105 × 148 mm)'],
      ['Impression', 'Recto'],
    ]);
  });
});
