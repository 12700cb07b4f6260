import { parseArgs } from 'node:util';
import { formatMoney } from '@tirage/domain';
import { Temporal } from 'temporal-polyfill';
import { runCommand, withConfiguredDatabase } from './command.js';
import { creditWallet } from './wallet/credit-wallet.js';

const USAGE =
  'Usage: npm run wallet:credit -- --email <email> --amount <25.00> [--note "<why>"] [--currency <EUR|CHF|GBP>]';

/**
 * `npm run wallet:credit -- --email client@example.com --amount 25.00 --note "Geste commercial"`:
 * adds credit to the customer's wallet in the configured database, as one movement of its ledger.
 */
await runCommand(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      amount: { type: 'string' },
      note: { type: 'string' },
      currency: { type: 'string' },
    },
    strict: true,
  });
  const { email, amount } = values;
  if (email === undefined || amount === undefined) throw new TypeError(USAGE);
  const outcome = await withConfiguredDatabase({}, (db) =>
    creditWallet(db, { email, amount, note: values.note, currency: values.currency }, Temporal.Now.instant()),
  );
  if (!outcome.ok) {
    console.error(outcome.message);
    return false;
  }
  console.log(
    `${formatMoney(outcome.credited, 'fr-FR')} credited to the wallet of ${outcome.email}: it now holds ${formatMoney(outcome.balance, 'fr-FR')}.`,
  );
  return true;
});
