import { Temporal } from 'temporal-polyfill';
import { ConfigError, loadConfig } from './config/config.js';
import { migrate } from './db/migrations.js';
import { openDatabase } from './db/open-database.js';
import { createLogger } from './logging/logger.js';
import { configuredPayments } from './payments/configured-payments.js';
import { reconcilePendingPayments } from './payments/reconcile.js';

/**
 * `npm run payments:reconcile`: settles the card/PayPal payments left pending between the
 * provider's charge and its settlement here (docs/payments.md), as the server does at each start.
 */
try {
  const config = loadConfig(process.env);
  const payments = configuredPayments(config);
  const logger = createLogger({ level: config.logLevel });
  const db = await openDatabase(config, logger);
  try {
    await migrate(db);
    const gateway = payments.gateway?.({ db });
    if (gateway === undefined) throw new Error('No card payment provider is configured: nothing to ask.');
    const report = await reconcilePendingPayments({
      db,
      gateway,
      clock: { now: () => Temporal.Now.instant() },
      logger,
    });
    console.log(
      `${report.checked} pending payment(s) looked up at ${gateway.provider}: ${report.paid} paid, ` +
        `${report.failed} failed, ${report.stillPending} still pending, ${report.errors} not reachable` +
        (report.otherProvider > 0 ? `; ${report.otherProvider} of another provider left alone.` : '.'),
    );
    if (report.errors > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
