import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { DEFAULT_SHOP_RULES, type ShopRules } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import { samplePdf, samplePng } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  type Answer,
  bearer,
  cartRowCounts,
  customerSession,
  dataOf,
  errorOf,
  flyersLine,
  placeOrder,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

/** The most the suite's server takes: a few kilobytes stand for 200 MB. */
const SERVER_MAX_BYTES = 8_192;

interface StaffShopRules {
  readonly tenant: string;
  readonly rules: ShopRules;
  readonly version: number;
}

reportPostgresSkipped('shop rules');

describe.each(eachDatabase)('a shop’s rules on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let staff: Record<string, string>;
  let uploadsDir: string;

  beforeAll(async () => {
    handle = await target.open();
    uploadsDir = await mkdtemp(join(tmpdir(), 'tirage-shop-rules-test-'));
    shop = await openShop(handle, {
      artworks: { store: createDiskArtworkStore(uploadsDir), maxBytes: SERVER_MAX_BYTES },
    });
    const email = uniqueEmail('regles');
    const member = await addStaffMember(handle.db, { email, displayName: 'Règles' });
    if (!member.ok) throw new Error(member.message);
    const grant = dataOf<{ access_token: string }>(
      'admin.login',
      await shop.call('admin.login', { body: { email, password: member.password } }),
    );
    staff = bearer(grant.access_token);
  });
  afterAll(async () => {
    await handle?.cleanup();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const basicConfig = async (tenant = 'fr') =>
    routes['config.basic'].response.parse(
      (await shop.call('config.basic', { query: { host: 'localhost' }, headers: { 'fe-x-tenant': tenant } }))
        .json,
    ).data;
  const staffView = async (tenant = 'fr') => {
    const configs = routes['admin.baseConfigs'].response.parse(
      (await shop.call('admin.baseConfigs', { headers: staff })).json,
    ).data;
    const found = configs.tenants.find((candidate) => candidate.code === tenant);
    if (found === undefined) throw new Error(`no shop ${tenant}`);
    return found;
  };
  const save = (rules: unknown, version: number, headers = staff, tenant = 'fr') =>
    shop.call('admin.saveShopRules', { params: { tenant }, body: { rules, version }, headers });
  /** Sets the French shop's rules from what is stored now; answers what the shop stored. */
  const setRules = async (change: (rules: ShopRules) => ShopRules) => {
    const current = await staffView();
    return dataOf<StaffShopRules>(
      'admin.saveShopRules',
      await save(change(current.rules), current.rulesVersion),
    );
  };
  const restoreDefaults = () =>
    setRules(() => ({ ...DEFAULT_SHOP_RULES, countries: ['FR', 'BE', 'LU', 'MC', 'CH'] }));

  test('every shop starts with the specification’s rules, served by the basic config', async () => {
    const config = await basicConfig();
    expect(config.rules).toEqual({
      cart: { maxLines: 15, maxTaxedCents: 10_000_000 },
      uploads: {
        maxFileBytes: 200 * 1024 * 1024,
        acceptedTypes: ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff'],
      },
      fileCheckPriceCents: 490,
      countries: ['FR', 'BE', 'LU', 'MC', 'CH'],
    });
    expect(config.configs).toMatchObject({ maxCartLines: 15, maxCartPriceInclVat: 100_000 });
    // Countries and price are those of the domain config: one place for each.
    expect(config.domain.countries).toEqual(config.rules.countries);
    expect((await basicConfig('ch')).rules.countries).toEqual(['CH']);
    const view = await staffView();
    expect(view.rules).toEqual(config.rules);
    expect(view.rulesVersion).toBe(1);
  });

  test('staff change a shop’s rules: the basic config and the domain config follow at once', async () => {
    const before = await staffView();
    const saved = await setRules((rules) => ({
      ...rules,
      cart: { maxLines: 10, maxTaxedCents: 5_000_000 },
      fileCheckPriceCents: 550,
      countries: ['fr', 'BE'],
    }));
    expect(saved).toEqual({
      tenant: 'fr',
      rules: {
        ...before.rules,
        cart: { maxLines: 10, maxTaxedCents: 5_000_000 },
        fileCheckPriceCents: 550,
        countries: ['FR', 'BE'],
      },
      version: before.rulesVersion + 1,
    });
    const config = await basicConfig();
    expect(config.rules).toEqual(saved.rules);
    expect(config.configs).toMatchObject({ maxCartLines: 10, maxCartPriceInclVat: 50_000 });
    expect(config.domain).toMatchObject({
      countries: ['FR', 'BE'],
      file_check_price: 5.5,
      default_iso2: 'FR',
    });
    // Another shop's rules are its own.
    expect((await basicConfig('be')).rules.cart.maxLines).toBe(15);
    await restoreDefaults();
  });

  test('invalid rules are refused field by field, and nothing changes', async () => {
    const before = await staffView();
    const [row] = await handle.db.query<{ rules: unknown; config: unknown }>(
      `select shop_rules as rules, domain_config as config from tenants where code = 'fr'`,
    );
    const refused = errorOf(
      await save(
        {
          cart: { maxLines: 0, maxTaxedCents: 1.5 },
          uploads: { maxFileBytes: before.rules.uploads.maxFileBytes, acceptedTypes: ['image/gif'] },
          fileCheckPriceCents: 490,
          countries: ['BE'],
        },
        before.rulesVersion,
      ),
      400,
    );
    expect(refused.kind).toBe('request.invalid');
    expect((refused.errors as { path: string }[]).map((error) => error.path)).toEqual([
      'rules.cart.maxLines',
      'rules.cart.maxTaxedCents',
      'rules.uploads.acceptedTypes.0',
      // The shop's default country (FR) must stay served.
      'rules.countries',
    ]);
    // A shape the contract refuses never reaches the rules either.
    errorOf(await save({ ...before.rules, cart: { maxLines: '3' } }, before.rulesVersion), 400);
    const [after] = await handle.db.query<{ rules: unknown; config: unknown }>(
      `select shop_rules as rules, domain_config as config from tenants where code = 'fr'`,
    );
    expect(after).toEqual(row);
    expect(await staffView()).toEqual(before);
  });

  test('a change made from rules read before another one is refused (409), the other kept', async () => {
    const read = await staffView();
    await setRules((rules) => ({ ...rules, cart: { ...rules.cart, maxLines: 12 } }));
    const stale = errorOf(
      await save({ ...read.rules, cart: { ...read.rules.cart, maxLines: 3 } }, read.rulesVersion),
      409,
    );
    expect(stale.kind).toBe('request.conflict');
    expect((await basicConfig()).rules.cart.maxLines).toBe(12);
    await restoreDefaults();
  });

  test('only staff change rules: a customer, a visitor and an unknown shop are refused', async () => {
    const before = await staffView();
    const customer = await customerSession(shop, 'regles-client');
    errorOf(await save(before.rules, before.rulesVersion, bearer(customer.token)), 401);
    errorOf(await save(before.rules, before.rulesVersion, {}), 401);
    errorOf(await save(before.rules, before.rulesVersion, staff, 'xx'), 400);
    expect(await staffView()).toEqual(before);
  });

  test('the cart follows the lowered limits at once: with 2 lines at most, the third is refused', async () => {
    await setRules((rules) => ({ ...rules, cart: { ...rules.cart, maxLines: 2 } }));
    try {
      const cart = dataOf<{ id: string }>(
        'cart.open',
        await shop.call('cart.open', {
          body: { anonymousUserId: randomUUID(), currency: 'EUR', country: 'FR', locale: 'fr' },
        }),
      );
      const put = () => shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine() });
      const first = dataOf<{ lineItems: Record<string, unknown> }>('cart.putItem', await put());
      dataOf('cart.putItem', await put());
      const counts = await cartRowCounts(handle);
      const refused = errorOf(await put(), 409);
      expect(refused).toMatchObject({
        kind: 'cart.tooManyLines',
        message: 'A cart holds at most 2 line items',
      });
      const [line] = Object.keys(first.lineItems);
      expect(
        errorOf(
          await shop.call('cart.duplicateItem', { params: { id: cart.id }, body: { cartItemId: line } }),
          409,
        ).kind,
      ).toBe('cart.tooManyLines');
      expect(await cartRowCounts(handle)).toEqual(counts);

      // The highest total follows as well: a line dearer than it is refused.
      await setRules((rules) => ({ ...rules, cart: { maxLines: 15, maxTaxedCents: 100 } }));
      const refusedPrice = errorOf(await put(), 409);
      expect(refusedPrice).toMatchObject({
        kind: 'cart.maxPriceExceeded',
        message: 'The cart total including VAT cannot exceed 1.00',
      });
    } finally {
      await restoreDefaults();
    }
  });

  test('a country taken off the shop is no longer served', async () => {
    const open = (country: string) =>
      shop.call('cart.open', {
        body: { anonymousUserId: randomUUID(), currency: 'EUR', country, locale: 'fr' },
      });
    dataOf('cart.open', await open('LU'));
    await setRules((rules) => ({ ...rules, countries: ['FR', 'BE'] }));
    try {
      const refused = errorOf(await open('LU'), 400);
      expect(refused.errors).toEqual([{ path: 'country', message: 'The shop fr does not deliver to LU' }]);
    } finally {
      await restoreDefaults();
    }
  });

  test('artwork uploads follow the shop’s file types and size at once', async () => {
    const session = await customerSession(shop, 'regles-fichiers');
    const auth = bearer(session.token);
    const placed = await placeOrder(shop, auth);
    const order = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const lineItemId = order.lineItems[0]?.id as string;
    const upload = async (name: string, type: string, bytes: Uint8Array): Promise<Answer> => {
      const path = routePath(routes['artwork.upload'].path, { orderId: placed.id, lineItemId });
      const response = await shop.app.request(
        `http://localhost${path}?${new URLSearchParams({ fileName: name })}`,
        { method: 'PUT', headers: { 'content-type': type, ...auth }, body: bytes },
      );
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    };
    await setRules((rules) => ({
      ...rules,
      uploads: { maxFileBytes: 2_048, acceptedTypes: ['application/pdf'] },
    }));
    try {
      expect(errorOf(await upload('photo.png', 'image/png', samplePng()), 415)).toMatchObject({
        kind: 'artwork.unsupportedType',
        message: 'Only PDF files are accepted',
      });
      // Sent as "some bytes", the PNG is known by its content, and refused all the same.
      errorOf(await upload('photo.png', 'application/octet-stream', samplePng()), 415);
      // Under the server's own limit, over the shop's.
      expect(errorOf(await upload('gros.pdf', 'application/pdf', samplePdf(3_000)), 413).kind).toBe(
        'artwork.tooLarge',
      );
      dataOf('artwork.upload', await upload('petit.pdf', 'application/pdf', samplePdf(1_000)));
    } finally {
      await restoreDefaults();
    }
    dataOf('artwork.upload', await upload('photo.png', 'image/png', samplePng()));
  });
});
