import { fc } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import type { Delivery, QuotePriceSet } from '../model/quote.js';
import { type CurrencyCode, cents, roundHalfAwayFromZero, vatFromExcl } from '../money/money.js';

/** Whole quantities and a few hundredths (metres of roll labels). */
export const quantityArb = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: 1_000_000 }).map((h) => h / 100),
);

export const deliveryOptionArb = fc.constantFrom('economy', 'standard', 'express', 'overnight');

export const vatRateArb = fc.constantFrom(0, 5.5, 10, 20, 21, 8.1);

/** A price set as the quote builds it: incl = excl + VAT, the promotion takes off a part. */
export function priceSetArb(
  quantity: fc.Arbitrary<number> = quantityArb,
  deliveryOption: fc.Arbitrary<string> = deliveryOptionArb,
  currency: CurrencyCode = 'EUR',
): fc.Arbitrary<QuotePriceSet> {
  return fc
    .record({
      quantity,
      deliveryOption,
      originalCents: fc.integer({ min: 0, max: 5_000_000 }),
      discountPercent: fc.constantFrom(0, 0, 10, 25, 100),
      vatRate: vatRateArb,
    })
    .map(({ quantity: q, deliveryOption: option, originalCents, discountPercent, vatRate }) =>
      priceSet({ quantity: q, deliveryOption: option, originalCents, discountPercent, vatRate, currency }),
    );
}

export function priceSet(input: {
  readonly quantity: number;
  readonly deliveryOption: string;
  readonly productionTime?: string;
  readonly originalCents: number;
  readonly discountPercent?: number;
  readonly vatRate?: number;
  readonly currency?: CurrencyCode;
}): QuotePriceSet {
  const currency = input.currency ?? 'EUR';
  const vatRate = input.vatRate ?? 20;
  const discount = input.discountPercent ?? 0;
  const original = vatFromExcl(cents(input.originalCents, currency), vatRate);
  const amount = vatFromExcl(
    cents(roundHalfAwayFromZero((input.originalCents * (100 - discount)) / 100), currency),
    vatRate,
  );
  return {
    deliveryKey: `${input.deliveryOption}-${input.quantity}`,
    deliveryOption: input.deliveryOption,
    productionTime: input.productionTime ?? 'standard',
    deliverySpeed: input.deliveryOption,
    quantity: input.quantity,
    amountExclTax: amount.excl,
    amountInclTax: amount.incl,
    originalAmountExclTax: original.excl,
    originalAmountInclTax: original.incl,
    unitAmountExclTax: cents(
      roundHalfAwayFromZero(amount.excl.cents / Math.max(1, input.quantity)),
      currency,
    ),
    unitAmountInclTax: cents(
      roundHalfAwayFromZero(amount.incl.cents / Math.max(1, input.quantity)),
      currency,
    ),
    vatAmount: amount.vat,
    vatRate,
    promocode: discount > 0 ? 'BF25' : undefined,
    arrivalDate: undefined,
  };
}

export const deliveryArb: fc.Arbitrary<Delivery> = fc.record({
  deliveryOption: deliveryOptionArb,
  arrivalDate: fc.option(
    fc.integer({ min: 0, max: 60 }).map((days) => Temporal.PlainDate.from('2026-11-23').add({ days })),
    { nil: undefined },
  ),
  caveats: fc.array(fc.constantFrom('holiday', 'remote-area'), { maxLength: 2 }),
});
