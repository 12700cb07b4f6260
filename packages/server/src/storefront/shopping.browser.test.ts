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
 * Shopping journeys in Chromium against the built server started as `npm start` starts it (its own
 * process, the embedded database in a fresh data folder, a free port).
 */
describe('shopping in a browser', () => {
  let shop: ServedShop;
  let browser: TestBrowser;

  beforeAll(async () => {
    shop = await openBrowserShopProcess('shopping');
    browser = shop.browser;
  });
  afterAll(async () => {
    await shop?.close();
  });

  const pageUrl = (path: string) => shop.pageUrl(path);

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  /** Waits until the product page has priced what was just chosen. */
  async function priced(page: Page) {
    await page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
  }

  test('a guest configures flyers, sees price and date follow, adds them, edits, duplicates and deletes lines', async () => {
    await journey('guest-cart', async (page, problems) => {
      await page.goto(pageUrl('/'));
      await hydrated(page);
      await page
        .getByRole('link', { name: /Flyers/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/flyers/');
      await hydrated(page);
      await priced(page);
      const firstTotal = plain(await page.getByTestId('recap-total-excl').textContent());
      const standardDate = plain(await page.getByTestId('arrival-standard').textContent());

      // A bigger quantity costs more; express delivery arrives earlier and costs more again.
      const total = async () => {
        await priced(page);
        return plain(await page.getByTestId('recap-total-excl').textContent());
      };
      await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
      await expect.poll(total).not.toBe(firstTotal);
      const biggerTotal = await total();
      await page.getByRole('button', { name: /^1 000 exemplaires, livraison Express/ }).click();
      await expect.poll(total).not.toBe(biggerTotal);
      expect(
        await page
          .getByRole('button', { name: /^1 000 exemplaires, livraison Express/ })
          .getAttribute('aria-pressed'),
      ).toBe('true');
      const expressDate = plain(await page.getByTestId('arrival-express').textContent());
      expect(expressDate).toMatch(/^Livraison le \d{2}-\d{2}-\d{4}$/);
      expect(expressDate).not.toBe(standardDate);

      await page.getByLabel('Nom de votre commande (facultatif)').fill('Salon du livre');
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      // The cart renders after the address changes (a client-side navigation): wait for its line.
      const lines = page.locator('article.cart-line');
      await expect.poll(() => lines.count()).toBe(1);
      expect(plain(await lines.first().innerText())).toContain('1 000 exemplaires');
      await expect
        .poll(() => page.getByRole('link', { name: 'Voir le panier' }).textContent())
        .toContain('(1)');

      // Editing goes back to the product page on that line, without the header and footer.
      await page.getByRole('link', { name: 'Modifier' }).click();
      await page.waitForURL((url) => url.searchParams.get('line_item_id') !== null);
      await hydrated(page);
      expect(await page.locator('header.site-header').count()).toBe(0);
      await priced(page);
      await page.getByLabel('Quantité', { exact: true }).selectOption('250');
      await priced(page);
      await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      // The cart renders after the address changes (a client-side navigation): wait for its line.
      await expect.poll(() => lines.count()).toBe(1);
      expect(plain(await lines.first().innerText())).toContain('250 exemplaires');

      await page.getByRole('button', { name: 'Dupliquer' }).click();
      await page.getByRole('status').waitFor();
      expect(await page.getByRole('status').textContent()).toMatch(/^Le produit a été dupliqué/);
      await expect.poll(() => lines.count()).toBe(2);

      await page.getByRole('button', { name: 'Supprimer' }).first().click();
      await page.getByText('Le produit a été retiré du panier.').waitFor();
      await expect.poll(() => lines.count()).toBe(1);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  test('envelopes are made from stock: the page says what leaves at once and when restocks make up the quantity', async () => {
    await journey('stock', async (page, problems) => {
      await page.goto(pageUrl('/categories/papeterie/'));
      await hydrated(page);
      await page
        .getByRole('link', { name: /Enveloppes personnalisées/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/enveloppes/');
      await hydrated(page);
      const stock = page.locator('section.stock-status');
      const stockText = async () => {
        await page.locator('section.stock-status[aria-busy="false"]').waitFor();
        await priced(page);
        return plain(await stock.innerText());
      };
      // White DL envelopes: 12 000 in stock.
      expect(await stockText()).toContain(
        'En stock : vos 500 exemplaires partent en fabrication sans attendre.',
      );

      // Kraft DL: 800 in stock, 5 000 more expected.
      await page.getByLabel('Papier', { exact: true }).selectOption('kraft-90');
      await page.getByLabel('Quantité', { exact: true }).selectOption('2500');
      await expect.poll(stockText).toContain('Stock limité : 800 exemplaires disponibles aujourd’hui.');
      expect(await stockText()).toMatch(/Vos 2 500 exemplaires seront disponibles le \d{2}-\d{2}-\d{4}\./);

      // Kraft C4: none, and no restock planned; the job may still go in the cart.
      await page.getByLabel('Format', { exact: true }).selectOption('c4');
      await expect.poll(stockText).toContain('Épuisé pour le moment.');
      expect(await stockText()).toContain('Aucun réassort n’est prévu');
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      expect(plain(await page.locator('article.cart-line').first().innerText())).toContain(
        '2 500 exemplaires',
      );
      expect(problems).toEqual([]);
    });
  });

  test('a guest is sent to log in at checkout, registers, keeps the cart, orders with a new address, and edits the ordered item', async () => {
    await journey('checkout', async (page) => {
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const total = plain(await page.getByTestId('cart-total-incl').textContent());

      // The order's options are chosen on the cart and follow the shopper to the checkout.
      await page.getByLabel('Je souhaite recevoir une facture').uncheck();
      await page.getByLabel('Remarques pour l’atelier (facultatif)').fill('Livrer avant 10 h, quai 3');
      await page.getByRole('button', { name: 'Commander' }).click();
      // The checkout's guard sends the guest to the login page at its canonical address, also on
      // this client-side navigation (no server redirect comes into it).
      await page.waitForURL((url) => url.pathname === '/login/');
      await hydrated(page);
      await page.getByRole('link', { name: 'Créer un compte' }).click();
      await page.waitForURL((url) => url.pathname === '/registration/');
      await hydrated(page);
      // A shopper who has an account after all logs in from here and still comes back.
      expect(
        await page.locator('main').getByRole('link', { name: 'Se connecter' }).getAttribute('href'),
      ).toBe('/login/?returnTo=%2Fcheckout%2F');
      await page.getByLabel('Adresse e-mail').fill(`checkout.${Date.now()}@example.fr`);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      // Back where the shopper was going, with the cart filled as a guest.
      await page.waitForURL((url) => url.pathname === '/checkout/');
      await hydrated(page);
      expect(await page.getByRole('link', { name: 'Voir le panier' }).textContent()).toContain('(1)');
      expect(await page.getByLabel('Remarques pour l’atelier (facultatif)').inputValue()).toBe(
        'Livrer avant 10 h, quai 3',
      );
      expect(await page.getByLabel('Je souhaite recevoir une facture').isChecked()).toBe(false);

      // A new customer is billed at the shipping address: the billing fields show only when asked for.
      const billing = page.getByRole('group', { name: 'Adresse de facturation' });
      expect(await billing.getByLabel('Identique à l’adresse de livraison').isChecked()).toBe(true);
      expect(await billing.getByLabel('Prénom').isVisible()).toBe(false);
      await billing.getByLabel('Une nouvelle adresse').check();
      await billing.getByLabel('Prénom').waitFor({ state: 'visible' });
      await billing.getByLabel('Identique à l’adresse de livraison').check();
      await billing.getByLabel('Prénom').waitFor({ state: 'hidden' });

      // Ordering without an address or the terms is refused field by field, and nothing is lost.
      await page.getByLabel('Prénom').first().fill('Claire');
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.getByText('Vérifiez les champs signalés.').waitFor();
      expect(await page.getByText('Ce champ est obligatoire.').count()).toBeGreaterThan(0);
      expect(await page.getByText('Acceptez les conditions générales de vente pour commander.').count()).toBe(
        1,
      );
      expect(await page.getByLabel('Prénom').first().inputValue()).toBe('Claire');

      await page.getByLabel('Nom', { exact: true }).first().fill('Martin');
      await page.getByLabel('Adresse', { exact: true }).first().fill('12 rue Oberkampf');
      await page.getByLabel('Code postal').first().fill('75011');
      await page.getByLabel('Ville').first().fill('Paris');
      await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.waitForURL((url) => url.pathname === '/order-sent/');
      await hydrated(page);
      expect(await page.getByRole('status').textContent()).toMatch(
        /^Merci ! Votre commande n° TIR-\d+ est enregistrée\.$/,
      );
      expect(plain(await page.getByText(/^Montant TTC/).textContent())).toBe(`Montant TTC : ${total}`);
      // The cart is now an order: the next one starts empty.
      expect(await page.getByRole('link', { name: 'Voir le panier' }).textContent()).toContain('(0)');
      const orderNumber = /TIR-\d+/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? '';

      // The order is in the personal area: among the last ones, in the list, and in its detail.
      await page.locator('main').getByRole('link', { name: 'Mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/');
      expect(await page.getByRole('link', { name: `Commande n° ${orderNumber}` }).count()).toBe(1);
      await page.getByRole('link', { name: 'Mes commandes', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/orders/');
      const row = page.locator('.orders-table tbody tr', { hasText: orderNumber });
      expect(plain(await row.innerText())).toContain('En attente de paiement');
      await row.getByRole('link', { name: orderNumber }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/order-detail/');
      // The address changes before the new page is drawn: wait for its heading.
      await page
        .getByRole('heading', { level: 1, name: `Commande n° ${orderNumber}`, exact: true })
        .waitFor();
      expect(plain(await page.locator('main').innerText())).toContain(
        '12 rue Oberkampf, 75011 Paris, France',
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Not yet in production, the order's item is edited on its product page (no header there):
      // saving gives a draft with the price difference, confirming replaces the order.
      await page.getByRole('link', { name: /^Modifier / }).click();
      await page.waitForURL((url) => url.searchParams.has('order_line_item_id'));
      await hydrated(page);
      await priced(page);
      expect(await page.locator('header.site-header').count()).toBe(0);
      const before = plain(await page.getByTestId('recap-total-excl').textContent());
      await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
      await expect
        .poll(async () => {
          await priced(page);
          return plain(await page.getByTestId('recap-total-excl').textContent());
        })
        .not.toBe(before);
      await page.getByRole('button', { name: 'Enregistrer la modification' }).click();
      const difference = page.getByTestId('order-edit-difference');
      await difference.waitFor();
      expect(plain(await difference.textContent())).toMatch(
        /^Cette modification ajoute .+ TTC à votre commande/,
      );
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Confirmer la modification' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/personal-area/order-detail/' && url.searchParams.get('edited') === '1',
      );
      await hydrated(page);
      expect(plain(await page.getByRole('status').first().textContent())).toContain(
        'Votre commande a été modifiée.',
      );
      expect(plain(await page.locator('main').innerText())).toContain('1 000');
    });
  });

  test('after logout the shopper has a fresh guest cart; the customer’s cart waits for the next login, with what the guest added', async () => {
    await journey('logout-cart', async (page, problems) => {
      const cartLink = () => page.getByRole('link', { name: /^Voir le panier/ }).first();
      const email = `panier.${Date.now()}@example.fr`;
      await page.goto(pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      // The customer puts flyers in the cart.
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      await expect.poll(() => cartLink().textContent()).toContain('(1)');

      // Logged out: the header counts a fresh guest cart, and the cart page is empty.
      await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
      await page.getByRole('link', { name: 'Se connecter' }).first().waitFor();
      await hydrated(page);
      await expect.poll(() => cartLink().textContent()).toContain('(0)');
      await page.goto(pageUrl('/cart/'));
      await hydrated(page);
      await expect.poll(() => page.locator('article.cart-line').count()).toBe(0);

      // The guest adds business cards, then logs in again: the flyers are back, with the cards.
      await page.goto(pageUrl('/cartes-de-visite/'));
      await hydrated(page);
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      await expect.poll(() => cartLink().textContent()).toContain('(1)');
      await page.goto(pageUrl('/login/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill('correct horse battery');
      await page.locator('main').getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname !== '/login/');
      await page.goto(pageUrl('/cart/'));
      await hydrated(page);
      await expect.poll(() => cartLink().textContent()).toContain('(2)');
      const lines = await page.locator('article.cart-line').allInnerTexts();
      expect(lines.some((line) => line.includes('Flyers'))).toBe(true);
      expect(lines.some((line) => line.includes('Cartes de visite'))).toBe(true);
      expect(problems).toEqual([]);
    });
  });

  test('roll labels are ordered with several named artworks that make the quantity', async () => {
    await journey('roll-labels', async (page, problems) => {
      await page.goto(pageUrl('/etiquettes-en-rouleau/'));
      await hydrated(page);
      await priced(page);
      const add = page.getByRole('button', { name: 'Ajouter au panier' });
      // One artwork holds the whole quantity to begin with.
      expect(await page.getByLabel('Nom du visuel 1').inputValue()).toBe('Visuel 1');
      expect(await add.isEnabled()).toBe(true);

      await page.getByLabel('Quantité', { exact: true }).selectOption('1000');
      await priced(page);
      await page.getByLabel('Nom du visuel 1').fill('Fraise');
      await page.getByLabel('Rouleaux du visuel 1 (facultatif)').fill('1');
      await page.getByRole('button', { name: 'Ajouter un visuel' }).click();
      // A new artwork is one roll of 500 labels, until the shopper gives its labels instead.
      expect(await page.getByLabel('Nom du visuel 2').inputValue()).toBe('Visuel 2');
      expect(await page.getByLabel('Rouleaux du visuel 2 (facultatif)').inputValue()).toBe('1');
      await page.getByLabel('Nom du visuel 2').fill('Citron');
      await page.getByLabel('Rouleaux du visuel 2 (facultatif)').fill('');
      await page.getByLabel('Étiquettes du visuel 2').fill('250');
      // 500 + 250 labels do not make 1 000: the job cannot be ordered yet.
      expect(plain(await page.locator('.artwork-list [role="status"]').textContent())).toBe(
        'Vos visuels totalisent 750 étiquettes pour 1 000 commandées.',
      );
      expect(await add.isDisabled()).toBe(true);
      await page.getByLabel('Étiquettes du visuel 2').fill('500');
      expect(await add.isEnabled()).toBe(true);
      await add.click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const artworks = page.getByRole('list', { name: 'Visuels' });
      expect((await artworks.locator('li').allTextContents()).map(plain)).toEqual([
        'Fraise : 500 étiquettes',
        'Citron : 500 étiquettes',
      ]);
      expect(problems).toEqual([]);
    });
  });

  test('a Belgian company with a VAT number sees prices excluding VAT and orders reverse-charged, with the legal mention', async () => {
    await journey('reverse-charge', async (page) => {
      await page.goto(pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(`societe.${Date.now()}@example.be`);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByLabel('Une entreprise').check();
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(pageUrl('/personal-area/profile/'));
      await hydrated(page);
      await page.getByLabel('Prénom').fill('Lucie');
      await page.getByLabel('Nom', { exact: true }).fill('Peeters');
      await page.getByLabel('Nom de l’entreprise').fill('Imprimés Bruxellois SA');
      await page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill('BE 0411.905.847');
      await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
      await page.getByText('Votre profil a été enregistré.').waitFor();

      // A company sees the prices excluding VAT first.
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      expect(await page.locator('.vat-toggle').getByRole('radio', { name: 'HT' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const totalExcl = plain(await page.getByTestId('cart-total-excl').textContent());
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/');
      await hydrated(page);

      await page.getByLabel('Prénom').first().fill('Lucie');
      await page.getByLabel('Nom', { exact: true }).first().fill('Peeters');
      await page.getByLabel('Adresse', { exact: true }).first().fill('Rue Neuve 1');
      await page.getByLabel('Code postal').first().fill('1000');
      await page.getByLabel('Ville').first().fill('Bruxelles');
      await page.getByLabel('Pays').first().selectOption('BE');
      await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
      await page.getByRole('button', { name: 'Commander' }).click();
      await page.waitForURL((url) => url.pathname === '/order-sent/');
      await hydrated(page);
      // Reverse-charged: what the company pays is the price excluding VAT.
      expect(plain(await page.getByText(/^Montant TTC/).textContent())).toBe(`Montant TTC : ${totalExcl}`);
      const orderNumber = /TIR-\d+/.exec((await page.getByRole('status').textContent()) ?? '')?.[0] ?? '';

      await page.goto(pageUrl(`/personal-area/order-detail/?order_number=${orderNumber}`));
      await page
        .getByRole('heading', { level: 1, name: `Commande n° ${orderNumber}`, exact: true })
        .waitFor();
      const detail = plain(await page.locator('main').innerText());
      expect(detail).toContain('Autoliquidation');
      expect(detail).toContain('article 262 ter, I du CGI');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });

  test('a customer keeps an address book with a default address, and a company profile', async () => {
    await journey('personal-area', async (page, problems) => {
      await page.goto(pageUrl('/registration/'));
      await hydrated(page);
      await page.getByLabel('Adresse e-mail').fill(`account.${Date.now()}@example.fr`);
      await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Mon compte' }).click();
      await hydrated(page);
      await page.getByRole('link', { name: 'Mes adresses' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/addresses/');

      const book = page.locator('.address-book li');
      // Without a town, the postal code's own town is waited for: the form fills it.
      const add = async (street: string, postalCode: string, city?: string) => {
        await page.getByLabel('Prénom').fill('Claire');
        await page.getByLabel('Nom', { exact: true }).fill('Martin');
        await page.getByLabel('Adresse', { exact: true }).fill(street);
        await page.getByLabel('Code postal').fill(postalCode);
        if (city === undefined) await page.getByText(/^Ville trouvée pour ce code postal/).waitFor();
        else await page.getByLabel('Ville').fill(city);
        await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      };
      // A postal code that does not exist in France is refused under its field; nothing is lost.
      await add('12 rue Oberkampf', '7501', 'Paris');
      await page.getByText('Ce code postal n’est pas valable pour ce pays.').waitFor();
      expect(await page.getByLabel('Adresse', { exact: true }).inputValue()).toBe('12 rue Oberkampf');
      await page.getByLabel('Code postal').fill('75011');
      await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
      await page.getByText('L’adresse a été ajoutée.').waitFor();
      // The notice shows as soon as the action answers; the book and a fresh form come with the
      // reloaded page data just after. Typing before then goes into a form about to be replaced.
      await expect.poll(() => book.count()).toBe(1);
      // A French postal code fills the town (Lyon, not its arrondissement), said to screen readers.
      await add('3 quai Saint-Antoine', '69002');
      await expect.poll(() => book.count()).toBe(2);
      expect(await book.filter({ hasText: '3 quai Saint-Antoine' }).textContent()).toContain('69002 Lyon');

      // The first address is the default; the second becomes it.
      const lyon = book.filter({ hasText: 'Lyon' });
      await lyon.getByRole('button', { name: 'Choisir par défaut' }).click();
      await page.getByText('L’adresse par défaut a été changée.').waitFor();
      await expect.poll(() => lyon.innerText()).toContain('Par défaut');
      expect(await book.filter({ hasText: 'Paris' }).innerText()).not.toContain('Par défaut');

      await page.getByRole('link', { name: 'Mon profil' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/profile/');
      await hydrated(page);
      await page.getByLabel('Prénom').fill('Claire');
      await page.getByLabel('Nom', { exact: true }).fill('Martin');
      await page.getByLabel('Une entreprise').check();
      await page.getByLabel('Nom de l’entreprise').fill('Atelier Martin');
      await page.getByLabel('Numéro de TVA intracommunautaire (facultatif)').fill('fr 12345678901');
      await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
      await page.getByText('Votre profil a été enregistré.').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Tableau de bord' }).click();
      await page.waitForURL((url) => url.pathname === '/personal-area/');
      const summary = plain(await page.locator('.account-summary').innerText());
      expect(summary).toContain('Entreprise Atelier Martin');
      expect(summary).toContain('3 quai Saint-Antoine, 69002 Lyon, France');
      // Refusals answered 400 on purpose are the only failed loads.
      expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    });
  });

  test('a promo code takes its discount off the recap and is remembered for the product in the session', async () => {
    await journey('promo-code', async (page) => {
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      const field = page.getByLabel('Code promo');
      await field.fill('PAS-UN-CODE');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      // The server answers an unknown code as generic_error.
      await page.getByText('Ce code promo n’est pas reconnu : vérifiez-le, puis réessayez.').waitFor();
      expect(await page.locator('.recap-lines').innerText()).not.toContain('Remise');

      await field.fill('decouverte-flyers');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByText('Code promo appliqué.').waitFor();
      await priced(page);
      await expect.poll(() => page.locator('.recap-lines').innerText()).toContain('Remise');

      await page.goto(pageUrl('/'));
      await hydrated(page);
      await page.goto(pageUrl('/flyers/'));
      await hydrated(page);
      await expect.poll(() => page.getByLabel('Code promo').inputValue()).toBe('decouverte-flyers');
    });
  });

  test('a 16th line is refused with the French message, and nothing is added', async () => {
    await journey('sixteenth-line', async (page) => {
      await page.goto(pageUrl('/cartes-de-visite/'));
      await hydrated(page);
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const lines = page.locator('article.cart-line');
      for (let count = 1; count < 15; count++) {
        await page.getByRole('button', { name: 'Dupliquer' }).first().click();
        await expect.poll(() => lines.count()).toBe(count + 1);
      }
      await page.getByRole('button', { name: 'Dupliquer' }).first().click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toContain('Votre panier contient déjà 15 produits');
      expect(await lines.count()).toBe(15);

      // The product page refuses a new product too.
      await page.goto(pageUrl('/cartes-de-visite/'));
      await hydrated(page);
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.getByText('Votre panier contient déjà 15 produits').waitFor();
      expect(new URL(page.url()).pathname).toBe('/cartes-de-visite/');
    });
  });
});
