import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  hydrated,
  openBrowserShopProcess,
  orderWithNewAddress,
  journey as runJourney,
  type ServedShop,
} from '../test-support/browser-shop.js';

/** A photo of `width` × `height` pixels, as a shopper's camera or scanner makes one. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 58, g: 134, b: 255 } } })
    .jpeg()
    .toBuffer();

/** The width in pixels of the picture an <img> drew; 0 until it has loaded one. */
const drawnWidth = (image: Locator): Promise<number> =>
  image.evaluate((element) => {
    // The server's TypeScript has no DOM types: the picture's two properties are named here.
    const picture = element as unknown as { complete: boolean; naturalWidth: number };
    return picture.complete ? picture.naturalWidth : 0;
  });

/** The online designer, in Chromium against the shop as its run command starts it. */
describe('the online designer in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('designer');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  const checks = (page: Page) => page.locator('.print-checks');

  test('a guest makes a flyer from a template, fixes a low-resolution image, saves, orders it, registers, checks out and downloads its print file', async () => {
    await journey('designer', async (page, problems) => {
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await page.getByLabel('Je crée mon design en ligne').check();
      const open = page.getByRole('link', { name: 'Créer mon design' });
      expect(await open.getAttribute('href')).toMatch(/^\/designer\/\?product=flyers&.*from=%2Fflyers%2F$/);
      await open.click();
      await page.waitForURL((url) => url.pathname === '/designer/');
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Votre design : Flyers');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The template browser lists the product's templates, drawn from their documents.
      await page.getByRole('button', { name: 'Concert' }).click();
      await page.locator('.design-canvas[data-fonts-ready="true"] canvas').first().waitFor();
      expect(await checks(page).innerText()).toContain('Aucun problème d’impression détecté.');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('option', { name: 'Texte « Soirée jazz »' }).click();
      await page.getByLabel('Texte', { exact: true }).fill('Salon du livre');
      await expect.poll(() => page.getByRole('option', { name: 'Texte « Salon du livre »' }).count()).toBe(1);

      // A 400 × 300 photo placed across 3/5 of an A5's safe area prints at about 119 ppi.
      await page.getByRole('option', { name: 'Rectangle' }).click();
      await page.locator('.designer-toolbar input[type="file"]').setInputFiles({
        name: 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(400, 300),
      });
      await page.getByRole('option', { name: 'Image' }).waitFor();
      await expect.poll(() => checks(page).innerText()).toMatch(/Image en basse résolution : 11\d ppi/);
      expect(await checks(page).innerText()).toContain('bloquant');

      // Ordering is refused while a check blocks it.
      await page.getByRole('button', { name: 'Commander ce design' }).click();
      await page
        .getByText('Corrigez les problèmes bloquants signalés avant de commander ce design.')
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/designer/');

      // The selected image is replaced in place by a sharper one.
      await page.getByRole('option', { name: 'Image' }).click();
      await page.locator('.designer-toolbar input[type="file"]').setInputFiles({
        name: 'photo-hd.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(2400, 1800),
      });
      await expect.poll(() => checks(page).innerText()).toContain('Aucun problème d’impression détecté.');
      expect(await page.getByRole('option', { name: 'Image' }).count()).toBe(1);

      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Design enregistré.').waitFor();
      const designId = new URL(page.url()).searchParams.get('design');
      expect(designId).toMatch(/^[0-9a-f-]{36}$/);

      // The print-ready PDF of the saved design: the A5 and its bleed, the title as text.
      expect(await page.getByRole('button', { name: 'Aperçu PDF' }).isEnabled()).toBe(true);
      const pdfAnswer = await page.request.get(shop.pageUrl(`/designer/pdf/?design=${designId}`));
      expect(pdfAnswer.status()).toBe(200);
      expect(pdfAnswer.headers()['content-type']).toBe('application/pdf');
      const pdf = await getDocument({
        data: new Uint8Array(await pdfAnswer.body()),
        useSystemFonts: false,
        isEvalSupported: false,
      }).promise;
      const mm = (points: number) => Math.round((points * 25.4) / 72);
      const first = await pdf.getPage(1);
      // The product page's flyers print both sides: a page each.
      expect([pdf.numPages, mm(first.view[2] ?? 0), mm(first.view[3] ?? 0)]).toEqual([2, 152, 214]);
      const words = (await first.getTextContent()).items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ');
      expect(words).toContain('Salon du livre');
      await pdf.destroy();

      // Reopened from its address, the design is as it was saved.
      await page.reload();
      await hydrated(page);
      await page.locator('.design-canvas[data-fonts-ready="true"] canvas').first().waitFor();
      expect(await page.locator('main').getByRole('option').allTextContents()).toEqual([
        'Image',
        'Texte « Le Hot Club 26 rue Lanterne,… »',
        'Texte « Samedi 12 décembre · 20 h 30 »',
        'Texte « Salon du livre »',
        'Rectangle',
      ]);

      await page.getByRole('button', { name: 'Commander ce design' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/flyers/' && url.searchParams.get('design_id') === designId,
      );
      await hydrated(page);
      expect(await page.getByLabel('Je crée mon design en ligne').isChecked()).toBe(true);
      // The product page shows the design as the job's artwork, drawn by the shop.
      await expect.poll(() => drawnWidth(page.getByRole('img', { name: 'Votre design' }))).toBe(320);
      expect(await page.getByRole('link', { name: 'Modifier mon design' }).getAttribute('href')).toContain(
        `design=${designId}`,
      );
      await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);

      // The cart line shows the design, and reopens it in the designer, which comes back here.
      const inCart = page.getByRole('img', { name: 'Votre design pour « Flyers »' });
      await expect.poll(() => drawnWidth(inCart)).toBe(320);
      const edit = new URL(
        (await page.getByRole('link', { name: 'Modifier le design' }).getAttribute('href')) ?? '',
        shop.pageUrl('/'),
      );
      expect([edit.pathname, edit.searchParams.get('from'), edit.searchParams.get('design')]).toEqual([
        '/designer/',
        '/cart/',
        designId,
      ]);

      // Registering, the guest's design joins the new account with the cart: reopened as the customer's.
      await page.goto(shop.pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(`designer.${Date.now()}@example.fr`);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const reopened = await page.goto(shop.pageUrl(`/designer/?product=flyers&design=${designId}`));
      expect(reopened?.status()).toBe(200);
      await hydrated(page);
      expect(await page.getByRole('option', { name: 'Texte « Salon du livre »' }).count()).toBe(1);

      // The customer orders: the checkout renders the design as the line's print-ready PDF.
      await page.goto(shop.pageUrl('/checkout/'));
      await hydrated(page);
      const orderNumber = await orderWithNewAddress(page);
      expect(orderNumber).not.toBe('');

      // The order's detail shows the design with its line, and its print file to download.
      await page.goto(shop.pageUrl(`/personal-area/order-detail/?order_number=${orderNumber}`));
      await expect
        .poll(() => drawnWidth(page.getByRole('img', { name: 'Votre design pour « Flyers »' })))
        .toBe(320);
      const printFile = page.getByRole('link', { name: `design-${designId?.slice(0, 8)}.pdf` });
      const printAnswer = await page.request.get(shop.pageUrl((await printFile.getAttribute('href')) ?? ''));
      expect(printAnswer.status()).toBe(200);
      expect(printAnswer.headers()['content-type']).toBe('application/pdf');
      expect(printAnswer.headers()['content-disposition']).toMatch(/^attachment/);
      const printed = await getDocument({
        data: new Uint8Array(await printAnswer.body()),
        useSystemFonts: false,
        isEvalSupported: false,
      }).promise;
      const printedRecto = await printed.getPage(1);
      expect([printed.numPages, mm(printedRecto.view[2] ?? 0), mm(printedRecto.view[3] ?? 0)]).toEqual([
        2, 152, 214,
      ]);
      expect(
        (await printedRecto.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
      ).toContain('Salon du livre');
      await printed.destroy();

      // The design area lists it, reopens it in the designer and removes it.
      await page.goto(shop.pageUrl('/personal-area/my-design-area/'));
      await hydrated(page);
      expect(await page.getByRole('heading', { name: 'Design 1 : Flyers' }).count()).toBe(1);
      expect(
        await page.getByRole('link', { name: 'Modifier : Design 1 : Flyers' }).getAttribute('href'),
      ).toContain(`design=${designId}`);
      await page.getByRole('button', { name: 'Supprimer : Design 1 : Flyers' }).click();
      await page.getByText('Le design a été supprimé.').waitFor();
      await expect.poll(() => page.getByText('Aucun design créé en ligne').count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });

  test('a landing page’s link opens the designer on a template of the product; another’s opens the browser', async () => {
    await journey('designer-template-link', async (page, problems) => {
      await page.goto(
        shop.pageUrl('/designer/?product=flyers&format=a5&from=%2F&template=tpl-flyer-concert'),
      );
      await hydrated(page);
      await page.locator('.design-canvas[data-fonts-ready="true"] canvas').first().waitFor();
      expect(await page.getByRole('option', { name: 'Texte « Soirée jazz »' }).count()).toBe(1);
      // A business card's template is not the flyers': the template browser opens instead.
      await page.goto(
        shop.pageUrl('/designer/?product=flyers&format=a5&from=%2F&template=tpl-card-classique'),
      );
      await hydrated(page);
      await page.getByRole('button', { name: 'Concert' }).waitFor();
      expect(await page.locator('main').getByRole('option').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });

  test('the designer answers 404 for a product it does not lay out or a design that is not the shopper’s', async () => {
    await journey('designer-missing', async (page) => {
      for (const path of [
        '/designer/?product=nothing',
        '/designer/?product=flyers&format=a9',
        '/designer/?product=flyers&design=6f1d3c0e-2b7a-4e55-9a61-0c2f4b8d9e10',
      ]) {
        const response = await page.goto(shop.pageUrl(path));
        expect(response?.status(), path).toBe(404);
      }
    });
  });
});
