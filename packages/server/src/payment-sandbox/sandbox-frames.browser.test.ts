import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { cents, type GatewayCharge, type PaymentGatewayPort } from '@tirage/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiModule } from '../app.js';
import { createApp } from '../app.js';
import { migrate } from '../db/migrations.js';
import { openBrowser, type TestBrowser } from '../test-support/browser.js';
import { pgliteTarget, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.js';
import { settableClock } from './test-support/sandbox-fixtures.js';

/** An empty page of our origin, standing for the payment screen that frames the sandbox. */
const hostPage: ApiModule = (_api, { site }) => {
  site.get('/host/', (c) =>
    c.html(
      '<!doctype html><html lang="fr"><head><title>Paiement</title><link rel="icon" href="data:,"></head><body><main></main></body></html>',
    ),
  );
};

/*
 * The callbacks given to `page.evaluate` run in Chromium: the few browser globals they use, typed
 * here for this file only (the server's own types are Node's, without the DOM library).
 */
interface BrowserFrame {
  title: string;
  src: string;
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}
declare const document: {
  createElement(tag: 'iframe'): BrowserFrame;
  querySelector(selector: 'iframe'): BrowserFrame | null;
  querySelector(selector: string): { append(node: BrowserFrame): void } | null;
};
declare const window: {
  addEventListener(
    type: 'message',
    listener: (event: { source: unknown; origin: string; data: unknown }) => void,
  ): void;
};
declare const location: { readonly origin: string };

interface Received {
  readonly origin: string;
  readonly data: { readonly type: string; readonly [key: string]: unknown };
}

/**
 * The sandbox's frames in Chromium, talking by `postMessage` with a page of our origin, as the
 * payment screen does (docs/payments.md): the scripts the pages load, not only their HTML.
 */
describe('the sandbox frames in a browser', () => {
  let handle: TestDatabase;
  let server: Server;
  let origin: string;
  let browser: TestBrowser;
  let gateway: PaymentGatewayPort;
  let counter = 0;

  beforeAll(async () => {
    handle = await pgliteTarget.open();
    await migrate(handle.db);
    // The frames check expiry dates against the browser's clock: the cards here expire in 2035.
    const clock = settableClock();
    gateway = createSandboxGateway({ db: handle.db, clock });
    const app = createApp({
      db: handle.db,
      logger: captureLogs().logger,
      apiModules: [sandboxGatewayRoutes({ clock }), hostPage],
    });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await handle?.cleanup();
  });

  const charge = (nonce: string, method: GatewayCharge['method'] = 'card'): GatewayCharge => ({
    reference: `browser-payment-${++counter}`,
    orderNumber: 'T-3001',
    method,
    nonce,
    amount: cents(2_500, 'EUR'),
    deviceData: undefined,
    customerReference: 'customer-1',
  });

  /** The host page with the frame at `path`, every message from the frame kept in `window.received`. */
  async function framed(path: string, hostOrigin = origin) {
    const { page, problems } = await browser.newPage();
    await page.goto(`${hostOrigin}/host/`);
    await page.evaluate((src) => {
      const received: unknown[] = [];
      const frame = document.createElement('iframe');
      frame.title = 'Saisie sécurisée de la carte';
      frame.src = src;
      (window as unknown as { received: unknown[] }).received = received;
      window.addEventListener('message', (event) => {
        if (event.source === frame.contentWindow) received.push({ origin: event.origin, data: event.data });
      });
      document.querySelector('main')?.append(frame);
    }, `${origin}${path}`);
    return { page, problems, frame: page.frameLocator('iframe') };
  }

  const received = (page: Page) =>
    page.evaluate(() => (window as unknown as { received: Received[] }).received);

  async function waitFor(page: Page, type: string, id?: string): Promise<Received> {
    await page.waitForFunction(
      ([type, id]) =>
        (window as unknown as { received: Received[] }).received.some(
          (message) => message.data.type === type && (id === undefined || message.data.id === id),
        ),
      [type, id] as const,
    );
    const found = (await received(page)).find(
      (message) => message.data.type === type && (id === undefined || message.data.id === id),
    );
    if (found === undefined) throw new Error(`no ${type}`);
    return found;
  }

  const tokenize = (page: Page, id: string) =>
    page.evaluate((id) => {
      document
        .querySelector('iframe')
        ?.contentWindow?.postMessage({ type: 'sandbox:tokenize', id }, location.origin);
    }, id);

  async function cardPage(customerReference?: string) {
    const token = await gateway.clientToken({ customerReference });
    const opened = await framed(`/sandbox-gateway/hosted-fields/?token=${token}&amount=2500&currency=EUR`);
    await waitFor(opened.page, 'sandbox:ready');
    return opened;
  }

  test('says it is ready and how tall it is, from our origin', async () => {
    const { page, problems } = await cardPage();
    const ready = await waitFor(page, 'sandbox:ready');
    expect(ready.origin).toBe(origin);
    const resize = await waitFor(page, 'sandbox:resize');
    expect(resize.data.height).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('marks empty fields in French and answers invalidCard', async () => {
    const { page, frame, problems } = await cardPage();
    await tokenize(page, 'empty');
    const error = await waitFor(page, 'sandbox:error', 'empty');
    expect(error.data).toMatchObject({
      reason: 'invalidCard',
      message: 'Vérifiez les informations de la carte.',
    });
    await expect(frame.getByText('Saisissez le numéro de la carte.').isVisible()).resolves.toBe(true);
    await expect(frame.getByText('Saisissez la date d’expiration (MM/AA).').isVisible()).resolves.toBe(true);
    await expect(frame.getByLabel('Numéro de carte').getAttribute('aria-invalid')).resolves.toBe('true');
    // Typing again clears the field's message.
    await frame.getByLabel('Numéro de carte').fill('4');
    await expect(frame.getByLabel('Numéro de carte').getAttribute('aria-invalid')).resolves.toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('turns an accepted card into a nonce the gateway charges, keeping it when asked', async () => {
    const customer = `customer-browser-${++counter}`;
    const { page, frame, problems } = await cardPage(customer);
    await frame.getByLabel('Numéro de carte').fill('4111 1111 1111 1111');
    await frame.getByLabel('Date d’expiration (MM/AA)').fill('12/35');
    await frame.getByLabel('Cryptogramme (CVC)').fill('123');
    await frame.getByLabel('Enregistrer cette carte').check();
    await tokenize(page, 'first');
    const answer = await waitFor(page, 'sandbox:nonce', 'first');
    expect(answer.data).toEqual({
      type: 'sandbox:nonce',
      id: 'first',
      nonce: expect.any(String),
      deviceData: expect.any(String),
    });
    expect(
      await gateway.charge({ ...charge(String(answer.data.nonce)), customerReference: customer }),
    ).toMatchObject({
      status: 'succeeded',
    });
    expect(await gateway.savedMethods(customer)).toEqual([
      expect.objectContaining({ label: 'Visa •••• 1111, exp. 12/2035' }),
    ]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('shows the bank’s challenge for a 3-D Secure card; "Authentifier" gives a chargeable nonce', async () => {
    const { page, frame, problems } = await cardPage();
    await frame.getByLabel('Numéro de carte').fill('4000 0000 0000 3220');
    await frame.getByLabel('Date d’expiration (MM/AA)').fill('12/35');
    await frame.getByLabel('Cryptogramme (CVC)').fill('123');
    await tokenize(page, 'challenged');
    const heading = frame.getByRole('heading', { name: 'Authentification 3-D Secure' });
    await heading.waitFor();
    await expect(frame.getByText('confirmer le paiement de 25,00\u00a0€').isVisible()).resolves.toBe(true);
    await expect(frame.getByText('Visa •••• 3220').isVisible()).resolves.toBe(true);
    await expect(frame.getByLabel('Numéro de carte').isVisible()).resolves.toBe(false);
    await frame.getByRole('button', { name: 'Authentifier' }).click();
    const answer = await waitFor(page, 'sandbox:nonce', 'challenged');
    expect(await gateway.charge(charge(String(answer.data.nonce)))).toMatchObject({ status: 'succeeded' });
    await expect(frame.getByLabel('Numéro de carte').isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a failed challenge answers authenticationFailed and shows the card form again', async () => {
    const { page, frame, problems } = await cardPage();
    await frame.getByLabel('Numéro de carte').fill('4000000000003220');
    await frame.getByLabel('Date d’expiration (MM/AA)').fill('12/35');
    await frame.getByLabel('Cryptogramme (CVC)').fill('123');
    await tokenize(page, 'refused');
    await frame.getByRole('button', { name: 'Échec de l’authentification' }).click();
    const error = await waitFor(page, 'sandbox:error', 'refused');
    expect(error.data.reason).toBe('authenticationFailed');
    await expect(frame.getByLabel('Numéro de carte').isVisible()).resolves.toBe(true);
    expect((await received(page)).some((message) => message.data.type === 'sandbox:nonce')).toBe(false);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a page of another origin gets nothing from the frame', async () => {
    const token = await gateway.clientToken({ customerReference: undefined });
    const { page } = await framed(
      `/sandbox-gateway/hosted-fields/?token=${token}`,
      origin.replace('127.0.0.1', 'localhost'),
    );
    await tokenize(page, 'foreign');
    await page.waitForTimeout(1_000);
    expect(await received(page)).toEqual([]);
    await page.close();
  });

  test('the PayPal page posts its approval with a nonce, or its cancellation', async () => {
    const token = await gateway.clientToken({ customerReference: undefined });
    const approving = await framed(`/sandbox-gateway/paypal/?token=${token}&amount=2500&currency=EUR`);
    await approving.frame.getByRole('button', { name: 'Approuver le paiement' }).click();
    const approved = await waitFor(approving.page, 'sandbox:paypal-approved');
    expect(await gateway.charge(charge(String(approved.data.nonce), 'paypal'))).toMatchObject({
      status: 'succeeded',
    });
    expect(approving.problems).toEqual([]);
    await approving.page.close();

    const cancelling = await framed(`/sandbox-gateway/paypal/?token=${token}&amount=2500&currency=EUR`);
    await cancelling.frame.getByRole('button', { name: 'Annuler' }).click();
    expect((await waitFor(cancelling.page, 'sandbox:paypal-cancelled')).data).toEqual({
      type: 'sandbox:paypal-cancelled',
    });
    await cancelling.page.close();
  });
});
