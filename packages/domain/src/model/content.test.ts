import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type PageLayout,
  type ProductCard,
  searchLandingPages,
  searchProductCards,
  showsPromoStripe,
} from './content.js';

const layoutArb = fc.constantFrom<PageLayout>('standard', 'home', 'category', 'product', 'landing');

describe('showsPromoStripe', () => {
  test.prop([layoutArb])('every layout but the landing pages shows the promo stripe', (layout) => {
    expect(showsPromoStripe(layout)).toBe(layout !== 'landing');
  });
});

const card = (name: string): ProductCard => ({
  configurationId: name,
  name,
  path: `/${name}/`,
  imageUrl: '/assets/products/x.svg',
  fromPrice: undefined,
});
const CARDS = ['Flyers', 'Cartes de visite', 'Étiquettes en rouleau', 'Affiches', 'Dépliants'].map(card);

describe('searchProductCards', () => {
  it('finds by the start of words, whatever the accents and case', () => {
    const names = (query: string) => searchProductCards(CARDS, query).map((found) => found.name);
    expect(names('carte vis')).toEqual(['Cartes de visite']);
    expect(names('ETIQUETTE')).toEqual(['Étiquettes en rouleau']);
    expect(names('depli')).toEqual(['Dépliants']);
    expect(names('  ')).toEqual([]);
    expect(names('isite')).toEqual([]);
  });

  test.prop([fc.string({ maxLength: 12 })])(
    "finds only cards of the list, in their order; a card's own name always finds it",
    (query) => {
      const found = searchProductCards(CARDS, query);
      expect(CARDS.filter((candidate) => found.includes(candidate))).toEqual(found);
      for (const candidate of CARDS) expect(searchProductCards(CARDS, candidate.name)).toContain(candidate);
    },
  );
});

describe('searchLandingPages', () => {
  const pages = [
    {
      id: 'landing-christmas',
      title: 'Noël : 10 € offerts sur vos impressions',
      description: 'Cartes de vœux, étiquettes de cadeaux',
      path: '/christmas/',
    },
    {
      id: 'landing-black-friday',
      title: 'Black Friday : -25 %',
      description: 'Tout le catalogue à -25 % avec le code BLACKFRIDAY',
      path: '/black-friday/',
    },
  ];

  it('finds a page by words of its title or its description, accents and case aside, in order', () => {
    expect(searchLandingPages(pages, 'NOEL').map((page) => page.id)).toEqual(['landing-christmas']);
    expect(searchLandingPages(pages, 'black cata').map((page) => page.id)).toEqual(['landing-black-friday']);
    expect(searchLandingPages(pages, 'cartes voeux').map((page) => page.id)).toEqual(['landing-christmas']);
  });

  it('finds nothing for an empty search, or a word no page holds', () => {
    expect(searchLandingPages(pages, '  ')).toEqual([]);
    expect(searchLandingPages(pages, 'banderole')).toEqual([]);
  });
});
