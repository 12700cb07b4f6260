import { describe, expect, it } from 'vitest';
import { failure } from '../client/test-support/fake-fetch.js';
import { portsOn, sentTo } from './test-support/port-fixtures.js';

describe('the admin port', () => {
  it('logs a staff member in and answers their token, without touching the shopper’s session', async () => {
    const { ports, requests, tokens } = portsOn({}, { initialTokens: null });
    expect(await ports.admin.login({ email: 'marie@tirage.example', password: 'correct horse' })).toEqual({
      ok: true,
      value: {
        staff: { id: 'st-1', email: 'marie@tirage.example', displayName: 'Marie Conseil' },
        accessToken: 'staff-access',
        expiresIn: 43_200,
      },
    });
    expect(sentTo(requests, 'admin.login')[0]?.body).toEqual({
      email: 'marie@tirage.example',
      password: 'correct horse',
    });
    expect(await tokens.get()).toBeNull();
  });

  it('sends the staff token it is given, not the shopper’s', async () => {
    const { ports, requests } = portsOn();
    await ports.admin.me('staff-token');
    await ports.admin.findCustomers('staff-token', 'durand');
    const grant = await ports.admin.loginAs('staff-token', { customerEmail: 'camille@atelier-durand.fr' });
    await ports.admin.logout('staff-token');
    for (const route of ['admin.me', 'admin.customers', 'admin.loginAsUser', 'admin.logout'] as const) {
      expect(sentTo(requests, route)[0]?.headers.get('authorization')).toBe('Bearer staff-token');
    }
    expect(sentTo(requests, 'admin.customers')[0]?.url).toContain('q=durand');
    expect(sentTo(requests, 'admin.loginAsUser')[0]?.body).toEqual({
      customerEmail: 'camille@atelier-durand.fr',
    });
    expect(grant.ok && grant.value.refreshToken).toBeUndefined();
  });

  it('reads an order’s files with the staff token, and passes a file on as it comes', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { ports, requests } = portsOn({
      'admin.downloadArtwork': new Response(pdf, { headers: { 'content-type': 'application/pdf' } }),
    });
    const files = await ports.admin.orderArtworks('staff-token', 'TIR-100042');
    if (!files.ok) throw new Error(JSON.stringify(files.error));
    expect(files.value).toMatchObject({
      orderId: 'ord-1',
      orderNumber: 'TIR-100042',
      // A line without the design service has no brief (the wire's null).
      lines: [{ id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027', designBrief: undefined }],
      artworks: [
        { id: 'upl-1', lineItemId: 'line-1', mediaType: 'application/pdf', rejectionReason: undefined },
      ],
    });
    const file = await ports.admin.downloadArtwork('staff-token', 'TIR-100042', 'upl-1');
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(new Uint8Array(await file.value.arrayBuffer())).toEqual(pdf);
    for (const route of ['admin.orderArtworks', 'admin.downloadArtwork'] as const) {
      expect(sentTo(requests, route)[0]?.headers.get('authorization')).toBe('Bearer staff-token');
    }
    expect(new URL(sentTo(requests, 'admin.downloadArtwork')[0]?.url ?? '').pathname).toBe(
      '/api/v1/admin/orders/TIR-100042/artwork/upl-1/file',
    );

    const { ports: refusing } = portsOn({
      'admin.orderArtworks': failure(404, 'Order not found', { kind: 'order.notFound' }),
    });
    expect(await refusing.admin.orderArtworks('staff-token', 'TIR-9')).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound', reason: 'order.notFound' },
    });
  });

  it('lists the files awaiting the professional check with the staff token, each with its automatic check', async () => {
    const { ports, requests } = portsOn();
    const queue = await ports.admin.artworkReviews('staff-token');
    if (!queue.ok) throw new Error(JSON.stringify(queue.error));
    expect(queue.value).toHaveLength(1);
    const [review] = queue.value;
    expect(review).toMatchObject({
      orderId: 'ord-1',
      orderNumber: 'TIR-100042',
      line: { id: 'line-1', productName: 'Flyers', jobName: 'Salon 2027' },
      artwork: {
        id: 'upl-1',
        lineItemId: 'line-1',
        status: 'received',
        rejectionReason: undefined,
        preflight: {
          status: 'checked',
          findings: [
            { code: 'bleed.missing', severity: 'blocking', page: 1, measured: '0 mm', expected: '2 mm' },
          ],
          previewUrls: [],
        },
      },
    });
    expect(review?.artwork.createdAt.toString()).toBe('2026-11-18T08:12:00Z');
    expect(sentTo(requests, 'admin.artworkReviews')[0]?.headers.get('authorization')).toBe(
      'Bearer staff-token',
    );
  });

  it('lists the failed background jobs with the staff token, each with its last error', async () => {
    const { ports, requests } = portsOn();
    const failed = await ports.admin.failedJobs('staff-token');
    if (!failed.ok) throw new Error(JSON.stringify(failed.error));
    expect(failed.value).toEqual([
      {
        id: '0d6c3f2a-5b1e-4c8e-9f3a-2b7d1e4c6a90',
        name: 'mail.send',
        attempts: 7,
        error: '421 4.7.0 Try again later',
        failedAt: '2026-03-04T09:15:00.000Z',
        createdAt: '2026-03-04T07:02:11.000Z',
      },
    ]);
    expect(sentTo(requests, 'admin.failedJobs')[0]?.headers.get('authorization')).toBe('Bearer staff-token');

    const { ports: refusing } = portsOn({
      'admin.failedJobs': failure(401, 'Staff session not valid', { kind: 'auth.token_invalid' }),
    });
    expect((await refusing.admin.failedJobs('expired')).ok).toBe(false);
  });

  it('sends a rejection with its reason, and an approval alone, to the file’s address', async () => {
    const reason = 'Le logo est pixellisé : envoyez-le en vectoriel.';
    const { ports, requests } = portsOn();
    const rejected = await ports.admin.reviewArtwork('staff-token', 'upl-1', { decision: 'reject', reason });
    if (!rejected.ok) throw new Error(JSON.stringify(rejected.error));
    expect(rejected.value.artwork).toMatchObject({
      id: 'upl-1',
      status: 'rejected',
      rejectionReason: reason,
    });
    await ports.admin.reviewArtwork('staff-token', 'upl-2', { decision: 'approve' });
    const [rejection, approval] = sentTo(requests, 'admin.reviewArtwork');
    expect(rejection?.body).toEqual({ decision: 'reject', reason });
    expect(new URL(rejection?.url ?? '').pathname).toBe('/api/v1/admin/artwork-reviews/upl-1');
    expect(rejection?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(approval?.body).toEqual({ decision: 'approve' });
    expect(new URL(approval?.url ?? '').pathname).toBe('/api/v1/admin/artwork-reviews/upl-2');
  });

  it('answers a file already decided as a conflict, and one the shop does not hold as not found', async () => {
    const { ports: decided } = portsOn({
      'admin.reviewArtwork': failure(409, 'This file was already approved', {
        kind: 'artwork.alreadyReviewed',
      }),
    });
    expect(await decided.admin.reviewArtwork('staff-token', 'upl-1', { decision: 'approve' })).toMatchObject({
      ok: false,
      error: { kind: 'request.conflict', reason: 'artwork.alreadyReviewed' },
    });
    const { ports: missing } = portsOn({
      'admin.reviewArtwork': failure(404, 'Upload not found', { kind: 'artwork.notFound' }),
    });
    expect(await missing.admin.reviewArtwork('staff-token', 'upl-9', { decision: 'approve' })).toMatchObject({
      ok: false,
      error: { kind: 'request.notFound', reason: 'artwork.notFound' },
    });
  });

  it('maps found customers, null parts as undefined', async () => {
    const { ports } = portsOn();
    const found = await ports.admin.findCustomers('staff-token', 'durand');
    expect(found).toEqual({
      ok: true,
      value: [
        {
          id: 'cus-1',
          email: 'camille@atelier-durand.fr',
          firstName: 'Camille',
          lastName: 'Durand',
          company: 'Atelier Durand',
        },
      ],
    });
  });

  it('answers a refused staff token as unauthorized, with the kind the server named', async () => {
    const { ports } = portsOn({
      'admin.me': failure(401, 'Access token expired', { kind: 'auth.token_expired' }),
    });
    expect(await ports.admin.me('old')).toMatchObject({
      ok: false,
      error: { kind: 'session.unauthorized', message: 'Access token expired', reason: 'auth.token_expired' },
    });
  });
});
