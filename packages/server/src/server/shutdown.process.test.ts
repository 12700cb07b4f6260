import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type ShopProcess, startShopProcess } from '../test-support/shop-process.js';

// The built shop in its own process, as `npm start` runs it, stopped with SIGTERM under keep-alive
// traffic (build first: `npm test` does).
let shop: ShopProcess;

beforeAll(async () => {
  shop = await startShopProcess('shutdown');
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
