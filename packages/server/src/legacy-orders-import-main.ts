import { readFile } from 'node:fs/promises';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { seed } from './db/seed.js';
import { importLegacyOrders } from './orders/legacy-order-import.js';

/**
 * `npm run db:import-legacy-orders -- orders.json`: imports the orders of a previous shop system
 * into the configured database (docs/legacy-orders.md). Nothing is imported when an order is at
 * fault; orders already there are left as they are, so the import can be run again.
 */
try {
  const [file] = process.argv.slice(2);
  if (file === undefined) throw new TypeError('Usage: npm run db:import-legacy-orders -- <orders.json>');
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new TypeError(`${file} is not a JSON file that can be read: ${(error as Error).message}`);
  }
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  try {
    // The shops the orders name are the seed's (the server seeds at every start, too).
    await migrate(db);
    await seed(db);
    const outcome = await importLegacyOrders(db, json);
    if (outcome.ok) {
      console.log(`Imported ${outcome.imported} orders; ${outcome.alreadyThere} were already there.`);
    } else {
      console.error('Nothing was imported:');
      for (const error of outcome.errors) console.error(`  ${error.path || '(file)'}: ${error.message}`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exitCode = 1;
}
