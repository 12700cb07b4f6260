import { HTTPException } from 'hono/http-exception';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ApiModule } from './app.js';
import { createApp } from './app.js';
import { MIGRATIONS, migrate } from './db/migrations.js';
import { seed } from './db/seed.js';
import { success } from './http/envelope.js';
import { createReadiness } from './http/readiness.js';
import type { TestDatabase } from './test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from './test-support/databases.js';
import type { CapturedLogs } from './test-support/log-capture.js';
import { captureLogs } from './test-support/log-capture.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Routes standing in for the shop's features, to exercise what every route gets. */
const probeRoutes: ApiModule = (api, { db }) => {
  api.get('/probe/tenants', async (c) => {
    const rows = await db.query<{ code: string }>('select code from tenants order by code');
    return success(
      c,
      rows.map((row) => row.code),
      200,
    );
  });
  api.post('/probe/echo', async (c) => success(c, await c.req.json(), 201));
  api.post('/probe/login', async (c) => {
    c.var.logger.info({ body: await c.req.json() }, 'login attempt');
    return success(c, { access_token: 'not-logged' });
  });
  api.get('/probe/conflict', () => {
    throw new HTTPException(409, { message: 'This order is already in production' });
  });
  api.get('/probe/crash', () => {
    throw new Error('database password is hunter2 (a detail that must not reach the client)');
  });
};

reportPostgresSkipped('HTTP app');

describe.each(eachDatabase)('HTTP app on %s', (_name, target) => {
  let handle: TestDatabase;
  let logs: CapturedLogs;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });
  beforeEach(() => {
    logs = captureLogs();
    app = createApp({ db: handle.db, logger: logs.logger, apiModules: [probeRoutes] });
  });

  test('GET /healthz and GET /readyz answer 200 {status: ok} when the database answers, migrated', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  test('GET /readyz answers 503 stopping once the shutdown began; /healthz still answers', async () => {
    let draining = false;
    const stopping = createApp({ db: handle.db, logger: logs.logger, draining: () => draining });
    expect((await stopping.request('/readyz')).status).toBe(200);
    draining = true;
    const response = await stopping.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'stopping' });
    expect((await stopping.request('/healthz')).status).toBe(200);
  });

  test('the readiness probe says migrating while a migration this process needs is not applied', async () => {
    const needsMore = createReadiness({
      db: handle.db,
      timeoutMs: 2000,
      migrations: [...MIGRATIONS, { id: '9999-not-yet-applied' }],
    });
    expect(await needsMore()).toEqual({ status: 'migrating' });
    expect(await createReadiness({ db: handle.db, timeoutMs: 2000 })()).toEqual({ status: 'ready' });
  });

  test('routes reach the database through the injected dependency', async () => {
    const response = await app.request('/api/v1/probe/tenants');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'success', code: 200, data: ['be', 'ch', 'fr'] });
  });

  test('a JSON body reaches the route, answered in a success envelope with its status', async () => {
    const response = await app.request('/api/v1/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 500 }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 'success', code: 201, data: { quantity: 500 } });
  });

  test('an unknown /api/v1 path gets a JSON 404 envelope', async () => {
    const response = await app.request('/api/v1/no/such/thing', { method: 'DELETE' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 404,
      message: 'Not Found: DELETE /api/v1/no/such/thing',
    });
  });

  test('an unknown page outside the API gets the 404 of the specification', async () => {
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 404,
      message: 'Page Not Found: /nowhere',
    });
  });

  test('a malformed JSON body gets a 400 envelope before any route runs', async () => {
    for (const path of ['/api/v1/probe/echo', '/api/v1/no/such/thing']) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: '{"quantity": 500,',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'error', code: 400, message: 'Malformed JSON body' });
    }
  });

  test('a body over 1 MiB gets a 413 envelope', async () => {
    const response = await app.request('/api/v1/probe/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 'error', code: 413, message: 'Payload Too Large' });
  });

  test('an HTTPException with a client status keeps its status and message in the envelope', async () => {
    const response = await app.request('/api/v1/probe/conflict');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      status: 'error',
      code: 409,
      message: 'This order is already in production',
    });
  });

  test('an uncaught error gets a 500 envelope without stack or detail, and is logged', async () => {
    const response = await app.request('/api/v1/probe/crash', { headers: { 'x-request-id': 'crash-1' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'error', code: 500, message: 'Internal Server Error' });
    expect(text).not.toMatch(/hunter2|at .*\.ts|stack/);

    const logged = logs.entries().find((entry) => entry.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'crash-1', level: 50 });
  });

  test('a tracking-id header (one per shop) is carried by the log line beside a request id of its own', async () => {
    const response = await app.request('/healthz', { headers: { 'tracking-id': 'trk-42' } });
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await app.request('/healthz', { headers: { 'tracking-id': 'trk-42' } });
    expect(second.headers.get('x-request-id')).not.toBe(requestId);
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        requestId,
        trackingId: 'trk-42',
        method: 'GET',
        path: '/healthz',
        status: 200,
        durationMs: expect.any(Number),
      }),
    );
  });

  test('an x-request-id header is echoed; without one, or with a malformed one, an id is generated', async () => {
    const given = await app.request('/api/v1/nope', { headers: { 'x-request-id': 'abc.DEF:1-2_3' } });
    expect(given.headers.get('x-request-id')).toBe('abc.DEF:1-2_3');

    const none = await app.request('/api/v1/nope');
    expect(none.headers.get('x-request-id')).toMatch(UUID);

    const malformed = await app.request('/api/v1/nope', {
      headers: { 'x-request-id': `a b ${'x'.repeat(200)}` },
    });
    expect(malformed.headers.get('x-request-id')).toMatch(UUID);
  });

  test('logs never contain credentials, tokens or card data', async () => {
    const secrets = {
      bearer: 'eyJhbGciOiJIUzI1NiJ9.secret-bearer',
      cookie: 'session=cookie-secret-value',
      password: 'correct horse battery staple',
      token: 'refresh-token-secret',
      cardNumber: '4111111111111111',
      cvv: '737',
    };
    const response = await app.request('/api/v1/probe/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${secrets.bearer}`,
        cookie: secrets.cookie,
      },
      body: JSON.stringify({
        email: 'client@example.fr',
        password: secrets.password,
        token: secrets.token,
        payment: { card: { number: secrets.cardNumber }, cardNumber: secrets.cardNumber, cvv: secrets.cvv },
      }),
    });
    expect(response.status).toBe(200);

    const text = logs.text();
    expect(text).toContain('client@example.fr'); // the line was written...
    // ...without secrets. The fields every line gets by chance (its time, its random request id,
    // its duration) are left out: a 3-digit CVV can turn up among their digits.
    const written = logs
      .entries()
      .map(({ time: _time, requestId: _requestId, durationMs: _durationMs, ...entry }) =>
        JSON.stringify(entry),
      )
      .join('\n');
    for (const secret of Object.values(secrets)) expect(written).not.toContain(secret);
    expect(text).toContain('[REDACTED]');
    const line = logs.entries().find((entry) => entry.msg === 'request completed');
    expect(line?.headers).toMatchObject({ authorization: '[REDACTED]', cookie: '[REDACTED]' });
  });

  // Last: it closes the database shared by this file.
  test('GET /readyz answers 503 once the database is closed; /healthz (the process is alive) 200', async () => {
    await handle.db.close();
    const response = await app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
