import { randomUUID } from 'node:crypto';
import { DESIGN_DOCUMENT_LIST_LIMIT } from '@tirage/api-client/contract';
import { type DesignDocument, type PrintFormat, printFormatOf, templatesOf } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, dataOf, errorOf } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Stored = {
  id: string;
  productId: string;
  selectedAttributes: Record<string, string>;
  document: DesignDocument;
  revision: number;
  createdAt: string;
  updatedAt: string;
};
type Auth = Record<string, string>;

const A5 = printFormatOf('flyers', { format: 'a5', sides: 'recto' }) as PrintFormat;
const A5_BOTH = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' }) as PrintFormat;
const [template] = templatesOf('flyers');
if (template === undefined) throw new Error('the demo flyers have templates');

/** A flyer laid out from the first demo template, with its title changed. */
const flyer = (format: PrintFormat = A5, title = 'Salon du livre'): DesignDocument => {
  const document = template.documentFor(format);
  const [recto, ...others] = document.pages;
  if (recto === undefined) throw new Error('a template has a recto');
  return {
    ...document,
    pages: [
      {
        ...recto,
        objects: recto.objects.map((object) =>
          object.kind === 'text' && object.id === 'title' ? { ...object, text: title } : object,
        ),
      },
      ...others,
    ],
  };
};

const saveBody = (overrides: Record<string, unknown> = {}) => ({
  productId: 'flyers',
  selectedAttributes: { format: 'a5', sides: 'recto' },
  document: flyer(),
  ...overrides,
});

reportPostgresSkipped('design documents');

describe.each(eachDatabase)('design documents on %s', (_name, target) => {
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
  const guest = () => ({ anonymousUserId: randomUUID() });
  const create = (body: unknown, auth: Auth = {}) =>
    shop.call('designDocument.create', { body, headers: auth });
  const created = async (body: unknown, auth: Auth = {}) =>
    dataOf<Stored>('designDocument.create', await create(body, auth));
  const get = (id: string, auth: Auth = {}) =>
    shop.call('designDocument.get', { params: { id }, headers: auth });
  const put = (id: string, body: unknown, auth: Auth = {}) =>
    shop.call('designDocument.update', { params: { id }, body, headers: auth });
  const remove = (id: string, auth: Auth = {}) =>
    shop.call('designDocument.delete', { params: { id }, headers: auth });
  const listed = async (auth: Auth) =>
    dataOf<{ documents: (Omit<Stored, 'document'> & { objectCount: number })[] }>(
      'designDocument.list',
      await shop.call('designDocument.list', { headers: auth }),
    ).documents;
  const documentRows = async () =>
    (
      await handle.db.query<{ state: string | null }>(
        `select string_agg(id::text || revision || document::text, ',' order by id) as state from design_documents`,
      )
    )[0]?.state;
  const addAsset = async (
    owner: { customerId?: string; anonymousId?: string },
    measures: { widthPx: number; heightPx: number } = { widthPx: 3000, heightPx: 2000 },
  ) => {
    const id = randomUUID();
    await handle.db.query(
      `insert into design_assets (id, tenant_code, customer_id, anonymous_id, media_type, width_px, height_px,
                                  byte_size, storage_key, created_at)
       values ($1, 'fr', $2, $3, 'image/jpeg', $4, $5, 1000, $6, now())`,
      [
        id,
        owner.customerId ?? null,
        owner.anonymousId ?? null,
        measures.widthPx,
        measures.heightPx,
        `designs/${id}`,
      ],
    );
    return id;
  };
  const withImage = (assetId: string, claimed = { widthPx: 99_999, heightPx: 99_999 }): DesignDocument => {
    const document = flyer();
    const [recto] = document.pages;
    if (recto === undefined) throw new Error('a flyer has a recto');
    return {
      ...document,
      assets: [{ id: assetId, mediaType: 'image/png', ...claimed }],
      pages: [
        {
          ...recto,
          objects: [
            ...recto.objects,
            { kind: 'image', id: 'photo', assetId, x: 10, y: 60, width: 128, height: 85, rotation: 0 },
          ],
        },
      ],
    };
  };

  test('a guest stores a design, reads it back, saves it again and removes it', async () => {
    const owner = guest();
    const design = await created(saveBody(owner));
    expect(JSON.stringify(design.document)).toContain('Salon du livre');
    expect(design).toMatchObject({ productId: 'flyers', revision: 1, document: flyer() });
    // The attributes left out take the product's defaults.
    expect(design.selectedAttributes).toMatchObject({ format: 'a5', sides: 'recto' });
    expect(Object.keys(design.selectedAttributes).length).toBeGreaterThan(2);
    expect(Date.parse(design.createdAt)).toBe(shop.clock.now().epochMilliseconds);
    expect(dataOf<Stored>('designDocument.get', await get(design.id))).toEqual(design);

    shop.clock.set(shop.clock.now().add({ minutes: 5 }));
    const next = dataOf<Stored>(
      'designDocument.update',
      await put(design.id, saveBody({ ...owner, document: flyer(A5, 'Salon du livre 2027') })),
    );
    expect(next).toMatchObject({ id: design.id, revision: 2, createdAt: design.createdAt });
    expect(Date.parse(next.updatedAt)).toBe(shop.clock.now().epochMilliseconds);
    expect(JSON.stringify(next.document)).toContain('Salon du livre 2027');

    expect(dataOf('designDocument.delete', await remove(design.id))).toEqual({
      id: design.id,
      deleted: true,
    });
    expect(errorOf(await get(design.id), 404).kind).toBe('design.notFound');
    errorOf(await remove(design.id), 404);
  });

  test('a recto-verso flyer is laid out on two pages; the server refuses a document laid out for another format', async () => {
    const both = await created(
      saveBody({
        ...guest(),
        selectedAttributes: { format: 'a5', sides: 'recto-verso' },
        document: flyer(A5_BOTH),
      }),
    );
    expect(both.document.pages.map((page) => page.side)).toEqual(['recto', 'verso']);

    const before = await documentRows();
    const a4 = printFormatOf('flyers', { format: 'a4' }) as PrintFormat;
    const wrongFormat = errorOf(await create(saveBody({ ...guest(), document: flyer(a4) })), 400);
    expect(wrongFormat.errors?.map((error) => error.path)).toEqual(['document.format']);
    const wrongSides = errorOf(
      await create(saveBody({ ...guest(), selectedAttributes: { format: 'a5', sides: 'recto-verso' } })),
      400,
    );
    expect(wrongSides.errors?.map((error) => error.path)).toEqual(['document.format']);
    // The same on a later save: the stored revision stays.
    errorOf(await put(both.id, saveBody({ document: flyer(a4) })), 400);
    expect(await documentRows()).toBe(before);
  });

  test('an unknown product, attribute or value, or a product the designer does not lay out, is refused by name', async () => {
    const before = await documentRows();
    const paths = async (overrides: Record<string, unknown>) =>
      errorOf(await create(saveBody({ ...guest(), ...overrides })), 400).errors?.map((error) => error.path);
    expect(await paths({ productId: 'nope' })).toEqual(['productId']);
    expect(await paths({ selectedAttributes: { format: 'a9' } })).toEqual(['selectedAttributes.format']);
    expect(await paths({ selectedAttributes: { format: 'a5', glitter: 'yes' } })).toEqual([
      'selectedAttributes.glitter',
    ]);
    expect(await paths({ productId: 'posters', selectedAttributes: {} })).toEqual(['document.format']);
    expect(await documentRows()).toBe(before);
  });

  test('hostile documents are refused whole, naming the field, and nothing is stored', async () => {
    const before = await documentRows();
    const document = flyer();
    const [recto] = document.pages;
    if (recto === undefined) throw new Error('a flyer has a recto');
    const withObjects = (objects: unknown[]) => ({ ...document, pages: [{ ...recto, objects }] });
    const box = { x: 10, y: 10, width: 20, height: 20, rotation: 0 };

    const unknownKind = errorOf(
      await create(saveBody({ ...guest(), document: withObjects([{ kind: 'script', id: 'x', ...box }]) })),
      400,
    );
    expect(unknownKind.errors?.[0]?.path).toMatch(/^document\.pages\.0\.objects\.0/);

    // JSON has no NaN: an overflowing number is read as Infinity, which is not a length.
    const infinite = JSON.stringify(
      saveBody({
        ...guest(),
        document: withObjects([
          { kind: 'rectangle', id: 'r', ...box, fill: null, stroke: null, strokeWidthMm: 0 },
        ]),
      }),
    ).replace('"width":20', '"width":1e999');
    const notFinite = errorOf(await shop.call('designDocument.create', { rawBody: infinite }), 400);
    expect(notFinite.errors?.map((error) => error.path)).toEqual(['document.pages.0.objects.0.width']);

    const line = { kind: 'line', ...box, fill: null, stroke: '#000000', strokeWidthMm: 0.2 };
    const tooMany = Array.from({ length: 501 }, (_, index) => ({ ...line, id: `l${index}` }));
    const crowded = errorOf(await create(saveBody({ ...guest(), document: withObjects(tooMany) })), 400);
    expect(crowded.errors?.map((error) => error.path)).toEqual(['document.pages.0.objects']);

    // 100 000 objects or 50 MB of text never reach the schema: the body is over the 1 MB limit.
    const huge = Array.from({ length: 100_000 }, (_, index) => ({ ...line, id: `l${index}` }));
    expect((await create(saveBody({ ...guest(), document: withObjects(huge) }))).status).toBe(413);
    const title = recto.objects.find((object) => object.kind === 'text');
    expect(
      (
        await create(
          saveBody({ ...guest(), document: withObjects([{ ...title, text: 'x'.repeat(50_000_000) }]) }),
        )
      ).status,
    ).toBe(413);

    expect(await documentRows()).toBe(before);
  });

  test('only the owner reaches a document: another customer, a guest or a customer on a guest’s id read 404', async () => {
    const claire = await customer('claire.designs');
    const other = await customer('other.designs');
    const mine = await created(saveBody(), claire.auth);
    const guests = await created(saveBody(guest()));

    for (const [id, auth] of [
      [mine.id, other.auth],
      [mine.id, {}],
      [guests.id, claire.auth],
    ] as const) {
      expect(errorOf(await get(id, auth), 404).kind).toBe('design.notFound');
      errorOf(await put(id, saveBody(), auth), 404);
      errorOf(await remove(id, auth), 404);
    }
    expect(errorOf(await get('not-a-uuid', claire.auth), 400).kind).toBe('request.invalid');
    expect(dataOf<Stored>('designDocument.get', await get(mine.id, claire.auth))).toEqual(mine);
    expect(dataOf<Stored>('designDocument.get', await get(guests.id))).toEqual(guests);
  });

  test('a guest needs its anonymous id to store a design', async () => {
    const refused = errorOf(await create(saveBody()), 400);
    expect(refused.errors?.map((error) => error.path)).toEqual(['anonymousUserId']);
  });

  test('images are the owner’s own uploads, with the measures the server read from them', async () => {
    const claire = await customer('claire.images');
    const other = await customer('other.images');
    const own = await addAsset({ customerId: claire.customerId }, { widthPx: 1748, heightPx: 1240 });
    const design = await created(saveBody({ document: withImage(own) }), claire.auth);
    expect(design.document.assets).toEqual([
      { id: own, mediaType: 'image/jpeg', widthPx: 1748, heightPx: 1240 },
    ]);

    const before = await documentRows();
    const theirs = await addAsset({ customerId: other.customerId });
    for (const assetId of [theirs, randomUUID(), 'made-up']) {
      const refused = errorOf(await create(saveBody({ document: withImage(assetId) }), claire.auth), 400);
      expect(refused.errors?.map((error) => error.path)).toEqual(['document.assets.0.id']);
      errorOf(await put(design.id, saveBody({ document: withImage(assetId) }), claire.auth), 400);
    }
    expect(await documentRows()).toBe(before);
  });

  test('at login a guest’s designs and images join the account; the guest no longer reaches them', async () => {
    const owner = guest();
    const asset = await addAsset({ anonymousId: owner.anonymousUserId });
    const first = await created(saveBody({ ...owner, document: withImage(asset) }));
    shop.clock.set(shop.clock.now().add({ minutes: 1 }));
    const second = await created(saveBody(owner));
    const stranger = await created(saveBody(guest()));

    const claire = await customer('claire.claims');
    expect(await listed(claire.auth)).toEqual([]);
    const claimed = await shop.call('designDocument.claim', { body: owner, headers: claire.auth });
    expect(dataOf('designDocument.claim', claimed)).toEqual({ claimed: 2 });
    expect((await listed(claire.auth)).map((document) => document.id)).toEqual([second.id, first.id]);
    expect((await listed(claire.auth))[1]).toMatchObject({ format: A5, revision: 1 });
    expect(errorOf(await get(first.id), 404).kind).toBe('design.notFound');
    expect(dataOf<Stored>('designDocument.get', await get(first.id, claire.auth)).document).toEqual(
      first.document,
    );
    // The image came along: the design can be saved again with it.
    dataOf(
      'designDocument.update',
      await put(first.id, saveBody({ document: withImage(asset) }), claire.auth),
    );
    // Claiming again moves nothing; another guest's designs stay theirs.
    expect(
      dataOf(
        'designDocument.claim',
        await shop.call('designDocument.claim', { body: owner, headers: claire.auth }),
      ),
    ).toEqual({ claimed: 0 });
    expect(dataOf<Stored>('designDocument.get', await get(stranger.id)).id).toBe(stranger.id);
    errorOf(await shop.call('designDocument.claim', { body: owner }), 401);
  });

  test(`a shopper keeps at most ${DESIGN_DOCUMENT_LIST_LIMIT} designs; a claim moves only what fits`, async () => {
    const claire = await customer('claire.limit');
    await handle.db.query(
      `insert into design_documents (tenant_code, customer_id, product_id, selected_attributes, document,
                                     created_at, updated_at)
       select 'fr', $1, 'flyers', '{}'::jsonb, $2::jsonb, now(), now() from generate_series(1, $3)`,
      [claire.customerId, JSON.stringify(flyer()), DESIGN_DOCUMENT_LIST_LIMIT - 1],
    );
    await created(saveBody(), claire.auth);
    const full = errorOf(await create(saveBody(), claire.auth), 409);
    expect(full.kind).toBe('design.limitReached');
    expect((await listed(claire.auth)).length).toBe(DESIGN_DOCUMENT_LIST_LIMIT);

    const owner = guest();
    const kept = await created(saveBody(owner));
    expect(
      dataOf(
        'designDocument.claim',
        await shop.call('designDocument.claim', { body: owner, headers: claire.auth }),
      ),
    ).toEqual({ claimed: 0 });
    expect(dataOf<Stored>('designDocument.get', await get(kept.id)).id).toBe(kept.id);
  });
});
