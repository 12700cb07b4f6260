import { createShopApi, systemClock } from './api/shop-api.js';
import { ConfigError, LOQATE_HOST, loadConfig } from './config/config.js';
import { createLogger } from './logging/logger.js';
import { createConfiguredMail } from './mail/mail.js';
import { configuredPayments } from './payments/configured-payments.js';
import { reconcileAtStart } from './payments/reconcile.js';
import { startServer } from './server/start.js';
import { loadStorefront } from './storefront/load-storefront.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger({ level: config.logLevel });
// Braintree when its keys are set, else the sandbox gateway: plugged in configured-payments.ts.
const payments = configuredPayments(config);
try {
  const running = await startServer(config, {
    logger,
    apiModules: createShopApi({
      mail: createConfiguredMail(config, logger),
      payments,
      loqateKey: config.loqateKey,
    }),
    storefront: await loadStorefront({
      staffNetworks: config.staffNetworks,
      paymentProvider: config.braintree === undefined ? 'sandbox' : 'braintree',
      // The address forms call Loqate from the browser when a key is configured.
      connectHosts: config.loqateKey === null ? [] : [LOQATE_HOST],
      developmentBuild: process.env.NODE_ENV === 'development',
    }),
  });
  const onSignal = (signal: NodeJS.Signals) => {
    running.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.fatal({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  // Payments a crash left between charge and settlement, settled once the socket listens.
  void reconcileAtStart({
    db: running.db,
    gateway: payments.gateway?.({ db: running.db }),
    clock: systemClock,
    logger,
  });
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
