import type { Migration } from '../migration.js';

/** The channel a change to the shop's reference data is announced on. */
export const CHANGES_CHANNEL = 'tirage_reference_changes';

/**
 * Every statement that changes the tables the server keeps in memory (shops, hosts, currencies,
 * products) announces it with `pg_notify`, naming the table, when its transaction commits. The
 * server's read cache listens and forgets what it held: a change made with any tool, by any
 * process, is served from the next request on.
 */
export const CHANGE_NOTIFICATIONS: Migration = {
  id: '0008-change-notifications',
  sql: `
    create function notify_reference_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANGES_CHANNEL}', tg_table_name);
      return null;
    end
    $$;
    create trigger tenants_changed after insert or update or delete or truncate on tenants
      for each statement execute function notify_reference_change();
    create trigger tenant_hosts_changed after insert or update or delete or truncate on tenant_hosts
      for each statement execute function notify_reference_change();
    create trigger currencies_changed after insert or update or delete or truncate on currencies
      for each statement execute function notify_reference_change();
    create trigger products_changed after insert or update or delete or truncate on products
      for each statement execute function notify_reference_change();
  `,
};
