import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import type { ApiModule } from '../app.js';
import { loadConfig } from '../config/config.js';
import { success } from '../http/envelope.js';
import { DRAIN_MAX_BYTES } from '../http/request-body.js';
import { loadStorefront } from '../storefront/load-storefront.js';
import { MAX_ACTION_BODY_BYTES } from '../storefront/storefront.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import type { CapturedLogs } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import { type RawConnection, rawConnection } from '../test-support/raw-http.js';
import type { RunningServer } from './start.js';
import { startServer } from './start.js';

/** The deadlines of this suite's server: short, so a slow client is cut within the test. */
const BODY_TIMEOUT_MS = 600;
const UPLOAD_PROBE = { method: 'PUT', path: '/api/v1/probe/upload' } as const;

/** A route that reads its own body, as the artwork upload does: the API's limits leave it alone. */
const uploadProbe: ApiModule = (api, { streamOwnBody }) => {
  streamOwnBody(UPLOAD_PROBE);
  api.put('/probe/upload', async (c) => {
    let size = 0;
    const reader = c.req.raw.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (chunk === undefined || chunk.done) break;
      size += chunk.value.byteLength;
    }
    return success(c, { size });
  });
};

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
const HEALTH = head('GET', '/healthz', {});
const FORM = 'application/x-www-form-urlencoded';

/** A chunked body of `size` bytes of `x`, in 64 kB chunks, ended. */
function chunked(size: number): string {
  const parts: string[] = [];
  for (let left = size; left > 0; left -= 65_536) {
    const length = Math.min(left, 65_536);
    parts.push(`${length.toString(16)}\r\n${'x'.repeat(length)}\r\n`);
  }
  return `${parts.join('')}0\r\n\r\n`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

reportPostgresSkipped('request bodies on a running server');

describe.each(eachDatabase)('request bodies on a running server on %s', (_name, target) => {
  let dataDir: string;
  let handle: TestDatabase;
  let running: RunningServer;
  let logs: CapturedLogs;
  const open: RawConnection[] = [];
  const connection = async () => {
    const opened = await rawConnection(running.url);
    open.push(opened);
    return opened;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tirage-bodies-'));
    handle = await target.open();
    // The server opens its own handle; two embedded handles on one directory must not coexist.
    await handle.db.close();
    logs = captureLogs();
    running = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), {
      logger: logs.logger,
      openDatabase: handle.reopen,
      apiModules: [...createShopApi(), uploadProbe],
      storefront: await loadStorefront(),
      timeouts: { bodyMs: BODY_TIMEOUT_MS },
    });
  });
  afterAll(async () => {
    for (const opened of open) opened.destroy();
    await running?.shutdown('test');
    await handle?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a 32 MB form posted to the login page is refused 413 with a French page, before it is read', async () => {
    const socket = await connection();
    await socket.write(head('POST', '/login/', { 'content-type': FORM, 'content-length': 32 * 1024 * 1024 }));
    await socket.write(`email=${'a'.repeat(4096)}`);
    // Answered although almost all of the body was never sent: nothing waited for it.
    const answer = await socket.response();
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('<html lang="fr">');
    expect(answer.body).toContain('<h1>Envoi trop volumineux</h1>');
    // The rest of that body is not read: the answer ends the connection, and it closes cleanly.
    expect(answer.headers.connection).toBe('close');
    expect(await socket.ending).toEqual({ kind: 'end' });
  });

  test('a chunked form past the limit is counted, refused, and the connection carries the next request', async () => {
    const socket = await connection();
    await socket.write(head('POST', '/login/', { 'content-type': FORM, 'transfer-encoding': 'chunked' }));
    await socket.write(chunked(MAX_ACTION_BODY_BYTES + 1024));
    await socket.write(HEALTH);
    const refused = await socket.response();
    expect(refused.status).toBe(413);
    expect(refused.body).toContain('Envoi trop volumineux');
    expect(refused.headers.connection).toBe('keep-alive');
    expect((await socket.response()).status).toBe(200);
  });

  test.each([
    ['the API', '/api/v1/auth/login/', 'application/json', 2 * 1024 * 1024],
    ['a storefront action', '/login/', FORM, MAX_ACTION_BODY_BYTES * 4],
  ])('after a 413 on %s, the same connection answers the next request', async (_area, path, type, size) => {
    const socket = await connection();
    await socket.write(head('POST', path, { 'content-type': type, 'content-length': size }));
    await socket.write('x'.repeat(size));
    await socket.write(HEALTH);
    const refused = await socket.response();
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBe('keep-alive');
    const next = await socket.response();
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ status: 'ok' });
    // Still open, well after the point where an unread body used to reset it.
    await sleep(800);
    await socket.write(HEALTH);
    expect((await socket.response()).status).toBe(200);
    expect(socket.closed()).toBe(false);
  });

  test('a refused API body too large to drain is answered with Connection: close, and the connection closes cleanly', async () => {
    const socket = await connection();
    await socket.write(
      head('POST', '/api/v1/auth/login/', {
        'content-type': 'application/json',
        'content-length': 1024 ** 3,
      }),
    );
    await socket.write('{"email":"');
    const refused = await socket.response();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ status: 'error', code: 413, message: 'Payload Too Large' });
    expect(refused.headers.connection).toBe('close');
    expect(await socket.ending).toEqual({ kind: 'end' });
    expect(DRAIN_MAX_BYTES).toBeLessThan(1024 ** 3);
  });

  test('a login form within the limit is still read by the page', async () => {
    const socket = await connection();
    const form = 'email=personne%40example.fr&password=pas-le-bon-1';
    await socket.write(head('POST', '/login/', { 'content-type': FORM, 'content-length': form.length }));
    await socket.write(form);
    const answer = await socket.response();
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Adresse e-mail ou mot de passe incorrect.');
  });

  test('the artwork upload route is not held to the forms’ limit', async () => {
    const socket = await connection();
    const size = MAX_ACTION_BODY_BYTES * 2;
    await socket.write(
      head('PUT', '/personal-area/upload-file/?order_id=x&line_item_id=y&file_name=a.pdf', {
        'content-type': 'application/pdf',
        'content-length': size,
      }),
    );
    await socket.write('x'.repeat(size));
    const answer = await socket.response();
    // A guest: the route itself answers, in the upload call's envelope.
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 401, kind: 'auth.required' });
  });

  test.each([
    ['the API', '/api/v1/auth/login/', 'application/json'],
    ['a storefront action', '/login/', FORM],
  ])(
    'a body still arriving after the deadline on %s is answered 408 and the connection closed',
    async (area, path, type) => {
      const socket = await connection();
      await socket.write(head('POST', path, { 'content-type': type, 'content-length': 1000 }));
      await socket.write('email=');
      const answer = await socket.response(BODY_TIMEOUT_MS * 5);
      expect(answer.status).toBe(408);
      expect(answer.headers.connection).toBe('close');
      if (area === 'the API') {
        expect(JSON.parse(answer.body)).toEqual({ status: 'error', code: 408, message: 'Request Timeout' });
      } else {
        expect(answer.body).toContain('<h1>Envoi trop lent</h1>');
      }
      expect(await socket.ending).toEqual({ kind: 'end' });
    },
  );

  test('an upload keeps the long deadline: a slow body is read to its end', async () => {
    const socket = await connection();
    await socket.write(head(UPLOAD_PROBE.method, UPLOAD_PROBE.path, { 'content-length': 20 }));
    for (let part = 0; part < 4; part += 1) {
      await socket.write('xxxxx');
      await sleep(BODY_TIMEOUT_MS / 2);
    }
    const answer = await socket.response();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'success', code: 200, data: { size: 20 } });
  });

  test.each([
    ['a JSON body', 'POST', '/api/v1/auth/login/', 'client left before its body arrived'],
    ['a form', 'POST', '/login/', 'client left before its body arrived'],
    ['an upload', UPLOAD_PROBE.method, UPLOAD_PROBE.path, 'client left before its request was read'],
  ])(
    'a client that leaves in the middle of %s is logged at info, not as an error',
    async (_what, method, path, message) => {
      const before = logs.entries().length;
      const socket = await connection();
      await socket.write(head(method, path, { 'content-type': 'application/json', 'content-length': 5000 }));
      await socket.write('{"email":"');
      await sleep(100);
      socket.destroy();
      await expect
        .poll(() =>
          logs
            .entries()
            .slice(before)
            .map((entry) => entry.msg),
        )
        .toContain(message);
      const lines = logs.entries().slice(before);
      expect(lines.find((entry) => entry.msg === message)).toMatchObject({ level: 30 });
      expect(lines.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
    },
  );
});
