import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setPremiumReseller } from '../auth/premium-reseller.js';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  journey as runJourney,
} from '../test-support/browser-shop.js';

/** Money as the page shows it ("1 234,50 €"), in hundredths. */
const centsOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
};

/** The seeded shops' reseller discount, rounded once as the server does (half away from zero). */
const resellerCents = (publicCents: number) => publicCents - Math.round((publicCents * 10) / 100);

/** A premium reseller in Chromium: reseller prices on the product page, the company profile and the programme page. */
describe('a premium reseller in a browser', () => {
  let shop: BrowserShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShop('premium');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const priced = (page: Page) =>
    page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
  /** The price of the chosen cell of the price table (excluding VAT). */
  const chosenPrice = async (page: Page) => {
    await priced(page);
    return centsOf(await page.locator('button[aria-pressed="true"] .price').textContent());
  };

  /**
   * The flyers page's price excluding VAT as served (priced on the server), then after choosing the A4 format
   * (priced by the browser's own quote call, which sends no Authorization header).
   */
  async function flyersPrices(page: Page): Promise<{ served: number; browserQuoted: number }> {
    await page.goto(shop.pageUrl('/flyers/'));
    await hydrated(page);
    // Prices excluding VAT for all (a guest is shown them including VAT first).
    await page.locator('.vat-toggle').getByRole('radio', { name: 'HT' }).check();
    const served = await chosenPrice(page);
    const quoted = page.waitForRequest((request) => request.url().includes('/api/v1/product/quote/'));
    await page.getByLabel('Format', { exact: true }).selectOption('a4');
    const request = await quoted;
    expect(request.headers().authorization).toBeUndefined();
    await expect.poll(() => chosenPrice(page)).not.toBe(served);
    return { served, browserQuoted: await chosenPrice(page) };
  }

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  test('a premium reseller logs in and sees reseller prices on the flyers page, the company profile and the programme', async () => {
    let publicPrices = { served: 0, browserQuoted: 0 };
    await journey('premium-guest-prices', async (page) => {
      publicPrices = await flyersPrices(page);
    });
    expect(publicPrices.served).toBeGreaterThan(0);

    await journey('premium-reseller', async (page, problems) => {
      const email = `revendeur.${Date.now()}@example.fr`;
      await page.goto(shop.pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page
        .getByRole('button', { name: 'Se déconnecter' })
        .or(page.getByRole('link', { name: 'Se déconnecter' }))
        .first()
        .waitFor();
      await page.goto(shop.pageUrl('/personal-area/'));
      await hydrated(page);

      // Not a reseller yet: the programme page says how to apply.
      await page
        .getByRole('navigation', { name: 'Mon espace client' })
        .getByRole('link', { name: 'Revendeur premium' })
        .click();
      await page.waitForURL((url) => url.pathname === '/personal-area/premium-reseller/');
      await hydrated(page);
      await page.getByText('Vous n’êtes pas encore revendeur premium.').waitFor();
      expect(await page.getByRole('heading', { name: 'Devenir revendeur premium' }).count()).toBe(1);

      // The programme is for companies: the private account becomes a company one.
      await page.getByRole('link', { name: 'renseignez votre entreprise' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/company-profile/');
      await hydrated(page);
      await page.getByLabel('Nom de l’entreprise').fill('Atelier Dupont');
      await page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill('12345');
      await page.getByRole('button', { name: 'Passer à un compte entreprise' }).click();
      await page.getByText('Le numéro de TVA commence par le code du pays (FR12345678901).').waitFor();
      expect(await page.getByLabel('Nom de l’entreprise').inputValue()).toBe('Atelier Dupont');
      await page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill('fr 123 456 789 01');
      await page.getByRole('button', { name: 'Passer à un compte entreprise' }).click();
      await page.getByText('Votre compte est désormais un compte entreprise.').waitFor();
      // The form is drawn again from the saved profile once the page's data is read again.
      await expect
        .poll(() => page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').inputValue())
        .toBe('FR12345678901');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Staff make the customer a premium reseller.
      const made = await setPremiumReseller(
        shop.db,
        email,
        { premium: true, reason: 'Agence de communication partenaire' },
        Temporal.Now.instant(),
      );
      expect(made.ok).toBe(true);

      const resellerPrices = await flyersPrices(page);
      expect(resellerPrices).toEqual({
        served: resellerCents(publicPrices.served),
        browserQuoted: resellerCents(publicPrices.browserQuoted),
      });

      await page.goto(shop.pageUrl('/personal-area/premium-reseller/'));
      await hydrated(page);
      await page.getByText('Vous êtes revendeur premium.').waitFor();
      expect(await page.getByText('Motif : Agence de communication partenaire').count()).toBe(1);
      expect(await page.getByText(/^Votre remise : 10\s%/).count()).toBe(1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // The VAT number without its country code is refused in the browser, with the same schema
      // as the action's, before anything is posted: nothing failed.
      expect(problems).toEqual([]);
    });
  });
});
