import { createServer } from 'node:net';
import { Readable } from 'node:stream';
import { routePath, routes } from '@tirage/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { filesOfKind } from '../artwork/artwork-options.js';
import { addStaffMember } from '../auth/add-staff.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import { createS3ObjectStorage } from '../storage/s3-storage.js';
import { samplePdf, samplePng } from '../test-support/artwork-files.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { startTestS3Server, type TestS3Server, testS3Storage } from '../test-support/s3-server.js';
import {
  bearer,
  customerSession,
  dataOf,
  errorOf,
  placeOrder,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

let server: TestS3Server;
let storage: ObjectStorage;

beforeAll(async () => {
  server = await startTestS3Server();
  storage = testS3Storage(server);
});
afterAll(async () => {
  await storage?.close();
  await server?.stop();
});

reportPostgresSkipped('the shop’s files in S3-compatible object storage');

describe.each(eachDatabase)('the shop’s files in S3-compatible object storage, on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    // As the server wires them: each kind of file in its part of the one storage.
    shop = await openShop(handle, {
      artworks: { store: filesOfKind(storage, 'artworks') },
      designAssets: { store: filesOfKind(storage, 'designImages') },
      shopAssets: { store: filesOfKind(storage, 'shopMedia') },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('an artwork file is sent, downloaded and removed; a file lost from the bucket is a 404', async () => {
    const session = await customerSession(shop, 'bucket.artwork');
    const auth = bearer(session.token);
    const placed = await placeOrder(shop, auth);
    const order = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const lineItemId = order.lineItems[0]?.id ?? '';
    const pdf = samplePdf(20_000);
    const sent = await shop.app.request(
      `http://localhost${routePath(routes['artwork.upload'].path, { orderId: placed.id, lineItemId })}?fileName=flyer.pdf`,
      { method: 'PUT', headers: { 'content-type': 'application/pdf', ...auth }, body: pdf },
    );
    expect(sent.status).toBe(201);
    const upload = ((await sent.json()) as { data: { id: string } }).data;
    const key = `uploads/${placed.id}/${upload.id}`;
    expect(await storage.head(key)).toEqual({ sizeBytes: 20_000, contentType: 'application/pdf' });

    const downloadPath = routePath(routes['artwork.download'].path, {
      orderId: placed.id,
      uploadId: upload.id,
    });
    const downloaded = await shop.app.request(`http://localhost${downloadPath}`, { headers: auth });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-length')).toBe('20000');
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(pdf);

    // The object is lost (a bucket restored from an older copy): the download says so, as a 404.
    await storage.delete(key);
    const lost = await shop.app.request(`http://localhost${downloadPath}`, { headers: auth });
    expect(
      errorOf({ status: lost.status, json: (await lost.json()) as Record<string, unknown> }, 404).kind,
    ).toBe('artwork.notFound');
    expect(shop.logs.entries().some((entry) => entry.msg === 'artwork file missing from the store')).toBe(
      true,
    );

    // Kept again, then removed by the customer: the object goes with the row.
    await storage.put(key, Readable.from([pdf]));
    const removed = await shop.call('artwork.remove', {
      params: { orderId: placed.id, uploadId: upload.id },
      headers: auth,
    });
    expect(removed.status).toBe(200);
    expect(await storage.head(key)).toBeUndefined();
  });

  test('object storage that cannot be reached: an upload answers 507 with a retry delay and records nothing', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const unreachable = createS3ObjectStorage({
      ...server.options,
      endpoint: `http://127.0.0.1:${closedPort}`,
    });
    const cut = await openShop(handle, { artworks: { store: filesOfKind(unreachable, 'artworks') } });
    try {
      const auth = bearer((await customerSession(cut, 'bucket.unreachable')).token);
      const placed = await placeOrder(cut, auth);
      const order = dataOf<{ lineItems: { id: string }[] }>(
        'order.get',
        await cut.call('order.get', { params: { id: placed.id }, headers: auth }),
      );
      const path = routePath(routes['artwork.upload'].path, {
        orderId: placed.id,
        lineItemId: order.lineItems[0]?.id ?? '',
      });
      const refused = await cut.app.request(`http://localhost${path}?fileName=flyer.pdf`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', ...auth },
        body: samplePdf(20_000),
      });
      expect(refused.headers.get('retry-after')).toBe('300');
      const json = (await refused.json()) as Record<string, unknown>;
      expect(errorOf({ status: refused.status, json }, 507).kind).toBe('artwork.storageUnavailable');
      expect(
        await handle.db.query('select id from artwork_uploads where order_id = $1', [placed.id]),
      ).toEqual([]);
      expect(cut.logs.entries().some((entry) => entry.msg === 'unhandled error')).toBe(false);
    } finally {
      await unreachable.close();
    }
  });

  test('a shop picture is uploaded by staff, served from the bucket, and removed', async () => {
    const email = uniqueEmail('bucket.staff');
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    const grant = dataOf<{ access_token: string }>(
      'admin.login',
      await shop.call('admin.login', { body: { email, password: created.password } }),
    );
    const staff = bearer(grant.access_token);
    const sent = await shop.app.request('http://localhost/api/v1/admin/assets/?fileName=bandeau.png', {
      method: 'PUT',
      headers: { host: 'localhost', 'content-type': 'image/png', ...staff },
      body: samplePng(),
    });
    expect(sent.status).toBe(201);
    const asset = ((await sent.json()) as { data: { id: string; url: string } }).data;
    expect(await storage.head(`media/shop/${asset.id}.png`)).toEqual({
      sizeBytes: samplePng().length,
      contentType: 'image/png',
    });
    const served = await shop.app.request(`http://localhost${asset.url}`, { headers: { host: 'localhost' } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(samplePng());

    dataOf(
      'admin.removeAsset',
      await shop.call('admin.removeAsset', { params: { id: asset.id }, headers: staff }),
    );
    expect(await storage.head(`media/shop/${asset.id}.png`)).toBeUndefined();
    const gone = await shop.app.request(`http://localhost${asset.url}`, { headers: { host: 'localhost' } });
    expect(gone.status).toBe(404);
  });

  test('an image placed in designs is kept with its preview; a preview lost from the bucket is a 404', async () => {
    const auth = bearer((await customerSession(shop, 'bucket.design')).token);
    const bytes = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const sent = await shop.app.request('http://localhost/api/v1/design-assets', {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...auth },
      body: bytes,
    });
    expect(sent.status).toBe(201);
    const asset = ((await sent.json()) as { data: { id: string } }).data;
    const key = `design-assets/fr/${asset.id}`;
    expect(await storage.head(key)).toMatchObject({ contentType: 'image/jpeg' });

    const preview = await shop.app.request(`http://localhost/api/v1/design-assets/${asset.id}/preview`, {
      headers: auth,
    });
    expect(preview.status).toBe(200);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('jpeg');

    await storage.delete(`${key}-preview`);
    const lost = await shop.app.request(`http://localhost/api/v1/design-assets/${asset.id}/preview`, {
      headers: auth,
    });
    expect(
      errorOf({ status: lost.status, json: (await lost.json()) as Record<string, unknown> }, 404).kind,
    ).toBe('design.assetNotFound');
  });
});
