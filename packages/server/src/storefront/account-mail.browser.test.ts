import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  journey as runJourney,
} from '../test-support/browser-shop.js';
import { linkIn } from '../test-support/memory-mail.js';
import { newestOutboxMail, type OutboxMail } from '../test-support/outbox-reader.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

/** The account's journeys through the shop's mail, in Chromium against a real server. */
describe('password reset and newsletter mails in a browser', () => {
  let shop: BrowserShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShop('account-mail');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  /** The newest mail to `email` with this subject, once it is in the outbox. */
  const newestMail = (email: string, subject: string) => newestOutboxMail(shop.outbox, email, subject);

  /** A link of a mail opened in this test's shop: the mail names the shop's configured base url. */
  const opened = (mail: OutboxMail, page: string) => {
    const link = linkIn(mail.text, page);
    return shop.pageUrl(`${link.pathname}${link.search}`);
  };

  async function register(page: Page, email: string) {
    await page.goto(shop.pageUrl('/registration/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill(PASSWORD);
    await page.getByLabel('Recevoir la lettre d’information').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // Registration logs the new customer in.
    await page.waitForURL((url) => url.pathname !== '/registration/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
  }

  async function logIn(page: Page, email: string, password: string) {
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  test('a shopper who forgot the password sets a new one from the mailed link and logs in with it', async () => {
    await journey('password-reset', async (page, problems) => {
      const email = `forgot.${Date.now()}@example.fr`;
      await register(page, email);
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      // Logged out: the header offers to log in again.
      await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).waitFor();

      await page.goto(shop.pageUrl('/login/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await page.waitForURL((url) => url.pathname === '/password-reset/');
      await hydrated(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByRole('button', { name: 'Recevoir le lien' }).click();
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toBe(
        `Si un compte existe avec l’adresse ${email}, nous venons de lui envoyer un e-mail. Son lien est valable une heure.`,
      );

      const mail = await newestMail(email, 'Réinitialisation de votre mot de passe');
      expect(mail.text).toContain('valable une heure');
      await page.goto(opened(mail, '/password-reset/new/'));
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Choisir un nouveau mot de passe',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByLabel('Nouveau mot de passe (8 caractères au moins)').fill(NEW_PASSWORD);
      await page.getByLabel('Confirmez le nouveau mot de passe').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await page.waitForURL((url) => url.pathname === '/password-reset/successful/');
      await hydrated(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Mot de passe modifié');
      expect(await page.getByRole('status').textContent()).toContain(
        'Votre nouveau mot de passe est enregistré.',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      // The server's log shows neither the link's token (the page sends no referrer) nor the password.
      const token = linkIn(mail.text, '/password-reset/new/').searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      expect(shop.logText()).not.toContain(token);
      expect(shop.logText()).not.toContain(NEW_PASSWORD);

      // The link worked once: opened again, it is refused in French.
      await page.goto(opened(mail, '/password-reset/new/'));
      await hydrated(page);
      await page.getByLabel('Nouveau mot de passe (8 caractères au moins)').fill('yet another passphrase');
      await page.getByLabel('Confirmez le nouveau mot de passe').fill('yet another passphrase');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain(
        'Ce lien de réinitialisation n’est pas valide',
      );

      // The old password no longer opens the account; the new one does.
      await page.goto(shop.pageUrl('/password-reset/successful/'));
      await hydrated(page);
      await page.locator('main').getByRole('link', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/login/');
      await hydrated(page);
      await logIn(page, email, PASSWORD);
      await page.getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
      await logIn(page, email, NEW_PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/login/');
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    });
  });

  test('a subscriber unsubscribes from the newsletter with the link of its mail, without logging in', async () => {
    await journey('newsletter-unsubscribe', async (page, problems) => {
      const email = `subscriber.${Date.now()}@example.fr`;
      await register(page, email);
      await page.getByRole('button', { name: 'Se déconnecter' }).click();
      // Logged out: the header offers to log in again.
      await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).waitFor();

      const mail = await newestMail(email, 'Votre inscription à la lettre d’information');
      await page.goto(opened(mail, '/newsletter-unsubscribe/'));
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Se désabonner de la lettre d’information',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Me désabonner' }).click();
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toContain(
        'Vous êtes désabonné de la lettre d’information.',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);

      // The profile says it too.
      await page.goto(shop.pageUrl('/login/'));
      await hydrated(page);
      await logIn(page, email, PASSWORD);
      await page.waitForURL((url) => url.pathname !== '/login/');
      await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
      await page.goto(shop.pageUrl('/personal-area/profile/'));
      await hydrated(page);
      expect(await page.getByLabel('Recevoir la lettre d’information').isChecked()).toBe(false);

      // A link that is not the shop's is refused in French.
      const link = linkIn(mail.text, '/newsletter-unsubscribe/');
      const altered = `${link.searchParams.get('token')?.slice(0, -4) ?? ''}AAAA`;
      await page.goto(shop.pageUrl(`/newsletter-unsubscribe/?token=${altered}`));
      await hydrated(page);
      await page.getByRole('button', { name: 'Me désabonner' }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(
        'Ce lien de désabonnement n’est pas valide. Vous pouvez aussi vous désabonner depuis votre profil.',
      );
      await page.goto(shop.pageUrl('/newsletter-unsubscribe/'));
      await hydrated(page);
      expect(await page.getByRole('alert').textContent()).toContain(
        'Ce lien de désabonnement n’est pas valide.',
      );
      expect(await page.getByRole('button', { name: 'Me désabonner' }).count()).toBe(0);
    });
  });
});
