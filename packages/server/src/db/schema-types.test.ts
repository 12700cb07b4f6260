import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { migrate } from './migrations.js';
import { generateSchemaTypes } from './schema-types.js';

// The PostgreSQL variant needs a server; it runs only where DATABASE_URL is set (as in CI).
reportPostgresSkipped('schema types');

describe.each(eachDatabase)('schema types on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('src/db/schema.ts is the interface of the migrated tables (else: npm run db:types)', async () => {
    const committed = await readFile(new URL('./schema.ts', import.meta.url), 'utf8');
    expect(await generateSchemaTypes(handle.db)).toBe(committed);
  });
});
