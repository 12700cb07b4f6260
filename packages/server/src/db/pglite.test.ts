import { afterAll, beforeAll, expect, test } from 'vitest';
import { pgliteTarget, type TestDatabase } from '../test-support/databases.js';

// The embedded adapter runs statements as prepared statements of PGlite's one session and holds
// the engine for a whole transaction (see openPgliteDatabase); what that must not change.
let handle: TestDatabase;

beforeAll(async () => {
  handle = await pgliteTarget.open();
  await handle.db.exec('create table items (id int primary key, label text not null)');
});
afterAll(async () => {
  await handle?.cleanup();
});

test('statements sent together in a transaction run in turn, each answering its own rows', async () => {
  const rows = await handle.db.transaction((tx) =>
    Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? tx.query<{ n: number }>('select $1::int as n', [index])
          : tx.query<{ label: string }>('insert into items (id, label) values ($1, $2) returning label', [
              index,
              `item ${index}`,
            ]),
      ),
    ),
  );
  expect(rows).toEqual(
    Array.from({ length: 20 }, (_, index) => [index % 2 === 0 ? { n: index } : { label: `item ${index}` }]),
  );
});

test('statements outside a transaction wait for it to end', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const transaction = handle.db.transaction(async (tx) => {
    await tx.query('insert into items (id, label) values ($1, $2)', [100, 'in the transaction']);
    await held;
  });
  const outside = handle.db.query<{ count: number }>(
    'select count(*)::int as count from items where id = 100',
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  release();
  await transaction;
  expect(await outside).toEqual([{ count: 1 }]);
});

test('a transaction whose failed statement was caught is rolled back, not committed', async () => {
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.query('insert into items (id, label) values ($1, $2)', [200, 'lost']);
      await tx
        .query('insert into items (id, label) values ($1, $2)', [1, 'duplicate'])
        .catch(() => undefined);
    }),
  ).rejects.toThrow(/rolled back/);
  expect(await handle.db.query('select id from items where id = 200')).toEqual([]);
  // The session is usable again.
  expect(await handle.db.transaction((tx) => tx.query('select 1 as one'))).toEqual([{ one: 1 }]);
});

test('a transaction cannot be used once it has ended', async () => {
  let kept: Parameters<Parameters<typeof handle.db.transaction>[0]>[0] | undefined;
  await handle.db.transaction(async (tx) => {
    kept = tx;
  });
  await expect(kept?.query('select 1')).rejects.toThrow(/closed/);
});

test('more distinct statements than are kept prepared still run', async () => {
  const answers = await handle.db.transaction(async (tx) => {
    const found: number[] = [];
    for (let index = 0; index < 600; index++) {
      const [row] = await tx.query<{ n: number }>(`select $1::int + ${index} as n`, [1]);
      found.push(row?.n ?? -1);
    }
    return found;
  });
  expect(answers).toEqual(Array.from({ length: 600 }, (_, index) => index + 1));
});
