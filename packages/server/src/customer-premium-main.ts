import { parseArgs } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { setPremiumReseller } from './auth/premium-reseller.js';
import { runCommand, withConfiguredDatabase } from './command.js';

const USAGE =
  'Usage: npm run customer:premium -- --email <email> --reason "<why>" (or --email <email> --revoke)';

/**
 * `npm run customer:premium -- --email client@example.com --reason "Agence partenaire"`: makes the
 * customer a premium reseller in the configured database; `--revoke` ends the status.
 */
await runCommand(async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, reason: { type: 'string' }, revoke: { type: 'boolean' } },
    strict: true,
  });
  const revoke = values.revoke === true;
  const { email } = values;
  if (email === undefined || revoke === (values.reason !== undefined)) throw new TypeError(USAGE);
  const outcome = await withConfiguredDatabase({}, (db) =>
    setPremiumReseller(
      db,
      email,
      revoke ? { premium: false } : { premium: true, reason: values.reason ?? '' },
      Temporal.Now.instant(),
    ),
  );
  if (!outcome.ok) {
    console.error(outcome.message);
    return false;
  }
  console.log(
    revoke
      ? `${outcome.email} is no longer a premium reseller.`
      : `${outcome.email} is now a premium reseller: reseller prices from the next quote on.`,
  );
  return true;
});
