import { fc } from '@fast-check/vitest';
import {
  DESIGN_TEMPLATE_LIMIT,
  errorEnvelopeSchema,
  generateCustomConfigUrlRequestSchema,
  isWellFormedText,
  type RouteName,
  routes,
} from '@tirage/api-client/contract';
import { DEMO_CATALOG, KEY_HASH_LENGTH, keyHash } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { queryBuilder } from '../db/query-builder.js';
import { selectionText } from '../product-links/custom-config-store.js';
import {
  DEMO_TEMPLATE_ROWS,
  type DesignTemplate,
  insertDesignTemplate,
} from '../product-links/design-templates.js';
import {
  callRoute,
  fetchPath,
  type LinkAnswer,
  linkRowCounts,
} from '../product-links/test-support/link-requests.js';
import { offeredSelectionArb } from '../product-links/test-support/selection.arb.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

// Each run is an HTTP call against a real database: few runs, many shapes per run.
const RUNS = 25;

const flyersProduct = DEMO_CATALOG.products.find((product) => product.id === 'flyers');
if (flyersProduct === undefined) throw new Error('The demo catalogue has no flyers');
const flyers = flyersProduct;

function dataOf(name: RouteName, answer: LinkAnswer): Record<string, unknown> {
  expect(answer.status, answer.text).toBe(200);
  return (routes[name].response.parse(answer.json) as { data: Record<string, unknown> }).data;
}

function errorOf(answer: LinkAnswer, status: number) {
  expect(answer.status, answer.text).toBe(status);
  const parsed = errorEnvelopeSchema.parse(answer.json);
  expect(parsed.code).toBe(status);
  return parsed;
}

const FLYERS_SELECTION = {
  selectedAttributes: { format: 'a5', paper: 'couche-mat', finishing: 'pelliculage-mat' },
  quantity: 500,
  productionTime: 'standard',
  selectedPriority: 'express',
  uploadType: 'upload',
  fileCheck: true,
  jobName: 'Fête de la musique',
} as const;

reportPostgresSkipped('product links and design templates');

describe.each(eachDatabase)('product links and design templates on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  const generate = (body: unknown) => callRoute(shop.app, 'product.generateCustomConfigUrl', { body });
  const fromKey = (key: string) => callRoute(shop.app, 'product.customConfigFromKey', { params: { key } });
  const templates = (query: Record<string, string>, origin?: string) =>
    callRoute(shop.app, 'design.templates', { query, ...(origin === undefined ? {} : { origin }) });

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  describe('short preconfigured keys', () => {
    test('a selection saved behind a key is read back from it', async () => {
      const before = await linkRowCounts(handle);
      const { key } = dataOf(
        'product.generateCustomConfigUrl',
        await generate({ config: FLYERS_SELECTION, productConfigurationId: 'flyers' }),
      );
      expect(key).toMatch(new RegExp(`^[0-9a-z]{${KEY_HASH_LENGTH}}$`));
      expect(dataOf('product.customConfigFromKey', await fromKey(key as string))).toEqual({
        key,
        productConfigurationId: 'flyers',
        config: FLYERS_SELECTION,
      });
      expect((await linkRowCounts(handle)).custom_configs).toBe((before.custom_configs ?? 0) + 1);
    });

    test('the same selection gets the same key and is stored once, whatever the order of its fields', async () => {
      const first = dataOf(
        'product.generateCustomConfigUrl',
        await generate({
          productConfigurationId: 'flyers',
          config: { ...FLYERS_SELECTION, jobName: 'Ordre' },
        }),
      );
      const before = await linkRowCounts(handle);
      const reordered = {
        config: {
          ...Object.fromEntries(Object.entries(FLYERS_SELECTION).reverse()),
          jobName: 'Ordre',
          selectedAttributes: { finishing: 'pelliculage-mat', paper: 'couche-mat', format: 'a5' },
        },
        productConfigurationId: 'flyers',
      };
      expect(dataOf('product.generateCustomConfigUrl', await generate(reordered)).key).toBe(first.key);
      expect(await linkRowCounts(handle)).toEqual(before);
      // A different selection, or the same one without its product, is another key.
      const other = dataOf(
        'product.generateCustomConfigUrl',
        await generate({
          productConfigurationId: 'flyers',
          config: { ...FLYERS_SELECTION, jobName: 'Autre' },
        }),
      );
      const withoutProduct = dataOf(
        'product.generateCustomConfigUrl',
        await generate({ config: { ...FLYERS_SELECTION, jobName: 'Ordre' } }),
      );
      expect(new Set([first.key, other.key, withoutProduct.key]).size).toBe(3);
    });

    test('a selection without a product is saved unchecked against the catalogue', async () => {
      const config = { selectedAttributes: { couleur: 'bleu' }, quantity: 7 };
      const { key } = dataOf('product.generateCustomConfigUrl', await generate({ config }));
      expect(dataOf('product.customConfigFromKey', await fromKey(key as string))).toEqual({
        key,
        productConfigurationId: null,
        config,
      });
    });

    test('the key is the key hash of the canonical selection', async () => {
      const config = { selectedAttributes: { format: 'a6' }, quantity: 100 };
      const { key } = dataOf(
        'product.generateCustomConfigUrl',
        await generate({ config, productConfigurationId: 'flyers' }),
      );
      expect(key).toBe(keyHash(selectionText({ productConfigurationId: 'flyers', config })));
    });

    test('a key already holding another selection is never overwritten: the next seed is used', async () => {
      const config = { selectedAttributes: { format: 'dl' }, jobName: 'Collision' };
      const text = selectionText({ productConfigurationId: 'flyers', config });
      const squatted = keyHash(text, 0);
      const squatter = JSON.stringify({ config: { selectedAttributes: { format: 'a4' } } });
      await handle.db.query('insert into product_custom_configs (key, selection) values ($1, $2)', [
        squatted,
        squatter,
      ]);

      const { key } = dataOf(
        'product.generateCustomConfigUrl',
        await generate({ config, productConfigurationId: 'flyers' }),
      );
      expect(key).toBe(keyHash(text, 1));
      expect(dataOf('product.customConfigFromKey', await fromKey(key as string)).config).toEqual(config);
      expect(dataOf('product.customConfigFromKey', await fromKey(squatted)).config).toEqual({
        selectedAttributes: { format: 'a4' },
      });
      // Asked again, the selection finds its own key, and nothing more is written.
      const before = await linkRowCounts(handle);
      expect(
        dataOf(
          'product.generateCustomConfigUrl',
          await generate({ config, productConfigurationId: 'flyers' }),
        ).key,
      ).toBe(key);
      expect(await linkRowCounts(handle)).toEqual(before);
    });

    test.each([
      [
        'an unknown product',
        { config: FLYERS_SELECTION, productConfigurationId: 'mugs' },
        ['productConfigurationId'],
      ],
      [
        'an attribute or value the product does not have',
        {
          config: { selectedAttributes: { format: 'a3', couleur: 'rouge', paper: 'recycle' } },
          productConfigurationId: 'flyers',
        },
        ['config.selectedAttributes.format', 'config.selectedAttributes.couleur'],
      ],
      [
        'a quantity, production time and delivery option the product refuses',
        {
          config: {
            selectedAttributes: {},
            quantity: 75,
            productionTime: 'demain',
            selectedPriority: 'drone',
          },
          productConfigurationId: 'flyers',
        },
        ['config.quantity', 'config.productionTime', 'config.selectedPriority'],
      ],
      [
        'a file check with the design service',
        { config: { selectedAttributes: {}, uploadType: 'hds', fileCheck: true } },
        ['config.fileCheck'],
      ],
      ['a field the contract does not have', { config: FLYERS_SELECTION, totalPrice: 1 }, ['totalPrice']],
      ['no selection', { productConfigurationId: 'flyers' }, ['config']],
      [
        'a non-numeric quantity',
        { config: { selectedAttributes: {}, quantity: '500' } },
        ['config.quantity'],
      ],
    ])('refuses %s with 400 naming the fields, and writes nothing', async (_what, body, paths) => {
      const before = await linkRowCounts(handle);
      const error = errorOf(await generate(body), 400);
      expect(error.errors?.map((fieldError) => fieldError.path)).toEqual(paths);
      expect(await linkRowCounts(handle)).toEqual(before);
    });

    test('answers 404 for a key nobody was given, 400 for one that cannot be a key', async () => {
      const unknown = errorOf(await fromKey('zzzzzzzzzz'), 404);
      expect(unknown).toMatchObject({
        message: 'No custom product selection found',
        kind: 'init.noCustomSelection',
      });
      expect(errorOf(await fromKey('pas.une.clé'), 400).errors?.[0]?.path).toBe('key');
      expect(errorOf(await fromKey('k'.repeat(65)), 400).errors?.[0]?.path).toBe('key');
    });

    test('law: a selection saved behind a key is read back as the contract parsed it, under the same key twice', async () => {
      await fc.assert(
        fc.asyncProperty(
          offeredSelectionArb(flyers),
          fc.boolean(),
          // Every text the contract takes (ill-formed ones are refused: ill-formed-text.test.ts).
          fc
            .oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 20 }))
            .filter(isWellFormedText),
          async (selection, withProduct, jobName) => {
            const body = {
              config: { ...selection, jobName },
              ...(withProduct ? { productConfigurationId: 'flyers' } : {}),
            };
            const sent = generateCustomConfigUrlRequestSchema.parse(body);
            const { key } = dataOf('product.generateCustomConfigUrl', await generate(body));
            expect(dataOf('product.customConfigFromKey', await fromKey(key as string))).toEqual({
              key,
              productConfigurationId: sent.productConfigurationId ?? null,
              config: sent.config,
            });
            expect(dataOf('product.generateCustomConfigUrl', await generate(body)).key).toBe(key);
          },
        ),
        { numRuns: RUNS },
      );
    });

    test('law: a body the schema refuses is answered 400 and writes nothing', async () => {
      const before = await linkRowCounts(handle);
      const bodyArb = fc.oneof(
        fc
          .record({
            key: fc.constantFrom('config', 'productConfigurationId', 'key', 'price'),
            value: fc.anything(),
          })
          .map(({ key, value }) => ({ config: FLYERS_SELECTION, [key]: value })),
        fc
          .record({
            key: fc.constantFrom(...Object.keys(FLYERS_SELECTION), 'unitPrice'),
            value: fc.anything(),
          })
          .map(({ key, value }) => ({ config: { ...FLYERS_SELECTION, [key]: value } })),
        fc.dictionary(fc.string(), fc.anything(), { maxKeys: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(
          // As the body travels: JSON drops undefined fields and turns NaN into null.
          bodyArb
            .map((body) => JSON.parse(JSON.stringify(body)) as unknown)
            .filter((body) => !generateCustomConfigUrlRequestSchema.safeParse(body).success),
          async (body) => {
            errorOf(await generate(body), 400);
          },
        ),
        { numRuns: RUNS },
      );
      expect(await linkRowCounts(handle)).toEqual(before);
    });
  });

  describe('loss leaders', () => {
    test('an offer answers its product and fixed configuration, with its promotion', async () => {
      const info = dataOf(
        'content.lossLeaderInfo',
        await callRoute(shop.app, 'content.lossLeaderInfo', { params: { key: 'flyers-decouverte' } }),
      );
      expect(info).toEqual({
        product: { productConfigurationId: 'flyers', productName: 'Flyers', pagePath: '/flyers/' },
        lossLeader: {
          lossLeaderKey: 'flyers-decouverte',
          promocodeId: 'promo-flyers-decouverte',
          promoCode: 'DECOUVERTE-FLYERS',
          productionTime: 'standard',
          selectedPriority: 'standard',
          selectedAttributes: {
            format: 'a5',
            paper: 'couche-brillant',
            weight: '135',
            sides: 'recto-verso',
            finishing: 'none',
            colours: 'cmyk',
          },
          merchantSelectedAttributes: {
            Format: 'A5 (148 × 210 mm)',
            Papier: 'Couché brillant',
            Grammage: '135 g/m²',
            Impression: 'Recto-verso',
            Finition: 'Sans finition',
          },
          quantity: 250,
        },
      });
    });

    test('an offer whose promotion the shop removed answers no code (the page opens without one)', async () => {
      const promotionOfOffer = (promocodeId: string) =>
        queryBuilder(handle.db)
          .updateTable('lossLeaders')
          .set({ promocodeId })
          .where('key', '=', 'flyers-decouverte')
          .execute();
      await promotionOfOffer('promo-supprimee');
      try {
        const info = dataOf(
          'content.lossLeaderInfo',
          await callRoute(shop.app, 'content.lossLeaderInfo', { params: { key: 'flyers-decouverte' } }),
        );
        expect(info.lossLeader).toMatchObject({ promocodeId: 'promo-supprimee', promoCode: null });
      } finally {
        await promotionOfOffer('promo-flyers-decouverte');
      }
    });

    test('the offer is a configuration the product page can quote', async () => {
      const info = dataOf(
        'content.lossLeaderInfo',
        await callRoute(shop.app, 'content.lossLeaderInfo', { params: { key: 'flyers-decouverte' } }),
      ) as {
        lossLeader: {
          selectedAttributes: Record<string, string>;
          quantity: number;
          productionTime: string;
          selectedPriority: string;
        };
      };
      const { lossLeader } = info;
      const quoted = await shop.call('product.quote', {
        body: {
          currency: 'EUR',
          country: 'FR',
          zip: '75001',
          quantities: [lossLeader.quantity],
          priorities: [lossLeader.selectedPriority],
          attributes: {
            ...flyers.configurationGraph,
            productionTime: lossLeader.productionTime,
            selectedAttributes: lossLeader.selectedAttributes,
          },
        },
      });
      expect(quoted.status, JSON.stringify(quoted.json)).toBe(200);
    });

    test('answers 404 for an unknown offer, 400 for a key that cannot be one', async () => {
      const missing = errorOf(
        await callRoute(shop.app, 'content.lossLeaderInfo', { params: { key: 'cartes-gratuites' } }),
        404,
      );
      expect(missing).toMatchObject({ message: 'No loss leader key found', kind: 'init.noLossLeaderKey' });
      errorOf(
        await callRoute(shop.app, 'content.lossLeaderInfo', { params: { key: 'flyers découverte' } }),
        400,
      );
    });
  });

  describe('design templates', () => {
    /** A shop's own flyers templates beside the demo ones: more than one page of the browser. */
    const ownFlyer = (
      slug: string,
      name: string,
      format: string,
      tags: readonly string[],
    ): DesignTemplate => ({
      id: `own-${slug}`,
      productId: 'flyers',
      name,
      format,
      tags,
      thumbnailPath: `/assets/design-templates/own-${slug}.svg`,
    });
    const OWN_FLYERS = [
      ownFlyer('fete-de-quartier', 'Fête de quartier', 'a5', ['événement', 'association']),
      ownFlyer('soiree-concert', 'Soirée concert', 'a5', ['musique', 'événement']),
      ownFlyer('menu-restaurant', 'Menu du restaurant', 'a4', ['restauration', 'menu']),
      ownFlyer('vide-grenier', 'Vide-grenier', 'a5', ['événement', 'brocante']),
      ownFlyer('portes-ouvertes', 'Portes ouvertes', 'a5', ['école', 'entreprise']),
      ownFlyer('cours-de-yoga', 'Cours de yoga', 'a6', ['sport', 'bien-être']),
      ownFlyer('salon-de-coiffure', 'Salon de coiffure', 'dl', ['beauté', 'commerce']),
      ownFlyer('boulangerie', 'Boulangerie artisanale', 'a6', ['commerce', 'alimentation']),
      ownFlyer('agence-immobiliere', 'Agence immobilière', 'a4', ['immobilier', 'entreprise']),
      ownFlyer('marche-de-noel', 'Marché de Noël', 'a5', ['fêtes', 'événement']),
      ownFlyer('soldes-d-ete', "Soldes d'été", 'a5', ['promotion', 'commerce']),
      ownFlyer('rentree-scolaire', 'Rentrée scolaire', 'a5', ['école', 'promotion']),
      ownFlyer('club-de-football', 'Club de football', 'a5', ['sport', 'association']),
      ownFlyer('festival-de-jazz', 'Festival de jazz', 'dl', ['musique', 'festival']),
      ownFlyer('exposition-de-peinture', 'Exposition de peinture', 'a5', ['art', 'culture']),
      ownFlyer('atelier-cuisine', 'Atelier cuisine', 'a6', ['restauration', 'atelier']),
      ownFlyer('garage-automobile', 'Garage automobile', 'dl', ['automobile', 'entreprise']),
      ownFlyer('fleuriste', 'Fleuriste', 'a6', ['commerce', 'fleurs']),
      ownFlyer('pizzeria', 'Pizzeria à emporter', 'dl', ['restauration', 'menu']),
      ownFlyer('salle-de-sport', 'Salle de sport', 'a5', ['sport', 'bien-être']),
      ownFlyer('invitation-mariage', 'Invitation de mariage', 'a6', ['fêtes', 'invitation']),
      ownFlyer('fete-d-anniversaire', "Fête d'anniversaire", 'a6', ['fêtes', 'invitation']),
      ownFlyer('conference', 'Conférence', 'a4', ['entreprise', 'événement']),
      ownFlyer('ouverture-de-boutique', 'Ouverture de boutique', 'a5', ['commerce', 'promotion']),
      ownFlyer('piece-de-theatre', 'Pièce de théâtre', 'a5', ['culture', 'spectacle']),
      ownFlyer('sortie-randonnee', 'Sortie randonnée', 'a5', ['sport', 'nature']),
      ownFlyer('cours-de-musique', 'Cours de musique', 'a6', ['musique', 'atelier']),
      ownFlyer('services-de-jardinage', 'Services de jardinage', 'dl', ['services', 'nature']),
    ];
    const flyerIds = [
      ...DEMO_TEMPLATE_ROWS.filter((t) => t.productId === 'flyers').map((t) => t.id),
      ...OWN_FLYERS.map((t) => t.id),
    ];

    beforeAll(async () => {
      for (const [index, template] of OWN_FLYERS.entries()) {
        await insertDesignTemplate(handle.db, template, 10_000 + index);
      }
    });

    test('pages through the templates of a product, twenty at most, with the total on every page', async () => {
      const first = dataOf('design.templates', await templates({ mcpSku: 'TIR-FLY' })) as {
        templates: { id: string }[];
        total: number;
      };
      expect(first.total).toBe(flyerIds.length);
      expect(first.templates.map((t) => t.id)).toEqual(flyerIds.slice(0, DESIGN_TEMPLATE_LIMIT));
      const second = dataOf(
        'design.templates',
        await templates({ mcpSku: 'TIR-FLY', offset: '20', limit: '20' }),
      ) as {
        templates: { id: string }[];
        total: number;
      };
      expect(second.templates.map((t) => t.id)).toEqual(flyerIds.slice(DESIGN_TEMPLATE_LIMIT));
      expect(second.total).toBe(flyerIds.length);
      const beyond = dataOf('design.templates', await templates({ mcpSku: 'TIR-FLY', offset: '100' }));
      expect(beyond).toEqual({ templates: [], total: flyerIds.length });
    });

    test('law: a page is the slice of the whole list at its offset, never longer than its limit', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: DESIGN_TEMPLATE_LIMIT }),
          fc.integer({ min: 0, max: flyerIds.length + 5 }),
          async (limit, offset) => {
            const page = dataOf(
              'design.templates',
              await templates({ mcpSku: 'TIR-FLY', limit: String(limit), offset: String(offset) }),
            ) as { templates: { id: string }[]; total: number };
            expect(page.total).toBe(flyerIds.length);
            expect(page.templates.map((t) => t.id)).toEqual(flyerIds.slice(offset, offset + limit));
          },
        ),
        { numRuns: RUNS },
      );
    });

    test('links absolute thumbnails on the shop of the request, served by the server as SVG', async () => {
      const page = dataOf('design.templates', await templates({ mcpSku: 'TIR-BCD', limit: '3' })) as {
        templates: {
          id: string;
          name: string;
          thumbnailUrl: string;
          format: string | null;
          tags: string[];
        }[];
        total: number;
      };
      expect(page.total).toBe(DEMO_TEMPLATE_ROWS.filter((t) => t.productId === 'business-cards').length);
      expect(page.templates[0]).toEqual({
        id: 'tpl-card-classique',
        name: 'Classique',
        thumbnailUrl: 'http://localhost:3000/assets/design-templates/tpl-card-classique.svg',
        format: null,
        tags: ['sobre'],
      });
      const onBelgium = dataOf(
        'design.templates',
        await templates({ mcpSku: 'TIR-BCD', limit: '1' }, 'http://be.localhost'),
      ) as {
        templates: { thumbnailUrl: string }[];
      };
      expect(onBelgium.templates[0]?.thumbnailUrl).toBe(
        'http://be.localhost:3000/assets/design-templates/tpl-card-classique.svg',
      );

      for (const template of page.templates) {
        const thumbnail = await fetchPath(shop.app, new URL(template.thumbnailUrl).pathname);
        expect(thumbnail.status).toBe(200);
        expect(thumbnail.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
        expect(thumbnail.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(thumbnail.text).toContain(`<title id="t">${template.name}</title>`);
      }
      expect((await fetchPath(shop.app, '/assets/design-templates/absent.svg')).status).toBe(404);
      expect((await fetchPath(shop.app, '/assets/design-templates/..%2Fproducts%2Fflyers.svg')).status).toBe(
        404,
      );
      expect((await fetchPath(shop.app, '/assets/design-templates/TPL-card-classique.svg')).status).toBe(404);
      // A shop's own template without a drawn document has no thumbnail of ours.
      expect((await fetchPath(shop.app, '/assets/design-templates/own-boulangerie.svg')).status).toBe(404);
    });

    test.each([
      [
        'fete',
        [
          'tpl-flyer-asso',
          'own-fete-de-quartier',
          'own-marche-de-noel',
          'own-invitation-mariage',
          'own-fete-d-anniversaire',
        ],
      ],
      [
        'MUSIQUE',
        ['tpl-flyer-concert', 'own-soiree-concert', 'own-festival-de-jazz', 'own-cours-de-musique'],
      ],
      ['Théâtre', ['own-piece-de-theatre']],
      ['%', []],
      ['   ', flyerIds.slice(0, DESIGN_TEMPLATE_LIMIT)],
    ])('searches names and tags ignoring case and accents: %s', async (search, ids) => {
      const page = dataOf('design.templates', await templates({ mcpSku: 'TIR-FLY', search })) as {
        templates: { id: string }[];
        total: number;
      };
      expect(page.templates.map((t) => t.id)).toEqual(ids);
      if (search.trim() !== '') expect(page.total).toBe(ids.length);
    });

    test('answers no template for a product without the design editor', async () => {
      await handle.db.query(
        `update products set payload = jsonb_set(payload, '{templateDisabled}', 'true') where id = 'business-cards'`,
      );
      try {
        expect(dataOf('design.templates', await templates({ mcpSku: 'TIR-BCD' }))).toEqual({
          templates: [],
          total: 0,
        });
      } finally {
        await handle.db.query(
          `update products set payload = jsonb_set(payload, '{templateDisabled}', 'false') where id = 'business-cards'`,
        );
      }
    });

    test.each([
      ['a limit above twenty', { mcpSku: 'TIR-FLY', limit: '21' }, 'limit'],
      ['a limit of zero', { mcpSku: 'TIR-FLY', limit: '0' }, 'limit'],
      ['a negative offset', { mcpSku: 'TIR-FLY', offset: '-1' }, 'offset'],
      ['a limit that is not a number', { mcpSku: 'TIR-FLY', limit: 'vingt' }, 'limit'],
      ['no product', { limit: '5' }, 'mcpSku'],
      ['an unknown parameter', { mcpSku: 'TIR-FLY', page: '2' }, 'page'],
    ])('refuses %s with 400', async (_what, query, path) => {
      expect(errorOf(await templates(query), 400).errors?.map((error) => error.path)).toEqual([path]);
    });

    test('answers 404 for a product the catalogue does not have', async () => {
      expect(errorOf(await templates({ mcpSku: 'TIR-MUG' }), 404)).toMatchObject({
        kind: 'product.notFound',
      });
      // A text no product can have (NUL) is refused by the contract, naming the parameter.
      expect(
        errorOf(await templates({ mcpSku: 'TIR\u0000FLY' }), 400).errors?.map((error) => error.path),
      ).toEqual(['mcpSku']);
    });
  });
});
