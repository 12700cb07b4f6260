import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { DEFAULT_TENANT, seed } from './seed.js';

// The PostgreSQL variant needs a server; it runs only where DATABASE_URL is set (as in CI).
reportPostgresSkipped('database');

describe.each(eachDatabase)('database on %s', (_name, target) => {
  let handle: TestDatabase;

  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('migrate applies every migration the first time and none the second', async () => {
    const { db } = handle;
    expect(await migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(await migrate(db)).toEqual([]);

    const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(recorded.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
  });

  test('two migrators started together apply a migration once (advisory lock)', async () => {
    const race = [
      { id: '9001-race', sql: 'create table race_check (x int); insert into race_check values (1);' },
    ];
    const results = await Promise.all([migrate(handle.db, race), migrate(handle.db, race)]);
    expect(results.flat()).toEqual(['9001-race']);
    expect(await handle.db.query('select x from race_check')).toEqual([{ x: 1 }]);
  });

  test('a failing migration leaves nothing behind', async () => {
    const broken = [{ id: '9002-half', sql: 'create table half_done (x int); select * from no_such_table;' }];
    await expect(migrate(handle.db, broken)).rejects.toThrow(/no_such_table/);
    expect(await handle.db.query("select id from schema_migrations where id = '9002-half'")).toEqual([]);
    expect(await handle.db.query("select to_regclass('half_done') as t")).toEqual([{ t: null }]);
  });

  test('migration ids must increase', async () => {
    await expect(
      migrate(handle.db, [
        { id: '0002-b', sql: 'select 1' },
        { id: '0001-a', sql: 'select 1' },
      ]),
    ).rejects.toThrow(/must increase/);
  });

  test('seeding twice leaves one default tenant', async () => {
    await seed(handle.db);
    await seed(handle.db);
    const tenants = await handle.db.query<{ code: string; default_currency: string; time_zone: string }>(
      'select code, default_currency, time_zone from tenants',
    );
    expect(tenants).toEqual([
      { code: DEFAULT_TENANT.code, default_currency: 'EUR', time_zone: 'Europe/Paris' },
    ]);
  });

  test('parameters are bound, never spliced into the SQL', async () => {
    const hostile = "evil'); drop table tenants; --";
    await handle.db.query('insert into tenants (code, domain) values ($1, $2)', [hostile, 'evil.example']);
    const rows = await handle.db.query<{ code: string }>('select code from tenants where domain = $1', [
      'evil.example',
    ]);
    expect(rows).toEqual([{ code: hostile }]);
    await handle.db.query('delete from tenants where domain = $1', ['evil.example']);
  });

  test('a transaction that throws is rolled back; one that resolves is committed', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.query('insert into tenants (code, domain) values ($1, $2)', ['rolled-back', 'rb.example']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await handle.db.query('select code from tenants where code = $1', ['rolled-back'])).toEqual([]);

    const id = await handle.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        'insert into tenants (code, domain) values ($1, $2) returning id',
        ['committed', 'c.example'],
      );
      return row?.id;
    });
    expect(await handle.db.query('select id from tenants where code = $1', ['committed'])).toEqual([{ id }]);
  });

  test('data survives closing and reopening the database', async () => {
    await handle.db.query('insert into tenants (code, domain) values ($1, $2)', ['kept', 'kept.example']);
    await handle.db.close();
    await handle.db.close(); // closing twice is harmless
    await expect(handle.db.query('select 1')).rejects.toThrow();

    const reopened = await handle.reopen();
    expect(await migrate(reopened)).toEqual([]);
    await seed(reopened);
    const codes = await reopened.query<{ code: string }>('select code from tenants order by code');
    expect(codes.map((row) => row.code)).toEqual(['committed', DEFAULT_TENANT.code, 'kept']);
    handle = { ...handle, db: reopened };
  });
});
