import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_LEGACY_CUSTOMER_EMAIL } from '../orders/legacy-orders-seed.js';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  journey as runJourney,
} from '../test-support/browser-shop.js';
import { linkIn } from '../test-support/memory-mail.js';
import { newestOutboxMail } from '../test-support/outbox-reader.js';

/** Text as the page shows it, with plain spaces (Intl writes no-break ones). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

const PASSWORD = 'correct horse battery';

/** The personal area's orders of the previous site and design area, in Chromium against a real server. */
describe('the personal area: legacy orders and saved designs, in a browser', () => {
  let shop: BrowserShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShop('design-area');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const pageUrl = (path: string) => shop.pageUrl(path);
  /** Waits until the product page has priced what was just chosen. */
  const priced = (page: Page) =>
    page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  test('a former customer registers, proves the email, reads the old orders, saves flyers as a design and reopens them', async () => {
    await journey('design-area', async (page, problems) => {
      // Registering with the email the previous site knew brings its orders along, once proven.
      await page.goto(pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(DEMO_LEGACY_CUSTOMER_EMAIL);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill(PASSWORD);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await hydrated(page);
      await page.getByRole('link', { name: 'Mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/');
      await hydrated(page);

      await page.getByRole('link', { name: 'Commandes de l’ancien site' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/legacy-orders/');
      await page.getByRole('heading', { level: 1, name: 'Mes commandes de notre ancien site' }).waitFor();
      await hydrated(page);
      // No order before the email is proven: the page says why and offers the link.
      expect(await page.locator('.orders-table').count()).toBe(0);
      expect(plain(await page.locator('main').innerText())).toContain(
        'ne s’affichent qu’une fois cette adresse confirmée',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toBe(
        `Un lien vous a été envoyé à ${DEMO_LEGACY_CUSTOMER_EMAIL}. Ouvrez-le dans les 24 heures pour afficher vos commandes de notre ancien site.`,
      );

      // The mail's link opens the page on a button: opening it confirms nothing by itself.
      const mail = await newestOutboxMail(
        shop.outbox,
        DEMO_LEGACY_CUSTOMER_EMAIL,
        'Confirmez votre adresse e-mail',
      );
      const link = linkIn(mail.text, '/personal-area/legacy-orders/');
      expect(link.searchParams.get('verify')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await page.goto(pageUrl(`${link.pathname}${link.search}`));
      await hydrated(page);
      expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
      expect(await page.locator('.orders-table').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
      // Confirmed: the page opens again without the token, and shows the orders.
      await page.waitForURL(
        (url) => url.pathname === '/personal-area/legacy-orders/' && !url.searchParams.has('verify'),
      );
      await page.getByRole('status').filter({ hasText: 'Votre adresse e-mail est confirmée.' }).waitFor();
      const rows = page.locator('.orders-table tbody tr');
      expect((await rows.allInnerTexts()).map((row) => plain(row).split(/\s+/)[0])).toEqual([
        'CMD-2022-00905',
        'CMD-2021-00318',
        'CMD-2020-01187',
        'CMD-2019-00042',
      ]);
      expect(plain(await rows.first().innerText())).toContain('Annulée');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'CMD-2019-00042' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/legacy-order-detail/');
      expect(new URL(page.url()).searchParams.get('order_number')).toBe('CMD-2019-00042');
      await page.getByRole('heading', { level: 1, name: 'Commande n° CMD-2019-00042' }).waitFor();
      const detail = plain(await page.locator('main').innerText());
      expect(detail).toContain('Passée le 14-03-2019 sur notre ancien site · Livrée');
      expect(detail).toContain('Flyers A5');
      expect(detail).toContain('2 500 exemplaires');
      expect(detail).toContain('Librairie des Quais');
      expect(detail).toContain('221,40 €');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Flyers configured, then saved under a name from the product page.
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      await page.getByLabel('Format', { exact: true }).selectOption('a4');
      await priced(page);
      await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
      await priced(page);
      await page.getByRole('button', { name: /^1 000 exemplaires, livraison Express/ }).click();
      await priced(page);
      await page.getByLabel('Nom de votre commande (facultatif)').fill('Salon du livre');
      await page.locator('summary', { hasText: 'Enregistrer ma création' }).click();
      expect(await page.getByLabel('Nom de la création').inputValue()).toBe('Salon du livre');
      await page.getByLabel('Nom de la création').fill('Flyers salon du livre');
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText('Création « Flyers salon du livre » enregistrée.').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Voir mes créations' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/my-design-area/');
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: 'Mes créations' }).waitFor();
      const card = page.locator('article.design-card');
      expect(await card.count()).toBe(1);
      expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Flyers salon du livre');
      expect(plain(await card.innerText())).toContain('Produit : Flyers');
      expect(await card.locator('img').getAttribute('src')).toBe('/assets/products/flyers.svg');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // "Ouvrir" brings the product page back on the saved selection.
      await page.getByRole('link', { name: 'Ouvrir « Flyers salon du livre »' }).click();
      await page.waitForURL((url) => url.pathname === '/flyers/' && url.searchParams.has('design_id'));
      const designUrl = page.url();
      await hydrated(page);
      await priced(page);
      expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('a4');
      expect(await page.getByLabel('Quantité', { exact: true }).inputValue()).toBe('1000');
      expect(
        await page
          .getByRole('button', { name: /^1 000 exemplaires, livraison Express/ })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await page.getByLabel('Nom de votre commande (facultatif)').inputValue()).toBe('Salon du livre');

      // Renamed, then removed, from the design area.
      await page.goto(pageUrl('/personal-area/my-design-area/'));
      await hydrated(page);
      await page.locator('summary', { hasText: 'Renommer' }).click();
      await page.getByLabel('Nouveau nom').fill('Flyers salon 2027');
      await page.getByRole('button', { name: 'Enregistrer le nom' }).click();
      await page.getByText('La création a été renommée.').waitFor();
      // The notice (action data) shows while the list is still read again: wait for the new name.
      await card.getByRole('heading', { level: 2, name: 'Flyers salon 2027' }).waitFor();
      expect(problems).toEqual([]);

      // A guest following the design's link logs in first, and comes back to it.
      await browser.context.clearCookies();
      await page.goto(designUrl);
      await page.waitForURL((url) => url.pathname === '/login/');
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(DEMO_LEGACY_CUSTOMER_EMAIL);
      await page.getByLabel('Mot de passe').fill(PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).last().click();
      await page.waitForURL((url) => url.pathname === '/flyers/' && url.searchParams.has('design_id'));
      await hydrated(page);
      await priced(page);
      expect(await page.getByLabel('Quantité', { exact: true }).inputValue()).toBe('1000');

      await page.goto(pageUrl('/personal-area/my-design-area/'));
      await hydrated(page);
      await page.getByRole('button', { name: 'Supprimer « Flyers salon 2027 »' }).click();
      await page.getByText('La création a été supprimée.').waitFor();
      // The list is drawn again once the page's data is read again, a moment after the message.
      await expect.poll(() => page.getByText('Aucune création enregistrée').count()).toBe(1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });

  test('a guest is offered to log in to save a design; a new account must prove its email for the previous site’s orders', async () => {
    await journey('design-guest', async (page, problems) => {
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      const login = page.getByRole('link', { name: 'Connectez-vous pour enregistrer votre création' });
      expect(await login.getAttribute('href')).toBe('/login?returnTo=%2Fflyers%2F');
      expect(await page.locator('summary', { hasText: 'Enregistrer ma création' }).count()).toBe(0);

      await page.goto(pageUrl('/personal-area/legacy-orders/'));
      await page.waitForURL((url) => url.pathname === '/login/');
      expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/personal-area/legacy-orders/');
      await hydrated(page);
      await page.getByRole('link', { name: 'Créer un compte' }).click();
      await page.waitForURL((url) => url.pathname === '/registration/');
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(`nouveau.${Date.now()}@example.fr`);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill(PASSWORD);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/legacy-orders/');
      await hydrated(page);
      // A new account's email is not proven: the page offers the link rather than a list.
      await page.getByRole('button', { name: 'Recevoir le lien de confirmation' }).waitFor();
      expect(await page.locator('.orders-table').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
