import { type RouteName, routePath, routes } from '@tirage/api-client/contract';
import type { FrameLocator, Page } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Answer,
  bearer,
  dataOf,
  PASSWORD,
  placeOrder,
  uniqueEmail,
} from '../api/test-support/cart-fixtures.js';
import type { ShopClient } from '../api/test-support/shop-client.js';
import { seriousAccessibilityViolations, type TestBrowser } from '../test-support/browser.js';
import {
  type BrowserShop,
  hydrated,
  openBrowserShop,
  journey as runJourney,
} from '../test-support/browser-shop.js';
import { creditWallet } from '../wallet/credit-wallet.js';

/** Money as the page shows it ("1 234,50 €"), in hundredths. */
const centsOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^\d,]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
};

const CARD_FRAME = 'iframe[title="Saisie sécurisée de la carte"]';
const PAYPAL_FRAME = 'iframe[title="PayPal"]';

/**
 * Paying orders in Chromium with the offline sandbox gateway (docs/payments.md): card (declined,
 * then accepted), 3-D Secure, PayPal, bank transfer with its mandate, and wallet credit, whole
 * and in part. The shop is the README's run command's (sandbox gateway, embedded database); the
 * orders are placed over HTTP as the funnel places them, so each journey starts on the payment
 * screen. Whether an order is paid is read from the database, which only the server writes.
 */
describe('paying an order in a browser', () => {
  let shop: BrowserShop;
  let browser: TestBrowser;
  /** The shop's API over its real socket, as a browser calls it. */
  let http: Pick<ShopClient, 'call'>;

  beforeAll(async () => {
    shop = await openBrowserShop('payment');
    browser = shop.browser;
    http = {
      async call(name: RouteName, options = {}) {
        const route = routes[name];
        const search = options.query === undefined ? '' : `?${new URLSearchParams(options.query)}`;
        const response = await fetch(
          shop.pageUrl(`${routePath(route.path, options.params ?? {})}${search}`),
          {
            method: route.method,
            headers: { 'content-type': 'application/json', ...options.headers },
            ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
          },
        );
        return { status: response.status, json: (await response.json()) as Answer['json'] };
      },
    };
  });
  afterAll(async () => {
    await shop?.close();
  });

  const journey = (name: string, steps: (page: Page, problems: string[]) => Promise<void>) =>
    runJourney(browser, name, steps);

  /** A new customer with an order of flyers awaiting payment, logged in in the page. */
  async function customerWithOrder(page: Page, label: string) {
    const email = uniqueEmail(label);
    dataOf(
      'customer.create',
      await http.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      'auth.login',
      await http.call('auth.login', { body: { email, password: PASSWORD } }),
    );
    const order = await placeOrder(http, bearer(grant.access_token));
    await page.goto(shop.pageUrl('/login/'));
    await hydrated(page);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname !== '/login/');
    await page
      .getByRole('button', { name: 'Se déconnecter' })
      .or(page.getByRole('link', { name: 'Se déconnecter' }))
      .first()
      .waitFor();
    return { email, order };
  }

  /** The order as the server keeps it, with its payments oldest first. */
  async function stored(orderId: string) {
    const [order] = await shop.db.query<{ status: string; taxed_cents: number; paid_cents: number }>(
      'select status, taxed_cents, paid_cents from orders where id = $1',
      [orderId],
    );
    if (order === undefined) throw new Error(`no order ${orderId}`);
    const payments = await shop.db.query<{ method: string; status: string; amount_cents: number }>(
      'select method, status, amount_cents from payments where order_id = $1 order by created_at, id',
      [orderId],
    );
    return { ...order, payments };
  }

  /** Opens the payment screen of the order and waits for React to run it. */
  async function openPayment(page: Page, orderId: string) {
    const response = await page.goto(shop.pageUrl(`/payment/?order=${encodeURIComponent(orderId)}`));
    await hydrated(page);
    return response;
  }

  /** Types a card into the sandbox's frame (the card fields are never part of our page). */
  async function typeCard(page: Page, number: string): Promise<FrameLocator> {
    const frame = page.frameLocator(CARD_FRAME);
    await frame.getByLabel('Numéro de carte').fill(number);
    await frame.getByLabel('Date d’expiration (MM/AA)').fill('12/35');
    await frame.getByLabel('Cryptogramme (CVC)').fill('123');
    return frame;
  }

  const payButton = (page: Page) => page.getByRole('button', { name: 'Payer', exact: true });

  async function waitPaid(page: Page) {
    await page.waitForURL((url) => url.pathname === '/payment-result/');
    await page.getByRole('heading', { name: 'Paiement accepté' }).waitFor();
  }

  test('card: a declined card leaves the order payable, another card pays it once; the page holds no card input and runs under its policy', async () => {
    await journey('payment-card', async (page, problems) => {
      const { order } = await customerWithOrder(page, 'carte');
      const response = await openPayment(page, order.id);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
      expect(policy).toContain("frame-src 'self';");
      expect(policy).toContain("object-src 'none'");
      const taxed = (await stored(order.id)).taxed_cents;
      expect(centsOf(await page.getByTestId('payment-due').textContent())).toBe(taxed);

      await typeCard(page, '4000 0000 0000 0002');
      // Card data is typed in the provider's frame only: our page has no input for it.
      // The only fields of our page that take input are the header's search box and currency chooser.
      const typable = page.locator(
        'input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), textarea, select',
      );
      expect(
        await typable.evaluateAll((fields) =>
          fields.map((field) => (field as unknown as { name: string }).name),
        ),
      ).toEqual(['q', 'currency']);
      expect(await page.frameLocator(CARD_FRAME).locator('input[autocomplete="cc-number"]').count()).toBe(1);
      // A script the page did not ship (no nonce) does not run.
      await page.addScriptTag({ content: 'window.injected = true;' }).catch(() => undefined);
      expect(await page.evaluate(() => (globalThis as { injected?: boolean }).injected)).toBeUndefined();

      await payButton(page).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Le paiement a été refusé par votre banque.' })
        .waitFor();
      expect(await stored(order.id)).toMatchObject({ status: 'pendingPayment', paid_cents: 0 });
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      const frame = await typeCard(page, '4111 1111 1111 1111');
      await frame.getByLabel('Enregistrer cette carte').check();
      await payButton(page).click();
      await waitPaid(page);
      expect(await stored(order.id)).toMatchObject({
        paid_cents: taxed,
        payments: [
          { method: 'card', status: 'failed', amount_cents: taxed },
          { method: 'card', status: 'paid', amount_cents: taxed },
        ],
      });
      expect((await stored(order.id)).status).not.toBe('pendingPayment');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Opened again, the payment screen of a paid order says where it stands instead.
      await page.goto(shop.pageUrl(`/payment/?order=${order.id}`));
      await page.waitForURL((url) => url.pathname === '/payment-result/');

      // The kept card is in the personal area, and can be removed there.
      await page.goto(shop.pageUrl('/personal-area/payment-methods/'));
      await hydrated(page);
      const methods = page.getByRole('list', { name: 'Moyens de paiement enregistrés' });
      await methods.getByText('Carte · Visa •••• 1111, exp. 12/2035').waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await methods.getByRole('button', { name: /^Supprimer/ }).click();
      await page.getByText('Le moyen de paiement a été supprimé.').waitFor();
      await page.getByText('Aucun moyen de paiement enregistré.').waitFor();
      // The browser logs the refused attempt's 402 and the blocked script; nothing else went wrong.
      expect(problems.filter((problem) => !/Content Security Policy|status of 402/.test(problem))).toEqual(
        [],
      );
    });
  });

  test('3-D Secure: a failed challenge is refused, a passed one pays', async () => {
    await journey('payment-3ds', async (page) => {
      const { order } = await customerWithOrder(page, 'troisds');
      // From the order sent screen, as after checkout.
      await page.goto(shop.pageUrl(`/order-sent/?order=${order.id}`));
      await hydrated(page);
      await page.getByRole('link', { name: 'Payer ma commande' }).click();
      await page.waitForURL((url) => url.pathname === '/payment/');
      await hydrated(page);
      const frame = await typeCard(page, '4000 0000 0000 3220');
      await payButton(page).click();
      await frame.getByRole('heading', { name: 'Authentification 3-D Secure' }).waitFor();
      await frame.getByRole('button', { name: 'Échec de l’authentification' }).click();
      await page.getByRole('alert').filter({ hasText: 'La vérification 3-D Secure' }).waitFor();
      expect((await stored(order.id)).paid_cents).toBe(0);

      await typeCard(page, '4000 0000 0000 3220');
      await payButton(page).click();
      await frame.getByRole('button', { name: 'Authentifier' }).click();
      await waitPaid(page);
      const after = await stored(order.id);
      expect(after.paid_cents).toBe(after.taxed_cents);
      expect(after.payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    });
  });

  test('PayPal: a cancelled approval charges nothing, an approved one pays', async () => {
    await journey('payment-paypal', async (page) => {
      const { order } = await customerWithOrder(page, 'paypal');
      await openPayment(page, order.id);
      await page.getByRole('radio', { name: 'PayPal' }).check();
      await page.getByRole('button', { name: 'Payer avec PayPal' }).click();
      await page.frameLocator(PAYPAL_FRAME).getByRole('button', { name: 'Annuler' }).click();
      await page.getByText('Le paiement PayPal a été annulé : aucun montant n’a été débité.').waitFor();
      expect((await stored(order.id)).payments).toEqual([]);

      await page.getByRole('button', { name: 'Payer avec PayPal' }).click();
      await page.frameLocator(PAYPAL_FRAME).getByRole('button', { name: 'Approuver le paiement' }).click();
      await waitPaid(page);
      const after = await stored(order.id);
      expect(after.payments).toEqual([{ method: 'paypal', status: 'paid', amount_cents: after.taxed_cents }]);
    });
  });

  test('bank transfer: the mandate must be accepted; the order then waits for the transfer, with the IBAN and reference', async () => {
    await journey('payment-bank-transfer', async (page) => {
      const { order } = await customerWithOrder(page, 'virement');
      await openPayment(page, order.id);
      await page.getByRole('radio', { name: 'Virement bancaire' }).check();
      // Without the mandate ticked, the browser keeps the form (the box is required) and nothing is written.
      await page.getByRole('button', { name: 'Valider le virement' }).click();
      expect(
        await page
          .getByLabel('J’accepte le mandat de virement ci-dessus')
          .evaluate(
            (box) => (box as unknown as { validity: { valueMissing: boolean } }).validity.valueMissing,
          ),
      ).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/payment/');
      expect((await stored(order.id)).payments).toEqual([]);
      await page.getByLabel('J’accepte le mandat de virement ci-dessus').check();
      await page.getByRole('button', { name: 'Valider le virement' }).click();
      await page.waitForURL((url) => url.pathname === '/payment-result/');
      await page.getByRole('heading', { name: 'Commande en attente de virement' }).waitFor();
      expect(await page.getByText(order.orderNumber, { exact: true }).count()).toBeGreaterThan(0);
      expect(await page.getByText(/^FR76/).count()).toBeGreaterThan(0);

      const after = await stored(order.id);
      expect(after).toMatchObject({ status: 'pendingPayment', paid_cents: 0 });
      expect(after.payments).toEqual([
        { method: 'bankTransfer', status: 'pending', amount_cents: after.taxed_cents },
      ]);
      const mandates = await shop.db.query<{ client_address: string }>(
        'select client_address from bank_transfer_mandates where order_id = $1',
        [order.id],
      );
      expect(mandates).toHaveLength(1);
      expect(mandates[0]?.client_address).toMatch(/127\.0\.0\.1|::1/);

      // The recap lists the order and its pending transfer; the thank-you screen ends the funnel
      // with the account to pay into.
      await page.getByRole('link', { name: 'Voir le récapitulatif' }).click();
      await page.waitForURL((url) => url.pathname === '/recap/');
      await page
        .getByRole('heading', { name: `Récapitulatif de la commande n° ${order.orderNumber}` })
        .waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await page.goBack();
      await page.getByRole('link', { name: 'Continuer' }).click();
      await page.waitForURL((url) => url.pathname === '/thank-you/');
      await page.getByRole('heading', { name: 'Merci pour votre commande !' }).waitFor();
      await page.getByText('Pour finaliser votre commande, effectuez le virement suivant :').waitFor();
      expect(await page.getByText(/^FR76/).count()).toBeGreaterThan(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  });

  test('wallet: credit that covers the order pays it whole; credit that does not pays a part, and a card the rest', async () => {
    await journey('payment-wallet', async (page) => {
      const rich = await customerWithOrder(page, 'credit');
      const credited = await creditWallet(
        shop.db,
        { email: rich.email, amount: '1000' },
        Temporal.Now.instant(),
      );
      expect(credited.ok).toBe(true);
      await openPayment(page, rich.order.id);
      await page.getByRole('radio', { name: 'Mon crédit' }).check();
      await page.getByRole('button', { name: 'Utiliser mon crédit' }).click();
      await waitPaid(page);
      const paidByWallet = await stored(rich.order.id);
      expect(paidByWallet.payments).toEqual([
        { method: 'wallet', status: 'paid', amount_cents: paidByWallet.taxed_cents },
      ]);
    });

    await journey('payment-wallet-partial', async (page) => {
      const { email, order } = await customerWithOrder(page, 'creditpartiel');
      expect((await creditWallet(shop.db, { email, amount: '5' }, Temporal.Now.instant())).ok).toBe(true);
      await openPayment(page, order.id);
      await page.getByRole('radio', { name: 'Mon crédit' }).check();
      await page.getByRole('button', { name: 'Utiliser mon crédit' }).click();
      await page.getByRole('status').filter({ hasText: 'Votre crédit a payé 5,00' }).waitFor();
      const taxed = (await stored(order.id)).taxed_cents;
      expect(centsOf(await page.getByTestId('payment-due').textContent())).toBe(taxed - 500);

      await page.getByRole('radio', { name: 'Carte bancaire' }).check();
      await typeCard(page, '4111 1111 1111 1111');
      await payButton(page).click();
      await waitPaid(page);
      expect(await stored(order.id)).toMatchObject({
        paid_cents: taxed,
        payments: [
          { method: 'wallet', status: 'paid', amount_cents: 500 },
          { method: 'card', status: 'paid', amount_cents: taxed - 500 },
        ],
      });
    });
  });
});
