import { parseArgs } from 'node:util';
import { formatDate, SHOP_TIME_ZONE } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { createCatalogStore } from './catalog/catalog-store.js';
import { setStock } from './catalog/set-stock.js';
import { runCommand, withConfiguredDatabase } from './command.js';

const USAGE =
  'Usage: npm run stock:set -- --sku TIR-ENV [--attributes format=dl,paper=kraft-90] --on-hand 800 ' +
  '[--restock 07-12-2026:5000 …] [--no-restocks]';

/**
 * `npm run stock:set -- --sku TIR-ENV --attributes format=dl,paper=kraft-90 --on-hand 800
 * --restock 07-12-2026:5000`: sets the stock of a product made from stock in the configured
 * database (`--restock` replaces the expected deliveries, `--no-restocks` removes them; without
 * either they are kept).
 */
await runCommand(async () => {
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
  const { sku } = values;
  const onHand = values['on-hand'];
  if (sku === undefined || onHand === undefined || (noRestocks && values.restock !== undefined)) {
    throw new TypeError(USAGE);
  }
  // The catalogue the stock belongs to is seeded, as at every start of the shop.
  const outcome = await withConfiguredDatabase({ seed: true }, (db) =>
    setStock(
      db,
      createCatalogStore(db),
      {
        mcpSku: sku,
        attributes: values.attributes ?? '',
        onHand,
        restocks: noRestocks ? [] : values.restock,
      },
      Temporal.Now.zonedDateTimeISO(SHOP_TIME_ZONE).toPlainDate(),
    ),
  );
  if (!outcome.ok) {
    console.error(outcome.message);
    return false;
  }
  const covered = Object.entries(outcome.attributes).map(([key, value]) => `${key}=${value}`);
  const restocks = outcome.restocks.map((r) => `${r.quantity} on ${formatDate(r.date)}`);
  console.log(
    `${outcome.productName} (${covered.length === 0 ? 'every configuration' : covered.join(', ')}): ` +
      `${outcome.onHand} on hand; restocks: ${restocks.length === 0 ? 'none' : restocks.join(', ')}.`,
  );
  return true;
});
