import { join } from 'node:path';
import type { ClockPort, MailPort, PaymentGatewayPort } from '@tirage/domain';
import type { Database } from '../db/database.js';
import type { Logger } from '../logging/logger.js';
import { mailSendJob } from '../mail/mail-outbox.js';
import { reconcilePendingPayments } from '../payments/reconcile.js';
import { cleanUp } from './clean-up.js';
import type { JobDefinition, JobQueue } from './job-queue.js';
import { createLocalJobs } from './local-jobs.js';
import { createPgBossJobs } from './pg-boss-jobs.js';

export const RECONCILE_JOB = 'payments.reconcile';
const CLEAN_UP_JOB = 'maintenance.clean-up';

/** What the shop's jobs work with. */
export interface ShopJobsDeps {
  readonly db: Database;
  /** Where the outbox's mails are sent: SMTP, or the folder of `.eml` files. */
  readonly mail: MailPort;
  /** The card payment provider, to reconcile pending payments with; none: no reconciliation. */
  readonly gateway: PaymentGatewayPort | undefined;
  readonly clock: ClockPort;
  /** `RECONCILE_EVERY_MINUTES`. */
  readonly reconcileEveryMinutes: number;
  /** `DATA_DIR`: the stores' `tmp/` folders are cleaned. */
  readonly dataDir: string;
}

/** The `*\/n` cron of "every n minutes" (from minute 0 of each hour). */
const everyMinutes = (minutes: number): string => (minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`);

/**
 * The shop's jobs: sending the outbox's mails, reconciling pending card payments every few
 * minutes, and cleaning up expired tokens, old sent mails, finished jobs and interrupted uploads
 * every hour. Each runs once across the processes.
 */
export function shopJobs(deps: ShopJobsDeps): readonly JobDefinition[] {
  const { db, gateway, clock } = deps;
  const definitions: JobDefinition[] = [mailSendJob({ db, mail: deps.mail })];
  if (gateway !== undefined) {
    definitions.push({
      name: RECONCILE_JOB,
      // A payment the provider could not be asked about is looked up again at the next run.
      retryLimit: 0,
      retryDelayS: 60,
      retryBackoff: false,
      expireInS: 15 * 60,
      cron: everyMinutes(deps.reconcileEveryMinutes),
      async handle(_payload, { logger }) {
        const report = await reconcilePendingPayments({ db, gateway, clock, logger });
        if (report.checked > 0 || report.otherProvider > 0)
          logger.info({ provider: gateway.provider, ...report }, 'reconciled pending payments');
      },
    });
  }
  definitions.push({
    name: CLEAN_UP_JOB,
    retryLimit: 2,
    retryDelayS: 300,
    retryBackoff: true,
    expireInS: 15 * 60,
    cron: '17 * * * *',
    async handle(_payload, { logger }) {
      const report = await cleanUp({
        db,
        // The `tmp/` of the artwork files', shop pictures' and design images' stores on the local
        // disk (in a bucket, its lifecycle rule expires them: docs/operations.md).
        temporaryFolders: [
          join(deps.dataDir, 'uploads', 'tmp'),
          join(deps.dataDir, 'media', 'tmp'),
          join(deps.dataDir, 'design-assets', 'tmp'),
        ],
      });
      logger.info(report, 'cleaned up');
    },
  });
  return definitions;
}

/**
 * The job queue of the server: pg-boss when the shop runs on PostgreSQL (`DATABASE_URL`), the
 * in-process runner on the embedded database.
 */
export function createJobQueue(deps: {
  readonly db: Database;
  readonly databaseUrl: string | undefined;
  readonly logger: Logger;
  readonly definitions: readonly JobDefinition[];
}): JobQueue {
  const { db, logger, definitions } = deps;
  return db.kind === 'postgresql' && deps.databaseUrl !== undefined
    ? createPgBossJobs({ connectionString: deps.databaseUrl, logger, definitions })
    : createLocalJobs({ db, logger, definitions, soleProcess: db.kind === 'pglite' });
}
