import { DEMO_CATALOG } from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { CatalogDataError, parseStoredPage, parseStoredProduct } from './catalog-schema.js';

// What the database gives back: the payload after a JSON round trip.
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('stored catalogue rows', () => {
  it.each(DEMO_CATALOG.products.map((product) => [product.id, product] as const))(
    'the demo product %s reads back as it was written',
    (_id, product) => {
      expect(parseStoredProduct(stored(product))).toEqual(product);
    },
  );

  it('reads every demo page back as it was written', () => {
    for (const page of DEMO_CATALOG.pages) expect(parseStoredPage(stored(page))).toEqual(page);
  });

  it.each([
    [
      'a price factor that is not a number',
      {
        deliverySpeeds: [
          { key: 'x', label: 'X', shippingWorkingDays: 1, cutOffHour: 16, priceFactor: 'fast' },
        ],
      },
      'deliverySpeeds.0.priceFactor',
    ],
    [
      'a cut-off hour past midnight',
      { deliverySpeeds: [{ key: 'x', label: 'X', shippingWorkingDays: 1, cutOffHour: 25, priceFactor: 1 }] },
      'deliverySpeeds.0.cutOffHour',
    ],
    [
      'a negative set-up cost',
      {
        priceTable: {
          setupHundredths: -1,
          unitCost: { startHundredths: 10, floorHundredths: 2, halfwayQuantity: 500 },
        },
      },
      'priceTable.setupHundredths',
    ],
    ['no production time', { productionTimes: [] }, 'productionTimes'],
    ['an unknown upload type', { defaultUpload: 'fax' }, 'defaultUpload'],
  ])('refuses %s, naming the product and the field', (_what, change, field) => {
    const flyers = DEMO_CATALOG.products.find((product) => product.id === 'flyers');
    const read = () => parseStoredProduct(stored({ ...flyers, ...change }));
    expect(read).toThrow(CatalogDataError);
    expect(read).toThrow(new RegExp(`product flyers .*${field.replaceAll('.', '\\.')}`));
  });

  it('refuses a page without a path', () => {
    expect(() => parseStoredPage({ id: 'home', title: 'Accueil', layout: 'home', body: '' })).toThrow(
      /page home .*path/,
    );
  });

  it('refuses a glossary whose anchor is used twice, or cannot be a fragment of a link', () => {
    const glossary = (anchors: readonly string[]) => ({
      id: 'glossaire',
      path: '/glossaire/',
      title: 'Glossaire',
      layout: 'standard',
      body: '',
      glossary: anchors.map((anchor) => ({ term: anchor, anchor, definition: 'Une définition.' })),
    });
    expect(parseStoredPage(glossary(['fond-perdu', 'grammage'])).glossary).toHaveLength(2);
    expect(() => parseStoredPage(glossary(['fond-perdu', 'fond-perdu']))).toThrow(
      /page glossaire .*glossary: Each glossary anchor must be used once/,
    );
    expect(() => parseStoredPage(glossary(['Fond perdu']))).toThrow(/page glossaire .*glossary\.0\.anchor/);
  });
});
