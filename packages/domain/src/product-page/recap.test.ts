import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { exceedsMaxCartPrice } from '../cart/cart-limits.js';
import { DESIGN_SERVICE, FILE_CHECK_SERVICE, type ServicePrice } from '../model/quote.js';
import { cents } from '../money/money.js';
import { uploadTypeArb } from '../product/product.arb.js';
import { priceSet, priceSetArb, vatRateArb } from './product-page.arb.js';
import { chargedServices, computeRecap, type RecapInput } from './recap.js';

const eur = (amount: number) => cents(amount, 'EUR');

const servicePricesArb = (quantity: number): fc.Arbitrary<readonly ServicePrice[]> =>
  fc.array(
    fc.record({
      key: fc.constantFrom(FILE_CHECK_SERVICE, DESIGN_SERVICE),
      quantity: fc.constantFrom(quantity, quantity + 1),
      amountExclTax: fc.integer({ min: 0, max: 100_000 }).map(eur),
      vatRate: vatRateArb,
    }),
    { maxLength: 4 },
  );

const recapInputArb: fc.Arbitrary<RecapInput> = priceSetArb().chain((chosen) =>
  fc.record({
    priceSet: fc.constant(chosen),
    uploadType: uploadTypeArb,
    fileCheck: fc.boolean(),
    servicePrices: servicePricesArb(chosen.quantity),
    cart: fc.record({
      taxedTotal: fc.integer({ min: 0, max: 20_000_000 }).map(eur),
      editedLineTaxed: fc.option(fc.integer({ min: 0, max: 1_000_000 }).map(eur), { nil: undefined }),
    }),
  }),
);

const total = (amounts: readonly { readonly cents: number }[]) => amounts.reduce((t, a) => t + a.cents, 0);

describe('chargedServices', () => {
  test.prop([uploadTypeArb, fc.boolean()])(
    'the file check is charged when chosen and it applies; the design service for hds only',
    (uploadType, fileCheck) => {
      const services = chargedServices(uploadType, fileCheck);
      expect(services.includes(FILE_CHECK_SERVICE)).toBe(fileCheck && uploadType !== 'hds');
      expect(services.includes(DESIGN_SERVICE)).toBe(uploadType === 'hds');
    },
  );
});

describe('computeRecap', () => {
  test.prop([recapInputArb])('the totals are the sums of the lines, and VAT is their difference', (input) => {
    const recap = computeRecap(input);
    if (!recap.ok) throw new Error(recap.error.message);
    const { lines, totalExclTax, totalInclTax, vatAmount } = recap.value;
    expect(totalExclTax.cents).toBe(total(lines.map((l) => l.amountExclTax)));
    expect(totalInclTax.cents).toBe(total(lines.map((l) => l.amountInclTax)));
    expect(vatAmount.cents).toBe(totalInclTax.cents - totalExclTax.cents);
  });

  test.prop([recapInputArb])('the total including VAT is never below the total excluding VAT', (input) => {
    const recap = computeRecap(input);
    expect(recap.ok && recap.value.totalInclTax.cents >= recap.value.totalExclTax.cents).toBe(true);
  });

  test.prop([recapInputArb])(
    'the total is the discounted quote plus each charged service priced for the quantity',
    (input) => {
      const recap = computeRecap(input);
      if (!recap.ok) throw new Error(recap.error.message);
      const services = chargedServices(input.uploadType, input.fileCheck).flatMap((key) => {
        const price = input.servicePrices.find(
          (p) => p.key === key && p.quantity === input.priceSet.quantity,
        );
        return price === undefined ? [] : [price.amountExclTax.cents];
      });
      expect(recap.value.totalExclTax.cents).toBe(
        input.priceSet.amountExclTax.cents + services.reduce((a, b) => a + b, 0),
      );
      expect(recap.value.lines.filter((l) => l.kind !== 'product' && l.kind !== 'promotion')).toHaveLength(
        services.length,
      );
      const promotion = recap.value.lines.some((l) => l.kind === 'promotion');
      expect(promotion).toBe(
        input.priceSet.amountInclTax.cents !== input.priceSet.originalAmountInclTax.cents,
      );
    },
  );

  test.prop([recapInputArb])('flags the cart maximum exactly as the cart rule does', (input) => {
    const recap = computeRecap(input);
    if (!recap.ok) throw new Error(recap.error.message);
    expect(recap.value.exceedsMaxCartPrice).toBe(
      exceedsMaxCartPrice({
        productTaxed: recap.value.totalInclTax,
        cartTaxed: input.cart.taxedTotal,
        ...(input.cart.editedLineTaxed === undefined ? {} : { editedLineTaxed: input.cart.editedLineTaxed }),
      }),
    );
  });

  it('adds the file check and shows the promotion as a negative line', () => {
    const chosen = priceSet({
      quantity: 250,
      deliveryOption: 'standard',
      originalCents: 10_000,
      discountPercent: 10,
    });
    const recap = computeRecap({
      priceSet: chosen,
      uploadType: 'upload',
      fileCheck: true,
      servicePrices: [{ key: FILE_CHECK_SERVICE, quantity: 250, amountExclTax: eur(500), vatRate: 20 }],
      cart: { taxedTotal: eur(0), editedLineTaxed: undefined },
    });
    expect(recap.ok && recap.value.lines).toEqual([
      { kind: 'product', amountExclTax: eur(10_000), amountInclTax: eur(12_000) },
      { kind: 'promotion', amountExclTax: eur(-1_000), amountInclTax: eur(-1_200) },
      { kind: 'fileCheck', amountExclTax: eur(500), amountInclTax: eur(600) },
    ]);
    expect(recap.ok && recap.value.totalInclTax).toEqual(eur(11_400));
  });

  it('flags a product that takes the cart above 100 000 incl. VAT', () => {
    const chosen = priceSet({ quantity: 1, deliveryOption: 'standard', originalCents: 1_000_000 });
    const recap = computeRecap({
      priceSet: chosen,
      uploadType: 'hds',
      fileCheck: true,
      servicePrices: [],
      cart: { taxedTotal: eur(8_900_000), editedLineTaxed: undefined },
    });
    expect(recap.ok && recap.value.exceedsMaxCartPrice).toBe(true);
  });

  test.prop([recapInputArb, fc.constantFrom('CHF' as const, 'GBP' as const)])(
    'refuses to add amounts of another currency',
    (input, other) => {
      const recap = computeRecap({ ...input, cart: { ...input.cart, taxedTotal: cents(0, other) } });
      expect(recap.ok === false && recap.error.kind).toBe('money.currencyMismatch');
    },
  );
});
