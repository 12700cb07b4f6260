import type { Migration } from '../migration.js';

/**
 * Work done beside the requests (see `src/jobs/`):
 *
 * - `background_jobs`: the queue of the in-process job runner, used on the embedded database (on
 *   PostgreSQL pg-boss keeps its own tables in the `pgboss` schema). A job is `created`, `active`
 *   while a runner works on it (until `started_at + expire_in_s`), `retry` after a failure with
 *   attempts left (from `start_after`, later at each failure), then `completed` or `failed` with
 *   its `last_error`. `job_key` makes a job idempotent: a job of one name and key is added once.
 * - `mail_outbox`: every mail the shop sends, written with what caused it and sent by the
 *   `mail.send` job. `sending` is held by one sender until `claimed_until`, so a mail is sent once
 *   whatever the number of processes; a sent mail keeps its recipient and subject, its body is
 *   erased (it may carry a single-use link).
 */
export const JOBS_AND_MAIL_OUTBOX: Migration = {
  id: '0026-jobs-mail-outbox',
  sql: `
    create table background_jobs (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      job_key text,
      payload jsonb not null default '{}',
      state text not null default 'created'
        check (state in ('created', 'retry', 'active', 'completed', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      retry_limit integer not null check (retry_limit >= 0),
      retry_delay_s integer not null check (retry_delay_s >= 0),
      retry_backoff boolean not null,
      expire_in_s integer not null check (expire_in_s > 0),
      start_after timestamptz not null default now(),
      started_at timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    );
    create unique index background_jobs_key on background_jobs (name, job_key) where job_key is not null;
    create index background_jobs_due on background_jobs (start_after) where state in ('created', 'retry');
    create index background_jobs_active on background_jobs (started_at) where state = 'active';
    create index background_jobs_failed on background_jobs (completed_at) where state = 'failed';

    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      claimed_until timestamptz,
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      check ((status = 'sent') = (sent_at is not null))
    );
    create index mail_outbox_unsent on mail_outbox (created_at) where status <> 'sent';
  `,
};
