import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import { loadConfig } from '../config/config.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import type { CapturedLogs } from '../test-support/log-capture.js';
import { captureLogs } from '../test-support/log-capture.js';
import { type RawConnection, rawConnection } from '../test-support/raw-http.js';
import type { RunningServer } from './start.js';
import { startServer } from './start.js';

const HEADERS_TIMEOUT_MS = 1_000;

reportPostgresSkipped('requests the HTTP parser refuses');

describe.each(eachDatabase)('requests the HTTP parser refuses, on %s', (_name, target) => {
  let dataDir: string;
  let handle: TestDatabase;
  let running: RunningServer;
  let logs: CapturedLogs;
  const open: RawConnection[] = [];

  /** Sends `request` on a new connection and reads the answer and how the connection ended. */
  const exchange = async (request: string, options: { readonly waitMs?: number } = {}) => {
    const socket = await rawConnection(running.url);
    open.push(socket);
    await socket.write(request);
    const answer = await socket.response(options.waitMs);
    return { answer, ending: await socket.ending };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tirage-client-errors-'));
    handle = await target.open();
    await handle.db.close();
    logs = captureLogs();
    running = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), {
      logger: logs.logger,
      openDatabase: handle.reopen,
      apiModules: createShopApi(),
      timeouts: { headersMs: HEADERS_TIMEOUT_MS },
    });
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await running?.shutdown('test');
    await handle?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  const manyHeaders = Array.from({ length: 64 }, (_, index) => `x-filler-${index}: ${'b'.repeat(1000)}\r\n`);
  test.each([
    [
      'a 20 000-character URL',
      431,
      'Request Header Fields Too Large',
      `GET /api/v1/content/page/?id=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    ],
    [
      '64 kB of headers',
      431,
      'Request Header Fields Too Large',
      `GET /healthz HTTP/1.1\r\nHost: localhost\r\n${manyHeaders.join('')}\r\n`,
    ],
    ['a malformed request line', 400, 'Bad Request', 'NOT AN HTTP REQUEST\r\n\r\n'],
    [
      'a malformed header',
      400,
      'Bad Request',
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nbroken header line\r\n\r\n',
    ],
    [
      'two lengths for one body',
      400,
      'Bad Request',
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 4\r\n\r\n{}',
    ],
  ])(
    '%s is answered %i (%s) in the JSON error envelope, and the connection closed cleanly',
    async (_what, status, message, request) => {
      const { answer, ending } = await exchange(request);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ status: 'error', code: status, message });
      expect(ending).toEqual({ kind: 'end' });
    },
  );

  test('headers that do not arrive in time are answered 408 in the envelope', async () => {
    const socket = await rawConnection(running.url);
    open.push(socket);
    await socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const answer = await socket.response(HEADERS_TIMEOUT_MS * 6);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ status: 'error', code: 408, message: 'Request Timeout' });
  });

  test('a refusal is logged at info with its reason, never with what the client sent', async () => {
    const secret = 'Bearer refused-request-secret';
    await exchange(`GET /healthz HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${secret}\r\nbroken\r\n\r\n`);
    const line = logs.entries().findLast((entry) => entry.msg === 'request refused by the HTTP parser');
    expect(line).toMatchObject({ level: 30, status: 400, code: expect.stringMatching(/^HPE_/) });
    expect(logs.text()).not.toContain('refused-request-secret');
  });

  test('the server still answers ordinary requests', async () => {
    const { answer } = await exchange(
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });
});
