import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { FILE_CHECK_SERVICE } from '@tirage/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { samplePdf } from '../test-support/artwork-files.js';
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
  readyMadePosterLine,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Line = { merchantInfo: Record<string, unknown>; mcpDocsSource: string };

/** The line with its merchant info changed. */
const withInfo = (line: Record<string, unknown>, info: Record<string, unknown>) => ({
  ...line,
  merchantInfo: { ...(line.merchantInfo as object), ...info },
});

reportPostgresSkipped('print on demand');

describe.each(eachDatabase)('print-on-demand products on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let filesDir: string;

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-print-on-demand-'));
    shop = await openShop(handle, {
      artworks: { store: createDiskArtworkStore(join(filesDir, 'uploads')) },
      designAssets: { store: createDiskArtworkStore(join(filesDir, 'design-assets')) },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== undefined) await rm(filesDir, { recursive: true, force: true });
  });

  const configuration = async (id: string) =>
    dataOf<{ printOnDemand: unknown; productCustomization: { selectedProductFileFlow: unknown } }>(
      'content.productConfiguration',
      await shop.call('content.productConfiguration', { query: { id } }),
    );

  test('the product page reads the design, its designer and its gallery; other products have none', async () => {
    const poster = await configuration('affiche-paris-s-eveille');
    expect(poster.printOnDemand).toEqual({
      designName: 'Paris s’éveille',
      designer: 'Camille Roux',
      gallery: [
        { url: '/assets/ready-made/pod-paris-s-eveille/design.svg', alt: expect.stringContaining('Paris') },
        { url: '/assets/ready-made/pod-paris-s-eveille/wall.svg', alt: expect.stringContaining('mur') },
        { url: '/assets/ready-made/pod-paris-s-eveille/detail.svg', alt: expect.stringContaining('Détail') },
      ],
    });
    // Nothing to check: the file is the shop's.
    expect(poster.productCustomization.selectedProductFileFlow).toEqual({
      fileCheck: false,
      upload: 'upload',
    });
    expect((await configuration('flyers')).printOnDemand).toBeNull();
  });

  test('the gallery’s pictures are drawn from the design; an unknown design or view is a 404', async () => {
    for (const view of ['design', 'wall', 'detail']) {
      const response = await shop.app.request(
        `http://localhost/assets/ready-made/pod-paris-s-eveille/${view}.svg`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      // The design's own title is on every view.
      expect(svg).toContain('PARIS S’ÉVEILLE');
    }
    for (const path of [
      '/assets/ready-made/pod-inconnu/design.svg',
      '/assets/ready-made/pod-paris-s-eveille/back.svg',
      '/assets/ready-made/tpl-flyer-concert/design.svg',
      '/assets/ready-made/..%2Fproducts/design.svg',
    ]) {
      expect((await shop.app.request(`http://localhost${path}`)).status, path).toBe(404);
    }
  });

  test('a line of a ready-made design names it, set by the shop; the shopper may not bring artwork or a file check', async () => {
    const session = await customerSession(shop, 'pod.lines');
    const auth = bearer(session.token);
    const cartId = dataOf<{ id: string }>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: auth }),
    ).id;
    const put = (body: unknown) => shop.call('cart.putItem', { params: { id: cartId }, body, headers: auth });

    const before = await cartRowCounts(handle);
    const refusals: [unknown, string][] = [
      [
        {
          ...withInfo(readyMadePosterLine(), { fileFlow: { fileCheck: true, upload: 'upload' } }),
          services: [{ key: FILE_CHECK_SERVICE }],
        },
        'merchantInfo.fileFlow.fileCheck',
      ],
      [
        withInfo(readyMadePosterLine(), {
          selectedUploadType: 'hds',
          fileFlow: { fileCheck: false, upload: 'hds' },
        }),
        'merchantInfo.selectedUploadType',
      ],
      [
        withInfo(readyMadePosterLine(), { readyMadeDesignId: 'pod-marees-bretagne' }),
        'merchantInfo.readyMadeDesignId',
      ],
      [
        withInfo(flyersLine(), { readyMadeDesignId: 'pod-paris-s-eveille' }),
        'merchantInfo.readyMadeDesignId',
      ],
    ];
    for (const [body, path] of refusals) {
      const refused = errorOf(await put(body), 400);
      expect((refused.errors as { path: string }[]).map((error) => error.path)).toContain(path);
    }
    expect(await cartRowCounts(handle)).toEqual(before);

    const cart = dataOf<{ lineItems: Record<string, Line> }>(
      'cart.putItem',
      await put(readyMadePosterLine()),
    );
    const [line] = Object.values(cart.lineItems);
    expect(line?.mcpDocsSource).toBe('upload');
    expect(line?.merchantInfo.readyMadeDesignId).toBe('pod-paris-s-eveille');
    // Saying what the shop says is fine.
    const same = withInfo(readyMadePosterLine(), { readyMadeDesignId: 'pod-paris-s-eveille' });
    expect((await put(same)).status).toBe(200);
  });

  test('the checkout keeps the design’s print-ready PDF as the line’s file, and the line takes no other', async () => {
    const session = await customerSession(shop, 'pod.order');
    const auth = bearer(session.token);
    let lines = 0;
    // A ready-made poster and a flyers job whose file the customer sends later.
    const order = await placeOrder(shop, auth, 2, () =>
      lines++ === 0 ? readyMadePosterLine() : flyersLine(),
    );
    const detail = dataOf<{ lineItems: { id: string; productId: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: order.id }, headers: auth }),
    );
    const posterLine = detail.lineItems.find((line) => line.productId === 'affiche-paris-s-eveille');
    const flyersLineId = detail.lineItems.find((line) => line.productId === 'flyers')?.id;
    if (posterLine === undefined || flyersLineId === undefined) throw new Error('both lines are ordered');

    const { uploads } = dataOf<{
      uploads: { id: string; lineItemId: string; fileName: string; mediaType: string }[];
    }>('artwork.list', await shop.call('artwork.list', { params: { orderId: order.id }, headers: auth }));
    expect(
      uploads.map(({ lineItemId, fileName, mediaType }) => ({ lineItemId, fileName, mediaType })),
    ).toEqual([
      { lineItemId: posterLine.id, fileName: 'pod-paris-s-eveille.pdf', mediaType: 'application/pdf' },
    ]);

    const file = await shop.app.request(
      `http://localhost/api/v1/order/${order.id}/artwork/${uploads[0]?.id}/file`,
      { headers: auth },
    );
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
      .promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const mm = 72 / 25.4;
    // A2 and the posters' 3 mm bleed on every side.
    expect(page.view.map((value) => Math.round(value))).toEqual([
      0,
      0,
      Math.round(426 * mm),
      Math.round(600 * mm),
    ]);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text).toContain('Camille Roux');
    await pdf.destroy();

    // The poster's line takes no file of the customer's; the flyers' line does.
    const send = (lineItemId: string) =>
      shop.app.request(
        `http://localhost${routePath(routes['artwork.upload'].path, { orderId: order.id, lineItemId })}?fileName=a.pdf`,
        { method: 'PUT', headers: { 'content-type': 'application/pdf', ...auth }, body: samplePdf() },
      );
    const refused = await send(posterLine.id);
    expect(
      errorOf({ status: refused.status, json: (await refused.json()) as Record<string, unknown> }, 409).kind,
    ).toBe('artwork.readyMade');
    const taken = await send(flyersLineId);
    expect(taken.ok, await taken.text()).toBe(true);
  });
});
