import { readFile } from 'node:fs/promises';
import { runCommand, withConfiguredDatabase } from './command.js';
import { importLegacyOrders } from './orders/legacy-order-import.js';

/**
 * `npm run db:import-legacy-orders -- orders.json`: imports the orders of a previous shop system
 * into the configured database (docs/legacy-orders.md). Nothing is imported when an order is at
 * fault; orders already there are left as they are, so the import can be run again.
 */
await runCommand(async () => {
  const [file] = process.argv.slice(2);
  if (file === undefined) throw new TypeError('Usage: npm run db:import-legacy-orders -- <orders.json>');
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new TypeError(`${file} is not a JSON file that can be read: ${(error as Error).message}`);
  }
  // The shops the orders name are the seed's (the server seeds at every start, too).
  const outcome = await withConfiguredDatabase({ seed: true }, (db) => importLegacyOrders(db, json));
  if (!outcome.ok) {
    console.error('Nothing was imported:');
    for (const error of outcome.errors) console.error(`  ${error.path || '(file)'}: ${error.message}`);
    return false;
  }
  console.log(`Imported ${outcome.imported} orders; ${outcome.alreadyThere} were already there.`);
  return true;
});
