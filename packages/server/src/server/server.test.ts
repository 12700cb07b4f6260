import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createShopApi } from '../api/shop-api.js';
import type { ApiModule } from '../app.js';
import type { Config } from '../config/config.js';
import { loadConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations.js';
import { openPgliteDatabase } from '../db/pglite.js';
import { success } from '../http/envelope.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import type { RunningServer } from './start.js';
import { startServer } from './start.js';

interface Gate {
  readonly entered: Promise<void>;
  readonly open: () => void;
}

/** A route that waits until the test lets it answer, to hold a request in flight. */
function slowRoute(): { module: ApiModule; gate: () => Gate } {
  let current: { entered: () => void; released: Promise<void> } | undefined;
  return {
    module: (api) => {
      api.get('/slow', async (c) => {
        if (current === undefined) throw new Error('no gate armed');
        current.entered();
        await current.released;
        return success(c, { finished: true });
      });
    },
    gate() {
      let entered!: () => void;
      let open!: () => void;
      const enteredPromise = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const released = new Promise<void>((resolve) => {
        open = resolve;
      });
      current = { entered, released };
      return { entered: enteredPromise, open };
    },
  };
}

const tempDirs: string[] = [];
async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tirage-server-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the server on the embedded database, configured from the environment', () => {
  test('starts on DATA_DIR, and after a restart finds its data, its key and its migrations', async () => {
    const dataDir = await tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });

    const firstLogs = captureLogs();
    const first = await startServer(config, { logger: firstLogs.logger });
    expect(first.db.kind).toBe('pglite');
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    await first.db.query('insert into tenants (code, domain) values ($1, $2)', [
      'atelier',
      'atelier.example',
    ]);
    await first.shutdown('test');
    expect(firstLogs.entries()).toContainEqual(
      expect.objectContaining({ msg: 'applied migrations', migrations: MIGRATIONS.map((m) => m.id) }),
    );

    const secondLogs = captureLogs();
    const second = await startServer(config, { logger: secondLogs.logger });
    try {
      const codes = await second.db.query<{ code: string }>('select code from tenants order by code');
      expect(codes.map((row) => row.code)).toEqual(['atelier', 'be', 'ch', 'fr']);
      expect(second.tokenSigningKey).toBe(first.tokenSigningKey);
      expect(JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8'))).toEqual({
        tokenSigningKey: first.tokenSigningKey,
      });
      expect(secondLogs.entries().some((entry) => entry.msg === 'applied migrations')).toBe(false);
    } finally {
      await second.shutdown('test');
    }
  });

  test("a shopper's account and session survive a restart of the server on the same DATA_DIR", async () => {
    const config = loadConfig({
      DATA_DIR: await tempDataDir(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    });
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}/api/v1${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const credentials = { email: 'restart@example.fr', password: 'correct-horse-1' };

    const first = await startServer(config, { logger: captureLogs().logger, apiModules: createShopApi() });
    let accessToken: string;
    try {
      const created = await post(first.url, '/customer/create', {
        ...credentials,
        newsletter: false,
        user_category: 2,
      });
      expect(created.status).toBe(201);
      const login = await post(first.url, '/auth/login/', credentials);
      expect(login.status).toBe(200);
      accessToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    } finally {
      await first.shutdown('test');
    }

    const second = await startServer(config, { logger: captureLogs().logger, apiModules: createShopApi() });
    try {
      // The token from before the restart is still signed by the same key and its session is live.
      const profile = await fetch(`${second.url}/api/v1/customer/`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(credentials.email);
      expect((await post(second.url, '/auth/login/', credentials)).status).toBe(200);
      const quote = await fetch(`${second.url}/api/v1/content/product-configuration/?id=flyers`);
      expect(quote.status).toBe(200);
    } finally {
      await second.shutdown('test');
    }
  });

  test('a port already in use stops the start with the error, and the database is closed', async () => {
    const dataDir = await tempDataDir();
    const first = await startServer(loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }), {
      logger: captureLogs().logger,
    });
    try {
      const port = String(new URL(first.url).port);
      const other = await tempDataDir();
      let opened: Database | undefined;
      await expect(
        startServer(loadConfig({ DATA_DIR: other, PORT: port, HOST: '127.0.0.1' }), {
          logger: captureLogs().logger,
          openDatabase: async () => {
            opened = await openPgliteDatabase(join(other, 'pglite'));
            return opened;
          },
        }),
      ).rejects.toThrow(/EADDRINUSE/);
      await expect(opened?.query('select 1')).rejects.toThrow();
    } finally {
      await first.shutdown('test');
    }
  });
});

reportPostgresSkipped('graceful shutdown');

describe.each(eachDatabase)('graceful shutdown on %s', (_name, target) => {
  let config: Config;
  let handle: TestDatabase;
  let running: RunningServer;
  let slow: ReturnType<typeof slowRoute>;

  beforeAll(async () => {
    config = loadConfig({ DATA_DIR: await tempDataDir(), PORT: '0', HOST: '127.0.0.1' });
    handle = await target.open();
    // Each server below opens its own handle on this database; two embedded handles on one directory must not coexist.
    await handle.db.close();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });
  beforeEach(async () => {
    slow = slowRoute();
    running = await startServer(config, {
      logger: captureLogs().logger,
      openDatabase: handle.reopen,
      apiModules: [slow.module],
      shutdownTimeoutMs: 500,
    });
  });
  afterEach(async () => {
    await running.shutdown('test');
  });

  test('SIGTERM stops accepting, lets the request in flight finish, then closes the database', async () => {
    const gate = slow.gate();
    const inFlight = fetch(`${running.url}/api/v1/slow`);
    await gate.entered;

    let stopped = false;
    const stopping = running.shutdown('SIGTERM').then(() => {
      stopped = true;
    });
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    // A connection kept open by a load balancer hears that this process is stopping.
    const readiness = await running.app.request('/readyz');
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'stopping' });
    expect(stopped).toBe(false);
    expect(await running.db.query('select 1 as one')).toEqual([{ one: 1 }]); // still open for the request

    gate.open();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', code: 200, data: { finished: true } });
    await stopping;
    await expect(running.db.query('select 1')).rejects.toThrow();
  });

  test('a request still running at the deadline is cut, and shutdown still completes', async () => {
    const gate = slow.gate();
    // Settled into a value at once: the socket may close while shutdown is still awaited, and a
    // rejection nobody listens to yet would be reported as unhandled.
    const inFlight = fetch(`${running.url}/api/v1/slow`).then(
      (response) => response.status,
      (error: unknown) => error,
    );
    await gate.entered;

    const started = Date.now();
    await running.shutdown('SIGTERM');
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(await inFlight).toBeInstanceOf(Error);
    await expect(running.db.query('select 1')).rejects.toThrow();
    gate.open();
  });
});
