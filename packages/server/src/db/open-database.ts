import { join } from 'node:path';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import type { Database } from './database.js';
import { openPgliteDatabase } from './pglite.js';
import { openPostgresDatabase } from './postgres.js';

/** Where the embedded database keeps its files inside `DATA_DIR`. */
export const pgliteDirectory = (dataDir: string) => join(dataDir, 'pglite');

/** PostgreSQL when `DATABASE_URL` is set, else the embedded database under `DATA_DIR/pglite`. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Promise<Database> {
  return config.databaseUrl === undefined
    ? openPgliteDatabase(pgliteDirectory(config.dataDir), {
        initialiseInChild: true,
        onUnfinishedSetAside: (path) =>
          logger?.warn({ path }, 'an unfinished database creation was set aside; a new database is created'),
      })
    : openPostgresDatabase({
        connectionString: config.databaseUrl,
        onIdleClientError: (error) => logger?.warn({ err: error }, 'idle database connection failed'),
      });
}
