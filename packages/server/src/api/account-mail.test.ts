import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { NEWSLETTER_UNSUBSCRIBE_TTL_S } from '../auth/newsletter-tokens.js';
import { PASSWORD_RESET_TTL_S } from '../auth/password-reset-store.js';
import { refreshTokenDigest } from '../auth/tokens.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { freezeLimitTime, moveLimitTime, releaseLimitTime } from '../test-support/limit-time.js';
import { createMemoryMail, linkIn, type MemoryMail, tokenIn } from '../test-support/memory-mail.js';
import { bearer, dataOf, errorOf, PASSWORD, uniqueEmail } from './test-support/cart-fixtures.js';
import {
  openShop,
  rowCounts,
  type ShopClient,
  TEST_SIGNING_KEY,
  WEDNESDAY_9AM_PARIS,
} from './test-support/shop-client.js';

const RESET_PAGE = '/password-reset/new/';
const UNSUBSCRIBE_PAGE = '/newsletter-unsubscribe/';
const NEW_PASSWORD = 'a brand new passphrase';

/** Small limits, so the throttle is reached in a few calls. */
const THROTTLE = { maxFailuresPerAccount: 3, maxFailuresPerIp: 6, windowS: 3600 };

let ipCounter = 0;
/** Each test asks from its own address, so that the per-address limit of one does not reach another. */
const freshIp = () => `198.51.100.${++ipCounter}`;

reportPostgresSkipped('password reset and newsletter unsubscribe');

describe.each(eachDatabase)('password reset and newsletter unsubscribe on %s', (_name, target) => {
  let handle: TestDatabase;
  let shop: ShopClient;
  let mail: MemoryMail;

  beforeAll(async () => {
    handle = await target.open();
    mail = createMemoryMail();
    shop = await openShop(handle, {
      mail,
      passwordResetThrottle: THROTTLE,
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

  const register = async (email: string, newsletter = false) =>
    dataOf<{ customerId: string }>(
      'customer.create',
      await shop.call('customer.create', {
        body: { email, password: PASSWORD, newsletter, user_category: 2 },
      }),
    ).customerId;
  const login = (email: string, password: string) =>
    shop.call('auth.login', { body: { email, password }, headers: { 'x-test-ip': freshIp() } });
  const grant = async (email: string, password = PASSWORD) =>
    dataOf<{ access_token: string; refresh_token: string }>('auth.login', await login(email, password));
  const requestReset = (email: string, ip = freshIp()) =>
    shop.call('customer.requestPasswordReset', { body: { email }, headers: { 'x-test-ip': ip } });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    shop.call('customer.confirmPasswordReset', { body: { token, password } });
  const unsubscribe = (token: string) => shop.call('customer.unsubscribeNewsletter', { body: { token } });
  /** The token of the newest reset mail to `email`. */
  const resetTokenOf = (email: string) => {
    const mails = mail.to(email).filter((message) => message.text.includes(RESET_PAGE));
    const newest = mails[mails.length - 1];
    if (newest === undefined) throw new Error(`No reset mail to ${email}`);
    return tokenIn(newest, RESET_PAGE);
  };
  const passwordHashOf = async (customerId: string) =>
    (
      await handle.db.query<{ hash: string }>(
        'select password_hash as hash from customers where id = $1::uuid',
        [customerId],
      )
    )[0]?.hash;
  const resetCounts = async () =>
    handle.db.query(
      `select (select count(*)::int from password_resets) as resets,
              (select count(*)::int from password_resets where used_at is not null) as used,
              (select count(*)::int from refresh_tokens where revoked_at is not null) as revoked`,
    );

  test('a forgotten password is reset through the mailed link; every session of the customer ends', async () => {
    const email = uniqueEmail('forgot');
    const customerId = await register(email);
    const phone = await grant(email);
    const laptop = await grant(email);

    const requested = dataOf('customer.requestPasswordReset', await requestReset(email.toUpperCase()));
    expect(requested).toEqual({ requested: true });
    const [message, ...others] = mail.to(email);
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(message?.text).toContain('valable une heure');
    // The link leads to the shop's own page (its base url), in the canonical form of its paths.
    const link = linkIn(message?.text ?? '', RESET_PAGE);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/password-reset/new/');
    expect(message?.html).toContain(`href="${link.href}"`);
    const token = resetTokenOf(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the token's digest is stored, valid one hour; the logs never show the token.
    const rows = await handle.db.query<{ token_hash: string; expires_at: Date | string; used_at: unknown }>(
      'select token_hash, expires_at, used_at from password_resets where customer_id = $1::uuid',
      [customerId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(refreshTokenDigest(token));
    expect(new Date(rows[0]?.expires_at ?? '').toISOString()).toBe(
      new Date(WEDNESDAY_9AM_PARIS.add({ seconds: PASSWORD_RESET_TTL_S }).epochMilliseconds).toISOString(),
    );
    expect(rows[0]?.used_at).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(shop.logs.text()).not.toContain(token);

    expect(dataOf('customer.confirmPasswordReset', await confirm(token))).toEqual({ passwordChanged: true });
    expect(shop.logs.text()).not.toContain(token);
    expect(shop.logs.text()).not.toContain(NEW_PASSWORD);

    // Every session ends: access tokens are refused and refresh tokens revoked, on every device.
    for (const session of [phone, laptop]) {
      errorOf(await shop.call('customer.get', { headers: bearer(session.access_token) }), 401);
      errorOf(
        await shop.call('auth.refreshToken', { headers: bearer(session.refresh_token), body: {} }),
        401,
      );
    }
    errorOf(await login(email, PASSWORD), 401);
    const fresh = await grant(email, NEW_PASSWORD);
    dataOf('customer.get', await shop.call('customer.get', { headers: bearer(fresh.access_token) }));
    expect(await passwordHashOf(customerId)).toMatch(/^\$argon2id\$/);

    // The link works once: used again, it is refused and changes nothing.
    const hash = await passwordHashOf(customerId);
    const counts = await resetCounts();
    const reused = errorOf(await confirm(token, 'yet another passphrase'), 400);
    expect(reused).toMatchObject({
      kind: 'passwordReset.invalidToken',
      errors: [{ path: 'token', message: expect.any(String) }],
    });
    expect(await passwordHashOf(customerId)).toBe(hash);
    expect(await resetCounts()).toEqual(counts);
    dataOf('customer.get', await shop.call('customer.get', { headers: bearer(fresh.access_token) }));
  });

  test('an unknown email gets the same answer as a known one, and no mail; nothing is written', async () => {
    const known = uniqueEmail('known');
    await register(known);
    const before = { rows: await rowCounts(handle), resets: await resetCounts(), mails: mail.sent.length };
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(unknown.status).toBe(200);
    expect(mail.sent.length).toBe(before.mails);
    expect({ rows: await rowCounts(handle), resets: await resetCounts(), mails: mail.sent.length }).toEqual(
      before,
    );
    const existing = await requestReset(known);
    expect(existing).toEqual(unknown);
    expect(mail.to(known)).toHaveLength(1);
  });

  test('a link expires an hour after it was asked for, and an expired one writes nothing', async () => {
    const email = uniqueEmail('expiry');
    const customerId = await register(email);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const expired = resetTokenOf(email);
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: PASSWORD_RESET_TTL_S }));
    const hash = await passwordHashOf(customerId);
    const counts = await resetCounts();
    expect(errorOf(await confirm(expired), 400).kind).toBe('passwordReset.invalidToken');
    expect(await passwordHashOf(customerId)).toBe(hash);
    expect(await resetCounts()).toEqual(counts);

    // A link asked for now still works a second before its hour is over.
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const live = resetTokenOf(email);
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: 2 * PASSWORD_RESET_TTL_S - 1 }));
    dataOf('customer.confirmPasswordReset', await confirm(live));
    await grant(email, NEW_PASSWORD);
  });

  test('a new request makes the earlier links stop working', async () => {
    const email = uniqueEmail('twice');
    await register(email);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const first = resetTokenOf(email);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const second = resetTokenOf(email);
    expect(second).not.toBe(first);
    expect(errorOf(await confirm(first), 400).kind).toBe('passwordReset.invalidToken');
    dataOf('customer.confirmPasswordReset', await confirm(second));
    await grant(email, NEW_PASSWORD);
  });

  test('bad input is refused field by field, and the link is left unused', async () => {
    const email = uniqueEmail('badinput');
    const customerId = await register(email);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const token = resetTokenOf(email);
    const hash = await passwordHashOf(customerId);
    const counts = await resetCounts();

    const short = errorOf(await confirm(token, 'short'), 400);
    expect(short.kind).toBe('request.invalid');
    expect(short.errors?.map((error) => error.path)).toEqual(['password']);
    const missing = errorOf(
      await shop.call('customer.confirmPasswordReset', { body: { password: NEW_PASSWORD } }),
      400,
    );
    expect(missing.errors?.map((error) => error.path)).toEqual(['token']);
    const odd = errorOf(await confirm('not a token!'), 400);
    expect(odd.errors?.map((error) => error.path)).toEqual(['token']);
    const extra = errorOf(
      await shop.call('customer.confirmPasswordReset', {
        body: { token, password: NEW_PASSWORD, email },
      }),
      400,
    );
    expect(extra.errors?.map((error) => error.path)).toEqual(['email']);
    expect(errorOf(await confirm('x'.repeat(43)), 400).kind).toBe('passwordReset.invalidToken');
    const badEmail = errorOf(await requestReset('not-an-email'), 400);
    expect(badEmail.errors?.map((error) => error.path)).toEqual(['email']);
    const noBody = errorOf(await shop.call('customer.unsubscribeNewsletter', { body: {} }), 400);
    expect(noBody.errors?.map((error) => error.path)).toEqual(['token']);

    expect(await passwordHashOf(customerId)).toBe(hash);
    expect(await resetCounts()).toEqual(counts);
    // The link is still good.
    dataOf('customer.confirmPasswordReset', await confirm(token));
  });

  test('requests are limited per email and per client address, known or not (429 with Retry-After)', async () => {
    freezeLimitTime();
    const email = uniqueEmail('throttled');
    await register(email);
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i++)
      dataOf('customer.requestPasswordReset', await requestReset(email));
    const refused = await requestReset(email);
    expect(errorOf(refused, 429)).toMatchObject({
      message: 'Too many password-reset requests, try again later',
      kind: 'passwordReset.throttled',
    });
    expect(mail.to(email)).toHaveLength(THROTTLE.maxFailuresPerAccount);
    // An unknown email is limited the same way: the limit reveals no account.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i++)
      dataOf('customer.requestPasswordReset', await requestReset(nobody));
    expect(errorOf(await requestReset(nobody), 429).kind).toBe('passwordReset.throttled');

    // One client address asking for many emails.
    const ip = freshIp();
    for (let i = 0; i < THROTTLE.maxFailuresPerIp; i++)
      dataOf('customer.requestPasswordReset', await requestReset(uniqueEmail('spray'), ip));
    const sprayed = await shop.call('customer.requestPasswordReset', {
      body: { email: uniqueEmail('spray') },
      headers: { 'x-test-ip': ip },
    });
    errorOf(sprayed, 429);

    // An hour later, both may ask again.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: THROTTLE.windowS }));
    moveLimitTime(THROTTLE.windowS);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    dataOf('customer.requestPasswordReset', await requestReset(uniqueEmail('spray'), ip));
  });

  test('of two requests with one link, exactly one sets the password', async () => {
    const email = uniqueEmail('race');
    await register(email);
    dataOf('customer.requestPasswordReset', await requestReset(email));
    const token = resetTokenOf(email);
    const answers = await Promise.all([
      confirm(token, 'first passphrase'),
      confirm(token, 'second passphrase'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]?.status === 200 ? 'first passphrase' : 'second passphrase';
    await grant(email, winner);
  });

  test('subscribing at registration mails an unsubscribe link that works without login, again and again', async () => {
    const email = uniqueEmail('subscriber');
    const customerId = await register(email, true);
    const [message, ...others] = mail.to(email);
    expect(others).toEqual([]);
    expect(message?.subject).toBe('Votre inscription à la lettre d’information');
    const link = linkIn(message?.text ?? '', UNSUBSCRIBE_PAGE);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/newsletter-unsubscribe/');
    const token = tokenIn(message ?? { to: '', subject: '', text: '' }, UNSUBSCRIBE_PAGE);
    const nowS = WEDNESDAY_9AM_PARIS.epochMilliseconds / 1000;
    expect(decodeJwt(token)).toEqual({
      purpose: 'newsletter-unsubscribe',
      sub: customerId,
      iat: nowS,
      exp: nowS + NEWSLETTER_UNSUBSCRIBE_TTL_S,
    });
    // The unsubscribe token opens no session.
    errorOf(await shop.call('customer.get', { headers: bearer(token) }), 401);

    expect(dataOf('customer.unsubscribeNewsletter', await unsubscribe(token))).toEqual({ newsletter: false });
    const session = await grant(email);
    const profile = dataOf<{ customerMetadata: { user_subscriber_status: string } }>(
      'customer.get',
      await shop.call('customer.get', { headers: bearer(session.access_token) }),
    );
    expect(profile.customerMetadata.user_subscriber_status).toBe('0');
    // Idempotent: the same link again answers the same.
    expect(dataOf('customer.unsubscribeNewsletter', await unsubscribe(token))).toEqual({ newsletter: false });
    // Still good months later.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: NEWSLETTER_UNSUBSCRIBE_TTL_S - 60 }));
    dataOf('customer.unsubscribeNewsletter', await unsubscribe(token));

    // Registering without the newsletter mails nothing.
    const quiet = uniqueEmail('quiet');
    await register(quiet, false);
    expect(mail.to(quiet)).toEqual([]);
  });

  test('switching the newsletter on in the profile mails the confirmation once', async () => {
    const email = uniqueEmail('profile-subscriber');
    await register(email, false);
    const session = await grant(email);
    const update = (body: Record<string, unknown>) =>
      shop.call('customer.update', { headers: bearer(session.access_token), body });
    dataOf('customer.update', await update({ firstName: 'Claire' }));
    expect(mail.to(email)).toEqual([]);
    dataOf('customer.update', await update({ newsletter: true }));
    expect(mail.to(email)).toHaveLength(1);
    // Already subscribed: no second mail.
    dataOf('customer.update', await update({ newsletter: true, lastName: 'Martin' }));
    expect(mail.to(email)).toHaveLength(1);
    const [message] = mail.to(email);
    dataOf(
      'customer.unsubscribeNewsletter',
      await unsubscribe(tokenIn(message ?? { to: '', subject: '', text: '' }, UNSUBSCRIBE_PAGE)),
    );
    // Subscribing again is a new subscription, confirmed again.
    dataOf('customer.update', await update({ newsletter: true }));
    expect(mail.to(email)).toHaveLength(2);
  });

  test('an unsubscribe link that is forged, altered, expired or another token is refused; nothing changes', async () => {
    const email = uniqueEmail('forged');
    const customerId = await register(email, true);
    const [message] = mail.to(email);
    const token = tokenIn(message ?? { to: '', subject: '', text: '' }, UNSUBSCRIBE_PAGE);
    const session = await grant(email);
    const nowS = WEDNESDAY_9AM_PARIS.epochMilliseconds / 1000;
    const signed = (key: string, claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(customerId)
        .setIssuedAt(nowS)
        .setExpirationTime(nowS + 3600)
        .sign(new TextEncoder().encode(key));
    const [header, payload, signature] = token.split('.');
    const bad = [
      `${header}.${payload}.${signature?.slice(0, -2)}AA`,
      await signed('another-signing-key-of-at-least-32-characters', { purpose: 'newsletter-unsubscribe' }),
      await signed(TEST_SIGNING_KEY, { purpose: 'something-else' }),
      session.access_token,
      'not-a-jwt',
    ];
    const newsletterOf = async () =>
      (
        await handle.db.query<{ newsletter: boolean }>(
          'select newsletter from customers where id = $1::uuid',
          [customerId],
        )
      )[0]?.newsletter;
    for (const candidate of bad) {
      const refused = errorOf(await unsubscribe(candidate), 400);
      expect(refused).toMatchObject({ kind: 'newsletter.invalidToken', errors: [{ path: 'token' }] });
    }
    expect(await newsletterOf()).toBe(true);
    // A year and a day later, the link has run out.
    shop.clock.set(WEDNESDAY_9AM_PARIS.add({ seconds: NEWSLETTER_UNSUBSCRIBE_TTL_S + 86_400 }));
    expect(errorOf(await unsubscribe(token), 400).kind).toBe('newsletter.invalidToken');
    expect(await newsletterOf()).toBe(true);
  });
});
