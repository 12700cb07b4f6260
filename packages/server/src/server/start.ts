import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ApiModule } from '../app.js';
import { createApp } from '../app.js';
import { createReferenceCache } from '../cache/reference-cache.js';
import type { Config } from '../config/config.js';
import { resolveTokenSigningKey } from '../config/secrets.js';
import type { Database } from '../db/database.js';
import { migrate } from '../db/migrations.js';
import { openDatabase } from '../db/open-database.js';
import { seed } from '../db/seed.js';
import type { AppEnv } from '../http/app-env.js';
import type { Logger } from '../logging/logger.js';
import type { StorefrontModule } from '../storefront/storefront.js';
import { createShutdown } from './shutdown.js';

export interface StartOptions {
  readonly logger: Logger;
  /** Opens the database; by default from `config` (PostgreSQL or embedded). Tests pass their own. */
  readonly openDatabase?: () => Promise<Database>;
  readonly apiModules?: readonly ApiModule[];
  readonly storefront?: StorefrontModule;
  readonly shutdownTimeoutMs?: number;
}

export interface RunningServer {
  readonly app: Hono<AppEnv>;
  readonly server: Server;
  readonly db: Database;
  /** Base URL of the listening server, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  readonly tokenSigningKey: string;
  readonly shutdown: (reason: string) => Promise<void>;
}

/** How long one request may take to arrive whole: an artwork upload of 200 MB at 1 Mbit/s. */
export const UPLOAD_REQUEST_TIMEOUT_MS = 30 * 60 * 1000;

/** The composition root: secrets, database (migrated and seeded), application, listening socket. */
export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { logger } = options;
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
  // Closed with the database: closing it ends the subscription.
  const reads = await createReferenceCache(db, logger);

  const app = createApp({
    db,
    logger,
    reads,
    tokenSigningKey: signing.key,
    dataDir: config.dataDir,
    ...(options.apiModules ? { apiModules: options.apiModules } : {}),
    ...(options.storefront ? { storefront: options.storefront } : {}),
  });
  // The default adaptor server is a node:http server.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  // Node gives a whole request 5 minutes by default; an artwork file of 200 MB on a slow line takes
  // longer. Headers still have to come within Node's own `headersTimeout`.
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  try {
    await listen(server, config.port, config.host);
  } catch (error) {
    await db.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${displayHost.includes(':') ? `[${displayHost}]` : displayHost}:${port}`;
  logger.info({ url, host: config.host, port }, 'listening');

  const shutdown = createShutdown({ server, db, logger, timeoutMs: options.shutdownTimeoutMs ?? 10_000 });
  return { app, server, db, url, tokenSigningKey: signing.key, shutdown };
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
