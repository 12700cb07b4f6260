import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config/config.js';
import { SECRETS_FILE } from '../config/secrets.js';
import { type RunningServer, startServer } from '../server/start.js';
import { pgliteTarget, type TestDatabase } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createShopApi } from './shop-api.js';

/** The production wiring: the generated signing key and the socket's address, over a real socket. */
describe('customer auth in a started server', () => {
  let dataDir: string;
  let handle: TestDatabase;
  let running: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tirage-auth-server-'));
    handle = await pgliteTarget.open();
    await handle.db.close();
    running = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), {
      logger: captureLogs().logger,
      openDatabase: handle.reopen,
      apiModules: createShopApi({ validateResponses: true }),
    });
  });
  afterAll(async () => {
    await running?.shutdown('test');
    await handle?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('tokens are signed HS256 with the generated key, and logins are throttled per client address', async () => {
    const email = 'socket@example.fr';
    const password = 'a long enough password';
    expect(
      (await post('/customer/create', { email, password, newsletter: false, user_category: 2 })).status,
    ).toBe(201);
    const login = await post('/auth/login/', { email, password });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { access_token: string } };

    const key = (
      JSON.parse(await readFile(join(dataDir, SECRETS_FILE), 'utf8')) as { tokenSigningKey: string }
    ).tokenSigningKey;
    expect(key).toBe(running.tokenSigningKey);
    expect(decodeProtectedHeader(data.access_token).alg).toBe('HS256');
    const { payload } = await jwtVerify(data.access_token, new TextEncoder().encode(key));
    expect(payload.strategy).toBe('user');

    const profile = await fetch(`${running.url}/api/v1/customer/`, {
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    expect(profile.status).toBe(200);

    // Ten failures on the account (all from 127.0.0.1, the socket's address) lock it, right password or not.
    for (let i = 0; i < 10; i++)
      expect((await post('/auth/login/', { email, password: `wrong ${i}!` })).status).toBe(401);
    expect((await post('/auth/login/', { email, password })).status).toBe(429);
  });
});
