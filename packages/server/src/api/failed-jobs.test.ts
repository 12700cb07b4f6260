import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addStaffMember } from '../auth/add-staff.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { eventually, type TestRunners, testRunners } from '../jobs/test-support/job-runners.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { bearer, customerSession, dataOf, errorOf, uniqueEmail } from './test-support/cart-fixtures.js';
import { openShop, type ShopClient } from './test-support/shop-client.js';

reportPostgresSkipped('failed jobs for staff');

describe.each(eachDatabase)('failed jobs for staff on %s', (_name, target) => {
  let handle: TestDatabase;
  let runners: TestRunners;
  let jobs: JobQueue;
  let shop: ShopClient;

  beforeAll(async () => {
    handle = await target.open();
    runners = testRunners(handle.db, captureLogs().logger);
    jobs = runners.open([
      {
        name: 'test.broken',
        retryLimit: 1,
        retryDelayS: 1,
        retryBackoff: false,
        expireInS: 30,
        async handle() {
          throw new Error('the provider answered 500');
        },
      },
    ]);
    shop = await openShop(handle, {}, { jobs });
    await jobs.start();
  });
  afterAll(async () => {
    await runners?.cleanup();
    await handle?.cleanup();
  });

  test('staff see a job that failed every attempt, with its last error; nobody else does', async () => {
    const email = uniqueEmail('staff-jobs');
    const created = await addStaffMember(handle.db, { email, displayName: 'Marie Conseil' });
    if (!created.ok) throw new Error(created.message);
    const staff = bearer(
      dataOf<{ access_token: string }>(
        'admin.login',
        await shop.call('admin.login', { body: { email, password: created.password } }),
      ).access_token,
    );
    expect(dataOf('admin.failedJobs', await shop.call('admin.failedJobs', { headers: staff }))).toEqual({
      jobs: [],
    });

    await jobs.enqueue('test.broken', { orderId: 'A-1' });
    await eventually(async () => (await jobs.failedJobs()).length === 1, 30_000);
    const listed = dataOf<{ jobs: unknown[] }>(
      'admin.failedJobs',
      await shop.call('admin.failedJobs', { headers: staff }),
    );
    expect(listed.jobs).toEqual([
      {
        id: expect.any(String),
        name: 'test.broken',
        attempts: 2,
        error: 'the provider answered 500',
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    ]);

    errorOf(await shop.call('admin.failedJobs'), 401);
    const customer = await customerSession(shop, 'curious');
    errorOf(await shop.call('admin.failedJobs', { headers: bearer(customer.token) }), 401);
  });
});
