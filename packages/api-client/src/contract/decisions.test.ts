import { fc, test } from '@fast-check/vitest';
import { checkDesignName, MAX_CART_LINES } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth.js';
import {
  cartSchema,
  checkoutRequestSchema,
  putCartItemRequestSchema,
  setCartAddressRequestSchema,
} from './cart.js';
import { registrationRequestSchema } from './customer.js';
import { designTemplatesQuerySchema, renameDesignRequestSchema, saveDesignRequestSchema } from './design.js';
import { productCustomConfigSchema, quotePriceSetSchema, quoteRequestSchema } from './product.js';
import { promocodeCheckResponseSchema } from './promocode.js';
import { routeExamples } from './test-support/route-examples.js';

/** Tests of the choices listed in DECISIONS.md, one block per decision. */

const putItem = routeExamples['cart.putItem'].request as Record<string, unknown>;

describe('the server never takes a price from the client', () => {
  test.prop([
    fc.constantFrom('totalPrice', 'unitPrice', 'price', 'taxRate', 'taxCode'),
    fc.oneof(fc.integer(), fc.record({ currencyCode: fc.constant('EUR'), centAmount: fc.integer() })),
  ])('refuses a line item carrying a price field', (field, value) => {
    const parsed = putCartItemRequestSchema.safeParse({ ...putItem, [field]: value });
    expect(parsed.success).toBe(false);
  });

  it('refuses a priced service', () => {
    const services = [
      { key: 'SVC-pixart-design-service', unitPrice: { currencyCode: 'EUR', centAmount: 0 } },
    ];
    expect(putCartItemRequestSchema.safeParse({ ...putItem, services }).success).toBe(false);
  });

  it('refuses a billing address that grants itself deferred payment', () => {
    const address = (routeExamples['cart.setAddress'].request as { billingAddress: object }).billingAddress;
    const parsed = setCartAddressRequestSchema.safeParse({
      billingAddress: { ...address, hasDeferredPayments: true },
    });
    expect(parsed.success).toBe(false);
  });
});

describe('checkout sender', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 100 }).filter((name) => name.trim() !== '')])(
    'a custom sender needs its name, and only a custom sender has one',
    (name) => {
      const notes = { invoiceRequested: true };
      expect(
        checkoutRequestSchema.safeParse({ sender_type: 'custom', custom_sender: name, user_notes: notes })
          .success,
      ).toBe(true);
      expect(
        checkoutRequestSchema.safeParse({ sender_type: 'product', custom_sender: name, user_notes: notes })
          .success,
      ).toBe(false);
    },
  );

  it('reports a missing custom sender at custom_sender', () => {
    const parsed = checkoutRequestSchema.safeParse({
      sender_type: 'custom',
      user_notes: { invoiceRequested: false },
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues.map((issue) => issue.path)).toEqual([['custom_sender']]);
  });
});

describe('cart answers', () => {
  const cart = (routeExamples['cart.get'].response as { data: { lineItems: Record<string, object> } }).data;
  const line = Object.values(cart.lineItems)[0] as object;

  test.prop([fc.integer({ min: 0, max: MAX_CART_LINES + 5 })])('hold at most 15 lines', (count) => {
    const lineItems = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`line-${i}`, { ...line, id: `line-${i}` }]),
    );
    expect(cartSchema.safeParse({ ...cart, lineItems }).success).toBe(count <= MAX_CART_LINES);
  });
});

describe('quote', () => {
  it("refuses an empty quantity list with the shop's message", () => {
    const request = routeExamples['product.quote'].request as object;
    const parsed = quoteRequestSchema.safeParse({ ...request, quantities: [] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('Quantities list is empty!');
  });

  const priceSet = (
    routeExamples['product.quote'].response as { data: { priceSets: Record<string, unknown>[] } }
  ).data.priceSets[0] as Record<string, unknown>;

  test.prop([
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 0, max: 2_000_000 }),
    fc.integer({ min: -5, max: 5 }),
  ])('price sets add up: incl = excl + VAT, amountCentExclTax = excl', (excl, vat, drift) => {
    const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount });
    const candidate = {
      ...priceSet,
      amountExclTax: eur(excl),
      vatAmount: eur(vat),
      amountInclTax: eur(excl + vat + drift),
      amountCentExclTax: excl,
    };
    expect(quotePriceSetSchema.safeParse(candidate).success).toBe(drift === 0);
  });
});

describe('small rules', () => {
  it('asks 8 characters of a new password but lets older accounts log in', () => {
    const registration = routeExamples['customer.create'].request as object;
    expect(registrationRequestSchema.safeParse({ ...registration, password: '1234567' }).success).toBe(false);
    expect(registrationRequestSchema.safeParse({ ...registration, password: '12345678' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: 'a@b.fr', password: 'short' }).success).toBe(true);
  });

  test.prop([fc.integer({ min: -5, max: 100 })])('never pages design templates beyond 20', (limit) => {
    const parsed = designTemplatesQuerySchema.safeParse({ mcpSku: 'FLY-A5', limit: String(limit) });
    expect(parsed.success).toBe(limit >= 1 && limit <= 20);
  });

  it('a valid promo code says what it takes off', () => {
    expect(
      promocodeCheckResponseSchema.safeParse({ isValid: true, code: 'BF25', discount: null }).success,
    ).toBe(false);
    expect(
      promocodeCheckResponseSchema.safeParse({ isValid: false, code: null, discount: null }).success,
    ).toBe(true);
  });
});

describe('saved designs', () => {
  const save = routeExamples['design.save'].request as Record<string, unknown>;

  test.prop([fc.string({ minLength: 1, maxLength: 100 }).filter((name) => checkDesignName(name).ok)])(
    "a design's name is the domain's: kept as given when the domain keeps it",
    (name) => {
      expect(saveDesignRequestSchema.safeParse({ ...save, name }).success).toBe(true);
      expect(renameDesignRequestSchema.safeParse({ name }).success).toBe(true);
    },
  );

  it('refuses an empty, too long or multi-line name, naming the field', () => {
    for (const name of ['', '   ', 'x'.repeat(101), 'Ligne 1\nLigne 2', 'Nul\u0000']) {
      const parsed = saveDesignRequestSchema.safeParse({ ...save, name });
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name']);
    }
  });

  it('saves the selection a short preconfigured key saves', () => {
    const key = routeExamples['product.generateCustomConfigUrl'].request as { config: unknown };
    expect(saveDesignRequestSchema.shape.config).toBe(productCustomConfigSchema);
    expect(saveDesignRequestSchema.safeParse({ ...save, config: key.config }).success).toBe(true);
  });
});
