import { parseArgs } from 'node:util';
import { formatMoney } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { creditWallet } from './wallet/credit-wallet.js';

const USAGE =
  'Usage: npm run wallet:credit -- --email <email> --amount <25.00> [--note "<why>"] [--currency <EUR|CHF|GBP>]';

/**
 * `npm run wallet:credit -- --email client@example.com --amount 25.00 --note "Geste commercial"`:
 * adds credit to the customer's wallet in the configured database, as one movement of its ledger.
 */
try {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      amount: { type: 'string' },
      note: { type: 'string' },
      currency: { type: 'string' },
    },
    strict: true,
  });
  if (values.email === undefined || values.amount === undefined) throw new TypeError(USAGE);
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const outcome = await creditWallet(
      db,
      { email: values.email, amount: values.amount, note: values.note, currency: values.currency },
      Temporal.Now.instant(),
    );
    if (outcome.ok) {
      console.log(
        `${formatMoney(outcome.credited, 'fr-FR')} credited to the wallet of ${outcome.email}: it now holds ${formatMoney(outcome.balance, 'fr-FR')}.`,
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
