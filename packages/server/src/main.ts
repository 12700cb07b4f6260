import { createShopApi, systemClock } from './api/shop-api.js';
import { ConfigError, LOQATE_HOST, loadConfig } from './config/config.js';
import { clientAddress } from './http/client-address.js';
import { RECONCILE_JOB, shopJobs } from './jobs/shop-jobs.js';
import { createLogger } from './logging/logger.js';
import { createConfiguredMail } from './mail/mail.js';
import { configuredPayments } from './payments/configured-payments.js';
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
// Behind the reverse proxies the configuration trusts, the shopper's address is the one they forward.
const clientIp = clientAddress(config.trustedProxies);
try {
  const running = await startServer(config, {
    logger,
    // Mail goes through the outbox: the job sends it through SMTP or into DATA_DIR/outbox.
    jobs: (db) =>
      shopJobs({
        db,
        mail: createConfiguredMail(config, logger),
        gateway: payments.gateway?.({ db }),
        clock: systemClock,
        reconcileEveryMinutes: config.reconcileEveryMinutes,
        dataDir: config.dataDir,
      }),
    apiModules: createShopApi({
      payments,
      loqateKey: config.loqateKey,
      clientIp,
    }),
    storefront: await loadStorefront({
      staffNetworks: config.staffNetworks,
      clientIp,
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
  // Payments a crash left between charge and settlement are settled now too, not only at the
  // next scheduled run: once for processes started within the same minute.
  if (payments.gateway === undefined) {
    logger.warn('no card payment provider is configured: card and PayPal payments answer 503');
  } else {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    running.jobs?.enqueue(RECONCILE_JOB, {}, { key: `start:${minute}` }).catch((error: unknown) => {
      logger.error({ err: error }, 'could not reconcile pending payments at start');
    });
  }
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}
