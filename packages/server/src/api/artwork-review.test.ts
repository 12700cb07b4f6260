import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routePath, routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import { samplePdf } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { createMemoryMail, linkIn } from '../test-support/memory-mail.js';
import {
  bearer,
  customerSession,
  dataOf,
  errorOf,
  flyersLine,
  placeOrder,
} from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

interface WireReview {
  readonly orderNumber: string;
  readonly line: { readonly id: string };
  readonly upload: { readonly id: string; readonly status: string; readonly rejectionReason: string | null };
}

/** A flyers line with the professional file check ("Vérification professionnelle de mes fichiers"). */
function checkedLine(): Record<string, unknown> {
  const line = flyersLine({ services: [{ key: 'SVC-pixart-artwork-docreview' }] });
  (line.merchantInfo as Record<string, unknown>).fileFlow = { fileCheck: true, upload: 'upload' };
  return line;
}

reportPostgresSkipped('artwork review desk');

describe.each(eachDatabase)('the artwork review desk on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let uploadsDir: string;
  const mail = createMemoryMail();
  let staff: Record<string, string>;
  let staffId: string;

  beforeAll(async () => {
    handle = await target.open();
    uploadsDir = await mkdtemp(join(tmpdir(), 'tirage-review-test-'));
    shop = await openShop(handle, { artworks: { store: createDiskArtworkStore(uploadsDir) }, mail });
    const email = `prepresse.${Date.now()}@tirage.test`;
    const member = await addStaffMember(handle.db, { email, displayName: 'Prépresse' });
    if (!member.ok) throw new Error(member.message);
    staffId = member.id;
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

  /** A customer's order of one line, with one file sent for it. */
  async function sentFile(label: string, line: () => Record<string, unknown>) {
    const session = await customerSession(shop, label);
    const auth = bearer(session.token);
    const placed = await placeOrder(shop, auth, 1, line);
    const order = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const lineId = order.lineItems[0]?.id ?? '';
    const path = routePath(routes['artwork.upload'].path, { orderId: placed.id, lineItemId: lineId });
    const sent = await shop.app.request(`http://localhost${path}?fileName=flyer.pdf`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', ...auth },
      body: samplePdf(2_000),
    });
    const upload = (await sent.json()) as { data: { id: string } };
    const [customer] = await handle.db.query<{ email: string }>('select email from customers where id = $1', [
      session.customerId,
    ]);
    return {
      ...session,
      email: customer?.email ?? '',
      auth,
      orderId: placed.id,
      orderNumber: placed.orderNumber,
      lineId,
      uploadId: upload.data.id,
    };
  }

  const queue = async () =>
    dataOf<{ reviews: WireReview[] }>(
      'admin.artworkReviews',
      await shop.call('admin.artworkReviews', { headers: staff }),
    ).reviews;
  const review = (uploadId: string, body: Record<string, unknown>, headers = staff) =>
    shop.call('admin.reviewArtwork', { params: { uploadId }, body, headers });

  test('the desk lists the files of lines with the paid check, oldest first; staff approve one, it leaves the queue', async () => {
    const first = await sentFile('review.first', checkedLine);
    const unchecked = await sentFile('review.unchecked', () => flyersLine());
    const second = await sentFile('review.second', checkedLine);
    const listed = (await queue()).map((entry) => entry.upload.id);
    expect(listed).toContain(first.uploadId);
    expect(listed).not.toContain(unchecked.uploadId);
    expect(listed.indexOf(first.uploadId)).toBeLessThan(listed.indexOf(second.uploadId));

    const approved = dataOf<WireReview>(
      'admin.reviewArtwork',
      await review(first.uploadId, { decision: 'approve' }),
    );
    expect(approved).toMatchObject({
      orderNumber: first.orderNumber,
      upload: { status: 'approved', rejectionReason: null },
    });
    expect((await queue()).map((entry) => entry.upload.id)).not.toContain(first.uploadId);
    const [row] = await handle.db.query<{ reviewed_by: string }>(
      'select reviewed_by::text as reviewed_by from artwork_uploads where id = $1',
      [first.uploadId],
    );
    expect(row?.reviewed_by).toBe(staffId);
    // The customer reads the outcome, and the line's file check can no longer change.
    const files = dataOf<{ uploads: { status: string }[] }>(
      'artwork.list',
      await shop.call('artwork.list', { params: { orderId: first.orderId }, headers: first.auth }),
    );
    expect(files.uploads.map((upload) => upload.status)).toEqual(['approved']);
    const order = dataOf<{ lineItems: { isFileCheckEditable: boolean }[] }>(
      'order.get',
      await shop.call('order.get', { params: { id: first.orderId }, headers: first.auth }),
    );
    expect(order.lineItems[0]?.isFileCheckEditable).toBe(false);
    // A file is reviewed once.
    expect(errorOf(await review(first.uploadId, { decision: 'reject', reason: 'Trop tard' }), 409).kind).toBe(
      'artwork.alreadyReviewed',
    );
  });

  test('a rejection keeps its reason, which the customer reads and is mailed with a link to send again', async () => {
    const sent = await sentFile('review.rejected', checkedLine);
    const reason = 'Le logo est pixellisé : envoyez-le en vectoriel (PDF ou SVG).';
    const rejected = dataOf<WireReview>(
      'admin.reviewArtwork',
      await review(sent.uploadId, { decision: 'reject', reason: `  ${reason} ` }),
    );
    expect(rejected.upload).toMatchObject({ status: 'rejected', rejectionReason: reason });
    await expect.poll(() => mail.to(sent.email).length).toBe(1);
    const [message] = mail.to(sent.email);
    expect(message?.subject).toBe(`Votre fichier pour la commande ${sent.orderNumber} est à corriger`);
    expect(message?.text).toContain(reason);
    const link = linkIn(message?.text ?? '', '/personal-area/upload-detail/');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      order_number: sent.orderNumber,
      line_item_id: sent.lineId,
    });
  });

  test('bad decisions, unknown files and non-staff callers change nothing', async () => {
    const sent = await sentFile('review.refused', checkedLine);
    for (const body of [
      { decision: 'reject' },
      { decision: 'reject', reason: '   ' },
      { decision: 'reject', reason: 'x'.repeat(1_001) },
      { decision: 'maybe' },
      { decision: 'approve', reason: 'en trop' },
    ]) {
      expect((await review(sent.uploadId, body)).status).toBe(400);
    }
    expect(
      errorOf(await review('0f0f0f0f-0000-4000-8000-000000000000', { decision: 'approve' }), 404).kind,
    ).toBe('artwork.notFound');
    expect((await review(sent.uploadId, { decision: 'approve' }, sent.auth)).status).toBe(401);
    expect((await shop.call('admin.artworkReviews', { headers: sent.auth })).status).toBe(401);
    const [row] = await handle.db.query<{ status: string }>(
      'select status from artwork_uploads where id = $1',
      [sent.uploadId],
    );
    expect(row?.status).toBe('received');
  });
});
