import type { Migration } from '../migration.js';

/**
 * The automatic check (preflight) of every artwork file, run as a job recorded on the file's row:
 *
 * - `preflight_status`: `pending` until a checker has judged the file, then `checked` (findings
 *   in `preflight_findings`, possibly none) or `unreadable` (encrypted, damaged, or it defeated
 *   the checker). Files kept before this migration are checked once it has run.
 * - `preflight_attempts` and `preflight_claimed_until`: a checker claims a pending file for a
 *   while (its lease), so that processes sharing the database check each file once; a claim that
 *   runs out (its process stopped) is taken again, and a file that crashed the checker too often
 *   ends `unreadable`.
 * - `preview_pages`: how many page previews the checker kept beside the file (0 when none).
 * - Every file recorded is announced on \`tirage_artwork_received\` (its id), so that a checker
 *   starts on it at once, in whichever process.
 * - The professional review: `reviewed_by` (the staff member) and `reviewed_at` record who
 *   approved or rejected the file, the decision being `status`.
 */
export const ARTWORK_PREFLIGHT: Migration = {
  id: '0022-artwork-preflight',
  sql: `
    alter table artwork_uploads
      add column preflight_status text not null default 'pending'
        check (preflight_status in ('pending', 'checked', 'unreadable')),
      add column preflight_findings jsonb not null default '[]',
      add column preflight_attempts integer not null default 0,
      add column preflight_claimed_until timestamptz,
      add column preflight_checked_at timestamptz,
      add column preview_pages integer not null default 0 check (preview_pages between 0 and 2),
      add column reviewed_by uuid references staff_members (id) on delete set null,
      add column reviewed_at timestamptz;
    create index artwork_uploads_preflight_pending on artwork_uploads (created_at)
      where preflight_status = 'pending';
    create index artwork_uploads_review_queue on artwork_uploads (created_at)
      where status = 'received';
    create function notify_artwork_received() returns trigger language plpgsql as $$
    begin
      perform pg_notify('tirage_artwork_received', new.id::text);
      return null;
    end
    $$;
    create trigger artwork_uploads_received after insert on artwork_uploads
      for each row execute function notify_artwork_received();
  `,
};
