import { describe, expect, it } from 'vitest';
import { pageAlternates, type ShopEdition } from './alternates.js';

const fr: ShopEdition = {
  locale: 'fr-FR',
  baseUrl: 'https://www.tirage.fr/',
  indexable: true,
  isDefault: true,
};
const be: ShopEdition = {
  locale: 'fr-BE',
  baseUrl: 'https://www.tirage.be',
  indexable: true,
  isDefault: false,
};
const ch: ShopEdition = {
  locale: 'fr-CH',
  baseUrl: 'https://www.tirage.ch',
  indexable: false,
  isDefault: false,
};

describe('pageAlternates', () => {
  it('names the page in every indexable shop, its own included, and the default shop as x-default', () => {
    expect(pageAlternates('/flyers/', [be, fr, ch])).toEqual([
      { hreflang: 'fr-BE', url: 'https://www.tirage.be/flyers/' },
      { hreflang: 'fr-FR', url: 'https://www.tirage.fr/flyers/' },
      { hreflang: 'x-default', url: 'https://www.tirage.fr/flyers/' },
    ]);
  });

  it('has none for a single indexable shop: there is nothing to tell apart', () => {
    expect(pageAlternates('/flyers/', [fr, ch])).toEqual([]);
  });

  it('takes the first indexable shop as x-default when the default one is not indexable', () => {
    const alternates = pageAlternates('/', [{ ...fr, indexable: false }, be, { ...ch, indexable: true }]);
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', url: 'https://www.tirage.be/' });
  });
});
