import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPgliteDatabase } from './pglite.js';

// The server creates its embedded database at the very first start (`initialiseInChild`). A
// crash at any moment of that creation must leave nothing the next start cannot open.
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tirage-pglite-creation-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Kills the creating child once `ready` says so, checking every few milliseconds. */
function killWhen(ready: () => Promise<boolean>): (child: ChildProcess) => void {
  return (child) => {
    const timer = setInterval(() => {
      void ready().then((yes) => {
        if (yes && child.exitCode === null) {
          child.kill('SIGKILL');
          clearInterval(timer);
        }
      });
    }, 5);
    child.once('exit', () => clearInterval(timer));
  };
}

/** The sibling a creation works in, while it exists. */
async function creatingDirectory(parent: string): Promise<string | undefined> {
  const entry = (await readdir(parent)).find((name) => name.startsWith('pglite.creating-'));
  return entry === undefined ? undefined : join(parent, entry);
}

/** A database that keeps a row across a close and a new open. */
async function expectUsable(dataDir: string) {
  const db = await openPgliteDatabase(dataDir, { initialiseInChild: true });
  await db.exec('create table kept (id int primary key)');
  await db.query('insert into kept (id) values (1)');
  await db.close();
  const again = await openPgliteDatabase(dataDir, { initialiseInChild: true });
  expect(await again.query('select id from kept')).toEqual([{ id: 1 }]);
  await again.close();
}

describe('the first creation of the embedded database', () => {
  test('killed right after initdb wrote PG_VERSION, then later: nothing half-made is left, the next start creates it', async () => {
    const parent = join(root, 'killed');
    await mkdir(parent);
    const dataDir = join(parent, 'pglite');
    const afterVersion = killWhen(async () => {
      const creating = await creatingDirectory(parent);
      return creating !== undefined && existsSync(join(creating, 'PG_VERSION'));
    });
    const started = Date.now();
    const afterASecond = killWhen(async () => Date.now() - started > 1000);
    for (const kill of [afterVersion, afterASecond]) {
      await expect(
        openPgliteDatabase(dataDir, { initialiseInChild: true, onCreatingChild: kill }),
      ).rejects.toThrow();
      expect(existsSync(dataDir)).toBe(false);
      expect(await creatingDirectory(parent)).toBeUndefined();
    }
    await expectUsable(dataDir);
    expect(await readdir(parent)).toEqual(['pglite']);
  }, 120_000);

  test('a folder an unfinished creation left (PG_VERSION only) is set aside, not deleted, and created again', async () => {
    const parent = join(root, 'unfinished');
    const dataDir = join(parent, 'pglite');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17\n');
    const setAside: string[] = [];
    const db = await openPgliteDatabase(dataDir, {
      initialiseInChild: true,
      onUnfinishedSetAside: (path) => setAside.push(path),
    });
    await db.close();
    expect(setAside).toHaveLength(1);
    expect(await readdir(setAside[0] ?? '')).toEqual(['PG_VERSION']);
    await expectUsable(dataDir);
  }, 120_000);

  test('a complete database with data is opened as it is, and an empty folder is filled', async () => {
    const dataDir = join(root, 'empty', 'pglite');
    await mkdir(dataDir, { recursive: true });
    const setAside: string[] = [];
    await expectUsable(dataDir);
    const db = await openPgliteDatabase(dataDir, {
      initialiseInChild: true,
      onUnfinishedSetAside: (path) => setAside.push(path),
    });
    expect(await db.query('select id from kept')).toEqual([{ id: 1 }]);
    await db.close();
    expect(setAside).toEqual([]);
  }, 120_000);
});
