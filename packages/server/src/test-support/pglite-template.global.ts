import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../db/pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty embedded database's folder (initdb done, nothing migrated), copied by each test. */
    pgliteTemplate: string;
  }
}

/**
 * Creates one empty embedded database for the whole run. Creating one (initdb) takes seconds and
 * most of them are spent the same way every time; each suite then starts from a copy of it
 * (`pgliteTarget`, `startShopProcess`), which is the database a first start would create, in a
 * fraction of the time. Creating one from nothing is still tested, by the suites about it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'tirage-pglite-template-'));
  const template = join(dir, 'pglite');
  // In a child process, as the server does: the engine's memory for initdb is not kept here.
  const db = await openPgliteDatabase(template, { initialiseInChild: true });
  await db.close();
  project.provide('pgliteTemplate', template);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
