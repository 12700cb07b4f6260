import type { Migration } from '../migration.js';

/**
 * The artwork files customers send for the lines of their orders. The files themselves are kept
 * outside the database (the server's artwork store, on disk under `DATA_DIR/uploads` whatever the
 * database), under `storage_key`, a key the server makes; a row records one file.
 *
 * - `line_item_id` names a line of the order's `lines` (JSON), so it is not a foreign key.
 * - `customer_id` repeats the order's owner, so every read can be checked against it.
 * - `media_type` is read from the file's own bytes, never from its name.
 * - `status`: `received` (waiting for the prepress check), `approved` or `rejected`, a rejected
 *   file always with the reason given and only then.
 */
export const ARTWORK_UPLOADS: Migration = {
  id: '0011-artwork-uploads',
  sql: `
    create table artwork_uploads (
      id uuid primary key,
      order_id uuid not null references orders (id) on delete cascade,
      line_item_id text not null,
      customer_id uuid not null references customers (id) on delete cascade,
      file_name text not null check (length(file_name) between 1 and 255),
      media_type text not null
        check (media_type in ('application/pdf', 'image/png', 'image/jpeg', 'image/tiff')),
      size_bytes integer not null check (size_bytes > 0),
      storage_key text not null unique,
      status text not null default 'received' check (status in ('received', 'approved', 'rejected')),
      rejection_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'rejected') = (rejection_reason is not null))
    );
    create index artwork_uploads_order on artwork_uploads (order_id, line_item_id, created_at);
  `,
};
