import { cents, type GatewayCharge, type PaymentGatewayPort } from '@tirage/domain';
import type { Hono } from 'hono';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.js';
import { migrate } from '../db/migrations.js';
import type { AppEnv } from '../http/app-env.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createSandboxGateway } from './sandbox-gateway.js';
import { sandboxGatewayRoutes } from './sandbox-gateway.routes.js';
import { settableClock } from './test-support/sandbox-fixtures.js';

/** Fails when a page holds code the payment screen's policy would block: inline scripts, handlers, styles. */
function expectNoInlineCode(html: string): void {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  for (const [, attributes, content] of scripts) {
    expect(attributes).toMatch(/\ssrc="\/sandbox-gateway\/assets\/[a-z-]+\.js"/);
    expect(content?.trim()).toBe('');
  }
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}

reportPostgresSkipped('the sandbox gateway pages');

describe.each(eachDatabase)('the sandbox gateway pages on %s', (_name, target) => {
  let handle: TestDatabase;
  let app: Hono<AppEnv>;
  let gateway: PaymentGatewayPort;
  const clock = settableClock();
  let counter = 0;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    gateway = createSandboxGateway({ db: handle.db, clock });
    app = createApp({
      db: handle.db,
      logger: captureLogs().logger,
      apiModules: [sandboxGatewayRoutes({ clock })],
    });
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  const get = (path: string) => app.request(`http://localhost${path}`);
  const post = (path: string, body: unknown, contentType = 'application/json') =>
    app.request(`http://localhost/sandbox-gateway/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const card = (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    number: '4111 1111 1111 1111',
    expiry: '12/30',
    cvc: '123',
    save: false,
    ...overrides,
  });

  const charge = (nonce: string, method: GatewayCharge['method'] = 'card'): GatewayCharge => ({
    reference: `payment-${++counter}`,
    orderNumber: 'T-2001',
    method,
    nonce,
    amount: cents(1_234, 'EUR'),
    deviceData: undefined,
    customerReference: 'customer-1',
  });

  async function sandboxRows(): Promise<number> {
    const [row] = await handle.db.query<{ n: number }>(
      `select (select count(*) from sandbox_gateway_nonces)::int
            + (select count(*) from sandbox_gateway_transactions)::int
            + (select count(*) from sandbox_gateway_saved_methods)::int as n`,
    );
    return row?.n ?? -1;
  }

  describe('the card form', () => {
    test('draws the card fields for a token the sandbox issued, under a strict policy', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const response = await get(`/sandbox-gateway/hosted-fields/?token=${token}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain('unsafe-inline');
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toMatch(
        /<label for="card-number">Numéro de carte<\/label>\s*<input id="card-number"[^>]*autocomplete="cc-number"/,
      );
      expect(html).toMatch(
        /<label for="card-expiry">Date d’expiration \(MM\/AA\)<\/label>\s*<input id="card-expiry"[^>]*autocomplete="cc-exp"/,
      );
      expect(html).toMatch(
        /<label for="card-cvc">Cryptogramme \(CVC\)<\/label>\s*<input id="card-cvc"[^>]*autocomplete="cc-csc"/,
      );
      expect(html).toContain('Authentification 3-D Secure');
      expect(html).toContain('>Authentifier</button>');
      expect(html).toContain('>Échec de l’authentification</button>');
      expect(html).toContain('<script src="/sandbox-gateway/assets/hosted-fields.js" defer></script>');
      // No customer, no card to keep.
      expect(html).not.toContain('Enregistrer cette carte');
      expectNoInlineCode(html);
    });

    test('offers to keep the card to a known customer, and words the challenge with the amount', async () => {
      const token = await gateway.clientToken({ customerReference: 'customer-1' });
      const response = await get(`/sandbox-gateway/hosted-fields/?token=${token}&amount=1234&currency=EUR`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toMatch(
        /<input id="card-save" name="save" type="checkbox">\s*<label for="card-save">Enregistrer cette carte<\/label>/,
      );
      expect(html).toContain('confirmer le paiement de 12,34\u00a0€');
      expectNoInlineCode(html);
    });

    test.each([
      ['without a token', '/sandbox-gateway/hosted-fields/'],
      ['with a token it did not issue', '/sandbox-gateway/hosted-fields/?token=eyJpZCI6Im5vcGUifQ'],
    ])('answers a French error page %s', async (_case, path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<h1>Page de paiement indisponible</h1>');
      expect(html).toContain('Le lien de cette page de paiement n’est pas valide ou a expiré.');
      expect(html).not.toContain('card-number');
      expectNoInlineCode(html);
    });

    test.each([['amount=12.34&currency=EUR'], ['amount=1234'], ['amount=1234&currency=USD']])(
      'answers 400 for an amount it cannot read (%s)',
      async (query) => {
        const token = await gateway.clientToken({ customerReference: undefined });
        const response = await get(`/sandbox-gateway/hosted-fields/?token=${token}&${query}`);
        expect(response.status).toBe(400);
        expect(await response.text()).toContain('Le montant ou la devise de ce paiement n’est pas valide.');
      },
    );
  });

  describe('the PayPal page', () => {
    test('shows the amount with buttons to approve or cancel', async () => {
      const token = await gateway.clientToken({ customerReference: 'customer-1' });
      const response = await get(`/sandbox-gateway/paypal/?token=${token}&amount=4990&currency=EUR`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<h1>PayPal (bac à sable)</h1>');
      expect(html).toContain('<strong>49,90\u00a0€</strong>');
      expect(html).toContain('<button id="paypal-approve" type="button">Approuver le paiement</button>');
      expect(html).toContain('>Annuler</button>');
      expect(html).toContain('<script src="/sandbox-gateway/assets/paypal.js" defer></script>');
      expectNoInlineCode(html);
    });

    test.each([
      ['no amount', 'currency=EUR'],
      ['a negative amount', 'amount=-5&currency=EUR'],
      ['an unknown currency', 'amount=100&currency=XXX'],
    ])('answers 400 with %s', async (_case, query) => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const response = await get(`/sandbox-gateway/paypal/?token=${token}&${query}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Page de paiement indisponible');
    });

    test('answers 400 with a token it did not issue', async () => {
      const response = await get('/sandbox-gateway/paypal/?token=forged&amount=100&currency=EUR');
      expect(response.status).toBe(400);
    });
  });

  test.each([
    ['/sandbox-gateway/assets/hosted-fields.js', 'text/javascript', 'sandbox:tokenize'],
    ['/sandbox-gateway/assets/paypal.js', 'text/javascript', 'sandbox:paypal-approved'],
    ['/sandbox-gateway/assets/sandbox.css', 'text/css', '.field-error'],
  ])('serves %s', async (path, type, excerpt) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain(excerpt);
  });

  test('the frames check where messages come from and post only to our own origin', async () => {
    for (const path of ['/sandbox-gateway/assets/hosted-fields.js', '/sandbox-gateway/assets/paypal.js']) {
      const script = await (await get(path)).text();
      expect(script).toContain('window.parent.postMessage(message, ORIGIN)');
      expect(script).not.toMatch(/postMessage\([^)]*'\*'/);
    }
    const cardScript = await (await get('/sandbox-gateway/assets/hosted-fields.js')).text();
    expect(cardScript).toContain('event.origin !== ORIGIN || event.source !== window.parent');
  });

  describe('tokenizing a card', () => {
    test('gives a nonce the gateway charges', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const response = await post('tokenize', card(token));
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        nonce: expect.any(String),
        threeDSecure: 'none',
        brand: 'Visa',
        last4: '1111',
        deviceData: expect.stringMatching(/^\{"device_session_id":".+"\}$/),
      });
      expect(await gateway.charge(charge(String(body.nonce)))).toMatchObject({ status: 'succeeded' });
    });

    test('a card asking for 3-D Secure is charged only after "Authentifier"', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const body = (await (await post('tokenize', card(token, { number: '4000000000003220' }))).json()) as {
        nonce: string;
        threeDSecure: string;
      };
      expect(body.threeDSecure).toBe('required');
      expect(await gateway.charge(charge(body.nonce))).toMatchObject({ reason: 'authenticationFailed' });
      const answered = await post('3ds', { token, nonce: body.nonce, outcome: 'authenticated' });
      expect(answered.status).toBe(200);
      expect(await answered.json()).toEqual({ nonce: body.nonce, threeDSecure: 'authenticated' });
      expect(await gateway.charge(charge(body.nonce))).toMatchObject({ status: 'succeeded' });
      // The challenge is over.
      expect((await post('3ds', { token, nonce: body.nonce, outcome: 'failed' })).status).toBe(400);
    });

    test('a failed 3-D Secure challenge leaves a nonce that cannot be charged', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const { nonce } = (await (
        await post('tokenize', card(token, { number: '4000000000003220' }))
      ).json()) as {
        nonce: string;
      };
      expect((await post('3ds', { token, nonce, outcome: 'failed' })).status).toBe(200);
      expect(await gateway.charge(charge(nonce))).toMatchObject({ reason: 'authenticationFailed' });
    });

    test('"Enregistrer cette carte" keeps the card once charged', async () => {
      const customer = `customer-keeps-${++counter}`;
      const token = await gateway.clientToken({ customerReference: customer });
      const { nonce } = (await (await post('tokenize', card(token, { save: true }))).json()) as {
        nonce: string;
      };
      await gateway.charge({ ...charge(nonce), customerReference: customer });
      expect(await gateway.savedMethods(customer)).toEqual([
        expect.objectContaining({ kind: 'card', label: 'Visa •••• 1111, exp. 12/2030', isDefault: true }),
      ]);
    });

    test.each([
      [
        'a number failing the Luhn check',
        { number: '4111 1111 1111 1112' },
        { number: 'Ce numéro de carte n’est pas valide.' },
      ],
      ['no number', { number: '' }, { number: 'Saisissez le numéro de la carte.' }],
      ['an expired card', { expiry: '10/26' }, { expiry: 'Cette carte a expiré.' }],
      [
        'an unreadable expiry',
        { expiry: '13/30' },
        { expiry: 'Cette date d’expiration n’est pas valide (MM/AA).' },
      ],
      ['a two-digit CVC', { cvc: '12' }, { cvc: 'Saisissez le cryptogramme visuel (3 ou 4 chiffres).' }],
    ])('refuses %s in French, field by field, making no nonce', async (_case, overrides, fields) => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const before = await sandboxRows();
      const response = await post('tokenize', card(token, overrides));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalidCard', fields });
      expect(await sandboxRows()).toBe(before);
    });

    test('accepts a card until the end of its expiry month, in Paris', async () => {
      try {
        clock.set(Temporal.Instant.from('2026-11-30T22:59:59Z')); // 30 November, 23:59:59 in Paris
        const token = await gateway.clientToken({ customerReference: undefined });
        expect((await post('tokenize', card(token, { expiry: '11/26' }))).status).toBe(200);
        clock.set(Temporal.Instant.from('2026-11-30T23:00:00Z')); // 1 December, midnight in Paris
        expect((await post('tokenize', card(token, { expiry: '11/26' }))).status).toBe(400);
        expect((await post('tokenize', card(token, { expiry: '12/2026' }))).status).toBe(200);
      } finally {
        clock.reset();
      }
    });
  });

  test('PayPal approval gives a nonce the gateway charges as PayPal', async () => {
    const token = await gateway.clientToken({ customerReference: 'customer-1' });
    const response = await post('paypal', { token, amount: 4_990, currency: 'EUR' });
    expect(response.status).toBe(200);
    const { nonce } = (await response.json()) as { nonce: string };
    expect(await gateway.charge(charge(nonce, 'paypal'))).toMatchObject({ status: 'succeeded' });
  });

  describe('bad calls answer 400 and change nothing', () => {
    test.each([
      ['tokenize', 'not json', 'application/json'],
      ['tokenize', '{"token":"x"}', 'text/plain'],
      ['tokenize', { number: '4111111111111111', expiry: '12/30', cvc: '123' }, 'application/json'],
      ['tokenize', { token: 'x', number: 4111111111111111, expiry: '12/30', cvc: '123' }, 'application/json'],
      ['3ds', { token: 'x', nonce: 'n', outcome: 'maybe' }, 'application/json'],
      ['paypal', { token: 'x', amount: 12.5, currency: 'EUR' }, 'application/json'],
      ['paypal', { token: 'x', amount: 100, currency: 'EUR', extra: true }, 'application/json'],
    ])('POST %s with %j', async (path, body, contentType) => {
      const before = await sandboxRows();
      const response = await post(path, body, contentType);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalidRequest' });
      expect(await sandboxRows()).toBe(before);
    });

    test.each([['tokenize'], ['3ds'], ['paypal']])(
      'POST %s with a token the sandbox did not issue',
      async (path) => {
        const before = await sandboxRows();
        const bodies: Record<string, unknown> = {
          tokenize: card('forged'),
          '3ds': { token: 'forged', nonce: 'n', outcome: 'authenticated' },
          paypal: { token: 'forged', amount: 100, currency: 'EUR' },
        };
        const response = await post(path, bodies[path]);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: 'invalidToken' });
        expect(await sandboxRows()).toBe(before);
      },
    );

    test('a 3-D Secure answer for a nonce that awaits none', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const { nonce } = (await (await post('tokenize', card(token))).json()) as { nonce: string };
      const response = await post('3ds', { token, nonce, outcome: 'authenticated' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalidNonce' });
    });

    test('a body over 16 KB', async () => {
      const token = await gateway.clientToken({ customerReference: undefined });
      const response = await post('tokenize', { ...card(token), padding: 'x'.repeat(20_000) });
      expect(response.status).toBe(413);
    });
  });

  test('the pages stand beside the API, which knows nothing of them', async () => {
    expect((await get('/api/v1/sandbox-gateway/hosted-fields/')).status).toBe(404);
  });
});
