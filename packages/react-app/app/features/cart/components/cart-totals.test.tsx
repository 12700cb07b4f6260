// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import { cents } from '@tirage/domain';
import { afterEach, describe, expect, test } from 'vitest';
import { CartTotals } from './cart-totals.js';

afterEach(cleanup);

const cart = { totalPrice: cents(5_000, 'EUR'), taxedPrice: cents(6_000, 'EUR'), currency: 'EUR' as const };
const limitsText = () => screen.getByText(/^Un panier contient au plus/).textContent?.replace(/\s/g, ' ');

describe('the cart totals', () => {
  test('say the shop’s own limits, as its rules set them', () => {
    render(<CartTotals cart={cart} locale="fr-FR" limits={{ maxLines: 2, maxTaxedCents: 50_000 }} />);
    expect(limitsText()).toBe('Un panier contient au plus 2 produits et 500,00 € TTC.');
  });

  test('say the specification’s limits when the shop’s are not given', () => {
    render(<CartTotals cart={cart} locale="fr-FR" />);
    expect(limitsText()).toBe('Un panier contient au plus 15 produits et 100 000,00 € TTC.');
  });
});
