import type { Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertPromotion } from '../promotions/index.js';
import { seriousAccessibilityViolations } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  orderWithNewAddress,
  journey as runJourney,
} from '../test-support/browser-shop.js';

/** Money as the page shows it ("1 234,50 €"), in hundredths. */
const centsOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
};

/** A promotion reserved to the visitors of one campaign, running now (the demo's Black Friday has a date of its own). */
const CAMPAIGN_CODE = 'LETTRE-NOEL';
const CAMPAIGN = 'lettre-noel';

/**
 * The shop's marketing pages in Chromium. A campaign link: the code reserved to the campaign is
 * refused to a visitor who did not come by it, applies to one who did (on the product page, in the
 * cart and in the order), and the campaign is kept for the visit after the link. The glossary:
 * reached from the product page at the term, and from the search.
 */
describe('campaigns and the glossary in a browser', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await openBrowserShop('campaign');
    const now = Temporal.Now.instant();
    await insertPromotion(shop.db, {
      id: 'promo-lettre-noel-test',
      code: CAMPAIGN_CODE,
      label: 'Lettre de Noël : -20 % pour nos abonnés',
      discount: { kind: 'percent', percent: 20 },
      filterDateStart: now.subtract({ hours: 24 }),
      filterDateEnd: now.add({ hours: 24 * 30 }),
      campaignParameter: CAMPAIGN,
      priority: 50,
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(shop.browser, name, steps);
  /** Registers a new customer (their email starts with `label`); the shop then shows its home page. */
  const register = async (page: Page, label: string) => {
    await page.goto(shop.pageUrl('/registration/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(`${label}.${Date.now()}@example.fr`);
    await page.getByLabel('Mot de passe (8 caractères au moins)').fill('correct horse battery');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  };
  /** Orders the cart to a new address, and answers the text of the order's detail page. */
  const orderAndRead = async (page: Page) => {
    await page.goto(shop.pageUrl('/checkout/'));
    await hydrated(page);
    const orderNumber = await orderWithNewAddress(page);
    expect(orderNumber).not.toBe('');
    await page.goto(shop.pageUrl(`/personal-area/order-detail/?order_number=${orderNumber}`));
    await hydrated(page);
    return page.locator('main').innerText();
  };
  const priced = (page: Page) =>
    page.locator('section.recap[aria-busy="false"] [data-testid="recap-total-excl"]').waitFor();
  /** The recap's total excluding VAT, in hundredths. */
  const recapExcl = async (page: Page) => {
    await priced(page);
    return centsOf(await page.locator('[data-testid="recap-total-excl"]').textContent());
  };
  const applyCode = async (page: Page) => {
    await priced(page);
    await page.getByLabel('Code promo').fill(CAMPAIGN_CODE);
    await page.getByRole('button', { name: 'Appliquer' }).click();
  };

  test('the campaign code is refused without the campaign, and applies from the link to the order', async () => {
    await journey('campaign-link', async (page, problems) => {
      // Without the campaign's link, the code is not for this visitor.
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await applyCode(page);
      await page.getByText('Ce code est réservé aux visiteurs de son offre').waitFor();
      const listPrice = await recapExcl(page);

      // The link names the campaign (as a mailer writes it): kept for 30 days.
      await page.goto(shop.pageUrl('/?utm_source=lettre&utm_campaign=Lettre-Noel'));
      await hydrated(page);
      const kept = (await shop.browser.context.cookies()).find((cookie) => cookie.name === 'tirage_campaign');
      expect(kept?.value).toBe(CAMPAIGN);
      expect(kept?.httpOnly).toBe(true);
      const days = ((kept?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      // Later pages of the visit carry it: the code applies on the product page (the browser's call)…
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await applyCode(page);
      await page.getByText('Code promo appliqué.').waitFor();
      await expect.poll(() => page.locator('.recap-lines').innerText()).toContain('Remise');
      const discounted = await recapExcl(page);
      // The discount line of the recap is what the total lost (20 % of the job, not of its file check).
      const recapLines = await page.locator('.recap-lines').innerText();
      const discount = centsOf(/Remise\s+[-−]?\s*([\d\s,]+€)/.exec(recapLines)?.[1] ?? null);
      expect(discount).toBeGreaterThan(0);
      expect(discounted).toBe(listPrice - discount);

      // …in the cart (the page's calls)…
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      expect(await page.locator('article.cart-line').innerText()).toContain(`Code promo ${CAMPAIGN_CODE}`);

      // …and in the order placed after registering.
      await register(page, 'campagne');
      const detail = await orderAndRead(page);
      expect(detail).toContain(`Code promo ${CAMPAIGN_CODE}`);
      expect(centsOf(/Total HT\s+([\d\s,]+€)/.exec(detail)?.[1] ?? null)).toBe(discounted);
      // The refused code is the one failed load (answered 400 on purpose).
      expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    });
  });

  test('a link without a campaign, or with a malformed one, keeps the campaign of the visit', async () => {
    await journey('campaign-kept', async (page) => {
      await page.goto(shop.pageUrl('/flyers/?utm_campaign=lettre-noel'));
      await hydrated(page);
      await page.goto(shop.pageUrl('/flyers/?utm_campaign=%3Cscript%3E'));
      await hydrated(page);
      const kept = (await shop.browser.context.cookies()).find((cookie) => cookie.name === 'tirage_campaign');
      expect(kept?.value).toBe(CAMPAIGN);
      await applyCode(page);
      await page.getByText('Code promo appliqué.').waitFor();
    });
  });

  test('the product page leads to a term of the glossary, and the search finds it; no serious accessibility issue', async () => {
    await journey('glossary', async (page, problems) => {
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Définition de « Grammage » dans le glossaire' }).click();
      await page.waitForURL((url) => url.pathname === '/glossaire/' && url.hash === '#grammage');
      await hydrated(page);
      expect(await page.locator(':target dt').textContent()).toBe('Grammage');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      await page.goto(shop.pageUrl('/search/?q=fond%20perdu'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Fond perdu' }).click();
      await page.waitForURL((url) => url.pathname === '/glossaire/' && url.hash === '#fond-perdu');
      expect(await page.locator(':target dd').textContent()).toContain('2 mm de chaque côté');
      await page.goto(shop.pageUrl('/search/?q=fond%20perdu'));
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The search finds the shop's offers too: "voeux" finds the Christmas page.
      await page.goto(shop.pageUrl('/search/?q=voeux'));
      await hydrated(page);
      await page.getByRole('link', { name: 'Noël : 10 € offerts sur vos impressions' }).click();
      await page.waitForURL((url) => url.pathname === '/christmas/');
      expect(problems).toEqual([]);
    });
  });

  test("a loss leader's link opens the product on the offer: its configuration, quantity and promo code", async () => {
    await journey('loss-leader', async (page, problems) => {
      await page.goto(shop.pageUrl('/flyers/?loss_leader=flyers-decouverte'));
      await hydrated(page);
      await priced(page);
      expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('a5');
      expect(await page.getByLabel('Grammage', { exact: true }).inputValue()).toBe('135');
      expect(await page.getByLabel('Code promo').inputValue()).toBe('DECOUVERTE-FLYERS');
      await expect.poll(() => page.locator('.recap-lines').innerText()).toContain('Remise');
      expect(await page.getByLabel('Quantité', { exact: true }).inputValue()).toBe('250');
      expect(problems).toEqual([]);
    });
  });
  test('the Black Friday page: it counts down, keeps its campaign, its code is copied and orders flyers at the campaign price', async () => {
    const now = Temporal.Now.instant();
    await shop.db.query(
      `update promotions set filter_date_start = $1, filter_date_end = $2 where id = 'promo-black-friday-2026'`,
      [now.subtract({ hours: 1 }).toString(), now.add({ hours: 50 }).toString()],
    );
    await shop.browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(shop.pageUrl('/')).origin,
    });
    await journey('landing-black-friday', async (page, problems) => {
      // Found by the search or a search engine, without the campaign's link: the campaign's own page
      // keeps the campaign for the visit, so the code it shows applies.
      const answer = await page.goto(shop.pageUrl('/black-friday/'));
      expect(answer?.status()).toBe(200);
      const kept = (await shop.browser.context.cookies()).find((cookie) => cookie.name === 'tirage_campaign');
      expect(kept?.value).toBe('black-friday');
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Black Friday : -25 % sur tout le site',
      );
      // The countdown ticks on the browser's clock: two days and some hours left.
      const clock = page.locator('.offer-countdown-clock');
      const first = await clock.textContent();
      expect(first).toMatch(/^2jours01heure\d\dminutes?\d\dsecondes?$/);
      await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // Search engines are told of the same page in the Belgian and Swiss shops.
      const alternates = page.locator('head link[rel="alternate"]');
      const hreflangs = await Promise.all(
        Array.from({ length: await alternates.count() }, (_, index) =>
          alternates.nth(index).getAttribute('hreflang'),
        ),
      );
      expect(hreflangs).toEqual(expect.arrayContaining(['fr-FR', 'fr-BE', 'fr-CH', 'x-default']));

      await page.getByRole('button', { name: 'Copier le code' }).click();
      await page.getByText('Code copié').waitFor();
      const copied = await page.evaluate<string>('navigator.clipboard.readText()');
      expect(copied).toBe('BLACKFRIDAY');

      await page.getByRole('link', { name: 'Voir les flyers' }).click();
      await page.waitForURL((url) => url.pathname === '/flyers/');
      await hydrated(page);
      const listPrice = await recapExcl(page);
      await page.getByLabel('Code promo').fill(copied);
      await page.getByRole('button', { name: 'Appliquer' }).click();
      await page.getByText('Code promo appliqué.').waitFor();
      await expect.poll(() => page.locator('.recap-lines').innerText()).toContain('Remise');
      const discounted = await recapExcl(page);
      const recapLines = await page.locator('.recap-lines').innerText();
      const discount = centsOf(/Remise\s+[-−]?\s*([\d\s,]+€)/.exec(recapLines)?.[1] ?? null);
      expect(discount).toBeGreaterThan(0);
      expect(discounted).toBe(listPrice - discount);

      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await register(page, 'black.friday');
      const detail = await orderAndRead(page);
      expect(detail).toContain('Code promo BLACKFRIDAY');
      expect(centsOf(/Total HT\s+([\d\s,]+€)/.exec(detail)?.[1] ?? null)).toBe(discounted);
      expect(problems).toEqual([]);
    });
  });

  test('an offer that ends while the page is open says "Offre terminée" without a reload; a French alias redirects', async () => {
    const now = Temporal.Now.instant();
    await shop.db.query(
      `update promotions set filter_date_start = $1, filter_date_end = $2 where id = 'promo-noel-2026'`,
      [now.subtract({ hours: 1 }).toString(), now.add({ seconds: 6 }).toString()],
    );
    await journey('landing-ends', async (page, problems) => {
      const answer = await page.goto(shop.pageUrl('/noel/'));
      // The alias answered a permanent redirect to the page's own address.
      expect(answer?.request().redirectedFrom()?.url()).toBe(shop.pageUrl('/noel/'));
      expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(301);
      expect(new URL(page.url()).pathname).toBe('/christmas/');
      await hydrated(page);
      await page.getByTestId('promo-code').waitFor();
      await page.getByText('Offre terminée').first().waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('promo-code').count()).toBe(0);
      expect(await page.locator('.offer-notice').innerText()).toContain('Nos produits restent disponibles');
      // Still the page, and still its products: an ended offer's address is never a dead end.
      expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
    // Opened after the end, the page answers 200 and says the offer is over from the start.
    await journey('landing-ended', async (page) => {
      const answer = await page.goto(shop.pageUrl('/christmas/'));
      expect(answer?.status()).toBe(200);
      expect(await page.locator('.offer-notice').innerText()).toContain('Offre terminée');
    });
  });
  test('a new customer uses the welcome code from the welcome screen and gets it; once they have ordered, they are told why not', async () => {
    await journey('welcome', async (page, problems) => {
      await register(page, 'bienvenue');

      await page.goto(shop.pageUrl('/bienvenue/code-promo/'));
      await hydrated(page);
      expect(await page.getByTestId('promo-code').textContent()).toBe('BIENVENUE10');
      await page.getByText('Vous n’avez pas encore commandé chez nous').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Utiliser ce code' }).click();
      await page.getByText('Code retenu').waitFor();

      // The product page applies the chosen code by itself once it is priced.
      await page.goto(shop.pageUrl('/cartes-de-visite/'));
      await hydrated(page);
      await page.getByText('Code promo appliqué.').waitFor();
      expect(await page.getByLabel('Code promo').inputValue()).toBe('BIENVENUE10');
      await expect.poll(() => page.locator('.recap-lines').innerText()).toContain('Remise');
      const discounted = await recapExcl(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      const detail = await orderAndRead(page);
      expect(detail).toContain('Code promo BIENVENUE10');
      expect(centsOf(/Total HT\s+([\d\s,]+€)/.exec(detail)?.[1] ?? null)).toBe(discounted);

      // Now a returning customer: the welcome screen says why the code is not for them.
      await page.goto(shop.pageUrl('/bienvenue/'));
      await hydrated(page);
      expect(await page.getByRole('note').innerText()).toContain(
        'Vous avez déjà commandé chez nous : il ne s’applique donc pas à vos commandes.',
      );
      expect(await page.getByTestId('promo-code').count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // And the product page refuses it to them (the check reads who is logged in).
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      await page.getByLabel('Code promo').fill('BIENVENUE10');
      await page.getByRole('button', { name: 'Appliquer' }).click();
      // The shop says why: it is for a first order, and this customer has ordered.
      await page
        .getByText(
          'Ce code est réservé à la première commande d’un nouveau client : vous avez déjà commandé chez nous',
        )
        .waitFor();
      expect(problems.filter((problem) => !problem.includes('400 (Bad Request)'))).toEqual([]);
    });
  });
  test('the design service: from its landing page to the brief, kept on the cart line and back on its product page', async () => {
    await journey('design-brief', async (page, problems) => {
      await page.goto(shop.pageUrl('/design-service/'));
      await hydrated(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      // The templates open the designer on them, coming back to the page.
      const template = page
        .getByRole('link', { name: /Personnaliser le modèle « .+ » \(Flyers\) dans l’éditeur/ })
        .first();
      expect(await template.getAttribute('href')).toMatch(
        /^\/designer\/\?product=flyers&template=tpl-flyer-[a-z-]+&from=%2Fdesign-service%2F$/,
      );

      await page.getByRole('link', { name: 'Choisir mes cartes de visite' }).click();
      await page.waitForURL((url) => url.pathname === '/cartes-de-visite/');
      await hydrated(page);
      await priced(page);
      await page.getByLabel('Un graphiste crée mon design').check();
      await page.getByRole('group', { name: 'Votre brief pour le graphiste' }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Sent without the texts to print: the field says so, and nothing goes to the cart.
      await priced(page);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.getByText('Indiquez les textes à imprimer').waitFor();
      expect(new URL(page.url()).pathname).not.toBe('/cart/');

      await page
        .getByLabel('Textes à imprimer')
        .fill('Cabinet Martin, expert-comptable\n12 rue des Lilas, 69003 Lyon');
      await page.getByLabel('Style (facultatif)').selectOption('sober');
      await page.getByLabel('Remarques (facultatif)').fill('Reprendre le bleu de notre site');
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      const line = page.locator('article.cart-line');
      await line.getByText('Votre brief pour le graphiste').click();
      expect(await line.locator('.design-brief-text pre').innerText()).toBe(
        'Textes à imprimer :\n  Cabinet Martin, expert-comptable\n  12 rue des Lilas, 69003 Lyon\nStyle :\n  Sobre\nRemarques :\n  Reprendre le bleu de notre site',
      );

      // Editing the line opens the product page on its brief.
      await line.getByRole('link', { name: 'Modifier' }).click();
      await hydrated(page);
      expect(await page.getByLabel('Textes à imprimer').inputValue()).toBe(
        'Cabinet Martin, expert-comptable\n12 rue des Lilas, 69003 Lyon',
      );
      expect(problems).toEqual([]);
    });
  });
  test('a ready-made poster: from its category to its gallery, priced by quantity, ordered without a file to send', async () => {
    await journey('print-on-demand', async (page, problems) => {
      await register(page, 'affiche');
      await page.goto(shop.pageUrl('/categories/affiches/'));
      await hydrated(page);
      await page
        .getByRole('link', { name: /Affiche « Paris s’éveille »/ })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/affiche-paris-s-eveille/');
      await hydrated(page);
      await priced(page);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // The gallery: the design large, drawn by the shop; a thumbnail puts the framed poster in its place.
      const gallery = page.getByRole('region', { name: 'Photos du produit' });
      const large = gallery.locator('img.ready-made-picture');
      expect(await large.getAttribute('alt')).toBe('Le design « Paris s’éveille » en entier');
      await gallery.getByRole('button', { name: /encadrée, accrochée au mur/ }).click();
      await expect
        .poll(() => large.getAttribute('src'))
        .toBe('/assets/ready-made/pod-paris-s-eveille/wall.svg');
      await expect
        .poll(() => large.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
        .toBeGreaterThan(0);
      // Nothing to choose but how many: no attribute choosers, no artwork options.
      const main = await page.locator('main').innerText();
      expect(main).toContain('Le design « Paris s’éveille », créé par Camille Roux.');
      expect(main).toContain('Papier photo satiné 200 g/m²');
      expect(await page.getByLabel('Un graphiste crée mon design').count()).toBe(0);
      expect(await page.getByLabel('Format', { exact: true }).count()).toBe(0);

      // Priced by quantity: three posters cost more than one.
      const one = await recapExcl(page);
      await page.getByLabel('Quantité', { exact: true }).selectOption('3');
      await expect.poll(() => recapExcl(page)).toBeGreaterThan(one);
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      await page.waitForURL((url) => url.pathname === '/cart/');
      await hydrated(page);
      expect(await page.locator('article.cart-line').innerText()).toContain('Affiche « Paris s’éveille »');

      const order = await orderAndRead(page);
      expect(order).toContain('Affiche « Paris s’éveille »');
      const orderNumber = new URL(page.url()).searchParams.get('order_number');
      await page.goto(shop.pageUrl(`/personal-area/upload/?order_number=${orderNumber}`));
      await hydrated(page);
      expect(await page.locator('main').innerText()).toContain(
        'Nous imprimons ce design tel qu’il est, avec notre propre fichier : vous n’avez rien à envoyer.',
      );
      expect(problems).toEqual([]);
    });
  });

  test('a new build makes the reload prompt appear, and nothing typed is lost until the shopper reloads', async () => {
    await journey('new-build', async (page, problems) => {
      await page.goto(shop.pageUrl('/flyers/'));
      await hydrated(page);
      await priced(page);
      await page.getByLabel('Nom de votre commande (facultatif)').fill('Salon 2027');
      // The shop now serves another build (a deployment): the tab coming back asks for it.
      await page.route('**/builds/latest.json', (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ id: 'b-next', timestamp: Date.now() }),
        }),
      );
      await page.evaluate("window.dispatchEvent(new Event('focus'))");
      const prompt = page.getByRole('status', { name: 'Nouvelle version du site' });
      await prompt.getByText('Une nouvelle version du site est disponible').waitFor();
      expect(await page.getByLabel('Nom de votre commande (facultatif)').inputValue()).toBe('Salon 2027');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.unroute('**/builds/latest.json');
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Recharger' }).click(),
      ]);
      await hydrated(page);
      expect(await prompt.count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});
