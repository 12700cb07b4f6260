import { MAX_SAVED_DESIGNS } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, dataOf, errorOf } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Design = {
  id: string;
  name: string;
  productConfigurationId: string;
  productName: string;
  productPath: string | null;
  imageUrl: string | null;
  config: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};
type DesignList = { designs: Design[]; limit: number };
type Auth = Record<string, string>;

/** A flyers job as the product page saves it. */
const FLYERS_CONFIG = {
  selectedAttributes: { format: 'a5', paper: 'couche-mat', finishing: 'pelliculage-mat' },
  quantity: 1000,
  productionTime: 'standard',
  selectedPriority: 'express',
  uploadType: 'upload',
  fileCheck: true,
  jobName: 'Salon du livre',
};

const saveBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Flyers salon du livre',
  productConfigurationId: 'flyers',
  config: FLYERS_CONFIG,
  ...overrides,
});

reportPostgresSkipped('saved designs');

describe.each(eachDatabase)('saved designs on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const customer = async (label: string) => {
    const session = await customerSession(shop, label);
    return { ...session, auth: bearer(session.token) };
  };
  const save = (auth: Auth, body: unknown = saveBody(), headers: Auth = {}) =>
    shop.call('design.save', { body, headers: { ...auth, ...headers } });
  const saved = async (auth: Auth, body: unknown = saveBody()) =>
    dataOf<Design>('design.save', await save(auth, body));
  const listed = async (auth: Auth) =>
    dataOf<DesignList>('design.list', await shop.call('design.list', { headers: auth }));
  const get = (id: string, auth: Auth) => shop.call('design.get', { params: { id }, headers: auth });
  const rename = (id: string, name: unknown, auth: Auth) =>
    shop.call('design.rename', { params: { id }, body: { name }, headers: auth });
  const remove = (id: string, auth: Auth) => shop.call('design.delete', { params: { id }, headers: auth });
  const designRows = () =>
    handle.db.query(
      `select count(*)::int as designs,
              string_agg(id::text || name || selection || updated_at::text, ',' order by id) as states
       from saved_designs`,
    );

  test('a design is saved, listed, read, renamed and removed by its owner', async () => {
    const { auth } = await customer('designer');
    expect(await listed(auth)).toEqual({ designs: [], limit: MAX_SAVED_DESIGNS });

    const design = await saved(auth, saveBody({ name: '  Flyers salon du livre  ' }));
    expect(design).toMatchObject({
      name: 'Flyers salon du livre',
      productConfigurationId: 'flyers',
      productName: 'Flyers',
      productPath: '/flyers/',
      imageUrl: '/assets/products/flyers.svg',
      config: FLYERS_CONFIG,
    });
    const now = shop.clock.now().epochMilliseconds;
    expect([Date.parse(design.createdAt), Date.parse(design.updatedAt)]).toEqual([now, now]);
    expect(await listed(auth)).toEqual({ designs: [design], limit: MAX_SAVED_DESIGNS });
    expect(dataOf<Design>('design.get', await get(design.id, auth))).toEqual(design);

    shop.clock.set(shop.clock.now().add({ hours: 2 }));
    const renamed = dataOf<Design>('design.rename', await rename(design.id, 'Flyers salon 2027', auth));
    expect({ ...renamed, updatedAt: Date.parse(renamed.updatedAt) }).toEqual({
      ...design,
      name: 'Flyers salon 2027',
      updatedAt: shop.clock.now().epochMilliseconds,
    });
    expect(dataOf<Design>('design.get', await get(design.id, auth))).toEqual(renamed);

    expect(dataOf('design.delete', await remove(design.id, auth))).toEqual({ id: design.id, deleted: true });
    expect(errorOf(await get(design.id, auth), 404).kind).toBe('design.notFound');
    errorOf(await remove(design.id, auth), 404);
    expect((await listed(auth)).designs).toEqual([]);
  });

  test('the list is newest first, and designs saved in the same instant come last saved first', async () => {
    const { auth } = await customer('collector');
    const first = await saved(auth, saveBody({ name: 'Premier' }));
    const second = await saved(auth, saveBody({ name: 'Deuxième' }));
    shop.clock.set(shop.clock.now().add({ minutes: 5 }));
    const cards = await saved(
      auth,
      saveBody({
        name: 'Cartes',
        productConfigurationId: 'business-cards',
        config: { selectedAttributes: {} },
      }),
    );
    expect(cards).toMatchObject({ productName: 'Cartes de visite', config: { selectedAttributes: {} } });
    expect((await listed(auth)).designs.map((design) => design.id)).toEqual([cards.id, second.id, first.id]);
  });

  test("another customer's design, another shop's and an unknown or malformed id are the same 404", async () => {
    const owner = await customer('owner');
    const design = await saved(owner.auth);
    const stranger = await customer('stranger');
    const before = await designRows();
    const notFound = (answer: { status: number; json: Record<string, unknown> }) => {
      const error = errorOf(answer, 404);
      return { message: error.message, kind: error.kind };
    };
    const expected = { message: 'Design not found', kind: 'design.notFound' };
    expect(notFound(await get(design.id, stranger.auth))).toEqual(expected);
    expect(notFound(await rename(design.id, 'Volé', stranger.auth))).toEqual(expected);
    expect(notFound(await remove(design.id, stranger.auth))).toEqual(expected);
    expect((await listed(stranger.auth)).designs).toEqual([]);
    const belgian = { ...owner.auth, 'fe-x-tenant': 'be' };
    expect(notFound(await get(design.id, belgian))).toEqual(expected);
    expect(notFound(await remove(design.id, belgian))).toEqual(expected);
    expect((await listed(belgian)).designs).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(notFound(await get(id, owner.auth))).toEqual(expected);
      expect(notFound(await rename(id, 'Nom', owner.auth))).toEqual(expected);
      expect(notFound(await remove(id, owner.auth))).toEqual(expected);
    }
    expect(await designRows()).toEqual(before);
    expect(dataOf<Design>('design.get', await get(design.id, owner.auth)).name).toBe(design.name);
  });

  test('guests and bad tokens are refused 401 by every call, and nothing is written', async () => {
    const { auth } = await customer('401');
    const design = await saved(auth);
    const before = await designRows();
    for (const guest of [{}, bearer('not-a-token')]) {
      errorOf(await shop.call('design.list', { headers: guest }), 401);
      errorOf(await save(guest), 401);
      errorOf(await get(design.id, guest), 401);
      errorOf(await rename(design.id, 'Nouveau nom', guest), 401);
      errorOf(await remove(design.id, guest), 401);
    }
    expect(await designRows()).toEqual(before);
  });

  test('a bad design is refused 400 with every field at fault named, and nothing is written', async () => {
    const { auth } = await customer('bad-input');
    const before = await designRows();
    const refusals: [unknown, string, string[]][] = [
      [saveBody({ name: '   ' }), 'request.invalid', ['name']],
      [saveBody({ name: 'x'.repeat(101) }), 'request.invalid', ['name']],
      [saveBody({ name: 'Ligne 1\nLigne 2' }), 'request.invalid', ['name']],
      [saveBody({ name: 'Nul\u0000' }), 'request.invalid', ['name']],
      [saveBody({ price: 100 }), 'request.invalid', ['price']],
      [{ name: 'Sans produit', config: FLYERS_CONFIG }, 'request.invalid', ['productConfigurationId']],
      [saveBody({ config: { ...FLYERS_CONFIG, quantity: 0 } }), 'request.invalid', ['config.quantity']],
      [saveBody({ productConfigurationId: 'mugs' }), 'product.unknown', ['productConfigurationId']],
      [saveBody({ productConfigurationId: 'flyers\u0000' }), 'request.invalid', ['productConfigurationId']],
      [
        saveBody({
          config: {
            ...FLYERS_CONFIG,
            selectedAttributes: { format: 'a0', colour: 'pink' },
            quantity: 75,
            selectedPriority: 'teleport',
            productionTime: 'yesterday',
          },
        }),
        'product.invalidSelection',
        [
          'config.productionTime',
          'config.quantity',
          'config.selectedAttributes.colour',
          'config.selectedAttributes.format',
          'config.selectedPriority',
        ],
      ],
      [
        saveBody({ config: { ...FLYERS_CONFIG, uploadType: 'hds', fileCheck: true } }),
        'product.invalidSelection',
        ['config.fileCheck'],
      ],
    ];
    for (const [body, kind, fields] of refusals) {
      const refused = errorOf(await save(auth, body), 400);
      expect(refused.kind, JSON.stringify(body)).toBe(kind);
      expect(refused.errors?.map((error) => error.path).sort(), JSON.stringify(body)).toEqual(fields);
    }
    const malformed = errorOf(await shop.call('design.save', { rawBody: '{"name":', headers: auth }), 400);
    expect(malformed.message).toBe('Malformed JSON body');
    errorOf(await shop.call('design.save', { headers: auth }), 400);
    expect(await designRows()).toEqual(before);

    const design = await saved(auth);
    const kept = await designRows();
    for (const name of ['', ' ', 'é'.repeat(101), 'Tab\there', 42]) {
      const refused = errorOf(await rename(design.id, name, auth), 400);
      expect(refused.errors?.map((error) => error.path)).toEqual(['name']);
    }
    errorOf(
      await shop.call('design.rename', {
        params: { id: design.id },
        body: { name: 'Nom', config: FLYERS_CONFIG },
        headers: auth,
      }),
      400,
    );
    expect(await designRows()).toEqual(kept);
  });

  test('a customer keeps at most 100 designs per shop, also when saves arrive together', async () => {
    const { auth, customerId } = await customer('limit');
    const other = await customer('limit-neighbour');
    const otherDesign = await saved(other.auth);
    // 97 designs written as the store writes them, then 6 saves at once: 3 fit, 3 are refused.
    await handle.db.query(
      `insert into saved_designs (customer_id, tenant_code, name, product_configuration_id, selection)
       select $1::uuid, 'fr', 'Design ' || n, 'flyers', $2 from generate_series(1, $3::int) as n`,
      [customerId, JSON.stringify(FLYERS_CONFIG), MAX_SAVED_DESIGNS - 3],
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => save(auth, saveBody({ name: `Ensemble ${index}` }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.status === 409)) {
      const refused = errorOf(answer, 409);
      expect(refused).toMatchObject({
        kind: 'design.limitReached',
        message: 'A customer keeps at most 100 designs in a shop',
      });
    }
    expect((await listed(auth)).designs).toHaveLength(MAX_SAVED_DESIGNS);
    const before = await designRows();
    expect(errorOf(await save(auth), 409).kind).toBe('design.limitReached');
    expect(await designRows()).toEqual(before);

    // The limit is the customer's own, per shop; removing a design makes room for one more.
    expect((await listed(other.auth)).designs.map((design) => design.id)).toEqual([otherDesign.id]);
    await saved(other.auth);
    expect(
      dataOf<Design>('design.save', await save(auth, saveBody(), { 'fe-x-tenant': 'be' })),
    ).toMatchObject({
      productPath: '/flyers/',
    });
    const [newest] = (await listed(auth)).designs;
    dataOf('design.delete', await remove(newest?.id ?? '', auth));
    expect((await saved(auth, saveBody({ name: 'Une place libérée' }))).name).toBe('Une place libérée');
    expect(errorOf(await save(auth), 409).kind).toBe('design.limitReached');
  }, 60_000);

  test('a design whose product is no longer sold stays, without a page or a picture', async () => {
    const { auth } = await customer('retired');
    const design = await saved(auth);
    await handle.db.query(
      `update saved_designs set product_configuration_id = 'calendars-2019' where id = $1`,
      [design.id],
    );
    expect(dataOf<Design>('design.get', await get(design.id, auth))).toMatchObject({
      productConfigurationId: 'calendars-2019',
      productName: 'calendars-2019',
      productPath: null,
      imageUrl: null,
    });
    expect((await listed(auth)).designs.map((listedDesign) => listedDesign.productPath)).toEqual([null]);
  });
});
