import type { MailMessage, MailPort } from '@tirage/domain';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { dataOf, PASSWORD, uniqueEmail } from '../api/test-support/cart-fixtures.js';
import { openShop } from '../api/test-support/shop-client.js';
import { migrate } from '../db/migrations.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { eventually, type TestRunners, testRunners } from '../jobs/test-support/job-runners.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { captureLogs } from '../test-support/log-capture.js';
import { createMemoryMail, tokenIn } from '../test-support/memory-mail.js';
import { MAIL_SEND_JOB, mailSendJob, queuedMailOutbox } from './mail-outbox.js';

reportPostgresSkipped('mail outbox');

const message = (to: string, subject = 'Bonjour'): MailMessage => ({
  to,
  subject,
  text: `Le lien secret de ${to}`,
  html: `<p>Le lien secret de ${to}</p>`,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(eachDatabase)('the mail outbox on %s', (name, target) => {
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

  const outboxRow = async (to: string) =>
    (
      await handle.db.query<{
        id: string;
        status: string;
        attempts: number;
        text_body: string;
        html_body: string | null;
        last_error: string | null;
      }>(
        'select id, status, attempts, text_body, html_body, last_error from mail_outbox where recipient = $1',
        [to],
      )
    )[0];

  test('a mail posted is sent once, with its key as Message-ID; its body is then erased', async () => {
    runners = testRunners(handle.db, logs.logger);
    const mail = createMemoryMail();
    const jobs = runners.open([mailSendJob({ db: handle.db, mail })]);
    await jobs.start();
    const outbox = queuedMailOutbox(handle.db, jobs);
    await outbox.post(message('once@example.fr', 'Réinitialisation'));
    await eventually(() => mail.sent.length === 1);
    await eventually(async () => (await outboxRow('once@example.fr'))?.status === 'sent');
    await pause(1_500);
    const row = await outboxRow('once@example.fr');
    expect(mail.sent).toEqual([{ ...message('once@example.fr', 'Réinitialisation'), id: row?.id }]);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      text_body: '',
      html_body: null,
      last_error: null,
    });

    // The job run again for the same mail (a duplicate, a retry after a lost answer) sends nothing.
    await mailSendJob({ db: handle.db, mail }).handle(
      { mailId: row?.id ?? '' },
      { id: 'again', attempt: 1, logger: logs.logger },
    );
    expect(mail.sent).toHaveLength(1);
  });

  test('a mail posted in a transaction that rolls back is never sent', async () => {
    runners = testRunners(handle.db, logs.logger);
    const mail = createMemoryMail();
    const jobs = runners.open([mailSendJob({ db: handle.db, mail })]);
    await jobs.start();
    const outbox = queuedMailOutbox(handle.db, jobs);
    await expect(
      handle.db.transaction(async (tx) => {
        await outbox.post(message('rolled-back@example.fr'), { tx });
        throw new Error('the reset was not stored');
      }),
    ).rejects.toThrow('the reset was not stored');
    await handle.db.transaction((tx) => outbox.post(message('committed@example.fr'), { tx }));
    await eventually(() => mail.sent.length === 1);
    await pause(1_500);
    expect(mail.sent.map((sent) => sent.to)).toEqual(['committed@example.fr']);
    expect(await outboxRow('rolled-back@example.fr')).toBeUndefined();
  });

  test('a mail the server refuses is retried with backoff, then kept as failed with its error, for staff', async () => {
    runners = testRunners(handle.db, logs.logger);
    const tries: number[] = [];
    const refusing: MailPort = {
      async send() {
        tries.push(Date.now());
        throw new Error('421 mail server busy');
      },
    };
    const jobs = runners.open([
      mailSendJob({ db: handle.db, mail: refusing, retryLimit: 2, retryDelayS: 1 }),
    ]);
    await jobs.start();
    await queuedMailOutbox(handle.db, jobs).post(message('refused@example.fr'));
    await eventually(async () => (await outboxRow('refused@example.fr'))?.status === 'failed', 30_000);
    expect(tries).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = tries;
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect(third - second).toBeGreaterThanOrEqual(1_900);
    expect(await outboxRow('refused@example.fr')).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: '421 mail server busy',
      text_body: 'Le lien secret de refused@example.fr',
    });
    await eventually(async () => (await jobs.failedJobs()).some((job) => job.name === MAIL_SEND_JOB));
    expect((await jobs.failedJobs()).find((job) => job.name === MAIL_SEND_JOB)).toMatchObject({
      attempts: 3,
      error: '421 mail server busy',
    });
  });

  test('two processes on one database send each of 12 mails once', async () => {
    runners = testRunners(handle.db, logs.logger);
    const mail = createMemoryMail();
    const second = name === 'postgresql' ? await handle.reopen() : handle.db;
    const processes = [
      runners.open([mailSendJob({ db: handle.db, mail })]),
      runners.open([mailSendJob({ db: second, mail })]),
    ];
    await Promise.all(processes.map((jobs) => jobs.start()));
    const addresses = Array.from({ length: 12 }, (_, n) => `many-${n}@example.fr`);
    await Promise.all(
      addresses.map((to, n) =>
        queuedMailOutbox(n % 2 === 0 ? handle.db : second, processes[n % 2] as JobQueue).post(message(to)),
      ),
    );
    await eventually(() => mail.sent.length >= 12);
    await pause(1_500);
    expect(mail.sent.map((sent) => sent.to).sort()).toEqual([...addresses].sort());
  });

  test('a password reset asked of one process of two is mailed exactly once', async () => {
    runners = testRunners(handle.db, logs.logger);
    const mail = createMemoryMail();
    const second = name === 'postgresql' ? await handle.reopen() : handle.db;
    const jobsA = runners.open([mailSendJob({ db: handle.db, mail })]);
    const jobsB = runners.open([mailSendJob({ db: second, mail })]);
    await Promise.all([jobsA.start(), jobsB.start()]);
    const shopA = await openShop(handle, {}, { jobs: jobsA });
    const shopB = await openShop(handle, {}, { db: second, jobs: jobsB });
    const email = uniqueEmail('two-processes');
    dataOf(
      'customer.create',
      await shopA.call('customer.create', {
        body: { email, password: PASSWORD, newsletter: false, user_category: 2 },
      }),
    );
    expect(
      dataOf(
        'customer.requestPasswordReset',
        await shopB.call('customer.requestPasswordReset', { body: { email } }),
      ),
    ).toEqual({ requested: true });
    await eventually(() => mail.to(email).length >= 1);
    await pause(2_000);
    expect(mail.to(email)).toHaveLength(1);
    // The mailed link works on the other process.
    const token = tokenIn(mail.to(email)[0] as MailMessage, '/password-reset/new/');
    expect(
      dataOf(
        'customer.confirmPasswordReset',
        await shopA.call('customer.confirmPasswordReset', {
          body: { token, password: 'another passphrase 1' },
        }),
      ),
    ).toEqual({ passwordChanged: true });
  });

  /**
   * What is simulated: process A claims the mail and hangs in the middle of sending it (its mail
   * port never answers), then dies. On PostgreSQL, A is a pg-boss instance whose connection goes
   * dead (no query it makes from then on is ever done, so it can neither finish nor give the job
   * back) and whose workers are stopped: its job stays `active` and the mail `sending`, as a
   * killed process leaves them.
   * On the embedded database there is one process: A stops without waiting for its job, which is
   * left `active`. Then process B (with the same job expiry of 2 s) starts: the run of A expires,
   * B takes the job over once the claim on the mail runs out, and sends it. The mail reached the
   * server once: A's port never accepted it.
   */
  test('a process killed while sending a mail: another process sends it, once', async () => {
    runners = testRunners(handle.db, logs.logger);
    let killed = false;
    const pool =
      name === 'postgresql' ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) : undefined;
    const dying: PgBoss.Db = {
      async executeSql(text, values) {
        // A dead process does nothing more: what it would still do never happens.
        if (killed || pool === undefined) return new Promise<never>(() => undefined);
        return pool.query(text, values);
      },
    };
    let sendingInA: () => void = () => undefined;
    const aIsSending = new Promise<void>((resolve) => {
      sendingInA = resolve;
    });
    const acceptedByA: MailMessage[] = [];
    const hanging: MailPort = {
      send(sent) {
        sendingInA();
        return new Promise<void>(() => undefined).then(() => {
          acceptedByA.push(sent);
        });
      },
    };
    const timing = { expireInS: 2, retryDelayS: 1 };
    const a = runners.open(
      [mailSendJob({ db: handle.db, mail: hanging, ...timing })],
      name === 'postgresql' ? { db: dying } : {},
    );
    await a.start();
    await queuedMailOutbox(handle.db, a).post(message('killed@example.fr'));
    await aIsSending;
    killed = true;
    // Its stop cannot give the job back (nothing it asks of the database is done); not awaited.
    void a.stop({ timeoutMs: 1 });
    await pool?.end();
    // Left as a killed process leaves it: the mail claimed, the job running.
    expect(await outboxRow('killed@example.fr')).toMatchObject({ status: 'sending', attempts: 1 });

    const mail = createMemoryMail();
    const b = runners.open([mailSendJob({ db: handle.db, mail, ...timing })]);
    await b.start();
    await eventually(() => mail.sent.length === 1, 30_000);
    await pause(2_500);
    expect(mail.sent.map((sent) => sent.to)).toEqual(['killed@example.fr']);
    expect(acceptedByA).toEqual([]);
    expect(await outboxRow('killed@example.fr')).toMatchObject({ status: 'sent' });
    expect((await outboxRow('killed@example.fr'))?.attempts).toBeGreaterThanOrEqual(2);
  });
});
