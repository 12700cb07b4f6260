import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { samplePdf } from '../test-support/artwork-files.js';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  orderWithNewAddress,
  journey as runJourney,
} from '../test-support/browser-shop.js';

/** Text as the page shows it, with plain spaces (Intl writes no-break ones). */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** A PDF large enough for its upload to take a few seconds at the throttled speed below. */
const PDF_BYTES = 3 * 1024 * 1024;
/** Bytes per second the tab may send: the file takes about three seconds, so the bar is seen. */
const UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

/** Sending artwork files for an order's lines, in Chromium against a real server. */
describe('artwork uploads in a browser', () => {
  let shop: BrowserShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShop('artwork');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const pageUrl = (path: string) => shop.pageUrl(path);

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  /** Registers, orders flyers with a new address, and answers the order's number. */
  async function orderFlyers(page: Page): Promise<string> {
    await page.goto(pageUrl('/registration/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(`artwork.${Date.now()}@example.fr`);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(pageUrl('/flyers/'));
    await hydrated(page);
    await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
    await page.getByLabel('Nom de votre commande (facultatif)').fill('Salon du livre');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Commander' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/');
    await hydrated(page);
    return orderWithNewAddress(page);
  }

  test('a customer sends a PDF for a line of an order, sees it go out, then finds it listed with its status', async () => {
    await journey('artwork-upload', async (page, problems) => {
      const orderNumber = await orderFlyers(page);
      expect(orderNumber).not.toBe('');

      // From the order's detail to its files, then to the line's own screen.
      await page.goto(pageUrl(`/personal-area/order-detail/?order_number=${orderNumber}`));
      await hydrated(page);
      await page.getByRole('link', { name: 'Envoyer mes fichiers d’impression' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload/');
      await hydrated(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(`Fichiers de la commande n° ${orderNumber}`);
      expect(await page.locator('main').innerText()).toContain('Aucun fichier envoyé pour ce produit.');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Envoyer mes fichiers : Flyers (Salon du livre)' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload-detail/');
      await hydrated(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Fichiers pour Flyers');
      expect(plain(await page.locator('#artwork-accepted').textContent())).toBe(
        'Formats acceptés : PDF, PNG, JPEG et TIFF, 200 Mo au plus.',
      );

      // The tab sends slowly, so the progress bar is there while the file goes out.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: UPLOAD_BYTES_PER_SECOND,
      });
      await page.getByLabel('Fichier à envoyer').setInputFiles({
        name: 'flyer-salon-recto.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(samplePdf(PDF_BYTES)),
      });
      const progress = page.locator('progress#artwork-progress');
      await progress.waitFor();
      expect(await page.getByLabel('Fichier à envoyer').isDisabled()).toBe(true);
      expect(await page.locator('label[for="artwork-progress"]').textContent()).toMatch(
        /^Envoi de « flyer-salon-recto\.pdf » : \d+ %$/,
      );
      await expect
        .poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 })
        .toBeGreaterThan(0);

      await page
        .getByRole('status')
        .filter({ hasText: 'Le fichier « flyer-salon-recto.pdf » a bien été reçu. Nous allons le vérifier.' })
        .waitFor({ timeout: 30_000 });
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      expect(await progress.count()).toBe(0);
      const listed = page.locator('.artwork-files li', { hasText: 'flyer-salon-recto.pdf' });
      await listed.waitFor();
      expect(plain(await listed.innerText())).toContain('3 Mo');
      expect(plain(await listed.innerText())).toContain('Reçu, en attente de vérification');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The order's files show it too, with its status.
      await page.getByRole('link', { name: 'Retour aux fichiers de la commande' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload/');
      const line = plain(await page.locator('.artwork-lines > li').first().innerText());
      expect(line).toContain('1 fichier(s) envoyé(s)');
      expect(line).toContain('flyer-salon-recto.pdf');
      expect(line).toContain('Reçu, en attente de vérification');

      // A file still waiting for its check can be removed.
      await page.getByRole('link', { name: 'Envoyer mes fichiers : Flyers (Salon du livre)' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload-detail/');
      await hydrated(page);
      await page.getByRole('button', { name: 'Supprimer le fichier flyer-salon-recto.pdf' }).click();
      await page.getByText('Le fichier a été supprimé.').waitFor();
      await expect.poll(() => page.locator('.artwork-files li').count()).toBe(0);
      expect(await page.locator('main').innerText()).toContain('Aucun fichier envoyé pour ce produit.');
      expect(problems).toEqual([]);
    });
  });

  test('a file of another type is refused in French, without being sent', async () => {
    await journey('artwork-refused', async (page, problems) => {
      const orderNumber = await orderFlyers(page);
      await page.goto(pageUrl(`/personal-area/upload/?order_number=${orderNumber}`));
      await hydrated(page);
      await page.getByRole('link', { name: /^Envoyer mes fichiers : Flyers/ }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload-detail/');
      await hydrated(page);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/upload-file/')) sent.push(request.url());
      });
      await page.getByLabel('Fichier à envoyer').setInputFiles({
        name: 'maquette.docx',
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        buffer: Buffer.from('PK not a print file'),
      });
      await page
        .getByRole('alert')
        .filter({ hasText: 'Ce format n’est pas accepté : envoyez un fichier PDF, PNG, JPEG ou TIFF.' })
        .waitFor();
      expect(sent).toEqual([]);

      // A file that only claims to be a PDF goes out, and the server reads what it really is.
      const answered = page.waitForResponse((response) => response.url().includes('/upload-file/'));
      await page.getByLabel('Fichier à envoyer').setInputFiles({
        name: 'faux.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('Bonjour, ceci est un texte.'),
      });
      expect((await answered).status()).toBe(415);
      await page.getByRole('alert').filter({ hasText: 'Ce format n’est pas accepté' }).waitFor();
      expect(sent).toHaveLength(1);
      expect(await page.locator('.artwork-files li').count()).toBe(0);
      // The server's refusal is the only failed load.
      expect(problems.filter((problem) => !problem.includes('415'))).toEqual([]);
    });
  });
});
