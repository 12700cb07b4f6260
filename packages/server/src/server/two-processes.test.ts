import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type RouteName, routePath, routes } from '@tirage/api-client/contract';
import { PARIS_ADDRESS } from '@tirage/domain/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../api/shop-api.js';
import { flyersLine, PASSWORD, uniqueEmail } from '../api/test-support/cart-fixtures.js';
import { FLYERS_QUOTE } from '../api/test-support/shop-client.js';
import { addStaffMember } from '../auth/add-staff.js';
import type { Database } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations.js';
import { openPostgresDatabase } from '../db/postgres.js';
import { createSandboxRecords } from '../payment-sandbox/sandbox-records.js';
import { reportPostgresSkipped } from '../test-support/databases.js';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process.js';

const databaseUrl = process.env.DATABASE_URL || undefined;

type Answer = { readonly status: number; readonly json: Record<string, unknown> };
type Data<T> = { data: T };

/** Calls a route of the contract on one process, by name. */
async function call(
  shop: ShopProcess,
  name: RouteName,
  options: {
    readonly body?: unknown;
    readonly params?: Readonly<Record<string, string>>;
    readonly query?: Readonly<Record<string, string>>;
    readonly headers?: Readonly<Record<string, string>>;
  } = {},
): Promise<Answer> {
  const route = routes[name];
  const search = options.query === undefined ? '' : `?${new URLSearchParams(options.query)}`;
  const response = await fetch(`${shop.url}${routePath(route.path, options.params ?? {})}${search}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

function dataOf<T>(answer: Answer): T {
  if (answer.status >= 300) throw new Error(`answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return (answer.json as Data<T>).data;
}

/** The lines of a process's JSON log whose message is `msg`. */
const logLines = (shop: ShopProcess, msg: string): Record<string, unknown>[] =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg);

reportPostgresSkipped('two shop processes on one database');

describe.skipIf(databaseUrl === undefined)('two shop processes on one PostgreSQL database', () => {
  const databaseName = `tirage_two_${randomBytes(5).toString('hex')}`;
  let processUrl: string;
  let first: ShopProcess;
  let second: ShopProcess;
  let db: Database;
  /** Spreads requests: the n-th goes to one process or the other. */
  const either = (n: number) => (n % 2 === 0 ? first : second);

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${databaseName}`));
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${databaseName}`;
    processUrl = url.toString();
    // Both start at once on the empty database: each runs its migrations at start.
    // Processes behind one balancer share the key tokens are signed with (each would make its own).
    const env = { DATABASE_URL: processUrl, TOKEN_SIGNING_KEY: randomBytes(32).toString('base64url') };
    [first, second] = await Promise.all([
      startShopProcess('two-a', { env }),
      startShopProcess('two-b', { env }),
    ]);
    db = await openPostgresDatabase({ connectionString: processUrl, maxConnections: 2 });
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await Promise.all([first?.close(), second?.close()]);
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  });

  /** A customer registered on one process and logged in on the other. */
  async function customer(label: string, n: number): Promise<Record<string, string>> {
    const email = uniqueEmail(label);
    dataOf(
      await call(either(n), 'customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const grant = dataOf<{ access_token: string }>(
      await call(either(n + 1), 'auth.login', { body: { email, password: PASSWORD } }),
    );
    return { authorization: `Bearer ${grant.access_token}` };
  }

  /** A cart of the customer's, made on one process, holding a flyers job and both addresses. */
  async function readyCart(auth: Record<string, string>, n: number): Promise<string> {
    const cart = dataOf<{ id: string }>(
      await call(either(n), 'cart.open', {
        body: { currency: 'EUR', country: 'FR', locale: 'fr', forceCreate: true },
        headers: auth,
      }),
    );
    dataOf(
      await call(either(n + 1), 'cart.putItem', {
        params: { id: cart.id },
        body: flyersLine(),
        headers: auth,
      }),
    );
    dataOf(
      await call(either(n), 'cart.setAddress', {
        params: { id: cart.id },
        body: { shippingAddress: PARIS_ADDRESS, billingAddress: PARIS_ADDRESS },
        headers: auth,
      }),
    );
    return cart.id;
  }

  const checkout = (cartId: string, auth: Record<string, string>, n: number) =>
    call(either(n), 'cart.checkout', {
      params: { id: cartId },
      body: { sender_type: 'product', user_notes: { invoiceRequested: true } },
      headers: { ...auth, 'idempotency-key': randomUUID() },
    });

  test('both started together on the empty database; it was migrated once', async () => {
    const applied = [...logLines(first, 'applied migrations'), ...logLines(second, 'applied migrations')];
    expect(applied).toHaveLength(1);
    expect(applied[0]?.migrations).toEqual(MIGRATIONS.map((migration) => migration.id));
    const rows = await db.query<{ count: number }>('select count(*)::int as count from schema_migrations');
    expect(rows[0]?.count).toBe(MIGRATIONS.length);
    for (const shop of [first, second]) expect((await fetch(`${shop.url}/readyz`)).status).toBe(200);
  });

  test('100 checkouts of 20 carts at once, spread over both processes, make exactly 20 orders', async () => {
    // A customer has one open cart: twenty customers, each with theirs.
    const carts: { id: string; auth: Record<string, string> }[] = [];
    for (let n = 0; n < 20; n++) {
      const auth = await customer(`checkout-${n}`, n);
      carts.push({ id: await readyCart(auth, n), auth });
    }
    const attempts = carts.flatMap((cart) => [0, 1, 2, 3, 4].map((k) => ({ ...cart, k })));
    const answers = await Promise.all(attempts.map(({ id, auth, k }, n) => checkout(id, auth, n + k)));
    const placed = answers.filter((answer) => answer.status === 201);
    const orderIds = new Set(placed.map((answer) => (answer.json as Data<{ id: string }>).data.id));
    // Every cart became one order: a repeated checkout of it was refused, or answered that order.
    expect(orderIds.size).toBe(20);
    for (const answer of answers) expect([201, 409], JSON.stringify(answer.json)).toContain(answer.status);
    const rows = await db.query<{ cart_id: string; orders: number }>(
      "select cart_id, count(*)::int as orders from orders where cart_id::text = any(string_to_array($1, ',')) group by cart_id",
      [carts.map((cart) => cart.id).join(',')],
    );
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.orders === 1)).toBe(true);
  }, 120_000);

  test('two payments of one order at once, one on each process, charge it once', async () => {
    const auth = await customer('payment', 0);
    const placed = dataOf<{ id: string }>(await checkout(await readyCart(auth, 0), auth, 1));
    const order = dataOf<{
      id: string;
      orderNumber: string;
      taxedPrice: { currencyCode: string; centAmount: number };
    }>(await call(first, 'order.get', { params: { id: placed.id }, headers: auth }));
    const records = createSandboxRecords({ db, clock: systemClock });
    const nonce = async (shop: ShopProcess) => {
      const { clientToken } = dataOf<{ clientToken: string }>(
        await call(shop, 'payment.clientToken', { headers: auth }),
      );
      const verified = await records.verifyClientToken(clientToken);
      if (verified === undefined) throw new Error('the sandbox does not accept its own client token');
      const created = await records.createCardNonce({
        clientToken: verified,
        card: { number: '4111111111111111', expiry: { month: 12, year: 2030 } },
        save: false,
      });
      return created.nonce;
    };
    const nonces = await Promise.all([nonce(first), nonce(second)]);
    const answers = await Promise.all(
      [first, second].map((shop, n) =>
        call(shop, 'payment.pay', {
          body: {
            orderId: order.id,
            method: 'card',
            nonce: nonces[n],
            deviceData: '{}',
            maxAmount: order.taxedPrice,
          },
          headers: { ...auth, 'idempotency-key': randomUUID() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers)).toEqual([201, 409]);
    const charges = await db.query<{ count: number }>(
      'select count(*)::int as count from sandbox_gateway_transactions where order_number = $1',
      [order.orderNumber],
    );
    expect(charges[0]?.count).toBe(1);
  }, 60_000);

  test('20 wrong passwords spread over both processes reach the email’s limit as one count', async () => {
    const email = uniqueEmail('devine');
    dataOf(
      await call(first, 'customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) {
      statuses.push(
        (await call(either(n), 'auth.login', { body: { email, password: `mauvais ${n}` } })).status,
      );
    }
    // Ten failures per email in 15 minutes, counted in the database both processes share.
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  });

  test('a password reset asked of one process is mailed exactly once, by whichever process takes the job', async () => {
    const email = uniqueEmail('reset');
    dataOf(
      await call(first, 'customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    dataOf(await call(second, 'customer.requestPasswordReset', { body: { email } }));
    const statusOfMail = async () =>
      (
        await db.query<{ status: string }>(
          "select status from mail_outbox where recipient = $1 and subject like '%mot de passe%'",
          [email],
        )
      ).map((row) => row.status);
    await expect.poll(statusOfMail, { timeout: 20_000, interval: 200 }).toEqual(['sent']);
    // Without SMTP_URL each process writes what it sends to its DATA_DIR/outbox: one file in all.
    const written = await Promise.all(
      [first, second].map(async (shop) =>
        (await readdir(join(shop.dataDir, 'outbox')).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        ),
      ),
    );
    const forThisCustomer = (
      await Promise.all(
        written.flatMap((names, n) =>
          names.map((name) => readFile(join([first, second][n]?.dataDir ?? '', 'outbox', name), 'utf8')),
        ),
      )
    ).filter((mail) => mail.includes(email));
    expect(forThisCustomer).toHaveLength(1);
  }, 60_000);

  test('a price changed in the database shows on both processes within a second', async () => {
    const priceOn = async (shop: ShopProcess) => {
      const quoted = dataOf<{ priceSets: { amountExclTax: { centAmount: number } }[] }>(
        await call(shop, 'product.quote', { body: FLYERS_QUOTE }),
      );
      return quoted.priceSets[0]?.amountExclTax.centAmount;
    };
    const before = await priceOn(first);
    expect(await priceOn(second)).toBe(before);
    // As the staff's catalogue tools do: the products table changes, and announces it on commit.
    await db.query(
      `update products
          set payload = jsonb_set(payload::jsonb, '{priceTable,setupHundredths}',
                to_jsonb((payload::jsonb -> 'priceTable' ->> 'setupHundredths')::int + 10000))
        where id = 'flyers'`,
    );
    for (const shop of [first, second]) {
      await expect.poll(() => priceOn(shop), { timeout: 1_000, interval: 50 }).toBeGreaterThan(before ?? 0);
    }
  });

  test('staff change a shop’s rules on one process; the other serves them within a second', async () => {
    const email = uniqueEmail('regles');
    const member = await addStaffMember(db, { email, displayName: 'Règles' });
    if (!member.ok) throw new Error(member.message);
    const grant = dataOf<{ access_token: string }>(
      await call(first, 'admin.login', { body: { email, password: member.password } }),
    );
    const staff = { authorization: `Bearer ${grant.access_token}` };
    const view = dataOf<{
      tenants: { code: string; rules: { cart: { maxLines: number } }; rulesVersion: number }[];
    }>(await call(first, 'admin.baseConfigs', { headers: staff })).tenants.find(
      (tenant) => tenant.code === 'fr',
    );
    if (view === undefined) throw new Error('no French shop');
    const maxLinesOn = async (shop: ShopProcess) =>
      dataOf<{ rules: { cart: { maxLines: number } } }>(
        await call(shop, 'config.basic', { query: { host: 'localhost' } }),
      ).rules.cart.maxLines;
    expect(await maxLinesOn(second)).toBe(view.rules.cart.maxLines);
    const changed = { ...view.rules, cart: { ...view.rules.cart, maxLines: view.rules.cart.maxLines - 1 } };
    dataOf(
      await call(first, 'admin.saveShopRules', {
        params: { tenant: 'fr' },
        body: { rules: changed, version: view.rulesVersion },
        headers: staff,
      }),
    );
    await expect.poll(() => maxLinesOn(second), { timeout: 1_000, interval: 50 }).toBe(changed.cart.maxLines);
  });
});
