import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors/errors.js';
import type { Quote } from '../model/quote.js';
import { sameQuantity, toHundredths } from '../quantity/quantity.js';
import { deliveryArb, deliveryOptionArb, priceSet, priceSetArb, quantityArb } from './product-page.arb.js';
import {
  checkArrivalDates,
  checkQuote,
  deliveriesFor,
  promisedArrivalDate,
  reselectDeliveryOption,
  reselectQuantity,
} from './quote-selection.js';

const quantitiesArb = fc.uniqueArray(quantityArb, { maxLength: 12, selector: toHundredths });

/** A quote where every quoted quantity has some deliveries. */
const quoteArb: fc.Arbitrary<Quote> = quantitiesArb
  .filter((quantities) => quantities.length > 0)
  .chain((quantities) =>
    fc
      .array(priceSetArb(fc.constantFrom(...quantities)), { minLength: 1, maxLength: 30 })
      .map((sets) => ({ quantities, priceSets: sets })),
  )
  .filter((quote) => quote.quantities.every((q) => quote.priceSets.some((p) => sameQuantity(p.quantity, q))));

describe('reselectQuantity', () => {
  test.prop([quantitiesArb, quantityArb, quantityArb])(
    'the selected quantity is always one of the quoted quantities',
    (quoted, selected, initial) => {
      const kept = reselectQuantity(quoted, selected, initial);
      if (quoted.length === 0) expect(kept).toBeUndefined();
      else expect(quoted).toContain(kept);
    },
  );

  test.prop([quantitiesArb.filter((q) => q.length > 0), fc.nat(), quantityArb])(
    'a quantity already quoted is kept',
    (quoted, index, initial) => {
      const selected = quoted[index % quoted.length] as number;
      expect(reselectQuantity(quoted, selected, initial)).toBe(selected);
    },
  );

  test.prop([quantitiesArb.filter((q) => q.length > 0), fc.nat(), quantityArb])(
    'an unquoted quantity falls back to the initial quantity when it is quoted',
    (quoted, index, selected) => {
      fc.pre(!quoted.some((q) => sameQuantity(q, selected)));
      const initial = quoted[index % quoted.length] as number;
      expect(reselectQuantity(quoted, selected, initial)).toBe(initial);
    },
  );

  test.prop([quantitiesArb.filter((q) => q.length > 0), quantityArb, quantityArb])(
    'with neither quoted, the smallest quoted quantity is taken',
    (quoted, selected, initial) => {
      fc.pre(!quoted.some((q) => sameQuantity(q, selected) || sameQuantity(q, initial)));
      expect(reselectQuantity(quoted, selected, initial)).toBe(Math.min(...quoted));
    },
  );

  it('compares quantities in hundredths', () => {
    expect(reselectQuantity([0.3, 1], 0.1 + 0.2, 1)).toBe(0.3);
  });
});

describe('reselectDeliveryOption', () => {
  test.prop([fc.array(priceSetArb(fc.constant(100)), { maxLength: 6 }), deliveryOptionArb])(
    'the selected option is always one of the deliveries; a quoted one is kept, else the first',
    (deliveries, selected) => {
      const kept = reselectDeliveryOption(deliveries, selected);
      const options = deliveries.map((d) => d.deliveryOption);
      if (deliveries.length === 0) expect(kept).toBeUndefined();
      else if (options.includes(selected)) expect(kept).toBe(selected);
      else expect(kept).toBe(options[0]);
    },
  );
});

describe('checkQuote', () => {
  test.prop([quoteArb, quantityArb, deliveryOptionArb, quantityArb])(
    'lands on a quoted price set of the kept quantity and option',
    (quote, quantity, deliveryOption, initial) => {
      const checked = checkQuote(quote, { quantity, deliveryOption }, initial);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      expect(quote.quantities).toContain(checked.value.quantity);
      expect(checked.value.deliveries).toEqual(deliveriesFor(quote, checked.value.quantity));
      expect(checked.value.priceSet.deliveryOption).toBe(checked.value.deliveryOption);
      expect(sameQuantity(checked.value.priceSet.quantity, checked.value.quantity)).toBe(true);
    },
  );

  test.prop([quoteArb, fc.nat()])('a choice already quoted is kept', (quote, index) => {
    const chosen = quote.priceSets[index % quote.priceSets.length];
    if (chosen === undefined) throw new Error('quoteArb has price sets');
    const checked = checkQuote(
      quote,
      { quantity: chosen.quantity, deliveryOption: chosen.deliveryOption },
      1,
    );
    expect(checked.ok && [checked.value.quantity, checked.value.deliveryOption]).toEqual([
      quote.quantities.find((q) => sameQuantity(q, chosen.quantity)),
      chosen.deliveryOption,
    ]);
  });

  test.prop([fc.array(priceSetArb(), { maxLength: 3 }), quantityArb, deliveryOptionArb])(
    'no quoted quantity is "Quantities list is empty!"',
    (priceSets, quantity, deliveryOption) => {
      expect(checkQuote({ quantities: [], priceSets }, { quantity, deliveryOption }, quantity)).toEqual({
        ok: false,
        error: { kind: 'quote.emptyQuantities', message: MESSAGES.quoteEmptyQuantities },
      });
    },
  );

  test.prop([quantitiesArb.filter((q) => q.length > 0), quantityArb, deliveryOptionArb])(
    'no price is "Prices list is empty!"',
    (quantities, quantity, deliveryOption) => {
      const checked = checkQuote({ quantities, priceSets: [] }, { quantity, deliveryOption }, quantity);
      expect(checked.ok === false && checked.error.message).toBe('Prices list is empty!');
    },
  );

  it('a kept quantity without deliveries is "No deliveries available for this quantity!"', () => {
    const quote = {
      quantities: [100, 250],
      priceSets: [priceSet({ quantity: 250, deliveryOption: 'standard', originalCents: 100 })],
    };
    const checked = checkQuote(quote, { quantity: 100, deliveryOption: 'standard' }, 100);
    expect(checked.ok === false && checked.error).toEqual({
      kind: 'quote.noDeliveries',
      message: 'No deliveries available for this quantity!',
    });
  });

  test.prop([quoteArb, quantityArb, deliveryOptionArb])(
    'a quoted quantity without any price set fails with noDeliveries',
    (quote, quantity, deliveryOption) => {
      const withGap = { ...quote, quantities: [...quote.quantities, 999_999] };
      const checked = checkQuote(withGap, { quantity: 999_999, deliveryOption }, quantity);
      expect(checked.ok === false && checked.error.kind).toBe('quote.noDeliveries');
    },
  );
});

describe('checkArrivalDates', () => {
  test.prop([fc.array(deliveryArb, { maxLength: 8 }), fc.uniqueArray(deliveryOptionArb)])(
    'keeps the dated deliveries of the quoted options, and fails only when there are none',
    (deliveries, options) => {
      const checked = checkArrivalDates(deliveries, options);
      const expected = deliveries.filter(
        (d) => d.arrivalDate !== undefined && (options as readonly string[]).includes(d.deliveryOption),
      );
      if (expected.length === 0) {
        expect(checked).toEqual({
          ok: false,
          error: { kind: 'quote.noArrivalDates', message: 'No arrival dates found for those deliveries!' },
        });
      } else {
        expect(checked).toEqual({ ok: true, value: expected });
      }
    },
  );
});

describe('promisedArrivalDate', () => {
  const quotedDateArb = fc.option(
    fc.integer({ min: 0, max: 60 }).map((days) => Temporal.PlainDate.from('2026-12-01').add({ days })),
    { nil: undefined },
  );

  test.prop([deliveryOptionArb, fc.array(deliveryArb, { maxLength: 8 }), priceSetArb(), quotedDateArb])(
    'is the chosen option’s date from the shipping calculation when it has one, else the quote’s, never another option’s',
    (option, deliveries, priceSet, quotedDate) => {
      const chosen = { ...priceSet, deliveryOption: option, arrivalDate: quotedDate };
      const date = promisedArrivalDate(option, deliveries, chosen);
      const calculated = deliveries.find((d) => d.deliveryOption === option)?.arrivalDate;
      expect(date).toBe(calculated ?? quotedDate);
      const others = deliveries.filter((d) => d.deliveryOption !== option).map((d) => d.arrivalDate);
      if (date !== undefined && date !== quotedDate) expect(others).not.toContain(date);
    },
  );

  it('is undefined when nothing promises a date', () => {
    expect(promisedArrivalDate('express', [], undefined)).toBeUndefined();
    expect(
      promisedArrivalDate(
        'express',
        [{ deliveryOption: 'standard', arrivalDate: Temporal.PlainDate.from('2026-12-08'), caveats: [] }],
        undefined,
      ),
    ).toBeUndefined();
  });
});
