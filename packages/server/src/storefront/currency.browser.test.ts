import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  hydrated,
  openBrowserShopProcess,
  journey as runJourney,
  type ServedShop,
} from '../test-support/browser-shop.js';

/** Money as the page shows it, with plain spaces (Intl writes no-break ones). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/**
 * The visit's currency in Chromium, on the Swiss shop (`ch.localhost`, francs and euros) served by
 * the built server in its own process.
 */
describe('the currency of the visit in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('currency');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A page of the Swiss shop (Chromium resolves `*.localhost` to this machine). */
  const swissUrl = (path: string) => shop.pageUrl(path).replace('//localhost', '//ch.localhost');

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  const chosenCurrency = (page: Page) => page.getByLabel('Devise').first().inputValue();

  test('a Swiss shopper switches to euros, fills a cart, logs in and orders in euros; logging out keeps euros', async () => {
    await journey('currency', async (page, problems) => {
      const cartLink = () => page.getByRole('link', { name: /^Voir le panier/ }).first();
      const email = `devise.${Date.now()}@example.fr`;
      // An account of the Swiss shop, then a guest again.
      await page.goto(swissUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByRole('button', { name: 'Se déconnecter' }).first().waitFor();
      await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
      await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();

      // The shop's own currency first; the chooser switches to euros and comes back to the page.
      await page.goto(swissUrl('/flyers/'));
      await hydrated(page);
      expect(await chosenCurrency(page)).toBe('CHF');
      await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
      expect(plain(await page.getByTestId('recap-total-excl').textContent())).toContain('CHF');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByLabel('Devise').first().selectOption('EUR');
      await page.getByRole('button', { name: 'Changer de devise' }).first().click();
      await expect.poll(() => chosenCurrency(page)).toBe('EUR');
      expect(new URL(page.url()).pathname).toBe('/flyers/');
      await hydrated(page);
      await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
      await expect
        .poll(async () => plain(await page.getByTestId('recap-total-excl').textContent()))
        .toContain('€');

      // The guest's cart is in euros, and stays so once the page is loaded again.
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const total = plain(await page.getByTestId('cart-total-incl').textContent());
      expect(total).toMatch(/€$/);
      await page.reload();
      await hydrated(page);
      expect(await chosenCurrency(page)).toBe('EUR');
      expect(plain(await page.getByTestId('cart-total-incl').textContent())).toBe(total);

      // A switch with jobs in the cart prices it again, and the page says so.
      const switchTo = async (currency: string) => {
        await page.getByLabel('Devise').first().selectOption(currency);
        await page.getByRole('button', { name: 'Changer de devise' }).first().click();
        await page.getByText(`Votre panier a été recalculé en ${currency}.`).waitFor();
        await hydrated(page);
      };
      await switchTo('CHF');
      expect(new URL(page.url()).pathname).toBe('/cart/');
      expect(plain(await page.getByTestId('cart-total-incl').textContent())).toMatch(/CHF$/);
      await switchTo('EUR');
      expect(plain(await page.getByTestId('cart-total-incl').textContent())).toMatch(/€$/);

      // Logging in merges the guest's cart into the customer's: still in euros.
      await page.goto(swissUrl('/login/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('correct horse battery');
      await page.locator('main').getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname !== '/login/');
      await page.goto(swissUrl('/cart/'));
      await hydrated(page);
      expect(await chosenCurrency(page)).toBe('EUR');
      expect(await cartLink().textContent()).toContain('(1)');
      expect(plain(await page.getByTestId('cart-total-incl').textContent())).toBe(total);

      // The order is placed in euros.
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/');
      await hydrated(page);
      await page.getByLabel('Prénom').first().fill('Léa');
      await page.getByLabel('Nom', { exact: true }).first().fill('Favre');
      await page.getByLabel('Adresse', { exact: true }).first().fill('4 rue du Rhône');
      await page.getByLabel('Code postal').first().fill('1201');
      await page.getByLabel('Ville').first().fill('Genève');
      await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.waitForURL((url) => url.pathname === '/order-sent/');
      await hydrated(page);
      expect(plain(await page.getByText(/^Montant TTC/).textContent())).toBe(`Montant TTC : ${total}`);

      // Logging out ends the customer's session, not the visit's: euros still.
      await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
      await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
      await hydrated(page);
      expect(await chosenCurrency(page)).toBe('EUR');
      expect(problems).toEqual([]);
    });
  });
});
