import { routes } from '@tirage/api-client/contract';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiModule } from '../app.js';
import { createApp } from '../app.js';
import { migrate } from '../db/migrations.js';
import { seed } from '../db/seed.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { answer, mountRoute, refuse } from './route.js';

reportPostgresSkipped('mountRoute');

describe.each(eachDatabase)('mountRoute on %s', (_name, target) => {
  let handle: TestDatabase;
  const calls: string[] = [];

  /** content.page answering whatever the test asks for, so the plumbing alone is under test. */
  const probe =
    (validateResponses: boolean): ApiModule =>
    (api, { db }) => {
      mountRoute(api, routes['content.page'], { db, validateResponses }, async ({ query, tenant }) => {
        calls.push(`${tenant.tenant.code}:${query.id ?? query.path}`);
        if (query.id === 'gone') return refuse(410, 'Gone', { kind: 'page.gone' });
        // A page without its title: an answer that breaks the contract.
        return answer({ id: 'x', path: '/x/', layout: 'standard' } as never);
      });
    };

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('an answer that breaks the response schema is a 500 when answers are checked', async () => {
    const logs = captureLogs();
    const app = createApp({ db: handle.db, logger: logs.logger, apiModules: [probe(true)] });
    const response = await app.request('/api/v1/content/page/?id=x');
    expect(response.status).toBe(500);
    expect(logs.text()).toContain('breaks the contract');
  });

  test('the handler is not called when the query is refused, and its errors are enveloped', async () => {
    const app = createApp({ db: handle.db, logger: captureLogs().logger, apiModules: [probe(false)] });
    calls.length = 0;
    const refused = await app.request('/api/v1/content/page/?id=x&path=/x/');
    expect(refused.status).toBe(400);
    expect(calls).toEqual([]);

    const gone = await app.request('http://ch.localhost/api/v1/content/page/?id=gone');
    expect(gone.status).toBe(410);
    expect(await gone.json()).toEqual({ status: 'error', code: 410, message: 'Gone', kind: 'page.gone' });
    expect(calls).toEqual(['ch:gone']);
  });
});
