import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { eachDatabase } from '../test-support/databases.js';
import { migrate } from './migrations.js';
import { pgliteDirectory } from './open-database.js';
import { openPgliteDatabase } from './pglite.js';
import { resetDatabase } from './reset.js';
import { seed } from './seed.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('resetDatabase', () => {
  test('embedded: removes DATA_DIR/pglite and nothing else; the next open starts empty', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tirage-reset-'));
    tempDirs.push(dataDir);
    const db = await openPgliteDatabase(pgliteDirectory(dataDir));
    await migrate(db);
    await seed(db);
    await db.close();

    expect(await resetDatabase({ dataDir, databaseUrl: undefined })).toContain(pgliteDirectory(dataDir));
    await expect(stat(pgliteDirectory(dataDir))).rejects.toThrow(/ENOENT/);
    expect((await stat(dataDir)).isDirectory()).toBe(true);

    const fresh = await openPgliteDatabase(pgliteDirectory(dataDir));
    try {
      expect(await fresh.query("select to_regclass('tenants') as t")).toEqual([{ t: null }]);
    } finally {
      await fresh.close();
    }
  });

  // Needs a PostgreSQL server; runs only where DATABASE_URL is set (as in CI).
  test.skipIf(databaseUrl === undefined)(
    'postgresql: drops and recreates the current schema (here a throwaway one)',
    async () => {
      const target = eachDatabase.find(([name]) => name === 'postgresql')?.[1];
      if (target === undefined || databaseUrl === undefined) throw new Error('DATABASE_URL without target');
      const handle = await target.open();
      try {
        await migrate(handle.db);
        await seed(handle.db);
        const [row] = await handle.db.query<{ schema: string }>('select current_schema() as schema');
        const schema = row?.schema ?? '';
        expect(schema).toMatch(/^test_/);

        const url = new URL(databaseUrl);
        url.searchParams.set('options', `-c search_path=${schema}`);
        expect(await resetDatabase({ dataDir: '/nonexistent', databaseUrl: url.toString() })).toBe(
          `Dropped and recreated schema ${schema}`,
        );
        expect(await handle.db.query("select to_regclass('tenants') as t")).toEqual([{ t: null }]);
        expect(await migrate(handle.db)).not.toEqual([]);
      } finally {
        await handle.cleanup();
      }
    },
  );
});
