import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaffMember } from '../auth/add-staff.js';
import { artworkCorpus } from '../preflight/test-support/artwork-corpus.js';
import { seriousAccessibilityViolations } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  orderWithNewAddress,
  journey as runJourney,
} from '../test-support/browser-shop.js';

/** Text as the page shows it, with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

/** The automatic check of artwork files and the professional review, in Chromium against the shop. */
describe('the artwork checks in a browser', () => {
  let shop: BrowserShop;
  let staff: { readonly email: string; readonly password: string };

  beforeAll(async () => {
    // The browser runs on the server's machine: a staff network here.
    shop = await openBrowserShop('preflight', { env: { STAFF_IP_RANGES: '127.0.0.1/32,::1/128' } });
    const email = 'prepresse@tirage.example';
    const created = await addStaffMember(shop.db, { email, displayName: 'Paul Prépresse' });
    if (!created.ok) throw new Error(created.message);
    staff = { email, password: created.password };
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** Registers, orders A5 recto-verso flyers (with or without the professional check), opens the line's files. */
  async function orderAndOpenUpload(page: Page, label: string, professionalCheck: boolean): Promise<string> {
    await page.goto(shop.pageUrl('/registration/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(`${label}.${Date.now()}@example.fr`);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(shop.pageUrl('/flyers/'));
    await hydrated(page);
    await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
    const check = page.getByRole('checkbox', { name: /Vérification professionnelle de mes fichiers/ });
    if ((await check.isChecked()) !== professionalCheck) await check.click();
    await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
    await page.getByLabel('Nom de votre commande (facultatif)').fill('Salon du livre');
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    await page.waitForURL((url) => url.pathname === '/cart/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Commander' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/');
    await hydrated(page);
    const orderNumber = await orderWithNewAddress(page);
    await page.goto(shop.pageUrl(`/personal-area/upload/?order_number=${orderNumber}`));
    await hydrated(page);
    await page.getByRole('link', { name: 'Envoyer mes fichiers : Flyers (Salon du livre)' }).click();
    await page.waitForURL((url) => url.pathname === '/personal-area/upload-detail/');
    await hydrated(page);
    return orderNumber;
  }

  async function send(page: Page, name: string, bytes: Uint8Array) {
    await page.getByLabel('Fichier à envoyer').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(bytes),
    });
    await page
      .getByRole('status')
      .filter({ hasText: `Le fichier « ${name} » a bien été reçu.` })
      .waitFor();
  }

  test('a file without bleed is said to fix, with its value and preview; a corrected one is verified', async () => {
    await runJourney(shop.browser, 'preflight-fix', async (page, problems) => {
      await orderAndOpenUpload(page, 'preflight', false);
      await send(page, 'flyer-sans-fond-perdu.pdf', await artworkCorpus.twoPagesNoBleed());
      // The check runs beside the request; the page reads its files again until it has.
      const file = page.locator('.artwork-files > li', { hasText: 'flyer-sans-fond-perdu.pdf' });
      await expect
        .poll(async () => plain(await file.innerText()), { timeout: 30_000 })
        .toContain('Fond perdu manquant en page 1 : 0 mm au lieu de 2 mm.');
      expect(plain(await file.innerText())).toContain('À corriger avant impression');
      const preview = file.getByRole('img', { name: /Aperçu de la page 1/ });
      await expect
        .poll(() =>
          preview.evaluate((element) => {
            const picture = element as unknown as { complete: boolean; naturalWidth: number };
            return picture.complete ? picture.naturalWidth : 0;
          }),
        )
        // The page cut to the trim, 148 × 210 mm, its longer side 800 px.
        .toBe(564);
      expect(plain(await page.locator('main').innerText())).toContain('Envoyez un fichier corrigé');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await send(page, 'flyer-corrige.pdf', await artworkCorpus.twoPages());
      const corrected = page.locator('.artwork-files > li', { hasText: 'flyer-corrige.pdf' });
      await expect
        .poll(async () => plain(await corrected.innerText()), { timeout: 30_000 })
        .toContain('Aucun problème détecté');
      expect(plain(await corrected.innerText())).toContain('Fichier vérifié');
      await page.getByRole('link', { name: 'Retour aux fichiers de la commande' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload/');
      expect(plain(await page.locator('.artwork-lines > li').first().innerText())).toContain(
        'Fichier vérifié',
      );
      expect(problems).toEqual([]);
    });
  });

  test('staff reject a file with the paid check, and the customer reads why', async () => {
    await runJourney(shop.browser, 'preflight-review', async (page, problems) => {
      const orderNumber = await orderAndOpenUpload(page, 'review', true);
      await send(page, 'flyer-a-verifier.pdf', await artworkCorpus.twoPages());
      const file = page.locator('.artwork-files > li', { hasText: 'flyer-a-verifier.pdf' });
      await expect
        .poll(async () => plain(await file.innerText()), { timeout: 30_000 })
        .toContain('Aucun problème détecté');
      expect(plain(await file.innerText())).toContain('En cours de vérification');

      // The prepress team, on the same machine: the review desk.
      await page.goto(shop.pageUrl('/admin/login/?returnTo=%2Fadmin%2Fartwork-reviews%2F'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(staff.email);
      await page.getByLabel('Mot de passe').fill(staff.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/artwork-reviews/');
      await hydrated(page);
      const review = page.getByRole('article').filter({ hasText: orderNumber });
      await review.getByRole('img').first().waitFor();
      const reason = 'Le texte du verso touche la coupe : gardez 3 mm de marge.';
      await review.getByLabel(/Raison/).fill(reason);
      await review.getByRole('button', { name: 'Refuser flyer-a-verifier.pdf' }).click();
      await page.getByText('Fichier refusé : le client a été prévenu par e-mail.').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Back to the customer's screen: the reason is there.
      await page.goto(shop.pageUrl(`/personal-area/upload/?order_number=${orderNumber}`));
      await hydrated(page);
      const line = page.locator('.artwork-lines > li').first();
      expect(plain(await line.innerText())).toContain('À corriger');
      await page.getByRole('link', { name: 'Envoyer mes fichiers : Flyers (Salon du livre)' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/upload-detail/');
      expect(plain(await page.locator('main').innerText())).toContain(reason);
      expect(problems).toEqual([]);
    });
  });
});
