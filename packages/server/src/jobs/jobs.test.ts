import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../db/migrations.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { type JobDefinition, keyedJobId } from './job-queue.js';
import { eventually, type TestRunners, testRunners } from './test-support/job-runners.js';

reportPostgresSkipped('jobs');

/** A job that records each run: its payload, attempt and when it started. */
function recorder(name: string, overrides: Partial<JobDefinition> = {}) {
  const runs: { payload: object; attempt: number; at: number }[] = [];
  const definition: JobDefinition = {
    name,
    retryLimit: 2,
    retryDelayS: 1,
    retryBackoff: true,
    expireInS: 30,
    async handle(payload, context) {
      runs.push({ payload, attempt: context.attempt, at: Date.now() });
    },
    ...overrides,
  };
  return { runs, definition };
}

describe('job ids from keys', () => {
  test('one name and key give one UUID; another key or name, another', () => {
    const id = keyedJobId('mail.send', 'a');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyedJobId('mail.send', 'a')).toBe(id);
    expect(keyedJobId('mail.send', 'b')).not.toBe(id);
    expect(keyedJobId('payments.reconcile', 'a')).not.toBe(id);
  });
});

describe.each(eachDatabase)('jobs on %s', (_name, target) => {
  let handle: TestDatabase;
  let runners: TestRunners;
  const logs = captureLogs();

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
  });
  afterEach(async () => {
    await runners?.cleanup();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('a job runs once with its payload; enqueued again with its key, it is not added again', async () => {
    runners = testRunners(handle.db, logs.logger);
    const { runs, definition } = recorder('test.once');
    const queue = runners.open([definition]);
    await queue.start();
    await queue.enqueue('test.once', { order: 'A-1' }, { key: 'A-1' });
    await queue.enqueue('test.once', { order: 'A-1 again' }, { key: 'A-1' });
    await queue.enqueue('test.once', { order: 'B-2' });
    await eventually(() => runs.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.map((run) => [run.payload, run.attempt])).toEqual(
      expect.arrayContaining([
        [{ order: 'A-1' }, 1],
        [{ order: 'B-2' }, 1],
      ]),
    );
    expect(runs).toHaveLength(2);
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow('No job is defined as test.unknown');
  });

  test('a job added in a transaction exists only if it commits', async () => {
    runners = testRunners(handle.db, logs.logger);
    const { runs, definition } = recorder('test.transactional');
    const queue = runners.open([definition]);
    await queue.start();
    await expect(
      handle.db.transaction(async (tx) => {
        await queue.enqueue('test.transactional', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await handle.db.transaction(async (tx) => {
      await queue.enqueue('test.transactional', { n: 2 }, { tx });
    });
    await eventually(() => runs.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs.map((run) => run.payload)).toEqual([{ n: 2 }]);
  });

  test('a failing job is retried with growing delays, then kept as failed with its error', async () => {
    runners = testRunners(handle.db, logs.logger);
    const attempts: number[] = [];
    const { runs, definition } = recorder('test.failing', {
      async handle(_payload, context) {
        attempts.push(Date.now());
        throw new Error(`mail server refused (attempt ${context.attempt})`);
      },
    });
    expect(runs).toEqual([]);
    const queue = runners.open([definition]);
    await queue.start();
    await queue.enqueue('test.failing', { to: 'claire@example.fr' });
    await eventually(
      async () => (await queue.failedJobs()).some((job) => job.name === 'test.failing'),
      30_000,
    );
    // The first run and two retries: the first after at least 1 s, the second after at least 2 s.
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    const failed = (await queue.failedJobs()).filter((job) => job.name === 'test.failing');
    expect(failed).toEqual([
      {
        id: expect.any(String),
        name: 'test.failing',
        attempts: 3,
        error: 'mail server refused (attempt 3)',
        failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(Date.parse(failed[0]?.failedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(failed[0]?.createdAt ?? ''),
    );
  });

  test('two runners on one database run each job once', async () => {
    runners = testRunners(handle.db, logs.logger);
    const ranBy: string[][] = [[], []];
    const definitionFor = (runner: number): JobDefinition => ({
      name: 'test.shared',
      retryLimit: 0,
      retryDelayS: 1,
      retryBackoff: false,
      expireInS: 30,
      async handle(payload) {
        ranBy[runner]?.push((payload as { n: string }).n);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    const first = runners.open([definitionFor(0)]);
    const second = runners.open([definitionFor(1)]);
    await Promise.all([first.start(), second.start()]);
    const numbers = Array.from({ length: 20 }, (_, n) => String(n));
    for (const n of numbers) await (Number(n) % 2 === 0 ? first : second).enqueue('test.shared', { n });
    await eventually(() => ranBy.flat().length >= 20);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(ranBy.flat().sort()).toEqual([...numbers].sort());
  });

  test('a scheduled job is added once per match, whatever the number of runners', async () => {
    runners = testRunners(handle.db, logs.logger);
    const runs: number[] = [];
    const definition: JobDefinition = {
      name: 'test.scheduled',
      retryLimit: 0,
      retryDelayS: 1,
      retryBackoff: false,
      expireInS: 30,
      cron: '* * * * *',
      async handle() {
        runs.push(Date.now());
      },
    };
    const first = runners.open([definition]);
    const second = runners.open([definition]);
    await Promise.all([first.start(), second.start()]);
    await eventually(() => runs.length >= 1);
    // Both runners look at the schedule every second: the match of this minute runs once.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const minuteOf = (at: number) => Math.floor(at / 60_000);
    const perMinute = new Map<number, number>();
    for (const at of runs) perMinute.set(minuteOf(at), (perMinute.get(minuteOf(at)) ?? 0) + 1);
    expect([...perMinute.values()].every((count) => count === 1)).toBe(true);
  });

  test('stop lets the running job finish and takes no new one', async () => {
    runners = testRunners(handle.db, logs.logger);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done: string[] = [];
    const started: string[] = [];
    const definition: JobDefinition = {
      name: 'test.slow',
      retryLimit: 1,
      retryDelayS: 1,
      retryBackoff: false,
      expireInS: 60,
      async handle(payload) {
        const n = (payload as { n: string }).n;
        started.push(n);
        await gate;
        done.push(n);
      },
    };
    const queue = runners.open([definition]);
    await queue.start();
    await queue.enqueue('test.slow', { n: 'first' });
    await eventually(() => started.length === 1);
    let stopped = false;
    const stopping = queue.stop({ timeoutMs: 20_000 }).then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(done).toEqual(['first']);
    expect(started).toEqual(['first']);

    // The job was completed: a runner started afterwards does not run it again.
    const after = runners.open([definition]);
    await after.start();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(started).toEqual(['first']);
  });
});
