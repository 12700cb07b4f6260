import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_DESIGN_ASSET_BYTES, uploadedDesignAssetSchema } from '@tirage/api-client/contract';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, errorOf } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

type Auth = Record<string, string>;

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header claims 20 000 × 20 000 pixels: 400 million, a decompression bomb's promise. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const small = await photo(8, 8, 'png');
  const claimed = Buffer.from(small);
  // IHDR's width and height follow the 8-byte signature, the chunk's length and its type.
  claimed.writeUInt32BE(width, 16);
  claimed.writeUInt32BE(height, 20);
  return claimed;
}

const INERT_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">' +
    '<rect width="200" height="100" fill="#1d3557"/><circle cx="100" cy="50" r="40" fill="#e63946"/></svg>',
);
const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const LINKING_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
    '<image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>',
);

reportPostgresSkipped('design images');

describe.each(eachDatabase)('design images on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let filesDir: string;

  beforeAll(async () => {
    handle = await target.open();
    filesDir = await mkdtemp(join(tmpdir(), 'tirage-design-assets-'));
    shop = await openShop(handle, { designAssets: { store: createDiskArtworkStore(filesDir) } });
  });
  afterAll(async () => {
    await handle?.cleanup();
    if (filesDir !== undefined) await rm(filesDir, { recursive: true, force: true });
  });

  const upload = async (bytes: Buffer, contentType: string, auth: Auth = {}, guest?: string) => {
    const search = guest === undefined ? '' : `?anonymousUserId=${guest}`;
    const response = await shop.app.request(`http://localhost/api/v1/design-assets${search}`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...auth },
      body: bytes,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  const uploaded = async (bytes: Buffer, contentType: string, auth: Auth = {}, guest?: string) => {
    const answer = await upload(bytes, contentType, auth, guest);
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    return uploadedDesignAssetSchema.parse(answer.json.data);
  };
  const preview = (id: string, auth: Auth = {}) =>
    shop.app.request(`http://localhost/api/v1/design-assets/${id}/preview`, { headers: auth });
  const assetRows = async () =>
    (await handle.db.query<{ count: number }>('select count(*)::int as count from design_assets'))[0]?.count;
  const keptFiles = async () =>
    (await readdir(filesDir, { recursive: true })).filter((name) => !name.startsWith('tmp'));

  test('a customer’s photo is measured by the server and its preview is reached by its id, in its shop only', async () => {
    const claire = bearer((await customerSession(shop, 'claire.photo')).token);
    const other = bearer((await customerSession(shop, 'other.photo')).token);
    const bytes = await photo(3000, 2000);
    // The declared type is not what counts: the bytes are a JPEG.
    const asset = await uploaded(bytes, 'image/png', claire);
    expect(asset).toMatchObject({
      mediaType: 'image/jpeg',
      widthPx: 3000,
      heightPx: 2000,
      byteSize: bytes.length,
    });

    const answer = await preview(asset.id, claire);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const shown = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 2000, 1333]);

    // The id is the link (an <img> sends no token); another shop, or an id no image has, finds nothing.
    expect((await preview(asset.id, other)).status).toBe(200);
    for (const url of [
      `http://be.localhost/api/v1/design-assets/${asset.id}/preview`,
      `http://localhost/api/v1/design-assets/${randomUUID()}/preview`,
    ]) {
      const refused = await shop.app.request(url);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { kind: string }).kind).toBe('design.assetNotFound');
    }
  });

  test('a guest’s image is kept under its anonymous id; without one it is refused', async () => {
    const guest = randomUUID();
    const asset = await uploaded(await photo(640, 480, 'png'), 'image/png', {}, guest);
    expect(asset).toMatchObject({ mediaType: 'image/png', widthPx: 640, heightPx: 480 });
    expect((await preview(asset.id)).status).toBe(200);

    const refused = errorOf(await upload(await photo(10, 10), 'image/jpeg'), 400);
    expect(refused.errors?.map((error) => error.path)).toEqual(['anonymousUserId']);
  });

  test('a JPEG turned by its EXIF orientation is kept turned: the canvas and the press see the same pixels', async () => {
    const sideways = await sharp(await photo(400, 300))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const asset = await uploaded(sideways, 'image/jpeg', {}, randomUUID());
    expect([asset.widthPx, asset.heightPx]).toEqual([300, 400]);
  });

  test('an SVG is drawn into a PNG on arrival; one that scripts or links elsewhere is refused', async () => {
    const guest = randomUUID();
    const drawn = await uploaded(INERT_SVG, 'image/svg+xml', {}, guest);
    expect(drawn).toMatchObject({ mediaType: 'image/png', widthPx: 4000, heightPx: 2000 });
    const answer = await preview(drawn.id);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).format).toBe('png');

    const before = await assetRows();
    for (const svg of [SCRIPTED_SVG, LINKING_SVG]) {
      expect(errorOf(await upload(svg, 'image/svg+xml', {}, guest), 422).kind).toBe(
        'design.assetActiveContent',
      );
    }
    expect(await assetRows()).toBe(before);
  });

  test('a wrong type, a damaged file, a decompression bomb, an empty or oversized body change nothing', async () => {
    const guest = randomUUID();
    const before = { rows: await assetRows(), files: await keptFiles() };
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(errorOf(await upload(gif, 'image/png', {}, guest), 415).kind).toBe('design.assetUnsupportedType');
    expect(errorOf(await upload(Buffer.from('%PDF-1.7\n'), 'image/jpeg', {}, guest), 415).kind).toBe(
      'design.assetUnsupportedType',
    );
    expect(errorOf(await upload(await photo(10, 10), 'application/pdf', {}, guest), 415).kind).toBe(
      'design.assetUnsupportedType',
    );
    const bomb = errorOf(await upload(await pngClaiming(20_000, 20_000), 'image/png', {}, guest), 422);
    expect(bomb.kind).toBe('design.assetTooManyPixels');
    expect(bomb.message).toContain('400000000');
    const whole = await photo(800, 600);
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    expect(errorOf(await upload(damaged, 'image/jpeg', {}, guest), 422).kind).toBe('design.assetUnreadable');
    expect(errorOf(await upload(Buffer.alloc(0), 'image/jpeg', {}, guest), 400).kind).toBe(
      'design.assetEmpty',
    );
    const oversized = Buffer.concat([whole, Buffer.alloc(MAX_DESIGN_ASSET_BYTES)]);
    expect(errorOf(await upload(oversized, 'image/jpeg', {}, guest), 413).kind).toBe('design.assetTooLarge');
    expect({ rows: await assetRows(), files: await keptFiles() }).toEqual(before);
  });

  test('an image placed in a design is the owner’s: the document takes the server’s measures', async () => {
    const guest = randomUUID();
    const asset = await uploaded(await photo(1748, 1240), 'image/jpeg', {}, guest);
    const format = {
      trimWidthMm: 148,
      trimHeightMm: 210,
      bleedMm: 2,
      safeMarginMm: 3,
      shape: 'rectangle',
      cornerRadiusMm: 0,
      sides: ['recto'],
    };
    const document = {
      version: 1,
      format,
      pages: [
        {
          side: 'recto',
          background: null,
          objects: [
            {
              kind: 'image',
              id: 'photo',
              assetId: asset.id,
              x: 0,
              y: 0,
              width: 148,
              height: 105,
              rotation: 0,
            },
          ],
        },
      ],
      assets: [{ id: asset.id, mediaType: 'image/png', widthPx: 1, heightPx: 1 }],
    };
    const body = { productId: 'flyers', selectedAttributes: { format: 'a5', sides: 'recto' }, document };
    const created = await shop.call('designDocument.create', { body: { ...body, anonymousUserId: guest } });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    expect((created.json.data as { document: { assets: unknown[] } }).document.assets).toEqual([
      { id: asset.id, mediaType: 'image/jpeg', widthPx: 1748, heightPx: 1240 },
    ]);
    // Another guest cannot place it.
    const stolen = await shop.call('designDocument.create', {
      body: { ...body, anonymousUserId: randomUUID() },
    });
    expect(errorOf(stolen, 400).errors?.map((error) => error.path)).toEqual(['document.assets.0.id']);
  });

  test('images are limited per shopper and per client address: past the limit 429, nothing kept', async () => {
    const throttled = await openShop(handle, {
      designAssets: { store: createDiskArtworkStore(filesDir) },
      designAssetThrottle: { maxFailuresPerAccount: 2, maxFailuresPerIp: 3, windowS: 600 },
      clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
    });
    const send = async (guest: string, ip: string) =>
      throttled.app.request(`http://localhost/api/v1/design-assets?anonymousUserId=${guest}`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', 'x-test-ip': ip },
        body: await photo(40, 30),
      });
    const [first, second] = [randomUUID(), randomUUID()];
    expect((await send(first, '203.0.113.7')).status).toBe(201);
    expect((await send(first, '203.0.113.7')).status).toBe(201);
    const rowsBefore = await assetRows();
    // A third image of the same guest.
    const perShopper = await send(first, '198.51.100.1');
    expect(perShopper.status).toBe(429);
    expect(Number(perShopper.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await perShopper.json()).toMatchObject({ kind: 'design.assetThrottled' });
    // Another guest on the first address: its third image.
    expect((await send(second, '203.0.113.7')).status).toBe(201);
    const rowsAfter = await assetRows();
    const filesAfter = await keptFiles();
    // A new guest on the first address: the address's fourth.
    expect((await send(randomUUID(), '203.0.113.7')).status).toBe(429);
    expect([await assetRows(), await keptFiles()]).toEqual([rowsAfter, filesAfter]);
    // The refused images kept nothing; the one taken between is the only new row.
    expect(rowsAfter).toBe((rowsBefore ?? 0) + 1);
  });

  test('the PDF of a design is rendered off the event loop: trim + bleed, its text, its image; the owner’s only', async () => {
    const claire = bearer((await customerSession(shop, 'claire.pdf')).token);
    const asset = await uploaded(await photo(2400, 1600), 'image/jpeg', claire);
    const body = {
      productId: 'flyers',
      selectedAttributes: { format: 'a5', sides: 'recto' },
      document: {
        version: 1,
        format: {
          trimWidthMm: 148,
          trimHeightMm: 210,
          bleedMm: 2,
          safeMarginMm: 3,
          shape: 'rectangle',
          cornerRadiusMm: 0,
          sides: ['recto'],
        },
        pages: [
          {
            side: 'recto',
            background: '#fdf6e3',
            objects: [
              {
                kind: 'image',
                id: 'photo',
                assetId: asset.id,
                x: 10,
                y: 60,
                width: 128,
                height: 85,
                rotation: 0,
              },
              {
                kind: 'text',
                id: 'title',
                x: 14,
                y: 20,
                width: 120,
                height: 24,
                rotation: 0,
                text: 'Salon du livre',
                font: 'Lora',
                sizePt: 36,
                colour: '#1d3557',
                align: 'center',
                bold: true,
                italic: false,
              },
            ],
          },
        ],
        assets: [{ id: asset.id, mediaType: 'image/jpeg', widthPx: 2400, heightPx: 1600 }],
      },
    };
    const created = await shop.call('designDocument.create', { body, headers: claire });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.data as { id: string }).id;

    const answer = await shop.app.request(`http://localhost/api/v1/design-documents/${id}/pdf`, {
      headers: claire,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // pdf.js takes the buffer it reads: it is given a copy.
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
      .promise;
    expect(pdf.numPages).toBe(1);
    const page = await pdf.getPage(1);
    const mm = 72 / 25.4;
    expect(page.view.map((value) => Math.round(value * 100) / 100)).toEqual([
      0,
      0,
      Math.round(152 * mm * 100) / 100,
      Math.round(214 * mm * 100) / 100,
    ]);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
    expect(text).toContain('Salon du livre');
    // The photo is embedded whole: more bytes than the preview the canvas draws.
    expect(bytes.byteLength).toBeGreaterThan((await photo(2400, 1600)).byteLength * 0.9);
    await pdf.destroy();

    const other = bearer((await customerSession(shop, 'other.pdf')).token);
    for (const auth of [other, {}]) {
      const refused = await shop.app.request(`http://localhost/api/v1/design-documents/${id}/pdf`, {
        headers: auth,
      });
      expect(refused.status).toBe(404);
    }

    // Its thumbnail: the recto with its background and its photo, drawn small, for its owner only.
    const thumbnail = await shop.app.request(`http://localhost/api/v1/design-documents/${id}/thumbnail`, {
      headers: claire,
    });
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(Buffer.from(await thumbnail.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // 152 × 214 mm (trim and bleed) at 320 pixels wide.
    expect([info.width, info.height]).toEqual([320, Math.round((320 * 214) / 152)]);
    const pixel = (xMm: number, yMm: number) => {
      const at =
        (Math.round(((yMm + 2) * 320) / 152) * info.width + Math.round(((xMm + 2) * 320) / 152)) *
        info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    };
    const near = (actual: (number | undefined)[], expected: number[]) =>
      expected.every((value, index) => Math.abs((actual[index] ?? -999) - value) <= 12);
    // The page's background, and the photo's colour at its centre.
    expect(near(pixel(2, 200), [0xfd, 0xf6, 0xe3])).toBe(true);
    expect(near(pixel(74, 102), [200, 90, 40])).toBe(true);
    for (const auth of [other, {}]) {
      const refused = await shop.app.request(`http://localhost/api/v1/design-documents/${id}/thumbnail`, {
        headers: auth,
      });
      expect(refused.status).toBe(404);
    }
  });
});
