import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runCommand } from './command.js';
import { migrate } from './db/migrations.js';
import { openPgliteDatabase } from './db/pglite.js';
import { generateSchemaTypes } from './db/schema-types.js';

const SCHEMA_FILE = fileURLToPath(new URL('../src/db/schema.ts', import.meta.url));

/**
 * `npm run db:types`: migrates a throwaway in-memory database and writes the TypeScript
 * interface of its tables to `src/db/schema.ts`, the one type every query is checked against.
 */
await runCommand(async () => {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    await writeFile(SCHEMA_FILE, await generateSchemaTypes(db));
    console.log(`Wrote ${SCHEMA_FILE}`);
    return true;
  } finally {
    await db.close();
  }
});
