import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cents } from '../money/money.js';
import { breadcrumbJsonLd, productJsonLd } from './structured-data.js';

const flyers = {
  name: 'Flyers',
  description: 'Des flyers imprimés en quadrichromie.',
  url: 'https://tirage.example/flyers/',
  imageUrl: 'https://tirage.example/assets/products/flyers.svg',
  fromPrice: cents(2490, 'EUR'),
  available: true,
};

describe('productJsonLd', () => {
  it('states the product and the price it starts from, in decimal text, with its currency and stock', () => {
    expect(productJsonLd(flyers)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Flyers',
      description: 'Des flyers imprimés en quadrichromie.',
      image: 'https://tirage.example/assets/products/flyers.svg',
      url: 'https://tirage.example/flyers/',
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '24.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://tirage.example/flyers/',
      },
    });
  });

  it('says out of stock when the product is not sold for now, and states no offer without a price', () => {
    expect(productJsonLd({ ...flyers, available: false }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(productJsonLd({ ...flyers, fromPrice: undefined })).not.toHaveProperty('offers');
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 })])(
    'the price is the hundredths written out exactly',
    (amount) => {
      const { offers } = productJsonLd({ ...flyers, fromPrice: cents(amount, 'CHF') }) as {
        offers: { lowPrice: string };
      };
      expect(Math.round(Number(offers.lowPrice) * 100)).toBe(amount);
      expect(offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
    },
  );
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps from the home page, from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Accueil', url: 'https://tirage.example/' },
        { name: 'Affiches', url: 'https://tirage.example/categories/affiches/' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://tirage.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Affiches',
          item: 'https://tirage.example/categories/affiches/',
        },
      ],
    });
  });
});
