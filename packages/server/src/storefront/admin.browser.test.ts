import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaffMember } from '../auth/add-staff.js';
import { seriousAccessibilityViolations } from '../test-support/browser.js';
import { type BrowserShop, hydrated, journey, openBrowserShop } from '../test-support/browser-shop.js';

/** The back office in Chromium: the browser runs on the server's machine, a staff network here. */
describe('staff in a browser', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await openBrowserShop('admin', { env: { STAFF_IP_RANGES: '127.0.0.1/32,::1/128' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  test('staff log in, act as a customer with the banner on every page, and end it', async () => {
    const staffEmail = 'marie.conseil@tirage.example';
    const created = await addStaffMember(shop.db, { email: staffEmail, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    await journey(shop.browser, 'staff-login-as', async (page, problems) => {
      // A customer registers (through the API, as the registration page does).
      const customerEmail = 'agathe.martin@example.fr';
      const registered = await page.request.post(shop.pageUrl('/api/v1/customer/create'), {
        data: {
          email: customerEmail,
          password: 'correct horse battery staple',
          newsletter: false,
          user_category: 2,
        },
      });
      expect(registered.status()).toBe(201);

      await page.goto(shop.pageUrl('/admin/login-as/'));
      await page.waitForURL((url) => url.pathname === '/admin/login/');
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(staffEmail);
      await page.getByLabel('Mot de passe').fill(created.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/login-as/');
      await hydrated(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByLabel('E-mail, nom ou société').fill('agathe');
      await page.locator('form.customer-search').getByRole('button', { name: 'Rechercher' }).click();
      await page.getByRole('button', { name: `Se connecter en tant que ${customerEmail}` }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/');
      await hydrated(page);
      const banner = page.getByRole('complementary', { name: 'Connexion en tant que client' });
      await expect
        .poll(() => banner.textContent())
        .toContain(`Marie Conseil, vous agissez en tant que ${customerEmail}.`);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      expect(await banner.isVisible()).toBe(true);

      await banner.getByRole('button', { name: 'Quitter le compte du client' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/login-as/');
      await hydrated(page);
      expect(await banner.count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
  test('staff change a landing page: a refused block is said, the preview shows the page, publishing shows it to shoppers', async () => {
    const staffEmail = 'lea.contenu@tirage.example';
    const created = await addStaffMember(shop.db, { email: staffEmail, displayName: 'Léa Contenu' });
    if (!created.ok) throw new Error(created.message);
    await journey(shop.browser, 'staff-page-editor', async (page, problems) => {
      await page.goto(shop.pageUrl('/admin/pages/'));
      await page.waitForURL((url) => url.pathname === '/admin/login/');
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(staffEmail);
      await page.getByLabel('Mot de passe').fill(created.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/pages/');
      await hydrated(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Les merveilles de l’atelier' }).click();
      await page.waitForURL((url) => url.searchParams.get('id') === 'landing-wonders');
      await hydrated(page);

      // An unknown block kind: refused by name at the blocks, and the text typed stays.
      const blocks = page.getByLabel('Offre et blocs (JSON)');
      const stored = JSON.parse(await blocks.inputValue()) as { blocks: unknown[] };
      const withCarousel = JSON.stringify(
        { ...stored, blocks: [{ kind: 'carousel' }, ...stored.blocks] },
        null,
        2,
      );
      await blocks.fill(withCarousel);
      await page.getByRole('button', { name: 'Prévisualiser' }).click();
      await page.getByText(/blocks\.0\.kind : unknown block kind "carousel"/).waitFor();
      expect(await blocks.inputValue()).toBe(withCarousel);

      // A new first block: previewed as shoppers would see it, not yet theirs.
      const withText = JSON.stringify(
        {
          ...stored,
          blocks: [{ kind: 'text', text: 'Nouveau : le papier recyclé 350 g.' }, ...stored.blocks],
        },
        null,
        2,
      );
      await blocks.fill(withText);
      await page.getByRole('button', { name: 'Prévisualiser' }).click();
      const preview = page.getByRole('region', { name: 'Aperçu (non publié)' });
      await preview.getByText('Nouveau : le papier recyclé 350 g.').waitFor();
      expect(await preview.locator('.product-card').count()).toBeGreaterThan(0);
      const before = await page.request.get(shop.pageUrl('/wonders/'));
      expect(await before.text()).not.toContain('Nouveau : le papier recyclé 350 g.');

      await page.getByRole('button', { name: 'Publier' }).click();
      await page.getByText('Page publiée : les clients la voient dès maintenant.').waitFor();
      const after = await page.request.get(shop.pageUrl('/wonders/'));
      expect(await after.text()).toContain('Nouveau : le papier recyclé 350 g.');
      expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    });
  });
  test('staff lower a shop’s rules: a wrong value is said at its field, a saved limit applies at once', async () => {
    const staffEmail = 'hugo.regles@tirage.example';
    const created = await addStaffMember(shop.db, { email: staffEmail, displayName: 'Hugo Règles' });
    if (!created.ok) throw new Error(created.message);
    await journey(shop.browser, 'staff-shop-rules', async (page, problems) => {
      await page.goto(shop.pageUrl('/admin/base-configs-console/'));
      await page.waitForURL((url) => url.pathname === '/admin/login/');
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(staffEmail);
      await page.getByLabel('Mot de passe').fill(created.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/admin/base-configs-console'));
      await hydrated(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const rules = page.getByRole('region', { name: 'Règles de vente de la boutique fr' });
      const maxLines = rules.getByLabel('Nombre maximal de lignes');
      expect(await maxLines.inputValue()).toBe('15');
      await maxLines.fill('40');
      await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
      await rules.getByText('Saisissez une valeur entre 1 et 15.').waitFor();
      expect(await maxLines.inputValue()).toBe('40');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await maxLines.fill('2');
      await rules.getByRole('button', { name: 'Enregistrer les règles' }).click();
      await rules.getByText('Les règles de la boutique fr sont enregistrées.').waitFor();
      // The notice comes with the action's answer; the form is drawn again from the page's data
      // once it is read again.
      await expect.poll(() => maxLines.inputValue()).toBe('2');
      const config = await page.request.get(shop.pageUrl('/api/v1/config/basic/?host=localhost'));
      const { data } = (await config.json()) as { data: { rules: { cart: { maxLines: number } } } };
      expect(data.rules.cart.maxLines).toBe(2);
      expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    });
  });
});
