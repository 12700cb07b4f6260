import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { PageBlocks } from './page-blocks.js';

describe('page blocks', () => {
  test('text becomes paragraphs, split on blank lines', () => {
    const html = renderToStaticMarkup(
      <PageBlocks
        blocks={[{ kind: 'text', id: 't', text: 'Premier.\n\nSecond.\n\n\n' }]}
        locale="fr-FR"
        renderedAt="2026-11-24T10:00:00Z"
      />,
    );
    expect(html).toBe('<div class="page-text"><p>Premier.</p><p>Second.</p></div>');
  });

  test('product cards show name, picture and the "from" price excl. VAT in the shop locale', () => {
    const html = renderToStaticMarkup(
      <PageBlocks
        blocks={[
          {
            kind: 'productCards',
            id: 'cards',
            cards: [
              {
                configurationId: 'flyers',
                name: 'Flyers',
                path: '/flyers/',
                imageUrl: '/assets/products/flyers.svg',
                fromPrice: { cents: 123456, currency: 'EUR' },
              },
              {
                configurationId: 'posters',
                name: 'Affiches',
                path: '/affiches/',
                imageUrl: '/assets/products/posters.svg',
                fromPrice: undefined,
              },
            ],
          },
        ]}
        locale="fr-FR"
        renderedAt="2026-11-24T10:00:00Z"
      />,
    );
    expect(html).toContain('<a href="/flyers/"><img src="/assets/products/flyers.svg" alt=""');
    expect(html).toContain('à partir de 1\u202f234,56\u00a0€ HT');
    // A product that cannot be priced shows no price rather than a wrong one.
    expect(html.match(/à partir de/g)).toHaveLength(1);
  });
});
