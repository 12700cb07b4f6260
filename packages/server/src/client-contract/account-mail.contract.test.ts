import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD } from '../api/test-support/cart-fixtures.js';
import { eachDatabase, reportPostgresSkipped, type TestDatabase } from '../test-support/databases.js';
import { createMemoryMail, type MemoryMail, tokenIn } from '../test-support/memory-mail.js';
import {
  expectOk,
  registeredCustomer,
  type ServedShop,
  serveShop,
  signIn,
  visitorOf,
} from './test-support/served-shop.js';

/** The API client against the real server, through the customer port: the calls reached from mails. */
reportPostgresSkipped('the API client against the shop: password reset and newsletter');

describe.each(eachDatabase)(
  'the API client against the shop: password reset and newsletter on %s',
  (_name, target) => {
    let handle: TestDatabase;
    let shop: ServedShop;
    let mail: MemoryMail;

    beforeAll(async () => {
      handle = await target.open();
      mail = createMemoryMail();
      shop = await serveShop(handle, { mail });
    });
    afterAll(async () => {
      await shop?.close();
      await handle?.cleanup();
    });

    test('a customer resets the password through the port; the link works once; the old session ends', async () => {
      const phone = visitorOf(shop);
      const { email } = await registeredCustomer(shop, phone, 'port-reset');
      expectOk(await phone.ports.customer.getProfile());

      // A guest asks, and reads the same answer for an email no account has.
      const guest = visitorOf(shop);
      expect(await guest.ports.customer.requestPasswordReset(email)).toEqual({ ok: true, value: undefined });
      expect(await guest.ports.customer.requestPasswordReset(`nobody.${Date.now()}@example.fr`)).toEqual({
        ok: true,
        value: undefined,
      });
      const [message] = mail.to(email);
      const token = tokenIn(message ?? { to: '', subject: '', text: '' }, '/password-reset/new/');

      expect(await guest.ports.customer.resetPassword({ token, password: 'a brand new passphrase' })).toEqual(
        {
          ok: true,
          value: undefined,
        },
      );
      const again = await guest.ports.customer.resetPassword({ token, password: 'another passphrase' });
      expect(again).toEqual({
        ok: false,
        error: expect.objectContaining({
          kind: 'request.invalid',
          reason: 'passwordReset.invalidToken',
        }),
      });
      // The phone's session is over; the new password opens a new one.
      expect((await phone.ports.customer.getProfile()).ok).toBe(false);
      expect((await guest.ports.auth.login({ email, password: PASSWORD })).ok).toBe(false);
      expectOk(await guest.ports.auth.login({ email, password: 'a brand new passphrase' }));
    });

    test('a subscriber unsubscribes through the port with the mail’s token, twice alike', async () => {
      const visitor = visitorOf(shop);
      const email = `port-subscriber.${Date.now()}@example.fr`;
      expectOk(
        await visitor.ports.customer.register({
          email,
          password: PASSWORD,
          newsletter: true,
          category: 'private',
        }),
      );
      const [message] = mail.to(email);
      const token = tokenIn(message ?? { to: '', subject: '', text: '' }, '/newsletter-unsubscribe/');
      expect(await visitor.ports.customer.unsubscribeNewsletter(token)).toEqual({
        ok: true,
        value: undefined,
      });
      expect(await visitor.ports.customer.unsubscribeNewsletter(token)).toEqual({
        ok: true,
        value: undefined,
      });
      const refused = await visitor.ports.customer.unsubscribeNewsletter(`${token.slice(0, -4)}AAAA`);
      expect(refused).toEqual({
        ok: false,
        error: expect.objectContaining({
          kind: 'request.invalid',
          reason: 'newsletter.invalidToken',
        }),
      });

      const grant = expectOk(await visitor.ports.auth.login({ email, password: PASSWORD }));
      await signIn(visitor, grant, shop.clock.now());
      expect(expectOk(await visitor.ports.customer.getProfile()).metadata.subscribed).toBe(false);
    });
  },
);
