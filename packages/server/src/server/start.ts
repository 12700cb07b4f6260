import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiModule } from '../app.js';
import { createApp } from '../app.js';
import { filesOfKind } from '../artwork/artwork-options.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { Config } from '../config/config.js';
import { resolveTokenSigningKey } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrations.js';
import { openDatabase } from '../db/open-database.js';
import { seed } from '../db/seed.js';
import { createActivity } from '../http/activity.js';
import type { AppEnv } from '../http/app-env.js';
import { clientAddress } from '../http/client-address.js';
import { HEADERS_TIMEOUT_MS } from '../http/request-body.js';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.js';
import { createJobQueue } from '../jobs/shop-jobs.js';
import type { Logger } from '../logging/logger.js';
import { createPreflightRunner } from '../preflight/preflight-runner.js';
import { createConfiguredStorage } from '../storage/configured-storage.js';
import type { ObjectStorage } from '../storage/object-storage.js';
import type { StorefrontModule } from '../storefront/storefront.js';
import { answerClientErrors } from './client-errors.js';
import { createShutdown } from './shutdown.js';

export interface StartOptions {
  readonly logger: Logger;
  /** Opens the database; by default from `config` (PostgreSQL or embedded). Tests pass their own. */
  readonly openDatabase?: () => Promise<Database>;
  /** Where files are kept; by default from `config` (`STORAGE`: the local disk or an S3 bucket). */
  readonly storage?: ObjectStorage;
  readonly apiModules?: readonly ApiModule[];
  readonly storefront?: StorefrontModule;
  readonly shutdownTimeoutMs?: number;
  /** Shorter deadlines than `HEADERS_TIMEOUT_MS` and `BODY_TIMEOUT_MS`, for tests. */
  readonly timeouts?: { readonly headersMs?: number; readonly bodyMs?: number };
  /**
   * The jobs this process runs (`src/jobs/shop-jobs.ts`), made for the opened database. Without
   * them no job runs and mail goes straight to the API modules' mail port.
   */
  readonly jobs?: (db: Database) => readonly JobDefinition[];
}

export interface RunningServer {
  readonly app: Hono<AppEnv>;
  readonly server: Server;
  readonly db: Database;
  /** Base URL of the listening server, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  readonly tokenSigningKey: string;
  /** The job queue, when the server was given jobs; stopped by `shutdown`. */
  readonly jobs: JobQueue | undefined;
  readonly shutdown: (reason: string) => Promise<void>;
}

/**
 * How long an upload may take to arrive whole: an artwork file of 200 MB at 1 Mbit/s. Node applies
 * it to every request; every other request's body is held to `BODY_TIMEOUT_MS` by the app.
 */
const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;
/** How often Node checks its headers and request deadlines (its default, 30 s, would let them run late). */
const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

/** The composition root: secrets, database (migrated and seeded), application, listening socket. */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { logger } = options;
  // The file storage first: a bucket that cannot be reached stops the start with its reason.
  const storage = options.storage ?? createConfiguredStorage(config);
  await storage.check();
  logger.info({ storage: storage.description }, 'file storage ready');
  const signing = await resolveTokenSigningKey(config.tokenSigningKey, config.dataDir);
  if (signing.source === 'generated')
    logger.info({ dataDir: config.dataDir }, 'generated a token signing key');

  // On PostgreSQL, migrations and the seed run on a connection of their own without the bounds
  // of shoppers' requests; the shop then serves on one that fails a request in seconds.
  const separateMaintenance = options.openDatabase === undefined && config.databaseUrl !== undefined;
  if (separateMaintenance) {
    const maintenance = await openDatabase(config, logger, 'maintenance');
    try {
      await prepareDatabase(maintenance, logger);
    } finally {
      await maintenance.close();
    }
  }
  const db = await (options.openDatabase ?? (() => openDatabase(config, logger, 'requests')))();
  if (!separateMaintenance) {
    try {
      await prepareDatabase(db, logger);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  logger.info({ database: db.kind }, 'database ready');
  if (db.kind === 'postgresql' && signing.source !== 'environment') {
    // A token signed by this process would be refused by another one with its own key.
    logger.warn(
      { dataDir: config.dataDir },
      'TOKEN_SIGNING_KEY is not set: the key is kept in DATA_DIR; processes sharing this database must share one key',
    );
  }
  // Closed with the database: closing it ends the subscription.
  const reads = await createReferenceCache(db, logger);
  const jobs =
    options.jobs === undefined
      ? undefined
      : createJobQueue({ db, databaseUrl: config.databaseUrl, logger, definitions: options.jobs(db) });
  try {
    await jobs?.start();
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await db.close();
    throw error;
  }

  const activity = createActivity();
  // Set when the shutdown begins: `/readyz` says so, and the load balancer sends no more requests.
  let draining = false;
  const app = createApp({
    activity,
    draining: () => draining,
    db,
    logger,
    reads,
    tokenSigningKey: signing.key,
    dataDir: config.dataDir,
    storage,
    trustedProxies: config.trustedProxies,
    ...(config.apiRateLimitPerMinute > 0
      ? {
          apiRequestLimit: {
            perMinute: config.apiRateLimitPerMinute,
            exemptNetworks: config.staffNetworks,
            clientIp: clientAddress(config.trustedProxies),
          },
        }
      : {}),
    ...(options.apiModules ? { apiModules: options.apiModules } : {}),
    ...(options.storefront ? { storefront: options.storefront } : {}),
    ...(options.timeouts?.bodyMs === undefined ? {} : { bodyTimeoutMs: options.timeouts.bodyMs }),
    ...(jobs === undefined ? {} : { jobs }),
  });
  // The default adaptor server is a node:http server. Node gives a whole request 5 minutes by
  // default; an artwork file of 200 MB on a slow line takes longer, so its limit is the uploads'.
  // Headers come within `HEADERS_TIMEOUT_MS`; the app holds other bodies to `BODY_TIMEOUT_MS`.
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS,
      headersTimeout: options.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(
        TIMEOUT_CHECK_INTERVAL_MS,
        options.timeouts?.headersMs ?? Infinity,
      ),
    },
  }) as Server;
  answerClientErrors(server, logger);
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${port}`;
  logger.info({ url, host: config.host, port }, 'listening');

  // Every artwork file is checked once stored (in the same storage as the artwork routes' files).
  const preflight = await createPreflightRunner({
    db,
    store: filesOfKind(storage, 'artworks'),
    logger,
    soleProcess: db.kind === 'pglite',
  });

  const shutdownServer = createShutdown({
    server,
    db,
    logger,
    activity,
    // A running job is let finish (within the same deadline as the requests); the file checks stop;
    // then the storage lets go of its connections.
    background: [
      {
        close: async () => {
          await Promise.all([
            preflight.close(),
            jobs?.stop({ timeoutMs: options.shutdownTimeoutMs ?? 10_000 }),
          ]);
          await storage.close();
        },
      },
    ],
    timeoutMs: options.shutdownTimeoutMs ?? 10_000,
  });
  const shutdown = (reason: string) => {
    draining = true;
    return shutdownServer(reason);
  };
  return { app, server, db, url, tokenSigningKey: signing.key, jobs, shutdown };
}

/** Migrates the database and adds what the seed lacks. */
async function prepareDatabase(db: Database, logger: Logger): Promise<void> {
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'applied migrations');
  await seed(db);
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}
