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
