import type { Migration } from '../migration.js';

/**
 * What the sitemaps need: a content page's `updated_at` kept true by the database whoever changes
 * the page, and the paths of a previous shop system that search engines still know (each leads
 * to the page that replaced it).
 */
export const SITEMAPS: Migration = {
  id: '0009-sitemaps',
  sql: `
    create function touch_content_page() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$;
    create trigger content_pages_touched before update on content_pages
      for each row when (old.payload is distinct from new.payload or old.path is distinct from new.path)
      execute function touch_content_page();

    create table legacy_paths (
      path text primary key check (path like '/%'),
      page_id text not null references content_pages (id) on delete cascade
    );
  `,
};
