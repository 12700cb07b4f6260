import { parseArgs } from 'node:util';
import { formatDate, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { createCatalogStore } from './catalog/catalog-store.js';
import { setStock } from './catalog/set-stock.js';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { seed } from './db/seed.js';

const USAGE =
  'Usage: npm run stock:set -- --sku TIR-ENV [--attributes format=dl,paper=kraft-90] --on-hand 800 ' +
  '[--restock 07-12-2026:5000 …] [--no-restocks]';

/**
 * `npm run stock:set -- --sku TIR-ENV --attributes format=dl,paper=kraft-90 --on-hand 800
 * --restock 07-12-2026:5000`: sets the stock of a product made from stock in the configured
 * database (`--restock` replaces the expected deliveries, `--no-restocks` removes them; without
 * either they are kept).
 */
try {
  const { values } = parseArgs({
    options: {
      sku: { type: 'string' },
      attributes: { type: 'string' },
      'on-hand': { type: 'string' },
      restock: { type: 'string', multiple: true },
      'no-restocks': { type: 'boolean' },
    },
    strict: true,
  });
  const noRestocks = values['no-restocks'] === true;
  if (
    values.sku === undefined ||
    values['on-hand'] === undefined ||
    (noRestocks && values.restock !== undefined)
  ) {
    throw new TypeError(USAGE);
  }
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    // As at every start of the shop: the catalogue the stock belongs to is there.
    await seed(db);
    const today = Temporal.Now.zonedDateTimeISO(SHOP_TIME_ZONE).toPlainDate();
    const outcome = await setStock(
      db,
      createCatalogStore(db),
      {
        mcpSku: values.sku,
        attributes: values.attributes ?? '',
        onHand: values['on-hand'],
        restocks: noRestocks ? [] : values.restock,
      },
      today,
    );
    if (outcome.ok) {
      const covered = Object.entries(outcome.attributes).map(([key, value]) => `${key}=${value}`);
      console.log(
        `${outcome.productName} (${covered.length === 0 ? 'every configuration' : covered.join(', ')}): ` +
          `${outcome.onHand} on hand; restocks: ${
            outcome.restocks.length === 0
              ? 'none'
              : outcome.restocks.map((r) => `${r.quantity} on ${formatDate(r.date)}`).join(', ')
          }.`,
      );
    } else {
      console.error(outcome.message);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exitCode = 1;
}
