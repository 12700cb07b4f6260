import { routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaffMember } from '../auth/add-staff.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, dataOf, errorOf, uniqueEmail } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

interface StaffPage {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly landing: { promotionId?: string; blocks: Record<string, unknown>[] } | null;
  readonly updatedAt: string;
}

reportPostgresSkipped('page editor');

describe.each(eachDatabase)('the back office’s page editor on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let staff: Record<string, string>;

  beforeAll(async () => {
    handle = await target.open();
    shop = await openShop(handle);
    const email = uniqueEmail('contenu');
    const member = await addStaffMember(handle.db, { email, displayName: 'Contenu' });
    if (!member.ok) throw new Error(member.message);
    const grant = dataOf<{ access_token: string }>(
      'admin.login',
      await shop.call('admin.login', { body: { email, password: member.password } }),
    );
    staff = bearer(grant.access_token);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const read = async (id: string) =>
    dataOf<StaffPage>('admin.page', await shop.call('admin.page', { params: { id }, headers: staff }));
  const draftOf = (page: StaffPage) => ({
    title: page.title,
    body: page.body,
    landing: page.landing,
    updatedAt: page.updatedAt,
  });
  const shopperPage = async (path: string) =>
    routes['content.page'].response.parse((await shop.call('content.page', { query: { path } })).json).data;

  test('lists the landing and standard pages only, by path', async () => {
    const { pages } = dataOf<{ pages: { path: string; layout: string }[] }>(
      'admin.pages',
      await shop.call('admin.pages', { headers: staff }),
    );
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/black-friday/', '/livraison/', '/glossaire/']),
    );
    expect(new Set(pages.map((page) => page.layout))).toEqual(new Set(['landing', 'standard']));
    expect(pages.map((page) => page.path)).not.toContain('/flyers/');
    errorOf(await shop.call('admin.page', { params: { id: 'product-flyers' }, headers: staff }), 404);
  });

  test('is for staff only: a customer and a visitor are refused', async () => {
    const customer = await customerSession(shop, 'curieux');
    // A customer's token is no staff token: refused as one that is not valid here.
    errorOf(await shop.call('admin.pages', { headers: bearer(customer.token) }), 401);
    errorOf(await shop.call('admin.pages'), 401);
  });

  test('a preview shows the draft as shoppers would see it, and saves nothing', async () => {
    const page = await read('landing-wonders');
    const draft = {
      ...draftOf(page),
      landing: { blocks: [{ kind: 'text', text: 'Un aperçu seulement.' }, ...(page.landing?.blocks ?? [])] },
    };
    const preview = routes['admin.previewPage'].response.parse(
      (await shop.call('admin.previewPage', { params: { id: page.id }, body: draft, headers: staff })).json,
    ).data;
    expect(preview.blocks[0]).toMatchObject({ type: 'text', data: { text: 'Un aperçu seulement.' } });
    expect(preview.blocks.map((block) => block.type)).toContain('productCards');
    expect((await shopperPage('/wonders/')).blocks.map((block) => block.type)[0]).toBe('hero');
    expect((await read(page.id)).updatedAt).toBe(page.updatedAt);
  });

  test('publishing changes the page shoppers see at once; a second save from the same reading is refused (409)', async () => {
    const page = await read('landing-christmas');
    const draft = { ...draftOf(page), title: 'Noël 2026 : 10 € offerts' };
    const saved = dataOf<StaffPage>(
      'admin.savePage',
      await shop.call('admin.savePage', { params: { id: page.id }, body: draft, headers: staff }),
    );
    expect(saved.title).toBe('Noël 2026 : 10 € offerts');
    expect(saved.updatedAt).not.toBe(page.updatedAt);
    expect((await shopperPage('/christmas/')).title).toBe('Noël 2026 : 10 € offerts');

    const stale = { ...draftOf(page), title: 'Une autre version' };
    const refused = errorOf(
      await shop.call('admin.savePage', { params: { id: page.id }, body: stale, headers: staff }),
      409,
    );
    expect(refused.kind).toBe('request.conflict');
    expect((await read(page.id)).title).toBe('Noël 2026 : 10 € offerts');
  });

  test.each([
    [
      'an unknown block kind, refused by name',
      { blocks: [{ kind: 'carousel', pictures: [] }] },
      'landing.blocks.0.kind',
      /unknown block kind "carousel": a landing page's blocks are hero, text, products/,
    ],
    [
      'a promotion the shop does not have',
      { promotionId: 'promo-inconnue', blocks: [{ kind: 'promoCode', promotionId: 'promo-inconnue' }] },
      'landing.promotionId',
      /No promotion promo-inconnue/,
    ],
    [
      'a product the shop does not have',
      { blocks: [{ kind: 'products', title: 'Nos produits', productIds: ['flyers', 'banderoles'] }] },
      'landing.blocks.0.productIds.1',
      /No product banderoles/,
    ],
    [
      'a block missing its title',
      { blocks: [{ kind: 'faq', items: [{ question: 'Q ?', answer: 'R.' }] }] },
      'landing.blocks.0.title',
      /./,
    ],
  ])(
    '%s is refused on preview and on save, naming the field, and nothing changes',
    async (_what, landing, path, message) => {
      const page = await read('landing-printing-deals');
      const draft = { ...draftOf(page), landing };
      for (const name of ['admin.previewPage', 'admin.savePage'] as const) {
        const error = errorOf(
          await shop.call(name, { params: { id: page.id }, body: draft, headers: staff }),
          400,
        );
        const field = error.errors?.find((candidate) => candidate.path === path);
        expect(field?.message ?? JSON.stringify(error.errors)).toMatch(message);
      }
      expect(await read(page.id)).toEqual(page);
    },
  );

  test('a standard page takes no landing blocks; a landing page needs them', async () => {
    const policy = await read('livraison');
    const withBlocks = { ...draftOf(policy), landing: { blocks: [{ kind: 'text', text: 'x' }] } };
    const refused = errorOf(
      await shop.call('admin.savePage', { params: { id: policy.id }, body: withBlocks, headers: staff }),
      400,
    );
    expect(refused.errors?.map((field) => field.path)).toEqual(['landing']);
    const landing = await read('landing-wonders');
    const without = errorOf(
      await shop.call('admin.savePage', {
        params: { id: landing.id },
        body: { ...draftOf(landing), landing: null },
        headers: staff,
      }),
      400,
    );
    expect(without.errors?.map((field) => field.path)).toEqual(['landing']);
  });
});
