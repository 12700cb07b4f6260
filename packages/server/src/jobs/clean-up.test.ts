import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../db/migrations.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { cleanUp } from './clean-up.js';

reportPostgresSkipped('clean-up');

describe.each(eachDatabase)('the hourly clean-up on %s', (_name, target) => {
  let handle: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    dataDir = await mkdtemp(join(tmpdir(), 'tirage-clean-up-'));
  });
  afterAll(async () => {
    await handle?.cleanup();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('removes tokens expired for a day, old sent mails, finished jobs, visits’ sessions whose cookie expired and abandoned upload files; keeps the rest', async () => {
    const db = handle.db;
    const [customer] = await db.query<{ id: string }>(
      `insert into customers (email, password_hash) values ('menage@example.fr', 'x') returning id`,
    );
    const customerId = customer?.id ?? '';
    for (const [table, extra] of [
      ['refresh_tokens', ', session_id'],
      ['password_resets', ''],
    ] as const) {
      const columns = `customer_id, token_hash, expires_at${extra}`;
      const session = extra === '' ? '' : ', gen_random_uuid()';
      await db.query(
        `insert into ${table} (${columns}) values
           ($1, $2, now() - interval '2 days'${session}),
           ($1, $3, now() - interval '1 hour'${session}),
           ($1, $4, now() + interval '1 hour'${session})`,
        [customerId, `${table}-old`, `${table}-recent`, `${table}-live`],
      );
    }
    await db.query(
      `insert into email_verifications (customer_id, email, token_hash, expires_at) values
         ($1, 'menage@example.fr', 'verification-old', now() - interval '3 days'),
         ($1, 'menage@example.fr', 'verification-live', now() + interval '1 day')`,
      [customerId],
    );
    await db.query(
      `insert into mail_outbox (recipient, subject, text_body, status, sent_at) values
         ('old@example.fr', 'Ancien', '', 'sent', now() - interval '31 days'),
         ('new@example.fr', 'Récent', '', 'sent', now() - interval '1 day')`,
    );
    await db.query(
      `insert into mail_outbox (recipient, subject, text_body, status, created_at) values
         ('unsent@example.fr', 'En attente', 'Bonjour', 'failed', now() - interval '60 days')`,
    );
    const job = (state: string, age: string) =>
      db.query(
        `insert into background_jobs
           (name, state, retry_limit, retry_delay_s, retry_backoff, expire_in_s, completed_at)
         values ('mail.send', $1, 0, 0, false, 60, now() - $2::interval)`,
        [state, age],
      );
    await job('completed', '2 days');
    await job('completed', '1 hour');
    await job('failed', '15 days');
    await job('failed', '13 days');

    await db.query(`insert into tenants (code, domain) values ('fr', 'localhost') on conflict do nothing`);
    await db.query(
      `insert into visitor_sessions (id, tenant_code, created_at, updated_at) values
         (gen_random_uuid(), 'fr', now() - interval '32 days', now() - interval '32 days'),
         (gen_random_uuid(), 'fr', now() - interval '29 days', now() - interval '29 days')`,
    );

    const tmp = join(dataDir, 'uploads', 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(join(tmp, 'abandoned'), 'half a file');
    await writeFile(join(tmp, 'arriving'), 'a file being received');
    const sevenHoursAgo = new Date(Date.now() - 7 * 60 * 60 * 1000);
    await utimes(join(tmp, 'abandoned'), sevenHoursAgo, sevenHoursAgo);

    const report = await cleanUp({
      db,
      temporaryFolders: [tmp, join(dataDir, 'media', 'tmp')],
    });
    expect(report).toEqual({
      refreshTokens: 1,
      passwordResets: 1,
      emailVerifications: 1,
      sentMails: 1,
      finishedJobs: 2,
      visitorSessions: 1,
      temporaryFiles: 1,
    });
    const left = async (sql: string) => (await db.query<{ k: string }>(sql)).map((row) => row.k).sort();
    expect(await left('select token_hash as k from refresh_tokens')).toEqual([
      'refresh_tokens-live',
      'refresh_tokens-recent',
    ]);
    expect(await left('select token_hash as k from password_resets')).toEqual([
      'password_resets-live',
      'password_resets-recent',
    ]);
    expect(await left('select token_hash as k from email_verifications')).toEqual(['verification-live']);
    expect(await left('select recipient as k from mail_outbox')).toEqual([
      'new@example.fr',
      'unsent@example.fr',
    ]);
    expect(
      await left(
        `select state || ' ' || (completed_at > now() - interval '14 days') as k from background_jobs`,
      ),
    ).toEqual(['completed true', 'failed true']);
    expect(
      await left(`select (created_at > now() - interval '30 days')::text as k from visitor_sessions`),
    ).toEqual(['true']);
    expect(await readdir(tmp)).toEqual(['arriving']);
  });
});
