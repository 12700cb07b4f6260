import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { setPremiumReseller } from './auth/premium-reseller.js';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';

const USAGE =
  'Usage: npm run customer:premium -- --email <email> --reason "<why>" (or --email <email> --revoke)';

/**
 * `npm run customer:premium -- --email client@example.com --reason "Agence partenaire"`: makes the
 * customer a premium reseller in the configured database; `--revoke` ends the status.
 */
try {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, reason: { type: 'string' }, revoke: { type: 'boolean' } },
    strict: true,
  });
  const revoke = values.revoke === true;
  if (values.email === undefined || revoke === (values.reason !== undefined)) throw new TypeError(USAGE);
  const config = loadConfig(process.env);
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const outcome = await setPremiumReseller(
      db,
      values.email,
      revoke ? { premium: false } : { premium: true, reason: values.reason ?? '' },
      Temporal.Now.instant(),
    );
    if (outcome.ok) {
      console.log(
        revoke
          ? `${outcome.email} is no longer a premium reseller.`
          : `${outcome.email} is now a premium reseller: reseller prices from the next quote on.`,
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
