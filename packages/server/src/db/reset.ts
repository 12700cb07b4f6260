import { rm } from 'node:fs/promises';
import type { Config } from '../config/config.js';
import { pgliteDirectory } from './open-database.js';
import { openPostgresDatabase } from './postgres.js';

/**
 * Deletes all data. PostgreSQL: drops and recreates the connection's current schema (normally
 * `public`). Embedded: removes `DATA_DIR/pglite`. The next start migrates and seeds afresh.
 * Returns a sentence saying what was removed.
 */
export async function resetDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<string> {
  if (config.databaseUrl === undefined) {
    const directory = pgliteDirectory(config.dataDir);
    await rm(directory, { recursive: true, force: true });
    return `Removed ${directory}`;
  }
  const db = await openPostgresDatabase({ connectionString: config.databaseUrl, maxConnections: 1 });
  try {
    const [row] = await db.query<{ schema: string | null }>('select current_schema() as schema');
    const schema = row?.schema;
    if (!schema) throw new Error('The connection has no current schema to reset');
    // Identifiers cannot be bound as parameters; quote_ident makes the name safe.
    const [quoted] = await db.query<{ name: string }>('select quote_ident($1) as name', [schema]);
    if (quoted === undefined) throw new Error('quote_ident returned nothing');
    await db.transaction(async (tx) => {
      await tx.query(`drop schema ${quoted.name} cascade`);
      await tx.query(`create schema ${quoted.name}`);
    });
    return `Dropped and recreated schema ${schema}`;
  } finally {
    await db.close();
  }
}
