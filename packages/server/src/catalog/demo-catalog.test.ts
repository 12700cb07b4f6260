import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fc, test } from '@fast-check/vitest';
import type { CatalogProduct } from '@tirage/domain';
import {
  DEFAULT_LABELS_PER_ROLL,
  DEFAULT_ROLLS,
  DEMO_CATALOG,
  DEMO_PRODUCT_IDS,
  findPage,
  findProduct,
  normalizePathname,
  productConfiguration,
  quantitiesToQuote,
  readyMadePicturePath,
  validateQuantity,
} from '@tirage/domain';
import { describe, expect, it } from 'vitest';
import { readyMadePicture } from '../product-links/ready-made-pictures.js';
import { DEMO_STOCK } from './demo-stock.js';

const products = DEMO_CATALOG.products.map((product) => [product.id, product] as const);

const assetsDirectory = new URL('../../assets/products/', import.meta.url);

describe('demo catalogue', () => {
  it('sells the seven demo products, in catalogue order', () => {
    expect(DEMO_CATALOG.products.map((product) => product.id)).toEqual([...DEMO_PRODUCT_IDS]);
  });

  it('gives every page a distinct, canonical path and a distinct id', () => {
    const paths = DEMO_CATALOG.pages.map((page) => page.path);
    for (const path of paths) expect(normalizePathname(path)).toBe(path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = DEMO_CATALOG.pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a home page, a page per category and per product, and the policy pages', () => {
    const byPath = (path: string) => findPage(DEMO_CATALOG, { kind: 'path', path });
    expect(byPath('/')?.layout).toBe('home');
    for (const category of DEMO_CATALOG.categories) expect(byPath(category.path)?.layout).toBe('category');
    for (const product of DEMO_CATALOG.products) {
      expect(byPath(product.path)).toMatchObject({
        layout: 'product',
        productId: product.id,
        title: product.name,
      });
    }
    expect(
      ['cgv', 'mentions-legales', 'confidentialite', 'livraison'].map(
        (id) => findPage(DEMO_CATALOG, { kind: 'id', id })?.title,
      ),
    ).toEqual([
      'Conditions générales de vente',
      'Mentions légales',
      'Politique de confidentialité',
      'Livraison',
    ]);
  });

  it('finds a product page by its path', () => {
    const page = findPage(DEMO_CATALOG, { kind: 'path', path: '/flyers/' });
    expect(page).toMatchObject({
      id: 'product-flyers',
      path: '/flyers/',
      title: 'Flyers',
      layout: 'product',
      productId: 'flyers',
    });
    expect(findPage(DEMO_CATALOG, { kind: 'path', path: '/nulle-part/' })).toBeUndefined();
  });

  it('files every product under a known category', () => {
    const categories = new Set(DEMO_CATALOG.categories.map((category) => category.id));
    for (const product of DEMO_CATALOG.products) expect(categories.has(product.categoryId)).toBe(true);
    expect(DEMO_CATALOG.categories.map((category) => category.name)).toEqual([
      'Flyers et dépliants',
      'Cartes de visite',
      'Étiquettes et autocollants',
      'Affiches',
      'Papeterie',
    ]);
  });

  it('orders roll labels per artwork, one roll of 500 labels by default', () => {
    const labels = findProduct(DEMO_CATALOG, 'roll-labels');
    expect(labels?.multiArtwork).toEqual({ rolls: DEFAULT_ROLLS, labelsPerRoll: DEFAULT_LABELS_PER_ROLL });
    expect(labels?.quantityModel.defaultValue).toBe(500);
    expect(labels?.htsCode).toBe('4821.10');
    expect(findProduct(DEMO_CATALOG, 'flyers')?.htsCode).toBe('4911.10');
  });

  it('makes envelopes from stock, with a stock row for every format and paper it offers', () => {
    const envelopes = findProduct(DEMO_CATALOG, 'envelopes');
    expect(envelopes?.madeFromStock).toBe(true);
    expect(DEMO_CATALOG.products.filter((product) => product.madeFromStock === true)).toEqual([envelopes]);
    const offered = (key: string) =>
      envelopes?.attributes.find((attribute) => attribute.key === key)?.options.map((o) => o.value) ?? [];
    for (const row of DEMO_STOCK) {
      expect(row.mcpSku).toBe(envelopes?.configurationGraph.mcpSku);
      for (const [key, value] of Object.entries(row.attributes)) expect(offered(key)).toContain(value);
    }
    // Every configuration finds a row: the catch-all one names no attribute.
    expect(DEMO_STOCK.some((row) => Object.keys(row.attributes).length === 0)).toBe(true);
  });
});

describe.each(products)('product %s', (id, product: CatalogProduct) => {
  it('opens with values each attribute offers, and unique attribute and option keys', () => {
    const keys = product.attributes.map((attribute) => attribute.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const attribute of product.attributes) {
      const values = attribute.options.map((option) => option.value);
      expect(new Set(values).size).toBe(values.length);
      expect(values).toContain(attribute.defaultValue);
    }
  });

  it('offers only quantities its rule accepts, the default among them', () => {
    const { suggested, defaultValue } = product.quantityModel;
    for (const quantity of [...suggested, defaultValue]) {
      expect(validateQuantity(quantity, product.quantityRule)).toEqual({ ok: true, value: quantity });
    }
    expect(suggested).toContain(defaultValue);
  });

  it('opens with a production time and a delivery speed it offers', () => {
    expect(product.productionTimes.map((time) => time.key)).toContain(product.defaultProductionTime);
    expect(product.deliverySpeeds.map((speed) => speed.key)).toContain(product.defaultDeliverySpeed);
  });

  it('has a small, self-contained picture', () => {
    // A ready-made design's picture is drawn from the design; any other product's is a file.
    const designId = product.printOnDemand?.designId;
    expect(product.image).toBe(
      designId === undefined ? `/assets/products/${id}.svg` : readyMadePicturePath(designId, 'design'),
    );
    const svg =
      designId === undefined
        ? readFileSync(fileURLToPath(new URL(`${id}.svg`, assetsDirectory)), 'utf8')
        : (readyMadePicture(designId, 'design') ?? '');
    expect(Buffer.byteLength(svg)).toBeLessThan(designId === undefined ? 3 * 1024 : 8 * 1024);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // Nothing fetched from elsewhere: no links, images, scripts or URLs besides the namespace (a
    // design clips to its own cut line, `url(#cut)`).
    expect(svg.replace('http://www.w3.org/2000/svg', '').replaceAll('url(#cut)', '')).not.toMatch(
      /href|url\(|<image|<script|https?:/i,
    );
  });

  it('keeps a set-up cost large enough that rounding never lets the unit price rise', () => {
    // Between two neighbouring quantities q < q + i, rounding moves each total by at most half a
    // hundredth; the set-up cost spread over one more increment must outweigh it. Checked for the
    // cheapest factor and exchange rates down to half a euro.
    const { minimum, maximum = minimum, increment = 1 } = product.quantityRule;
    const cheapestFactor =
      Math.min(...product.deliverySpeeds.map((speed) => speed.priceFactor)) *
      Math.min(...product.productionTimes.map((time) => time.priceFactor));
    expect(
      (cheapestFactor * 0.5 * product.priceTable.setupHundredths - 0.5) * increment,
    ).toBeGreaterThanOrEqual(maximum);
  });

  it('maps onto the domain product configuration', () => {
    const configuration = productConfiguration(DEMO_CATALOG, id);
    expect(configuration).toMatchObject({
      configurationId: id,
      productName: product.name,
      mcpSku: product.configurationGraph.mcpSku,
      configurationGraph: product.configurationGraph,
      fscCertified: product.fscCertified,
      noPrinting: false,
      productGroups: [product.categoryId],
      priceOptions: {
        quantityRule: product.quantityRule,
        htsCode: product.htsCode,
        enabledPrices: {
          deliverySpeed: product.deliverySpeeds.map((speed) => speed.key),
          productionTime: product.productionTimes.map((time) => time.key),
        },
      },
      productCustomization: {
        selectedPriority: product.defaultDeliverySpeed,
        selectedProductionTime: product.defaultProductionTime,
        // A ready-made design is the shop's own file: nothing to check.
        selectedProductFileFlow: { fileCheck: product.printOnDemand === undefined, upload: 'upload' },
        selectedQuantityModel: {
          list: product.quantityModel.suggested,
          mode: product.quantityModel.mode,
          defaultValue: product.quantityModel.defaultValue,
        },
      },
    });
    const sortIndexes = configuration?.attributes.map((attribute) => attribute.sortIndex) ?? [];
    expect(sortIndexes).toEqual([...sortIndexes].sort((a, b) => a - b));
    for (const attribute of configuration?.attributes ?? []) {
      expect(configuration?.productCustomization.selectedAttributes[attribute.key]).toBe(
        attribute.selectedValue,
      );
      // Prices stay on the server.
      for (const option of attribute.options) expect(option).not.toHaveProperty('surcharge');
    }
    expect(configuration && quantitiesToQuote(configuration, product.quantityModel.defaultValue)).toContain(
      product.quantityModel.defaultValue,
    );
  });
});

describe('product configuration lookup', () => {
  it('has no configuration for an unknown id', () => {
    expect(productConfiguration(DEMO_CATALOG, 'mugs')).toBeUndefined();
  });

  test.prop([fc.oneof(fc.constantFrom(...DEMO_PRODUCT_IDS), fc.string())])(
    'finds a configuration exactly for the demo ids',
    (id) => {
      const configuration = productConfiguration(DEMO_CATALOG, id);
      expect(configuration !== undefined).toBe((DEMO_PRODUCT_IDS as readonly string[]).includes(id));
      if (configuration !== undefined) expect(configuration.configurationId).toBe(id);
    },
  );
});
