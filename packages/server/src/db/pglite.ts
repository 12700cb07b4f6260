import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable, SqlParam } from './database.js';

/**
 * Opens the embedded database. With a directory its files live there and survive restarts;
 * without one it lives in memory.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  let closing: Promise<void> | undefined;

  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends object>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close() {
      closing ??= pg.closed ? Promise.resolve() : pg.close();
      return closing;
    },
  };
}
