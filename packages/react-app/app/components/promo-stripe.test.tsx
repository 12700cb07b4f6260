import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PromoStripe } from './promo-stripe.js';

const offers = [
  { id: 'always', title: 'Livraison offerte', link: '/livraison/', start: undefined, end: undefined },
  {
    id: 'christmas',
    title: 'Noël',
    link: undefined,
    start: '2026-12-01T00:00:00+01:00',
    end: '2026-12-24T23:59:59+01:00',
  },
];

describe('the promo stripe', () => {
  test('shows the offers within their window, in a labelled band', () => {
    const html = renderToStaticMarkup(<PromoStripe offers={offers} renderedAt="2026-11-24T12:00:00Z" />);
    expect(html).toContain('<aside class="promo-stripe" aria-label="Promotions en cours">');
    expect(html).toContain('<a href="/livraison/">Livraison offerte</a>');
    expect(html).not.toContain('Noël');
    expect(renderToStaticMarkup(<PromoStripe offers={offers} renderedAt="2026-12-10T12:00:00Z" />)).toContain(
      '<li>Noël</li>',
    );
  });

  test('is not shown at all without an offer in its window', () => {
    expect(
      renderToStaticMarkup(<PromoStripe offers={offers.slice(1)} renderedAt="2027-01-01T00:00:00Z" />),
    ).toBe('');
  });
});
