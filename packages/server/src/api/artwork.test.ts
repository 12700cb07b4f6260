import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { MAX_ARTWORKS_PER_LINE } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { sampleGif, sampleJpeg, samplePdf, samplePng, sampleTiff } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { contentDisposition } from './artwork.routes.js';
import {
  type Answer,
  bearer,
  customerSession,
  dataOf,
  errorOf,
  placeOrder,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

/** The limit the suite runs with: a few kilobytes stand for 200 MB. */
const TEST_MAX_BYTES = 4_096;

interface WireArtwork {
  readonly id: string;
  readonly orderId: string;
  readonly lineItemId: string;
  readonly fileName: string;
  readonly mediaType: string;
  readonly sizeBytes: number;
  readonly status: string;
  readonly rejectionReason: string | null;
}

reportPostgresSkipped('artwork uploads');

describe.each(eachDatabase)('artwork uploads on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let uploadsDir: string;

  beforeAll(async () => {
    handle = await target.open();
    uploadsDir = await mkdtemp(join(tmpdir(), 'tirage-artwork-test-'));
    shop = await openShop(handle, {
      artworks: { store: createDiskArtworkStore(uploadsDir), maxBytes: TEST_MAX_BYTES },
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** A customer with an order of `lines` flyers lines: its id, number and line ids. */
  async function customerWithOrder(label: string, lines = 1) {
    const session = await customerSession(shop, label);
    const auth = bearer(session.token);
    const placed = await placeOrder(shop, auth, lines);
    const order = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    return { ...session, auth, orderId: placed.id, lineIds: order.lineItems.map((line) => line.id) };
  }

  /** Sends a file as the browser does: the bytes as the body, their type, the name in the query. */
  async function upload(
    target: { readonly orderId: string; readonly lineItemId: string },
    file: {
      readonly name: string;
      readonly bytes: Uint8Array | ReadableStream<Uint8Array>;
      readonly type: string;
    },
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Answer> {
    const path = routePath(routes['artwork.upload'].path, target);
    const response = await shop.app.request(
      `http://localhost${path}?${new URLSearchParams({ fileName: file.name })}`,
      {
        method: 'PUT',
        headers: { 'content-type': file.type, ...headers },
        body: file.bytes,
        duplex: 'half',
      } as RequestInit,
    );
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  /** The bytes streamed in pieces, without a Content-Length: the server must count them itself. */
  const streamed = (bytes: Uint8Array, piece = 512) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += piece)
          controller.enqueue(bytes.slice(offset, offset + piece));
        controller.close();
      },
    });

  const rowsOf = (orderId: string) =>
    handle.db.query<{ id: string; status: string; storage_key: string; size_bytes: number }>(
      'select id::text as id, status, storage_key, size_bytes from artwork_uploads where order_id = $1 order by created_at',
      [orderId],
    );
  /** Every file the store holds, received ones in `tmp/` included. */
  async function filesOnDisk(): Promise<string[]> {
    const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  }

  test.each([
    ['flyer recto.pdf', 'application/pdf', samplePdf(2_000), 'application/pdf'],
    ['photo.png', 'image/png', samplePng(), 'image/png'],
    ['visuel.jpg', 'image/jpeg', sampleJpeg(), 'image/jpeg'],
    ['scan.tif', 'image/tiff', sampleTiff(), 'image/tiff'],
    // The type is read from the bytes: a PNG sent as "some bytes" is recorded as a PNG.
    ['sans-type.png', 'application/octet-stream', samplePng(), 'image/png'],
  ])('takes %s (%s), stores it on disk and records it received', async (name, type, bytes, recorded) => {
    const customer = await customerWithOrder('sender');
    const lineItemId = customer.lineIds[0] ?? '';
    const stored = dataOf<WireArtwork>(
      'artwork.upload',
      await upload({ orderId: customer.orderId, lineItemId }, { name, bytes, type }, customer.auth),
    );
    expect(stored).toMatchObject({
      orderId: customer.orderId,
      lineItemId,
      fileName: name,
      mediaType: recorded,
      sizeBytes: bytes.length,
      status: 'received',
      rejectionReason: null,
    });
    // The file is outside the database, whole, under a key the server made.
    const [row] = await rowsOf(customer.orderId);
    expect(row?.storage_key).toBe(`${customer.orderId}/${stored.id}`);
    expect(new Uint8Array(await readFile(join(uploadsDir, row?.storage_key ?? '')))).toEqual(bytes);
    expect(await readdir(join(uploadsDir, 'tmp'))).toEqual([]);

    const listed = dataOf<{ uploads: WireArtwork[] }>(
      'artwork.list',
      await shop.call('artwork.list', { params: { orderId: customer.orderId }, headers: customer.auth }),
    );
    expect(listed.uploads).toEqual([stored]);
  });

  test('counts a body sent without its length as it streams in', async () => {
    const customer = await customerWithOrder('chunked');
    const bytes = samplePdf(3_000);
    const stored = dataOf<WireArtwork>(
      'artwork.upload',
      await upload(
        { orderId: customer.orderId, lineItemId: customer.lineIds[0] ?? '' },
        { name: 'morceaux.pdf', bytes: streamed(bytes), type: 'application/pdf' },
        customer.auth,
      ),
    );
    expect(stored.sizeBytes).toBe(3_000);
  });

  test('refuses what is not a PDF, PNG, JPEG or TIFF, whatever it claims, and keeps nothing', async () => {
    const customer = await customerWithOrder('wrong-type');
    const line = { orderId: customer.orderId, lineItemId: customer.lineIds[0] ?? '' };
    const before = await filesOnDisk();
    const disguised = errorOf(
      await upload(line, { name: 'logo.png', bytes: sampleGif(), type: 'image/png' }, customer.auth),
      415,
    );
    expect(disguised).toMatchObject({
      message: 'Only PDF, PNG, JPEG and TIFF files are accepted',
      kind: 'artwork.unsupportedType',
    });
    const text = new TextEncoder().encode('Bonjour, voici mon texte.');
    expect(
      errorOf(
        await upload(line, { name: 'notes.pdf', bytes: text, type: 'application/pdf' }, customer.auth),
        415,
      ).kind,
    ).toBe('artwork.unsupportedType');
    // A declared type the shop never takes is refused before the file is read.
    expect(
      errorOf(
        await upload(line, { name: 'a.docx', bytes: samplePdf(), type: 'application/msword' }, customer.auth),
        415,
      ).kind,
    ).toBe('artwork.unsupportedType');
    expect(
      errorOf(
        await upload(line, { name: 'a.pdf', bytes: samplePdf(), type: 'application/json' }, customer.auth),
        415,
      ).kind,
    ).toBe('artwork.unsupportedType');
    expect(await rowsOf(customer.orderId)).toEqual([]);
    expect(await filesOnDisk()).toEqual(before);
  });

  test('refuses a file above the limit, declared or streamed, and keeps nothing of it', async () => {
    const customer = await customerWithOrder('too-large');
    const line = { orderId: customer.orderId, lineItemId: customer.lineIds[0] ?? '' };
    const before = await filesOnDisk();
    const large = samplePdf(TEST_MAX_BYTES + 1);
    const declared = errorOf(
      await upload(
        line,
        { name: 'gros.pdf', bytes: large, type: 'application/pdf' },
        { ...customer.auth, 'content-length': String(large.length) },
      ),
      413,
    );
    expect(declared).toMatchObject({
      message: `A file is at most ${TEST_MAX_BYTES} bytes`,
      kind: 'artwork.tooLarge',
    });
    const counted = errorOf(
      await upload(
        line,
        { name: 'gros.pdf', bytes: streamed(large, 1_000), type: 'application/pdf' },
        customer.auth,
      ),
      413,
    );
    expect(counted.kind).toBe('artwork.tooLarge');
    // Exactly the limit is taken.
    dataOf(
      'artwork.upload',
      await upload(
        line,
        { name: 'juste.pdf', bytes: samplePdf(TEST_MAX_BYTES), type: 'application/pdf' },
        customer.auth,
      ),
    );
    expect((await rowsOf(customer.orderId)).map((row) => row.size_bytes)).toEqual([TEST_MAX_BYTES]);
    expect((await filesOnDisk()).length).toBe(before.length + 1);
  });

  test('the API’s 1 MB limit still holds for every other call', async () => {
    const response = await shop.app.request('http://localhost/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.fr', password: 'y'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  test('refuses an empty file and a name that is a path', async () => {
    const customer = await customerWithOrder('empty');
    const line = { orderId: customer.orderId, lineItemId: customer.lineIds[0] ?? '' };
    expect(
      errorOf(
        await upload(
          line,
          { name: 'vide.pdf', bytes: new Uint8Array(), type: 'application/pdf' },
          customer.auth,
        ),
        400,
      ).kind,
    ).toBe('artwork.empty');
    const badName = errorOf(
      await upload(
        line,
        { name: '../../etc/flyer.pdf', bytes: samplePdf(), type: 'application/pdf' },
        customer.auth,
      ),
      400,
    );
    expect(badName.errors?.map((error) => error.path)).toEqual(['fileName']);
    expect(await rowsOf(customer.orderId)).toEqual([]);
  });

  test('another customer’s order, line or file is not found; a guest must log in', async () => {
    const owner = await customerWithOrder('owner');
    const lineItemId = owner.lineIds[0] ?? '';
    const stored = dataOf<WireArtwork>(
      'artwork.upload',
      await upload(
        { orderId: owner.orderId, lineItemId },
        { name: 'a.pdf', bytes: samplePdf(), type: 'application/pdf' },
        owner.auth,
      ),
    );
    const stranger = await customerWithOrder('stranger');
    const pdf = { name: 'intrus.pdf', bytes: samplePdf(), type: 'application/pdf' };

    for (const orderId of [owner.orderId, randomUUID(), 'not-a-uuid']) {
      expect(errorOf(await upload({ orderId, lineItemId }, pdf, stranger.auth), 404).kind).toBe(
        'order.notFound',
      );
      errorOf(await shop.call('artwork.list', { params: { orderId }, headers: stranger.auth }), 404);
    }
    // The stranger's own order with the owner's line: that line is not in it.
    expect(
      errorOf(await upload({ orderId: stranger.orderId, lineItemId }, pdf, stranger.auth), 404).kind,
    ).toBe('order.lineNotFound');
    const file = { orderId: owner.orderId, uploadId: stored.id };
    errorOf(await shop.call('artwork.remove', { params: file, headers: stranger.auth }), 404);
    expect((await download(file, stranger.auth)).status).toBe(404);
    // The owner's order with another order's file.
    for (const uploadId of [stored.id, randomUUID(), 'nope']) {
      const params = { orderId: stranger.orderId, uploadId };
      expect(errorOf(await shop.call('artwork.remove', { params, headers: stranger.auth }), 404).kind).toBe(
        'artwork.notFound',
      );
    }

    expect(errorOf(await upload({ orderId: owner.orderId, lineItemId }, pdf), 401).kind).toBe(
      'auth.required',
    );
    errorOf(await shop.call('artwork.list', { params: { orderId: owner.orderId } }), 401);
    errorOf(await shop.call('artwork.remove', { params: file }), 401);
    expect((await download(file, {})).status).toBe(401);

    // Nothing of the refused calls was recorded or removed.
    expect((await rowsOf(owner.orderId)).map((row) => row.id)).toEqual([stored.id]);
    expect(await rowsOf(stranger.orderId)).toEqual([]);
  });

  test('a line takes files until the order goes to press, not for the design service, at most 20', async () => {
    const customer = await customerWithOrder('rules', 3);
    const [first = '', second = '', third = ''] = customer.lineIds;
    const pdf = { name: 'a.pdf', bytes: samplePdf(), type: 'application/pdf' };

    // Several files on one line (a multi-artwork job), then the line is full.
    await handle.db.query(
      `insert into artwork_uploads (id, order_id, line_item_id, customer_id, file_name, media_type, size_bytes, storage_key)
       select gen_random_uuid(), $1, $2, $3, 'old.pdf', 'application/pdf', 10, 'seed/' || g
       from generate_series(1, $4::int) g`,
      [customer.orderId, first, customer.customerId, MAX_ARTWORKS_PER_LINE - 1],
    );
    dataOf(
      'artwork.upload',
      await upload({ orderId: customer.orderId, lineItemId: first }, pdf, customer.auth),
    );
    expect(
      errorOf(await upload({ orderId: customer.orderId, lineItemId: first }, pdf, customer.auth), 409).kind,
    ).toBe('artwork.tooManyFiles');
    // A rejected file leaves room for another.
    await handle.db.query(
      `update artwork_uploads set status = 'rejected', rejection_reason = 'Fond perdu absent'
       where id = (select id from artwork_uploads where line_item_id = $1 order by created_at limit 1)`,
      [first],
    );
    dataOf(
      'artwork.upload',
      await upload({ orderId: customer.orderId, lineItemId: first }, pdf, customer.auth),
    );

    // The design service makes the artwork of its line.
    await handle.db.query(
      `update orders set lines = jsonb_set(lines, '{1,mcpDocsSource}', '"hds"') where id = $1`,
      [customer.orderId],
    );
    expect(
      errorOf(await upload({ orderId: customer.orderId, lineItemId: second }, pdf, customer.auth), 409).kind,
    ).toBe('artwork.designService');

    for (const status of ['inProduction', 'shipped', 'delivered', 'cancelled']) {
      await handle.db.query('update orders set status = $2 where id = $1', [customer.orderId, status]);
      const closed = errorOf(
        await upload({ orderId: customer.orderId, lineItemId: third }, pdf, customer.auth),
        409,
      );
      expect(closed.kind).toBe('artwork.orderClosed');
    }
    await handle.db.query(`update orders set status = 'fileReview' where id = $1`, [customer.orderId]);
    dataOf(
      'artwork.upload',
      await upload({ orderId: customer.orderId, lineItemId: third }, pdf, customer.auth),
    );
  });

  test('two files sent at once to a line with room for one: one is kept', async () => {
    const customer = await customerWithOrder('race');
    const lineItemId = customer.lineIds[0] ?? '';
    await handle.db.query(
      `insert into artwork_uploads (id, order_id, line_item_id, customer_id, file_name, media_type, size_bytes, storage_key)
       select gen_random_uuid(), $1, $2, $3, 'old.pdf', 'application/pdf', 10, 'race/' || g
       from generate_series(1, $4::int) g`,
      [customer.orderId, lineItemId, customer.customerId, MAX_ARTWORKS_PER_LINE - 1],
    );
    const before = await filesOnDisk();
    const answers = await Promise.all(
      [1, 2].map((n) =>
        upload(
          { orderId: customer.orderId, lineItemId },
          { name: `${n}.pdf`, bytes: samplePdf(), type: 'application/pdf' },
          customer.auth,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await rowsOf(customer.orderId)).length).toBe(MAX_ARTWORKS_PER_LINE);
    // The refused file was not kept.
    expect((await filesOnDisk()).length).toBe(before.length + 1);
  });

  test('removes a file still received, with its file; a checked file stays', async () => {
    const customer = await customerWithOrder('remover');
    const lineItemId = customer.lineIds[0] ?? '';
    const send = async (name: string) =>
      dataOf<WireArtwork>(
        'artwork.upload',
        await upload(
          { orderId: customer.orderId, lineItemId },
          { name, bytes: samplePdf(), type: 'application/pdf' },
          customer.auth,
        ),
      );
    const [kept, approved, rejected] = [
      await send('garder.pdf'),
      await send('valide.pdf'),
      await send('refuse.pdf'),
    ];
    await handle.db.query(`update artwork_uploads set status = 'approved' where id = $1`, [approved.id]);
    await handle.db.query(
      `update artwork_uploads set status = 'rejected', rejection_reason = 'Résolution trop basse' where id = $1`,
      [rejected.id],
    );
    const remove = (uploadId: string) =>
      shop.call('artwork.remove', {
        params: { orderId: customer.orderId, uploadId },
        headers: customer.auth,
      });

    for (const checked of [approved, rejected]) {
      const refusal = errorOf(await remove(checked.id), 409);
      expect(refusal.kind).toBe('artwork.notRemovable');
    }
    const left = dataOf<{ uploads: WireArtwork[] }>('artwork.remove', await remove(kept.id));
    expect(left.uploads.map((upload) => [upload.fileName, upload.status, upload.rejectionReason])).toEqual([
      ['valide.pdf', 'approved', null],
      ['refuse.pdf', 'rejected', 'Résolution trop basse'],
    ]);
    await expect(readFile(join(uploadsDir, customer.orderId, kept.id))).rejects.toThrow(/ENOENT/);
    expect(errorOf(await remove(kept.id), 404).kind).toBe('artwork.notFound');
  });

  const download = (params: { orderId: string; uploadId: string }, headers: Record<string, string>) =>
    shop.app.request(`http://localhost${routePath(routes['artwork.download'].path, params)}`, { headers });

  test('downloads one’s own file as it was sent, with its name', async () => {
    const customer = await customerWithOrder('downloader');
    const bytes = samplePdf(3_333);
    const stored = dataOf<WireArtwork>(
      'artwork.upload',
      await upload(
        { orderId: customer.orderId, lineItemId: customer.lineIds[0] ?? '' },
        { name: 'épreuve « finale ».pdf', bytes, type: 'application/pdf' },
        customer.auth,
      ),
    );
    const response = await download({ orderId: customer.orderId, uploadId: stored.id }, customer.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe('3333');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="_preuve _ finale _.pdf"; filename*=UTF-8''${encodeURIComponent('épreuve « finale ».pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });
});

describe('contentDisposition', () => {
  test('keeps quotes and backslashes out of the plain name', () => {
    expect(contentDisposition('a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });
});
