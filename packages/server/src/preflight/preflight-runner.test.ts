import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { type FileMeasures, printFormatOf } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Answer,
  bearer,
  customerSession,
  dataOf,
  placeOrder,
} from '../api/test-support/cart-fixtures.js';
import { openShop, type ShopClient } from '../api/test-support/shop-client.js';
import { type ArtworkStore, createDiskArtworkStore } from '../artwork/artwork-store.js';
import { loadSharp } from '../images/load-sharp.js';
import { samplePdf } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createPreflightRunner, type MeasureArtwork, type PreflightRunner } from './preflight-runner.js';
import { claimPendingArtwork } from './preflight-store.js';
import { artworkCorpus } from './test-support/artwork-corpus.js';

interface WirePreflight {
  readonly status: string;
  readonly findings: readonly {
    code: string;
    severity: string;
    page: number | null;
    measured: string | null;
    message: string;
  }[];
  readonly previewUrls: readonly string[];
}

reportPostgresSkipped('artwork checks');

describe.each(eachDatabase)('the artwork checks on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let uploadsDir: string;
  let store: ArtworkStore;

  beforeAll(async () => {
    handle = await target.open();
    uploadsDir = await mkdtemp(join(tmpdir(), 'tirage-preflight-test-'));
    store = createDiskArtworkStore(uploadsDir);
    shop = await openShop(handle, { artworks: { store } });
  });
  afterAll(async () => {
    await handle?.cleanup();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  /** A customer's order of one flyers line, with one file sent for it (a small PDF by default). */
  async function sentFile(
    label: string,
    file: { bytes: Uint8Array; type: string } = { bytes: samplePdf(2_000), type: 'application/pdf' },
  ) {
    const session = await customerSession(shop, label);
    const auth = bearer(session.token);
    const placed = await placeOrder(shop, auth);
    const order = dataOf<{
      lineItems: { id: string; merchantInfo: { selectedAttributes: Record<string, string> } }[];
    }>('order.get', await shop.call('order.get', { params: { id: placed.id }, headers: auth }));
    const line = order.lineItems[0];
    if (line === undefined) throw new Error('the order has a line');
    const path = routePath(routes['artwork.upload'].path, { orderId: placed.id, lineItemId: line.id });
    const response = await shop.app.request(`http://localhost${path}?fileName=flyer.pdf`, {
      method: 'PUT',
      headers: { 'content-type': file.type, ...auth },
      body: file.bytes,
    });
    expect(response.status).toBe(201);
    const format = printFormatOf('flyers', line.merchantInfo.selectedAttributes);
    if (format === undefined) throw new Error('flyers have a format');
    return { auth, orderId: placed.id, format };
  }

  const preflightOf = async (orderId: string, auth: Readonly<Record<string, string>>) => {
    const listed: Answer = await shop.call('artwork.list', { params: { orderId }, headers: auth });
    return dataOf<{ uploads: { preflight: WirePreflight }[] }>('artwork.list', listed).uploads.map(
      (upload) => upload.preflight,
    );
  };

  /** A checker on the test's database and store, looking at the queue every 50 ms. */
  const runner = (measure: MeasureArtwork, more: Partial<Parameters<typeof createPreflightRunner>[0]> = {}) =>
    createPreflightRunner({
      db: handle.db,
      store,
      logger: captureLogs().logger,
      measure,
      pollMs: 50,
      ...more,
    });

  /** Waits until the runner has nothing left to check, then stops it. */
  async function drained(running: PreflightRunner) {
    await expect
      .poll(
        async () =>
          (await handle.db.query(`select 1 from artwork_uploads where preflight_status = 'pending'`)).length,
      )
      .toBe(0);
    await running.close();
  }

  test('a file is pending once sent, then checked against its line’s format, each finding said in French', async () => {
    const { auth, orderId, format } = await sentFile('checked');
    expect(await preflightOf(orderId, auth)).toEqual([{ status: 'pending', findings: [], previewUrls: [] }]);
    const noBleed: FileMeasures = {
      kind: 'pdf',
      pageCount: format.sides.length,
      pages: format.sides.map((_side, index) => ({
        page: index + 1,
        mediaBox: { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm },
      })),
      fontsNotEmbedded: [],
      images: [],
      rgbPages: [],
      spotColors: [],
    };
    const measured: string[] = [];
    await drained(
      await runner(async (task) => {
        measured.push(new TextDecoder().decode(task.bytes.subarray(0, 5)));
        return { measures: noBleed, previews: [] };
      }),
    );
    expect(measured).toEqual(['%PDF-']);
    const [preflight] = await preflightOf(orderId, auth);
    expect(preflight?.status).toBe('checked');
    expect(preflight?.findings).toEqual(
      format.sides.map((_side, index) =>
        expect.objectContaining({
          code: 'bleed.missing',
          severity: 'blocking',
          page: index + 1,
          measured: '0 mm',
        }),
      ),
    );
    expect(preflight?.findings[0]?.message).toMatch(
      /^Fond perdu manquant en page 1 : 0 mm au lieu de 2 mm\./,
    );
    // Only the order's customer reads it.
    const other = await customerSession(shop, 'someone-else');
    const refused = await shop.call('artwork.list', { params: { orderId }, headers: bearer(other.token) });
    expect(refused.status).toBe(404);
  });

  test('in its worker thread, a print-ready recto-verso PDF has no finding and a picture too small is said', async () => {
    const ready = await sentFile('worker-pdf', {
      bytes: await artworkCorpus.twoPages(),
      type: 'application/pdf',
    });
    const small = await sentFile('worker-png', { bytes: await artworkCorpus.png96ppi(), type: 'image/png' });
    // The default measure: pdf.js, pdf-lib and sharp in a worker thread.
    await drained(
      await createPreflightRunner({ db: handle.db, store, logger: captureLogs().logger, pollMs: 50 }),
    );
    const [pdf] = await preflightOf(ready.orderId, ready.auth);
    expect(pdf).toMatchObject({ status: 'checked', findings: [] });
    // Its recto and verso as pictures, for its customer only.
    expect(pdf?.previewUrls).toHaveLength(2);
    const sharp = await loadSharp();
    for (const url of pdf?.previewUrls ?? []) {
      const preview = await shop.app.request(`http://localhost${url}`, { headers: ready.auth });
      expect(preview.headers.get('content-type')).toBe('image/png');
      const size = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
      // An A5 with its bleed, 152 × 214 mm, its longer side 800 px.
      expect([size.width, size.height]).toEqual([568, 800]);
    }
    const stranger = await customerSession(shop, 'worker-stranger');
    const first = `http://localhost${pdf?.previewUrls[0]}`;
    expect((await shop.app.request(first, { headers: bearer(stranger.token) })).status).toBe(404);
    expect((await shop.app.request(first.replace(/1$/, '3'), { headers: ready.auth })).status).toBe(400);
    const [picture] = await preflightOf(small.orderId, small.auth);
    expect(picture?.previewUrls).toHaveLength(1);
    expect(picture?.findings.map((finding) => [finding.code, finding.severity, finding.measured])).toEqual([
      ['resolution.low', 'blocking', '96 ppi'],
      ['color.rgb', 'notice', 'RGB'],
    ]);
  });

  test('a check that runs out of time leaves the file unreadable, and the checker goes on', async () => {
    const { auth, orderId } = await sentFile('hang');
    const hanging: MeasureArtwork = (_task, signal) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const logs = captureLogs();
    await drained(await runner(hanging, { timeoutMs: 100, logger: logs.logger }));
    expect(logs.entries().map((entry) => entry.msg)).toContain('artwork file check ran out of time');
    expect(await preflightOf(orderId, auth)).toEqual([
      {
        status: 'unreadable',
        findings: [expect.objectContaining({ code: 'file.unreadable', severity: 'blocking' })],
        previewUrls: [],
      },
    ]);
  });

  test('a file that crashes the checker is tried again, then recorded unreadable', async () => {
    const { auth, orderId } = await sentFile('crash');
    let calls = 0;
    await drained(
      await runner(
        async () => {
          calls++;
          throw new Error('the worker died');
        },
        { maxAttempts: 2 },
      ),
    );
    expect(calls).toBe(2);
    expect((await preflightOf(orderId, auth))[0]?.status).toBe('unreadable');
  });

  test('a check cut short by a stop resumes at the next start; a claim whose process died is taken again', async () => {
    const { auth, orderId, format } = await sentFile('restart');
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = await runner((_task, signal) => {
      started();
      return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    await running;
    await first.close();
    expect((await preflightOf(orderId, auth))[0]?.status).toBe('pending');

    // Another process claimed it, then died: its lease runs out and the file is checked.
    const claimed = await claimPendingArtwork(handle.db, 50);
    expect(claimed?.line?.productId).toBe('flyers');
    const printReady: FileMeasures = {
      kind: 'pdf',
      pageCount: format.sides.length,
      pages: format.sides.map((_side, index) => ({
        page: index + 1,
        mediaBox: { widthMm: format.trimWidthMm + 4, heightMm: format.trimHeightMm + 4 },
        trimBox: { widthMm: format.trimWidthMm, heightMm: format.trimHeightMm },
      })),
      fontsNotEmbedded: [],
      images: [],
      rgbPages: [],
      spotColors: [],
    };
    await drained(await runner(async () => ({ measures: printReady, previews: [] })));
    expect(await preflightOf(orderId, auth)).toEqual([{ status: 'checked', findings: [], previewUrls: [] }]);
    const [row] = await handle.db.query<{ attempts: number }>(
      'select preflight_attempts as attempts from artwork_uploads where order_id = $1',
      [orderId],
    );
    expect(row?.attempts).toBe(3);
  });
});
