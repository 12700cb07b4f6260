import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DesignDocument, type PrintFormat, printFormatOf, templatesOf } from '@tirage/domain';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Auth = Record<string, string>;

const [template] = templatesOf('flyers');
if (template === undefined) throw new Error('the demo flyers have templates');

/** An A5 recto-verso flyer (the demo line's format) from the first template, with its title. */
const flyer = (
  title: string,
  format = printFormatOf('flyers', { format: 'a5', sides: 'recto-verso' }) as PrintFormat,
): DesignDocument => {
  const document = template.documentFor(format);
  return {
    ...document,
    pages: document.pages.map((page, index) =>
      index > 0
        ? page
        : {
            ...page,
            objects: page.objects.map((object) =>
              object.kind === 'text' && object.id === 'title' ? { ...object, text: title } : object,
            ),
          },
    ),
  };
};

/** The demo flyers line, its artwork made online with `designId`. */
const designLine = (designId: string, overrides: Record<string, unknown> = {}) => {
  const line = flyersLine(overrides);
  const info = line.merchantInfo as Record<string, unknown>;
  return {
    ...line,
    merchantInfo: {
      ...info,
      fileFlow: { fileCheck: false, upload: 'dex' },
      selectedUploadType: 'dex',
      designId,
    },
  };
};

reportPostgresSkipped('designs ordered');

describe.each(eachDatabase)('designs in carts and orders on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let filesDir: string;

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-design-orders-'));
    shop = await openShop(handle, {
      artworks: { store: createDiskArtworkStore(join(filesDir, 'uploads')) },
      designAssets: { store: createDiskArtworkStore(join(filesDir, 'design-assets')) },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== undefined) await rm(filesDir, { recursive: true, force: true });
  });

  const design = async (title: string, auth: Auth, extra: Record<string, unknown> = {}) =>
    dataOf<{ id: string }>(
      'designDocument.create',
      await shop.call('designDocument.create', {
        body: {
          productId: 'flyers',
          selectedAttributes: { format: 'a5', paper: 'couche-brillant' },
          document: flyer(title),
          ...extra,
        },
        headers: auth,
      }),
    ).id;
  const openCart = async (auth: Auth, anonymousUserId?: string) =>
    dataOf<{ id: string }>(
      'cart.open',
      await shop.call('cart.open', {
        body: {
          currency: 'EUR',
          country: 'FR',
          locale: 'fr',
          ...(anonymousUserId === undefined ? {} : { anonymousUserId }),
        },
        headers: auth,
      }),
    ).id;
  const putLine = (cartId: string, body: unknown, auth: Auth) =>
    shop.call('cart.putItem', { params: { id: cartId }, body, headers: auth });
  const checkout = (cartId: string, auth: Auth) =>
    shop.call('cart.checkout', {
      params: { id: cartId },
      body: { sender_type: 'product', user_notes: { invoiceRequested: false } },
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });
  const withAddresses = async (cartId: string, auth: Auth) =>
    dataOf(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cartId },
        body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
        headers: auth,
      }),
    );

  test("a guest's line names the guest's design as its artwork, and keeps it", async () => {
    const anonymousUserId = randomUUID();
    const designId = await design(
      'Fête du quartier',
      { 'x-anonymous': anonymousUserId },
      { anonymousUserId },
    );
    const cartId = await openCart({}, anonymousUserId);
    const answer = await putLine(cartId, designLine(designId), {});
    const cart = dataOf<{
      lineItems: Record<string, { merchantInfo: Record<string, unknown>; mcpDocsSource: string }>;
    }>('cart.putItem', answer);
    const [line] = Object.values(cart.lineItems);
    expect(line?.mcpDocsSource).toBe('dex');
    expect(line?.merchantInfo.designId).toBe(designId);
  });

  test('a line may not name a design that is not the cart owner’s, not made online, or of another format', async () => {
    const anonymousUserId = randomUUID();
    const mine = await design('Mon flyer', {}, { anonymousUserId });
    const othersGuest = await design('Le flyer d’un autre', {}, { anonymousUserId: randomUUID() });
    const customer = bearer((await customerSession(shop, 'designs.other')).token);
    const customers = await design('Flyer d’un client', customer);
    const a4 = dataOf<{ id: string }>(
      'designDocument.create',
      await shop.call('designDocument.create', {
        body: {
          productId: 'flyers',
          selectedAttributes: { format: 'a4' },
          document: flyer(
            'A4',
            printFormatOf('flyers', { format: 'a4', sides: 'recto-verso' }) as PrintFormat,
          ),
          anonymousUserId,
        },
      }),
    ).id;
    const cartId = await openCart({}, anonymousUserId);
    const before = await cartRowCounts(handle);
    const refusals: [unknown, string][] = [
      [designLine(othersGuest), 'Not one of your designs'],
      [designLine(customers), 'Not one of your designs'],
      [designLine(randomUUID()), 'Not one of your designs'],
      [designLine('not-a-uuid'), 'Not one of your designs'],
      [
        {
          ...designLine(mine),
          merchantInfo: {
            ...(designLine(mine).merchantInfo as object),
            selectedUploadType: 'upload',
            fileFlow: { fileCheck: false, upload: 'upload' },
          },
        },
        'Only a job whose artwork is made online (dex) names a design',
      ],
      [designLine(a4), 'The design is made for another format: open it in the designer again'],
    ];
    for (const [body, message] of refusals) {
      const refused = errorOf(await putLine(cartId, body, {}), 400);
      expect(refused.errors).toEqual([{ path: 'merchantInfo.designId', message }]);
    }
    expect(await cartRowCounts(handle)).toEqual(before);
    // The guest's own A5 design is taken.
    expect((await putLine(cartId, designLine(mine), {})).status).toBe(200);
  });

  test('the checkout renders the design of a line as its print-ready PDF, kept as the order line’s artwork', async () => {
    const session = await customerSession(shop, 'designs.order');
    const auth = bearer(session.token);
    const designId = await design('Vide-grenier de printemps', auth);
    const cartId = await openCart(auth);
    dataOf('cart.putItem', await putLine(cartId, designLine(designId), auth));
    dataOf('cart.putItem', await putLine(cartId, flyersLine(), auth));
    await withAddresses(cartId, auth);
    const order = dataOf<{ id: string }>('cart.checkout', await checkout(cartId, auth));

    const { uploads } = dataOf<{
      uploads: { id: string; lineItemId: string; fileName: string; mediaType: string }[];
    }>('artwork.list', await shop.call('artwork.list', { params: { orderId: order.id }, headers: auth }));
    // One file: the line made online; the other line's artwork is sent later.
    expect(uploads).toHaveLength(1);
    const [upload] = uploads;
    expect(upload).toMatchObject({
      mediaType: 'application/pdf',
      fileName: `design-${designId.slice(0, 8)}.pdf`,
    });
    const lines = (
      await handle.db.query<{ lines: { id: string; merchantInfo: { designId?: string } }[] }>(
        'select lines from orders where id = $1',
        [order.id],
      )
    )[0]?.lines;
    expect(lines?.find((line) => line.id === upload?.lineItemId)?.merchantInfo.designId).toBe(designId);

    const file = await shop.app.request(
      `http://localhost/api/v1/order/${order.id}/artwork/${upload?.id}/file`,
      { headers: auth },
    );
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
      .promise;
    const page = await pdf.getPage(1);
    const mm = 72 / 25.4;
    // A5 and its 2 mm bleed on every side.
    expect(page.view.map((value) => Math.round(value))).toEqual([
      0,
      0,
      Math.round(152 * mm),
      Math.round(214 * mm),
    ]);
    // The title wraps on two lines of the page: its lines are joined by a space.
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Vide-grenier de printemps');
    await pdf.destroy();
  });

  test('staff list an order’s files by its number and download the design’s PDF; a customer may not', async () => {
    const session = await customerSession(shop, 'designs.staff');
    const auth = bearer(session.token);
    const designId = await design('Pour l’atelier', auth);
    const cartId = await openCart(auth);
    dataOf('cart.putItem', await putLine(cartId, designLine(designId), auth));
    await withAddresses(cartId, auth);
    const order = dataOf<{ id: string; orderNumber: string }>('cart.checkout', await checkout(cartId, auth));

    const email = uniqueEmail('atelier');
    const member = await addStaffMember(handle.db, { email, displayName: 'Atelier' });
    if (!member.ok) throw new Error(member.message);
    const grant = dataOf<{ access_token: string }>(
      'admin.login',
      await shop.call('admin.login', { body: { email, password: member.password } }),
    );
    const staff = bearer(grant.access_token);
    const files = dataOf<{
      orderId: string;
      orderNumber: string;
      uploads: { id: string; fileName: string }[];
    }>(
      'admin.orderArtworks',
      await shop.call('admin.orderArtworks', { params: { orderNumber: order.orderNumber }, headers: staff }),
    );
    expect(files).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber });
    expect(files.uploads.map((upload) => upload.fileName)).toEqual([`design-${designId.slice(0, 8)}.pdf`]);
    const path = `http://localhost/api/v1/admin/orders/${order.orderNumber}/artwork/${files.uploads[0]?.id}/file`;
    const file = await shop.app.request(path, { headers: staff });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // The customer's own token is not staff's; an unknown order is 404.
    expect((await shop.app.request(path, { headers: auth })).status).toBe(401);
    errorOf(
      await shop.call('admin.orderArtworks', { params: { orderNumber: 'TIR-0' }, headers: staff }),
      404,
    );
  });

  test('a line whose design was removed stops the checkout, which writes nothing', async () => {
    const session = await customerSession(shop, 'designs.removed');
    const auth = bearer(session.token);
    const designId = await design('Retiré', auth);
    const cartId = await openCart(auth);
    dataOf('cart.putItem', await putLine(cartId, designLine(designId), auth));
    await withAddresses(cartId, auth);
    expect(
      (await shop.call('designDocument.delete', { params: { id: designId }, headers: auth })).status,
    ).toBe(200);
    const before = await cartRowCounts(handle);
    const refused = errorOf(await checkout(cartId, auth), 409);
    expect(refused).toMatchObject({ kind: 'cart.designMissing' });
    expect(await cartRowCounts(handle)).toEqual(before);
    const artworkRows = await handle.db.query<{ count: number }>(
      `select count(*)::int as count from artwork_uploads where customer_id = $1`,
      [session.customerId],
    );
    expect(artworkRows[0]?.count).toBe(0);
  });
});
