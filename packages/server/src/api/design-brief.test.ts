import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESIGN_SERVICE, FILE_CHECK_SERVICE } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
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

const BRIEF = 'Textes à imprimer :\n  Boulangerie Martin\n  Pain au levain\nStyle :\n  Élégant';

/** A flyers job made by the shop's designer (hds), with the design service and its text. */
function designedLine(inputText: string | undefined, extra: readonly Record<string, unknown>[] = []) {
  const line = flyersLine();
  const info = line.merchantInfo as Record<string, unknown>;
  return {
    ...line,
    services: [
      { key: DESIGN_SERVICE, ...(inputText === undefined ? {} : { serviceAttributes: { inputText } }) },
      ...extra,
    ],
    merchantInfo: { ...info, selectedUploadType: 'hds', fileFlow: { fileCheck: false, upload: 'hds' } },
  };
}

interface WireLine {
  readonly services: readonly {
    readonly key: string;
    readonly serviceAttributes: { inputText: string | null };
  }[];
}
const briefOf = (line: WireLine | undefined) =>
  line?.services.find((service) => service.key === DESIGN_SERVICE)?.serviceAttributes.inputText;

reportPostgresSkipped('design brief');

describe.each(eachDatabase)('the design service’s brief on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let filesDir: string | undefined;

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-design-brief-'));
    // The workshop's files screen is part of the artwork routes, which keep files.
    shop = await openShop(handle, {
      artworks: { store: createDiskArtworkStore(join(filesDir, 'uploads')) },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== undefined) await rm(filesDir, { recursive: true, force: true });
  });

  const openCart = async (auth: Record<string, string>) =>
    dataOf<{ id: string }>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
    );

  test('is stored with the line and answered with the cart', async () => {
    const { token } = await customerSession(shop, 'brief-cart');
    const cart = await openCart(bearer(token));
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', {
        params: { id: cart.id },
        body: designedLine(BRIEF),
        headers: bearer(token),
      }),
    );
    const read = dataOf<{ lineItems: Record<string, WireLine> }>(
      'cart.get',
      await shop.call('cart.get', { params: { id: cart.id }, headers: bearer(token) }),
    );
    expect(Object.values(read.lineItems).map(briefOf)).toEqual([BRIEF]);
  });

  test.each([
    ['free text', 'Mettez mon logo en grand', 'services.0.serviceAttributes.inputText'],
    ['a brief without the texts to print', 'Couleurs :\n  bleu', 'services.0.serviceAttributes.inputText'],
    [
      'a brief past its limits',
      `Textes à imprimer :\n  ${'x'.repeat(1_501)}`,
      'services.0.serviceAttributes.inputText',
    ],
  ])('%s is refused, naming the field, and nothing is written', async (_what, inputText, path) => {
    const { token } = await customerSession(shop, 'brief-bad');
    const cart = await openCart(bearer(token));
    const before = await cartRowCounts(handle);
    const error = errorOf(
      await shop.call('cart.putItem', {
        params: { id: cart.id },
        body: designedLine(inputText),
        headers: bearer(token),
      }),
      400,
    );
    expect(error.errors?.map((field) => field.path)).toContain(path);
    expect(await cartRowCounts(handle)).toEqual(before);
  });

  test('a text on another service than the design service is refused', async () => {
    const { token } = await customerSession(shop, 'brief-other');
    const cart = await openCart(bearer(token));
    const line = flyersLine();
    const info = line.merchantInfo as Record<string, unknown>;
    const body = {
      ...line,
      services: [{ key: FILE_CHECK_SERVICE, serviceAttributes: { inputText: BRIEF } }],
      merchantInfo: { ...info, fileFlow: { fileCheck: true, upload: 'upload' } },
    };
    const error = errorOf(
      await shop.call('cart.putItem', { params: { id: cart.id }, body, headers: bearer(token) }),
      400,
    );
    expect(error.errors?.map((field) => field.path)).toEqual(['services.0.serviceAttributes.inputText']);
  });

  test('goes with the order, read by its owner and the workshop, and by no other customer', async () => {
    const owner = await customerSession(shop, 'brief-owner');
    const order = await placeOrder(shop, bearer(owner.token), 1, () => designedLine(BRIEF));
    const read = dataOf<{ lineItems: WireLine[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: order.id }, headers: bearer(owner.token) }),
    );
    expect(briefOf(read.lineItems[0])).toBe(BRIEF);

    const other = await customerSession(shop, 'brief-other-customer');
    errorOf(await shop.call('order.get', { params: { id: order.id }, headers: bearer(other.token) }), 404);
    errorOf(
      await shop.call('order.getByNumber', {
        params: { orderNumber: order.orderNumber },
        headers: bearer(other.token),
      }),
      404,
    );

    // The workshop reads it beside the order's files.
    const email = uniqueEmail('atelier-brief');
    const member = await addStaffMember(handle.db, { email, displayName: 'Atelier' });
    if (!member.ok) throw new Error(member.message);
    const grant = dataOf<{ access_token: string }>(
      'admin.login',
      await shop.call('admin.login', { body: { email, password: member.password } }),
    );
    const files = dataOf<{ lines: { designBrief: string | null }[] }>(
      'admin.orderArtworks',
      await shop.call('admin.orderArtworks', {
        params: { orderNumber: order.orderNumber },
        headers: bearer(grant.access_token),
      }),
    );
    expect(files.lines.map((line) => line.designBrief)).toEqual([BRIEF]);
  });
});
