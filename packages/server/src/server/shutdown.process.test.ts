import { readdir } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { type RouteName, routePath, routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bearer, customerSession, dataOf, placeOrder } from '../api/test-support/cart-fixtures.js';
import { samplePdf } from '../test-support/artwork-files.js';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process.js';

// The built shop in its own process, as `npm start` runs it, stopped with SIGTERM under keep-alive
// traffic (build first: `npm test` does).
let shop: ShopProcess;

beforeAll(async () => {
  // As on a fresh machine: the shop creates its embedded database at this start.
  shop = await startShopProcess('shutdown', { freshDatabase: true });
}, 90_000);
afterAll(async () => {
  await shop?.close();
});

interface Outcome {
  readonly status?: number;
  readonly complete?: boolean;
  readonly error?: string;
  /** The request went out on a connection that had already carried one (keep-alive). */
  readonly reusedSocket: boolean;
  readonly afterSignal: boolean;
}

/** One GET on `agent`, answered whole or failed, and how. */
function get(url: string, agent: Agent, afterSignal: () => boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent }, (response) => {
      let complete = false;
      response.on('end', () => {
        complete = true;
      });
      response.on('close', () =>
        resolve({
          status: response.statusCode,
          complete,
          reusedSocket: request.reusedSocket,
          afterSignal: afterSignal(),
        }),
      );
      response.resume();
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        error: error.code ?? error.message,
        reusedSocket: request.reusedSocket,
        afterSignal: afterSignal(),
      }),
    );
    request.end();
  });
}

test('SIGTERM under keep-alive traffic: every request is answered whole, and the shop exits as soon as they are', async () => {
  const target = `${shop.url}/api/v1/content/page/?path=%2F`;
  let signalledAt: number | undefined;
  const afterSignal = () => signalledAt !== undefined;
  const outcomes: Outcome[] = [];

  // Eight clients, each on its own keep-alive connection, always with a request going.
  const clients = Array.from({ length: 8 }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (;;) {
      const outcome = await get(target, agent, afterSignal);
      outcomes.push(outcome);
      // The listener is closed: a new connection is refused, the shop has stopped taking work.
      if (outcome.error !== undefined && afterSignal()) break;
    }
    agent.destroy();
  });
  // A connection holding half a request header, and one that never sends anything.
  const half: Socket = connect(Number(new URL(shop.url).port), '127.0.0.1', () => {
    half.write('GET /api/v1/content/page/?path=%2F HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  });
  const idle: Socket = connect(Number(new URL(shop.url).port), '127.0.0.1');
  for (const socket of [half, idle]) socket.on('error', () => undefined);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  signalledAt = Date.now();
  shop.signal('SIGTERM');
  await shop.ended;
  const exitMs = Date.now() - signalledAt;
  await Promise.all(clients);
  half.destroy();
  idle.destroy();

  const answered = outcomes.filter((outcome) => outcome.status !== undefined);
  expect(answered.length).toBeGreaterThan(20);
  // Every answer that began arrived whole, with its status.
  expect(answered.every((outcome) => outcome.complete === true && outcome.status === 200)).toBe(true);
  // No request was cut on a connection the shop was serving: after SIGTERM a client may only be
  // refused a new connection (or find one the shop never read a request from closed).
  const cut = outcomes.filter((outcome) => outcome.error !== undefined && outcome.reusedSocket);
  expect(cut).toEqual([]);
  // Far from the 10 s deadline: the half header and the idle connection did not hold it.
  expect(exitMs).toBeLessThan(3_000);
  expect(shop.output()).not.toContain('requests still running at the deadline');
}, 60_000);

/** The contract's calls, over HTTP to a shop process (what the API fixtures call). */
function callsTo(url: string) {
  return {
    async call(
      name: RouteName,
      options: {
        readonly body?: unknown;
        readonly params?: Readonly<Record<string, string>>;
        readonly headers?: Readonly<Record<string, string>>;
      } = {},
    ) {
      const route = routes[name];
      const response = await fetch(`${url}${routePath(route.path, options.params ?? {})}`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...options.headers },
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
  };
}

test('an upload still coming in at the deadline is cut, and leaves no partial file behind', async () => {
  const uploading = await startShopProcess('shutdown-upload');
  try {
    const calls = callsTo(uploading.url);
    const customer = await customerSession(calls, 'cut-upload');
    const auth = bearer(customer.token);
    const placed = await placeOrder(calls, auth);
    const order = dataOf<{ lineItems: { id: string }[] }>(
      'order.get',
      await calls.call('order.get', { params: { id: placed.id }, headers: auth }),
    );
    const path = routePath(routes['artwork.upload'].path, {
      orderId: placed.id,
      lineItemId: order.lineItems[0]?.id ?? '',
    });
    const tmp = join(uploading.dataDir, 'uploads', 'tmp');
    // A file sent slowly, a piece every 100 ms, that never ends.
    const upload = httpRequest(`${uploading.url}${path}?fileName=lent.pdf`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/pdf' },
    });
    const answered = new Promise<string>((resolve) => {
      upload.on('response', (response) => resolve(String(response.statusCode)));
      upload.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    upload.write(samplePdf(2_000));
    const trickle = setInterval(() => upload.write('0'.repeat(1_000)), 100);
    await expect.poll(async () => (await readdir(tmp).catch(() => [])).length, { timeout: 10_000 }).toBe(1);

    uploading.signal('SIGTERM');
    await uploading.ended;
    clearInterval(trickle);
    // Cut at the deadline: the client learns it, the shop says so, and the partial file is gone.
    expect(await answered).not.toBe('201');
    expect(uploading.output()).toContain('requests still running at the deadline');
    expect(await readdir(tmp)).toEqual([]);
  } finally {
    await uploading.close();
  }
}, 90_000);
