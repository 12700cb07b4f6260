import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createDiskArtworkStore } from '../artwork/artwork-store.js';
import { addStaffMember } from '../auth/add-staff.js';
import { LOGIN_AS_TOKEN_TTL_S, STAFF_TOKEN_TTL_S } from '../auth/tokens.js';
import { sampleGif, samplePdf, samplePng } from '../test-support/artwork-files.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import {
  bearer,
  customerSession,
  dataOf,
  errorOf,
  flyersLine,
  uniqueEmail,
} from './test-support/cart-fixtures.js';
import { FLYERS_QUOTE, openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

reportPostgresSkipped('staff and admin login-as');

interface StaffGrant {
  access_token: string;
  expires_in: number;
  staff: { id: string; email: string; displayName: string };
}
interface Grant {
  access_token: string;
  refresh_token: string | null;
  refresh_expires_in: number | null;
  expires_in: number;
  user: { id: string; email: string; scopes: string[] };
}

describe.each(eachDatabase)('staff and admin login-as on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let mediaDir: string | undefined;

  const staffLogin = (email: string, password: string, ip = '198.51.100.7') =>
    shop.call('admin.login', { body: { email, password }, headers: { 'x-test-ip': ip } });

  /** A new staff account, logged in: its token and its record. */
  async function staffSession(label = 'conseiller') {
    const email = uniqueEmail(label);
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    const grant = dataOf<StaffGrant>('admin.login', await staffLogin(email, created.password));
    return { ...grant, auth: bearer(grant.access_token), email, password: created.password };
  }

  /** A customer with their own session, and their email. */
  async function customer(label = 'client') {
    const session = await customerSession(shop, label);
    const profile = dataOf<{ email: string }>(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(session.token) }),
    );
    return { ...session, auth: bearer(session.token), email: profile.email };
  }

  const loginAs = (auth: Record<string, string>, customerEmail: string) =>
    shop.call('admin.loginAsUser', { body: { customerEmail }, headers: auth });

  const actionsOf = (staffId: string) =>
    handle.db.query<{ method: string; path: string; status: number; customer: string }>(
      `select method, path, status::int as status, customer_id::text as customer
       from staff_actions where staff_id = $1::uuid order by id`,
      [staffId],
    );

  beforeAll(async () => {
    handle = await target.open();
    mediaDir = await mkdtemp(join(tmpdir(), 'tirage-media-'));
    shop = await openShop(handle, {
      clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
      loginThrottle: { maxFailuresPerAccount: 3, maxFailuresPerIp: 50, windowS: 900 },
      shopAssets: { store: createDiskArtworkStore(mediaDir), maxBytes: 2048 },
    });
  });
  afterEach(() => shop.clock.set(WEDNESDAY_9AM_PARIS));
  afterAll(async () => {
    await handle?.cleanup();
    if (mediaDir !== undefined) await rm(mediaDir, { recursive: true, force: true });
  });

  test('a staff member logs in and the token names them; it lasts a working day', async () => {
    const staff = await staffSession();
    expect(staff.expires_in).toBe(STAFF_TOKEN_TTL_S);
    expect(staff.staff).toMatchObject({ email: staff.email, displayName: 'Marie Conseil' });
    expect(decodeJwt(staff.access_token)).toMatchObject({ strategy: 'staff', sub: staff.staff.id });
    const me = dataOf('admin.me', await shop.call('admin.me', { headers: staff.auth }));
    expect(me).toEqual(staff.staff);

    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: STAFF_TOKEN_TTL_S + 1 }));
    expect(errorOf(await shop.call('admin.me', { headers: staff.auth }), 401).kind).toBe(
      'auth.token_expired',
    );
  });

  test('a wrong password and an unknown email get the same 401; past the limit, 429', async () => {
    const staff = await staffSession('verrou');
    const wrong = errorOf(await staffLogin(staff.email, 'not the password'), 401);
    const unknown = errorOf(await staffLogin(uniqueEmail('inconnu'), 'not the password'), 401);
    expect(wrong.message).toBe(unknown.message);
    await staffLogin(staff.email, 'still not it');
    await staffLogin(staff.email, 'nor this');
    const throttled = await staffLogin(staff.email, staff.password);
    errorOf(throttled, 429);
  });

  test('a customer account is not a staff account, and a staff token is not a customer token', async () => {
    const client = await customer();
    errorOf(await staffLogin(client.email, 'correct horse battery staple'), 401);
    errorOf(await shop.call('admin.me', { headers: client.auth }), 401);
    errorOf(await shop.call('admin.customers', { query: { q: 'client' }, headers: client.auth }), 401);
    errorOf(await loginAs(client.auth, client.email), 401);
    errorOf(await shop.call('admin.me'), 401);

    const staff = await staffSession();
    errorOf(await shop.call('customer.get', { headers: staff.auth }), 401);
  });

  test('staff find customers by part of their email; the query is checked', async () => {
    const staff = await staffSession();
    const client = await customer('Retrouvable');
    const found = dataOf<{ customers: { id: string; email: string }[] }>(
      'admin.customers',
      await shop.call('admin.customers', { query: { q: client.email.slice(0, 18) }, headers: staff.auth }),
    );
    expect(found.customers.map((match) => match.id)).toContain(client.customerId);
    // LIKE's wildcards are taken literally.
    const wildcard = dataOf<{ customers: unknown[] }>(
      'admin.customers',
      await shop.call('admin.customers', { query: { q: '%_' }, headers: staff.auth }),
    );
    expect(wildcard.customers).toEqual([]);
    errorOf(await shop.call('admin.customers', { query: { q: 'a' }, headers: staff.auth }), 400);
    errorOf(await shop.call('admin.customers', { query: { q: 'abc', page: '2' }, headers: staff.auth }), 400);
  });

  test('login-as gives a token that is the customer’s, names the staff member and is not renewed', async () => {
    const staff = await staffSession();
    const client = await customer();
    const grant = dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email.toUpperCase()));
    expect(grant).toMatchObject({
      expires_in: LOGIN_AS_TOKEN_TTL_S,
      refresh_token: null,
      refresh_expires_in: null,
      user: { id: client.customerId, email: client.email, scopes: ['loginAs'] },
    });
    expect(decodeJwt(grant.access_token)).toMatchObject({
      strategy: 'login-as',
      sub: client.customerId,
      email: client.email,
      act: { sub: staff.staff.id, name: 'Marie Conseil' },
    });
    const as = bearer(grant.access_token);
    const profile = dataOf<{ email: string }>(
      'customer.get',
      await shop.call('customer.get', { headers: as }),
    );
    expect(profile.email).toBe(client.email);
    const session = dataOf<{ isLoggedInAs: boolean }>(
      'session.get',
      await shop.call('session.get', { headers: as }),
    );
    expect(session.isLoggedInAs).toBe(true);
    const own = dataOf<{ isLoggedInAs: boolean }>(
      'session.get',
      await shop.call('session.get', { headers: client.auth }),
    );
    expect(own.isLoggedInAs).toBe(false);
    // Nothing renews it: the access token is not a refresh token.
    errorOf(await shop.call('auth.refreshToken', { body: {}, headers: as }), 401);
  });

  test('login-as refuses an unknown customer (404) and bad bodies (400), writing nothing', async () => {
    const staff = await staffSession();
    const before = await handle.db.query('select count(*)::int as n from login_as_sessions');
    errorOf(await loginAs(staff.auth, uniqueEmail('personne')), 404);
    errorOf(await shop.call('admin.loginAsUser', { body: {}, headers: staff.auth }), 400);
    errorOf(
      await shop.call('admin.loginAsUser', { body: { customerEmail: 'pas un email' }, headers: staff.auth }),
      400,
    );
    errorOf(
      await shop.call('admin.loginAsUser', {
        body: { customerEmail: 'a@example.fr', customerId: randomUUID() },
        headers: staff.auth,
      }),
      400,
    );
    errorOf(await shop.call('admin.loginAsUser', { rawBody: '{', headers: staff.auth }), 400);
    expect(await handle.db.query('select count(*)::int as n from login_as_sessions')).toEqual(before);
  });

  test('what staff change as the customer is recorded with their id; reads and the customer’s own calls are not', async () => {
    const staff = await staffSession();
    const client = await customer();
    const grant = dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email));
    const as = bearer(grant.access_token);
    dataOf('customer.get', await shop.call('customer.get', { headers: as }));
    // A price lookup is a POST that changes nothing: not recorded either.
    dataOf('product.quote', await shop.call('product.quote', { body: FLYERS_QUOTE, headers: as }));
    dataOf(
      'customer.update',
      await shop.call('customer.update', { body: { firstName: 'Léa' }, headers: as }),
    );
    errorOf(await shop.call('customer.update', { body: { firstName: 42 }, headers: as }), 400);
    dataOf(
      'customer.update',
      await shop.call('customer.update', { body: { lastName: 'Own' }, headers: client.auth }),
    );
    expect(await actionsOf(staff.staff.id)).toEqual([
      { method: 'PATCH', path: '/api/v1/customer/', status: 200, customer: client.customerId },
    ]);
  });

  test('staff place an internal order without document review as the customer; the customer cannot', async () => {
    const staff = await staffSession();
    const client = await customer();
    const grant = dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email));
    const as = bearer(grant.access_token);
    const cart = dataOf<{ id: string }>(
      'cart.open',
      await shop.call('cart.open', { body: { currency: 'EUR', country: 'FR', locale: 'fr' }, headers: as }),
    );
    dataOf(
      'cart.putItem',
      await shop.call('cart.putItem', { params: { id: cart.id }, body: flyersLine(), headers: as }),
    );
    dataOf(
      'cart.setAddress',
      await shop.call('cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
        headers: as,
      }),
    );
    const body = {
      sender_type: 'product',
      user_notes: { invoiceRequested: true },
      internalCheckout: true,
      skipDocReview: true,
    };
    errorOf(
      await shop.call('cart.checkout', {
        params: { id: cart.id },
        body,
        headers: { ...client.auth, 'idempotency-key': randomUUID() },
      }),
      403,
    );
    const placed = dataOf<{ id: string }>(
      'cart.checkout',
      await shop.call('cart.checkout', {
        params: { id: cart.id },
        body,
        headers: { ...as, 'idempotency-key': randomUUID() },
      }),
    );
    const [order] = await handle.db.query<{
      checkout: { internalCheckout: boolean; skipDocReview: boolean };
    }>('select checkout from orders where id = $1::uuid', [placed.id]);
    expect(order?.checkout).toMatchObject({ internalCheckout: true, skipDocReview: true });
    const recorded = await actionsOf(staff.staff.id);
    expect(recorded.map((action) => action.method)).toEqual(['POST', 'PUT', 'PATCH', 'POST']);
  });

  test('logging out of the session as the customer ends it and leaves the customer’s own', async () => {
    const staff = await staffSession();
    const client = await customer();
    const as = bearer(
      dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email)).access_token,
    );
    dataOf('auth.logout', await shop.call('auth.logout', { body: {}, headers: as }));
    errorOf(await shop.call('customer.get', { headers: as }), 401);
    dataOf('customer.get', await shop.call('customer.get', { headers: client.auth }));
    // The staff member can open another one.
    const again = bearer(
      dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email)).access_token,
    );
    dataOf('customer.get', await shop.call('customer.get', { headers: again }));
  });

  test('the staff logout ends the staff session and every session as a customer opened from it', async () => {
    const staff = await staffSession();
    const client = await customer();
    const as = bearer(
      dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email)).access_token,
    );
    dataOf('admin.logout', await shop.call('admin.logout', { body: {}, headers: staff.auth }));
    errorOf(await shop.call('admin.me', { headers: staff.auth }), 401);
    errorOf(await shop.call('customer.get', { headers: as }), 401);
    errorOf(await loginAs(staff.auth, client.email), 401);
  });

  test('a session as a customer ends after its two hours', async () => {
    const staff = await staffSession();
    const client = await customer();
    const as = bearer(
      dataOf<Grant>('admin.loginAsUser', await loginAs(staff.auth, client.email)).access_token,
    );
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: LOGIN_AS_TOKEN_TTL_S + 1 }));
    expect(errorOf(await shop.call('customer.get', { headers: as }), 401).kind).toBe('auth.token_expired');
  });

  test('staff read every country shop’s configuration; customers cannot', async () => {
    const staff = await staffSession();
    const configs = dataOf<{
      tenants: { code: string; hosts: string[]; domainConfig: { currency: string } }[];
    }>('admin.baseConfigs', await shop.call('admin.baseConfigs', { headers: staff.auth }));
    const byCode = Object.fromEntries(configs.tenants.map((tenant) => [tenant.code, tenant]));
    expect(Object.keys(byCode).sort()).toEqual(['be', 'ch', 'fr']);
    expect(byCode.ch?.domainConfig.currency).toBe('CHF');
    expect(byCode.be?.hosts).toContain('be.localhost');
    const client = await customer();
    errorOf(await shop.call('admin.baseConfigs', { headers: client.auth }), 401);
  });

  /** Sends a picture as the upload-ams page does: the bytes as the body, with their declared type. */
  const uploadAsset = (
    auth: Record<string, string>,
    bytes: Uint8Array,
    type: string,
    fileName = 'bandeau.png',
  ) =>
    shop.app.request(`http://localhost/api/v1/admin/assets/?fileName=${encodeURIComponent(fileName)}`, {
      method: 'PUT',
      headers: { host: 'localhost', 'content-type': type, ...auth },
      body: bytes,
    });
  const assetRows = () => handle.db.query('select count(*)::int as n from shop_assets');

  test('staff upload a picture; everyone can fetch it at its address; staff remove it', async () => {
    const staff = await staffSession();
    const sent = await uploadAsset(staff.auth, samplePng(), 'image/png', 'bandeau noël.png');
    expect(sent.status).toBe(201);
    const asset = (await sent.json()) as {
      data: { id: string; url: string; fileName: string; mediaType: string };
    };
    expect(asset.data).toMatchObject({ fileName: 'bandeau noël.png', mediaType: 'image/png' });
    expect(asset.data.url).toBe(`/api/v1/shop-assets/${asset.data.id}.png`);

    const served = await shop.app.request(`http://localhost${asset.data.url}`, {
      headers: { host: 'localhost' },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(samplePng());
    // The same id under another extension is not the file.
    const wrongName = await shop.app.request(`http://localhost/api/v1/shop-assets/${asset.data.id}.jpg`, {
      headers: { host: 'localhost' },
    });
    expect(wrongName.status).toBe(404);

    const listed = dataOf<{ assets: { id: string }[] }>(
      'admin.assets',
      await shop.call('admin.assets', { headers: staff.auth }),
    );
    expect(listed.assets.map((listedAsset) => listedAsset.id)).toContain(asset.data.id);

    const left = dataOf<{ assets: { id: string }[] }>(
      'admin.removeAsset',
      await shop.call('admin.removeAsset', { params: { id: asset.data.id }, headers: staff.auth }),
    );
    expect(left.assets.map((leftAsset) => leftAsset.id)).not.toContain(asset.data.id);
    const gone = await shop.app.request(`http://localhost${asset.data.url}`, {
      headers: { host: 'localhost' },
    });
    expect(gone.status).toBe(404);
    errorOf(
      await shop.call('admin.removeAsset', { params: { id: asset.data.id }, headers: staff.auth }),
      404,
    );
    // Asset ids are UUIDs: another id names no asset.
    errorOf(await shop.call('admin.removeAsset', { params: { id: 'ast-1' }, headers: staff.auth }), 404);
  });

  test('a shop asset must be a PNG, JPEG or WebP picture of at most the limit; refusals keep nothing', async () => {
    const staff = await staffSession();
    const before = await assetRows();
    // Declared as a picture, but a PDF's bytes: the bytes decide.
    expect((await uploadAsset(staff.auth, samplePdf(), 'image/png')).status).toBe(415);
    expect((await uploadAsset(staff.auth, sampleGif(), 'image/gif')).status).toBe(415);
    expect((await uploadAsset(staff.auth, new TextEncoder().encode('<svg/>'), 'image/svg+xml')).status).toBe(
      415,
    );
    expect((await uploadAsset(staff.auth, new Uint8Array(4096).fill(1), 'image/png')).status).toBe(413);
    expect((await uploadAsset(staff.auth, new Uint8Array(0), 'image/png')).status).toBe(400);
    expect((await uploadAsset(staff.auth, samplePng(), 'image/png', '../../etc/passwd')).status).toBe(400);
    expect(await assetRows()).toEqual(before);
    expect(await readdir(join(mediaDir ?? '', 'tmp')).catch(() => [])).toEqual([]);
  });

  test('customers and guests cannot upload, list or remove shop assets', async () => {
    const client = await customer();
    expect((await uploadAsset(client.auth, samplePng(), 'image/png')).status).toBe(401);
    expect((await uploadAsset({}, samplePng(), 'image/png')).status).toBe(401);
    errorOf(await shop.call('admin.assets', { headers: client.auth }), 401);
    errorOf(
      await shop.call('admin.removeAsset', { params: { id: randomUUID() }, headers: client.auth }),
      401,
    );
  });

  test('a staff account is created once per email with a generated password', async () => {
    const email = uniqueEmail('Double');
    const first = await addStaffMember(handle.db, { email, displayName: 'Paul' });
    expect(first.ok && first.password.length >= 20).toBe(true);
    expect(await addStaffMember(handle.db, { email: email.toUpperCase(), displayName: 'Paul' })).toEqual({
      ok: false,
      message: `A staff account already exists for ${email.toLowerCase()}`,
    });
    expect((await addStaffMember(handle.db, { email: 'pas-un-email', displayName: 'Paul' })).ok).toBe(false);
    expect((await addStaffMember(handle.db, { email: uniqueEmail('x'), displayName: '  ' })).ok).toBe(false);
    const [row] = await handle.db.query<{ hash: string }>(
      'select password_hash as hash from staff_members where email = $1',
      [email.toLowerCase()],
    );
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
