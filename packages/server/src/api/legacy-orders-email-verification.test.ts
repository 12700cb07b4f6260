import { ORDERS_PER_PAGE } from '@tirage/domain';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { EMAIL_VERIFICATION_TTL_S } from '../auth/email-verification-store.js';
import { refreshTokenDigest } from '../auth/tokens.js';
import { importLegacyOrder, type LegacyOrderImport } from '../orders/legacy-order-import.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { freezeLimitTime, moveLimitTime, releaseLimitTime } from '../test-support/limit-time.js';
import { createMemoryMail, linkIn, type MemoryMail } from '../test-support/memory-mail.js';
import { bearer, dataOf, errorOf, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import {
  newestVerificationToken,
  VERIFICATION_PAGE,
  verifyEmail,
} from './test-support/email-verification.js';
import { openShop, type ShopClient, WEDNESDAY_9AM_PARIS } from './test-support/shop-client.js';

/** Small limits, so the throttle is reached in a few calls. */
const THROTTLE = { maxFailuresPerAccount: 3, maxFailuresPerIp: 6, windowS: 3600 };
const INVALID_LINK = 'This email-verification link is not valid or no longer valid';

let ipCounter = 0;
/** Each customer asks from its own address, so that the per-address limit of one does not reach another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

type LegacyList = { orders: { orderNumber: string }[]; total: number; emailVerified: boolean };

reportPostgresSkipped('legacy orders: proving the email');

describe.each(eachDatabase)('legacy orders: proving the email on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let mail: MemoryMail;

  beforeAll(async () => {
    handle = await target.open();
    mail = createMemoryMail();
    shop = await openShop(handle, {
      mail,
      emailVerificationThrottle: THROTTLE,
      clientIp: (c) => c.req.header('x-test-ip') ?? 'unknown',
    });
  });
  afterEach(() => {
    shop.clock.set(WEDNESDAY_9AM_PARIS);
    releaseLimitTime();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  /** One order of the previous site imported for `email`, in the French shop. */
  async function importOrderFor(email: string): Promise<string> {
    const orderNumber = `OLD-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const order: LegacyOrderImport = {
      tenantCode: 'fr',
      orderNumber,
      customerEmail: email,
      placedOn: '2019-06-21',
      status: 'Livrée',
      currency: 'EUR',
      totalExclCents: 2_000,
      totalInclCents: 2_400,
      shippingAddress: 'Claire Dubois\n14 quai de la Tournelle\n75005 Paris',
      billingAddress: null,
      lines: [
        {
          productName: 'Flyers A5',
          quantity: 500,
          attributes: '',
          totalExclCents: 2_000,
          totalInclCents: 2_400,
        },
      ],
    };
    expect(await handle.db.transaction((tx) => importLegacyOrder(tx, order))).toBe(true);
    return orderNumber;
  }

  /** A new session of the customer with this email, asking from an address of its own. */
  async function logIn(email: string) {
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await shop.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    return { ...bearer(grant.access_token), 'x-test-ip': freshIp() };
  }

  /** A registered, logged-in customer. */
  async function customer(label: string, email = uniqueEmail(label)) {
    const { customerId } = dataOf<{ customerId: string }>(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 1 },
      }),
    );
    return { email, customerId, auth: await logIn(email) };
  }

  type Auth = Readonly<Record<string, string>>;
  const list = async (auth: Auth) =>
    dataOf<LegacyList>('legacyOrder.list', await shop.call('legacyOrder.list', { headers: auth }));
  const byNumber = (number: string, auth: Auth) =>
    shop.call('legacyOrder.getByNumber', { params: { number }, headers: auth });
  const requestVerification = (auth: Auth) =>
    shop.call('legacyOrder.requestEmailVerification', { headers: auth });
  const confirm = (token: string, auth: Auth) =>
    shop.call('legacyOrder.confirmEmail', { headers: auth, body: { token } });
  const changeEmail = async (auth: Auth, email: string) =>
    dataOf('customer.update', await shop.call('customer.update', { headers: auth, body: { email } }));
  /** What a refused request must leave as it was. */
  const verificationState = () =>
    handle.db.query(
      `select (select count(*)::int from email_verifications) as links,
              (select count(*)::int from email_verifications where used_at is not null) as used,
              (select string_agg(email || ':' || coalesce(verified_email, '-'), ',' order by email)
                 from customers) as customers`,
    );
  const expectInvalidLink = (answer: { status: number; json: Record<string, unknown> }) =>
    expect(errorOf(answer, 400)).toMatchObject({
      message: INVALID_LINK,
      kind: 'emailVerification.invalidToken',
      errors: [{ path: 'token', message: INVALID_LINK }],
    });

  test('a customer who has not proven the email sees no order: an empty list, flagged, and 404s', async () => {
    const shopper = await customer('unverified');
    const orderNumber = await importOrderFor(shopper.email);
    expect(await list(shopper.auth)).toEqual({
      orders: [],
      page: 1,
      perPage: ORDERS_PER_PAGE,
      total: 0,
      emailVerified: false,
    });
    // Nor how many there are, on any page.
    const later = dataOf<LegacyList>(
      'legacyOrder.list',
      await shop.call('legacyOrder.list', { headers: shopper.auth, query: { page: '2', perPage: '1' } }),
    );
    expect(later).toMatchObject({ orders: [], total: 0, emailVerified: false });
    expect(errorOf(await byNumber(orderNumber, shopper.auth), 404)).toMatchObject({
      message: 'Order not found',
      kind: 'order.notFound',
    });
  });

  test('the mailed link proves the email: French, to the shop, valid 24 hours, once; then the orders show', async () => {
    const shopper = await customer('verify');
    const orderNumber = await importOrderFor(shopper.email);

    expect(dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth))).toEqual({
      sentTo: shopper.email,
    });
    const [message, ...others] = mail.to(shopper.email);
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Confirmez votre adresse e-mail');
    expect(message?.text).toContain('valable 24 heures et une seule fois');
    expect(message?.text).toContain(`avec l’adresse ${shopper.email}`);
    // The link leads to the shop's own page (its base url), the token in `verify`.
    const link = linkIn(message?.text ?? '', VERIFICATION_PAGE);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/personal-area/legacy-orders/');
    expect([...link.searchParams.keys()]).toEqual(['verify']);
    expect(message?.html).toContain(`href="${link.href}"`);
    const token = newestVerificationToken(mail, shopper.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's digest is stored, for the customer and this email, valid 24 hours.
    const rows = await handle.db.query<{ token_hash: string; email: string; expires_at: Date | string }>(
      'select token_hash, email, expires_at from email_verifications where customer_id = $1::uuid',
      [shopper.customerId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token_hash: refreshTokenDigest(token), email: shopper.email });
    expect(new Date(rows[0]?.expires_at ?? '').toISOString()).toBe(
      new Date(
        WEDNESDAY_9AM_PARIS.add({ seconds: EMAIL_VERIFICATION_TTL_S }).epochMilliseconds,
      ).toISOString(),
    );
    expect(shop.logs.text()).not.toContain(token);
    // Asking is not proving.
    expect((await list(shopper.auth)).emailVerified).toBe(false);

    expect(dataOf('legacyOrder.confirmEmail', await confirm(token, shopper.auth))).toEqual({
      emailVerified: true,
    });
    expect(shop.logs.text()).not.toContain(token);
    expect(await list(shopper.auth)).toMatchObject({
      orders: [{ orderNumber }],
      total: 1,
      emailVerified: true,
    });
    dataOf('legacyOrder.getByNumber', await byNumber(orderNumber, shopper.auth));
    const [customerRow] = await handle.db.query<{ verified_email: string; email_verified_at: Date | string }>(
      'select verified_email, email_verified_at from customers where id = $1::uuid',
      [shopper.customerId],
    );
    expect(customerRow?.verified_email).toBe(shopper.email);
    expect(new Date(customerRow?.email_verified_at ?? '').toISOString()).toBe(
      new Date(WEDNESDAY_9AM_PARIS.epochMilliseconds).toISOString(),
    );

    // The link works once; asking again once verified is refused, and mails nothing.
    const state = await verificationState();
    expectInvalidLink(await confirm(token, shopper.auth));
    expect(errorOf(await requestVerification(shopper.auth), 409)).toMatchObject({
      message: 'This email is already verified',
      kind: 'emailVerification.alreadyVerified',
    });
    expect(mail.to(shopper.email)).toHaveLength(1);
    expect(await verificationState()).toEqual(state);
  });

  test("another customer's token is refused, writes nothing, and still works for its own customer", async () => {
    const owner = await customer('owner');
    const intruder = await customer('intruder');
    const orderNumber = await importOrderFor(owner.email);
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(owner.auth));
    const token = newestVerificationToken(mail, owner.email);

    const state = await verificationState();
    expectInvalidLink(await confirm(token, intruder.auth));
    expect(await verificationState()).toEqual(state);
    expect(await list(intruder.auth)).toMatchObject({ total: 0, emailVerified: false });
    errorOf(await byNumber(orderNumber, intruder.auth), 404);

    dataOf('legacyOrder.confirmEmail', await confirm(token, owner.auth));
    expect((await list(owner.auth)).total).toBe(1);
    // The owner's proof is theirs alone: the intruder still sees nothing.
    expect(await list(intruder.auth)).toMatchObject({ total: 0, emailVerified: false });
  });

  test('an email change voids the proof and the links sent before it; the new email must be proven', async () => {
    const shopper = await customer('mover');
    const oldOrder = await importOrderFor(shopper.email);
    await verifyEmail(shop, mail, shopper.auth, shopper.email);
    expect((await list(shopper.auth)).total).toBe(1);

    const next = uniqueEmail('moved');
    const newOrder = await importOrderFor(next);
    await changeEmail(shopper.auth, next);
    // Verified for the old email only: the new email's orders are not shown, nor the old one's.
    expect(await list(shopper.auth)).toMatchObject({ orders: [], total: 0, emailVerified: false });
    errorOf(await byNumber(oldOrder, shopper.auth), 404);
    errorOf(await byNumber(newOrder, shopper.auth), 404);

    // A link sent to the new email, then the email changed again: the link no longer proves anything.
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    const sentToNext = newestVerificationToken(mail, next);
    const third = uniqueEmail('third');
    await changeEmail(shopper.auth, third);
    const state = await verificationState();
    expectInvalidLink(await confirm(sentToNext, shopper.auth));
    expect(await verificationState()).toEqual(state);
    expect(await list(shopper.auth)).toMatchObject({ total: 0, emailVerified: false });

    // Back on the email the link was sent to (within its 24 hours), the link is good again.
    await changeEmail(shopper.auth, next);
    dataOf('legacyOrder.confirmEmail', await confirm(sentToNext, shopper.auth));
    expect(await list(shopper.auth)).toMatchObject({
      orders: [{ orderNumber: newOrder }],
      emailVerified: true,
    });
    errorOf(await byNumber(oldOrder, shopper.auth), 404);
  });

  test("taking someone else's email in the profile shows none of their orders", async () => {
    const victim = uniqueEmail('victim');
    const orderNumber = await importOrderFor(victim);
    const taker = await customer('taker');
    await verifyEmail(shop, mail, taker.auth, taker.email);
    await changeEmail(taker.auth, victim);
    expect(await list(taker.auth)).toMatchObject({ total: 0, emailVerified: false });
    errorOf(await byNumber(orderNumber, taker.auth), 404);
    // The link goes to the victim's mailbox, not to the taker.
    expect(dataOf('legacyOrder.requestEmailVerification', await requestVerification(taker.auth))).toEqual({
      sentTo: victim,
    });
    expect(mail.to(victim)).toHaveLength(1);
  });

  test('a link expires 24 hours after it was asked for; a new request voids the earlier links', async () => {
    const shopper = await customer('expiry');
    await importOrderFor(shopper.email);
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    const expired = newestVerificationToken(mail, shopper.email);
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: EMAIL_VERIFICATION_TTL_S }));
    // A day later the access token has run out too: a new session.
    const dayLater = await logIn(shopper.email);
    const state = await verificationState();
    expectInvalidLink(await confirm(expired, dayLater));
    expect(await verificationState()).toEqual(state);

    dataOf('legacyOrder.requestEmailVerification', await requestVerification(dayLater));
    const first = newestVerificationToken(mail, shopper.email);
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(dayLater));
    const second = newestVerificationToken(mail, shopper.email);
    expect(second).not.toBe(first);
    expectInvalidLink(await confirm(first, dayLater));
    // The latest link still works a second before its 24 hours are over.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: 2 * EMAIL_VERIFICATION_TTL_S - 1 }));
    const lastSecond = await logIn(shopper.email);
    dataOf('legacyOrder.confirmEmail', await confirm(second, lastSecond));
    expect((await list(lastSecond)).total).toBe(1);
  });

  test('of two confirmations with one link, one proves the email and the other is refused', async () => {
    const shopper = await customer('race');
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    const token = newestVerificationToken(mail, shopper.email);
    const answers = await Promise.all([confirm(token, shopper.auth), confirm(token, shopper.auth)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect((await list(shopper.auth)).emailVerified).toBe(true);
  });

  test('mails are limited per email and per client address (429 with Retry-After), an hour at a time', async () => {
    freezeLimitTime();
    const shopper = await customer('throttled');
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i++)
      dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    const state = await verificationState();
    const refused = await requestVerification(shopper.auth);
    expect(errorOf(refused, 429)).toMatchObject({
      message: 'Too many email-verification requests, try again later',
      kind: 'emailVerification.throttled',
    });
    expect(mail.to(shopper.email)).toHaveLength(THROTTLE.maxFailuresPerAccount);
    // Every request was at the same instant: all of the window is left to wait.
    const again = await shop.app.request('http://localhost/api/v1/legacy-orders/verify-email/', {
      method: 'POST',
      headers: shopper.auth,
    });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe(String(THROTTLE.windowS));
    expect(await verificationState()).toEqual(state);

    // Many customers from one client address.
    const ip = freshIp();
    for (let i = 0; i < THROTTLE.maxFailuresPerIp; i++) {
      const other = await customer(`spray-${i}`);
      dataOf(
        'legacyOrder.requestEmailVerification',
        await requestVerification({ ...other.auth, 'x-test-ip': ip }),
      );
    }
    const last = await customer('spray-last');
    errorOf(await requestVerification({ ...last.auth, 'x-test-ip': ip }), 429);
    expect(mail.to(last.email)).toEqual([]);

    // An hour later, both may ask again; the link of the last mail before the limit still works.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: THROTTLE.windowS }));
    moveLimitTime(THROTTLE.windowS);
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    dataOf(
      'legacyOrder.requestEmailVerification',
      await requestVerification({ ...last.auth, 'x-test-ip': ip }),
    );
    dataOf(
      'legacyOrder.confirmEmail',
      await confirm(newestVerificationToken(mail, shopper.email), shopper.auth),
    );
  });

  test('bad input is refused field by field and writes nothing; the link stays good', async () => {
    const shopper = await customer('badinput');
    dataOf('legacyOrder.requestEmailVerification', await requestVerification(shopper.auth));
    const token = newestVerificationToken(mail, shopper.email);
    const state = await verificationState();
    const send = (body: unknown) => shop.call('legacyOrder.confirmEmail', { headers: shopper.auth, body });

    for (const [body, fields] of [
      [{}, ['token']],
      [{ token: '' }, ['token']],
      [{ token: 'not a token!' }, ['token']],
      [{ token: 'x'.repeat(2049) }, ['token']],
      [{ token: 42 }, ['token']],
      [{ token, email: shopper.email }, ['email']],
    ] as const) {
      const refusal = errorOf(await send(body), 400);
      expect(refusal.kind, JSON.stringify(body)).toBe('request.invalid');
      expect([...new Set(refusal.errors?.map((error) => error.path))], JSON.stringify(body)).toEqual(fields);
    }
    const malformed = await shop.call('legacyOrder.confirmEmail', {
      headers: shopper.auth,
      rawBody: '{"token":',
    });
    expect(errorOf(malformed, 400).message).toBe('Malformed JSON body');
    // A well-formed token that no link has.
    expectInvalidLink(await confirm('x'.repeat(43), shopper.auth));

    expect(await verificationState()).toEqual(state);
    dataOf('legacyOrder.confirmEmail', await confirm(token, shopper.auth));
  });

  test('guests and bad tokens are refused 401 by both calls, and nothing is mailed', async () => {
    const mails = mail.sent.length;
    const state = await verificationState();
    for (const auth of [{}, bearer('not-a-token')]) {
      errorOf(await requestVerification(auth), 401);
      errorOf(await confirm('x'.repeat(43), auth), 401);
    }
    expect(mail.sent.length).toBe(mails);
    expect(await verificationState()).toEqual(state);
  });
});
