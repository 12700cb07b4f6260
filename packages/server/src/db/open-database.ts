import { join } from 'node:path';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite.js';
import { MAINTENANCE_TIMEOUTS, openPostgresDatabase, REQUEST_TIMEOUTS } from './postgres.js';

/** Where the embedded database keeps its files inside `DATA_DIR`. */
export const pgliteDirectory = (dataDir: string) => join(dataDir, 'pglite');

/**
 * What the database is opened for: serving shoppers' `requests` (a database that does not answer
 * fails them in seconds), or `maintenance` (migrations, staff commands: no bound on a statement).
 */
export type DatabasePurpose = 'requests' | 'maintenance';

/** PostgreSQL when `DATABASE_URL` is set, else the embedded database under `DATA_DIR/pglite`. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolSize'>>,
  logger?: Logger,
  purpose: DatabasePurpose = 'maintenance',
): Promise<Database> {
  return config.databaseUrl === undefined
    ? openPgliteDatabase(pgliteDirectory(config.dataDir), {
        initialiseInChild: true,
        onUnfinishedSetAside: (path) =>
          logger?.warn({ path }, 'an unfinished database creation was set aside; a new database is created'),
      })
    : openPostgresDatabase({
        connectionString: config.databaseUrl,
        ...(purpose === 'requests' ? REQUEST_TIMEOUTS : MAINTENANCE_TIMEOUTS),
        ...(purpose === 'requests' && config.databasePoolSize !== undefined
          ? { maxConnections: config.databasePoolSize }
          : {}),
        onIdleClientError: (error) => logger?.warn({ err: error }, 'idle database connection failed'),
      });
}
