import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import { openBrowserShopProcess, type ServedShop } from '../test-support/browser-shop.js';

/**
 * The storefront in Chromium, served by the built server started as `npm start` starts it (its
 * own process, the embedded database in a fresh data folder, a free port). A failing test leaves
 * a screenshot of its tab in `test-results/screenshots/`.
 */
describe('the storefront in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('browser');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const pageUrl = (path: string) => shop.pageUrl(path);

  test('a product page is rendered by the server and hydrated under its Content-Security-Policy, without errors', async () => {
    const { page, problems, cspViolations } = await browser.newPage();
    const response = await page.goto(pageUrl('/flyers/'));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/,
    );
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.title()).toBe('Flyers');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Flyers');
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('the policy is enforced: a script without the page’s nonce does not run, and is reported', async () => {
    const { page, cspViolations } = await browser.newPage();
    await page.goto(pageUrl('/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (globalThis as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/^script-src-elem blocked /);
    await page.close();
  });

  /** Prices the flyers page in `page`, changing the quantity once; the scripts it fetched. */
  async function priceFlyers(page: Awaited<ReturnType<TestBrowser['newPage']>>['page']) {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(pageUrl('/flyers/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
    await page.locator('section.recap[aria-busy="false"]').waitFor();
    const date = await page.getByTestId('arrival-standard').textContent();
    return { scripts, date };
  }

  test('a browser with its own Temporal does not download the polyfill', async () => {
    const { page, problems, cspViolations } = await browser.newPage();
    const { scripts, date } = await priceFlyers(page);
    expect(date).toMatch(/^Livraison le \d{2}-\d{2}-\d{4}$/);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.includes('temporal-polyfill'))).toEqual([]);
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('a browser without Temporal downloads the polyfill and prices the page the same way', async () => {
    const { page, problems, cspViolations } = await browser.newPage();
    await page.addInitScript(() => {
      // As in a browser that has not shipped Temporal yet.
      delete (globalThis as { Temporal?: unknown }).Temporal;
    });
    const { scripts, date } = await priceFlyers(page);
    expect(date).toMatch(/^Livraison le \d{2}-\d{2}-\d{4}$/);
    expect(scripts.filter((script) => script.includes('temporal-polyfill'))).toHaveLength(1);
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test('the recap says when the chosen option arrives, and follows the quantity and the speed', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(pageUrl('/flyers/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    const priced = () =>
      page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
    /** The date the price table gives an option, as the recap words it. */
    const promised = async (option: string) =>
      ((await page.getByTestId(`arrival-${option}`).textContent()) ?? '').replace(
        /^Livraison le /,
        'Livraison prévue le ',
      );
    await priced();
    expect(await page.getByTestId('recap-arrival').textContent()).toMatch(
      /^Livraison prévue le \d{2}-\d{2}-\d{4}$/,
    );
    expect(await page.getByTestId('recap-arrival').textContent()).toBe(await promised('standard'));

    await page.getByRole('button', { name: /^1 000 exemplaires, livraison Express :/ }).click();
    await page
      .getByRole('button', { name: /^1 000 exemplaires, livraison Express :/, pressed: true })
      .waitFor();
    await priced();
    expect(await page.getByTestId('recap-arrival').textContent()).toBe(await promised('express'));
    expect(await promised('express')).not.toBe(await promised('standard'));

    await page.getByLabel('Quantité', { exact: true }).selectOption('250');
    await page
      .getByRole('button', { name: /^250 exemplaires, livraison Express :/, pressed: true })
      .waitFor();
    await priced();
    expect(await page.getByTestId('recap-arrival').textContent()).toBe(await promised('express'));
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a non-canonical path answers 301 and lands on the canonical page', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto(pageUrl('/Flyers.html'));
    const redirect = await response?.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(new URL(redirect?.headers().location ?? '', pageUrl('/')).pathname).toBe('/flyers/');
    expect(new URL(page.url()).pathname).toBe('/flyers/');
    await page.close();
  });

  test('an unknown path shows the 404 screen with its status', async () => {
    const { page } = await browser.newPage();
    const response = await page.goto(pageUrl('/nulle-part/'));
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.getByText('Page Not Found: /nulle-part/').count()).toBe(1);
    await page.close();
  });

  test('the 404 screen is French around the specification’s words, and leads on: search, home, categories', async () => {
    const { page, problems } = await browser.newPage();
    await page.goto(pageUrl('/nulle-part/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    expect(await page.title()).toBe('Page Not Found');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cette page est introuvable');
    const ways = page.getByRole('navigation', { name: 'Continuer vos achats' });
    expect(await ways.getByRole('link').allTextContents()).toEqual([
      'Retour à l’accueil',
      'Affiches',
      'Cartes de visite',
      'Étiquettes et autocollants',
      'Flyers et dépliants',
      'Papeterie',
    ]);
    await ways.getByRole('link', { name: 'Affiches' }).click();
    await page.waitForURL((url) => url.pathname === '/categories/affiches/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Affiches');

    await page.goto(pageUrl('/nulle-part/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByLabel('Que cherchez-vous ?').fill('cartes');
    await page.getByLabel('Que cherchez-vous ?').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === 'cartes');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Recherche : cartes');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });

  test('a shopper creates an account, lands logged in, and logs out', async () => {
    const { page, problems, cspViolations } = await browser.newPage();
    await page.goto(pageUrl('/'));
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await page.locator('html[data-hydrated="true"]').waitFor();
    const email = `browser.${Date.now()}@example.fr`;
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Mon compte' }).click();
    expect(await page.getByText(`Connecté avec ${email}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await page.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems).toEqual([]);
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  test.each(['/', '/flyers/', '/cart/', '/nulle-part/', '/login/', '/registration/'])(
    'axe-core finds no serious or critical violation on %s',
    async (path) => {
      const { page } = await browser.newPage();
      await page.goto(pageUrl(path));
      await page.locator('html[data-hydrated="true"]').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
