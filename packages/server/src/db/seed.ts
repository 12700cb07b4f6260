import type { Database } from './database.js';

/** The shop every installation starts with, so a fresh start serves something. */
export const DEFAULT_TENANT = {
  code: 'default',
  domain: 'localhost',
  defaultCurrency: 'EUR',
  locale: 'fr',
  timeZone: 'Europe/Paris',
} as const;

/** Inserts the base data; run at every start, so it adds only what is missing. */
export async function seed(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into tenants (code, domain, default_currency, locale, time_zone)
       values ($1, $2, $3, $4, $5)
       on conflict (code) do nothing`,
      [
        DEFAULT_TENANT.code,
        DEFAULT_TENANT.domain,
        DEFAULT_TENANT.defaultCurrency,
        DEFAULT_TENANT.locale,
        DEFAULT_TENANT.timeZone,
      ],
    );
  });
}
