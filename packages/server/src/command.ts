import { ConfigError, loadConfig } from './config/config.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { seed } from './db/seed.js';

/**
 * Runs a staff command (`npm run staff:add`, `wallet:credit`, `stock:set`…): `main` answers
 * false when the command was refused (it has said why). A usage mistake (a `TypeError`) or a
 * configuration error is printed as its message alone; any failure sets the exit status to 1.
 */
export async function runCommand(main: () => Promise<boolean>): Promise<void> {
  try {
    if (!(await main())) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
    process.exitCode = 1;
  }
}

/**
 * `use` on the database the environment configures, migrated first (and seeded, as at every
 * start of the shop, when the command needs the catalogue or the shops), closed afterwards.
 */
export async function withConfiguredDatabase<T>(
  options: { readonly seed?: boolean },
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(loadConfig(process.env));
  try {
    await migrate(db);
    if (options.seed === true) await seed(db);
    return await use(db);
  } finally {
    await db.close();
  }
}
