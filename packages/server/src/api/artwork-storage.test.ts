import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { samplePdf } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { bearer, customerSession, dataOf, errorOf, placeOrder } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

/**
 * The upload folder on a tmpfs of 64 kB mounted for the test: filled to the last byte, then
 * remounted read-only. Mounting needs root (CI runs as root); elsewhere the suite says it did not run.
 */
function mountTinyFolder(folder: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', folder], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const probe = await mkdtemp(join(tmpdir(), 'tirage-mount-probe-'));
const canMount = mountTinyFolder(probe);
if (canMount) execFileSync('umount', [probe]);
await rm(probe, { recursive: true, force: true });

reportPostgresSkipped('artwork storage faults');

describe.skipIf(!canMount)('artwork storage faults', () => {
  describe.each(eachDatabase)('on %s', (_name, target) => {
    let handle: TestDatabase;
    let shop: ShopClient;
    let uploadsDir: string;

    beforeAll(async () => {
      handle = await target.open();
      uploadsDir = await mkdtemp(join(tmpdir(), 'tirage-artwork-tiny-'));
      if (!mountTinyFolder(uploadsDir)) throw new Error('the tmpfs could not be mounted');
      shop = await openShop(handle, {
        artworks: { store: createDiskArtworkStore(uploadsDir), maxBytes: 1_000_000 },
      });
    });
    afterAll(async () => {
      await handle?.cleanup();
      execFileSync('umount', [uploadsDir]);
      await rm(uploadsDir, { recursive: true, force: true });
    });

    async function upload(orderId: string, lineItemId: string, auth: Record<string, string>) {
      const path = routePath(routes['artwork.upload'].path, { orderId, lineItemId });
      const response = await shop.app.request(`http://localhost${path}?fileName=flyer.pdf`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf', ...auth },
        body: samplePdf(20_000),
      });
      return {
        status: response.status,
        headers: response.headers,
        json: (await response.json()) as Record<string, unknown>,
      };
    }

    /** A customer's order of one flyers line: the order, the customer's token and the line. */
    async function orderLine(label: string) {
      const customer = await customerSession(shop, label);
      const auth = bearer(customer.token);
      const placed = await placeOrder(shop, auth);
      const order = dataOf<{ lineItems: { id: string }[] }>(
        'order.get',
        await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
      );
      return { placed, auth, lineId: order.lineItems[0]?.id ?? '' };
    }

    const rows = () => handle.db.query('select id from artwork_uploads');
    const filesIn = async (folder: string) =>
      (await readdir(folder).catch(() => [])).filter((name) => name !== 'filler');

    test('a full upload folder answers 507 with a retry delay, keeps nothing, and takes the file once there is room', async () => {
      const { placed, auth, lineId } = await orderLine('full-disk');
      // Fill the folder: writes past its size fail with ENOSPC.
      await writeFile(join(uploadsDir, 'filler'), Buffer.alloc(60 * 1024));
      const before = await rows();

      const full = await upload(placed.id, lineId, auth);
      expect(errorOf(full, 507).kind).toBe('artwork.storageUnavailable');
      expect(full.headers.get('retry-after')).toBe('300');
      expect(await rows()).toEqual(before);
      expect(await filesIn(join(uploadsDir, 'tmp'))).toEqual([]);
      expect(shop.logs.entries().some((entry) => entry.msg === 'unhandled error')).toBe(false);

      await rm(join(uploadsDir, 'filler'));
      const taken = await upload(placed.id, lineId, auth);
      expect(taken.status).toBe(201);
    });

    test('a read-only upload folder answers 507 too', async () => {
      const { placed, auth, lineId } = await orderLine('read-only-disk');
      const before = await rows();
      execFileSync('mount', ['-o', 'remount,ro', uploadsDir]);
      try {
        const refused = await upload(placed.id, lineId, auth);
        expect(errorOf(refused, 507).kind).toBe('artwork.storageUnavailable');
        expect(await rows()).toEqual(before);
      } finally {
        execFileSync('mount', ['-o', 'remount,rw', uploadsDir]);
      }
    });
  });
});

if (!canMount) {
  describe('artwork storage faults', () => {
    test.skip('skipped: mounting a tmpfs for the upload folder needs root', () => {});
  });
}
