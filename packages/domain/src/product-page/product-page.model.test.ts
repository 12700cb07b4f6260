import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { hasLineChanged } from '../product/line-change.js';
import { UPLOAD_TYPES } from '../product/upload-type.js';
import { sameQuantity } from '../quantity/quantity.js';
import { toLineSelection } from './initial-selection.js';
import type { ProductPageEvent } from './product-page.machine.js';
import { chargedServices } from './recap.js';
import { fakeServicePrices } from './test-support/fixtures.js';
import { ready, start } from './test-support/harness.js';

/** What a shopper may do on the page, valid or not. */
const shopperEventArb: fc.Arbitrary<ProductPageEvent> = fc.oneof(
  fc.record({
    type: fc.constant('user.changeAttribute' as const),
    key: fc.constantFrom('format', 'paper', 'finish'),
    value: fc.constantFrom('A5', 'A4', 'matt', 'gloss', 'A0'),
  }),
  fc.record({
    type: fc.constant('user.changeQuantity' as const),
    quantity: fc.constantFrom(50, 100, 250, 300, 500, 1000, 2000, 0.3),
  }),
  fc.record({ type: fc.constant('user.setFreeQuantity' as const), quantity: fc.constantFrom(150, 700) }),
  fc.record({
    type: fc.constant('user.changeDelivery' as const),
    deliveryOption: fc.constantFrom('standard', 'express', 'teleport'),
  }),
  fc.record({
    type: fc.constant('user.changeProductionTime' as const),
    productionTime: fc.constantFrom('standard', 'fast', 'never'),
  }),
  fc.record({
    type: fc.constant('user.changeUploadType' as const),
    uploadType: fc.constantFrom(...UPLOAD_TYPES),
  }),
  fc.constant({ type: 'user.toggleFileCheck' as const }),
  fc.record({ type: fc.constant('user.applyPromoCode' as const), code: fc.constantFrom('', 'BF25', 'NOPE') }),
  fc.record({ type: fc.constant('user.setJobName' as const), jobName: fc.string({ maxLength: 5 }) }),
  fc.constant({ type: 'user.retry' as const }),
);

describe('product page: any sequence of shopper events', () => {
  test.prop([fc.array(shopperEventArb, { maxLength: 8 }), fc.boolean()], { numRuns: 60 })(
    'settles on a quoted, consistently priced selection, and lineChanged matches the stored line',
    async (events, editing) => {
      const { page } = start({}, editing ? { kind: 'cartLine', lineId: 'l1' } : { kind: 'default' });
      await ready(page);
      for (const event of events) {
        page.send(event);
        await ready(page);
      }
      const { context } = page.getSnapshot();
      const { selection, quote, priceSet, recap } = context;
      if (selection === undefined || quote === undefined || priceSet === undefined || recap === undefined) {
        throw new Error('a ready page has a selection, a quote, a price and a recap');
      }
      expect(quote.quantities.some((q) => sameQuantity(q, selection.quantity))).toBe(true);
      expect(sameQuantity(priceSet.quantity, selection.quantity)).toBe(true);
      expect(priceSet.deliveryOption).toBe(selection.deliveryOption);
      expect(priceSet.promocode).toBe(selection.promoCode === undefined ? undefined : 'BF25');
      const services = chargedServices(selection.uploadType, selection.fileCheck).map(
        (key) =>
          fakeServicePrices([selection.quantity]).find((p) => p.key === key)?.amountExclTax.cents ??
          Number.NaN,
      );
      expect(recap.totalExclTax.cents).toBe(
        priceSet.amountExclTax.cents + services.reduce((a, b) => a + b, 0),
      );
      expect(Object.values(context.loading).every((flag) => !flag)).toBe(true);
      expect(context.lineChanged).toBe(
        context.storedLine !== undefined && hasLineChanged(context.storedLine, toLineSelection(selection)),
      );
      expect(context.storedLine === undefined).toBe(!editing);
    },
  );
});
