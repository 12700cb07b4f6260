import type { Migration } from '../migration.js';

/**
 * Content pages join the reference data the server keeps in memory (the page a cart line is
 * priced on): a change to them is announced like a change to products (migration 0008), so every
 * process forgets what it held.
 */
export const CONTENT_PAGE_NOTIFICATIONS: Migration = {
  id: '0021-content-page-notifications',
  sql: `
    create trigger content_pages_changed after insert or update or delete or truncate on content_pages
      for each statement execute function notify_reference_change();
  `,
};
