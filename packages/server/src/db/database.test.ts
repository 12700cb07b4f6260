import { DEMO_CATALOG } from '@tirage/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_STOCK } from '../catalog/demo-stock.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { MIGRATIONS, migrate } from './migrations.js';
import { SEED_DATA, seed } from './seed.js';

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

  test("an installation from before the country shops keeps its 'default' tenant as the French one", async () => {
    const old = await target.open();
    try {
      await migrate(old.db, MIGRATIONS.slice(0, 1));
      await old.db.query(`insert into tenants (code, domain) values ('default', 'localhost')`);
      await migrate(old.db);
      await seed(old.db);
      const rows = await old.db.query<{ code: string; domain: string; currency: string }>(
        `select t.code, t.domain, t.domain_config->>'currency' as currency from tenants t order by code`,
      );
      expect(rows).toEqual([
        { code: 'be', domain: 'be.localhost', currency: 'EUR' },
        { code: 'ch', domain: 'ch.localhost', currency: 'CHF' },
        { code: 'fr', domain: 'localhost', currency: 'EUR' },
      ]);
    } finally {
      await old.cleanup();
    }
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

  test('seeding twice leaves one row per seeded tenant, host, currency, product and page', async () => {
    await seed(handle.db);
    const counts = async () =>
      handle.db.query(
        `select (select count(*)::int from tenants) as tenants, (select count(*)::int from tenant_hosts) as hosts,
                (select count(*)::int from currencies) as currencies, (select count(*)::int from products) as products,
                (select count(*)::int from content_pages) as pages,
                (select count(*)::int from product_stock) as stock,
                (select count(*)::int from product_restocks) as restocks`,
      );
    const first = await counts();
    await seed(handle.db);
    expect(await counts()).toEqual(first);
    const tenants = await handle.db.query<{ code: string; default_currency: string; time_zone: string }>(
      'select code, default_currency, time_zone from tenants order by code',
    );
    expect(tenants).toEqual([
      { code: 'be', default_currency: 'EUR', time_zone: 'Europe/Brussels' },
      { code: 'ch', default_currency: 'CHF', time_zone: 'Europe/Zurich' },
      { code: 'fr', default_currency: 'EUR', time_zone: 'Europe/Paris' },
    ]);
    expect(first).toEqual([
      {
        tenants: SEED_DATA.tenants.length,
        hosts: SEED_DATA.tenants.flatMap((tenant) => tenant.hosts).length,
        currencies: SEED_DATA.currencies.length,
        products: DEMO_CATALOG.products.length,
        pages: DEMO_CATALOG.pages.length,
        stock: DEMO_STOCK.length,
        restocks: DEMO_STOCK.flatMap((row) => row.restocks).length,
      },
    ]);
  });

  test('seeds running at once (servers starting together) leave one copy and no error', async () => {
    await Promise.all(Array.from({ length: 5 }, () => seed(handle.db)));
    const [row] = await handle.db.query<{ tenants: number; hosts: number }>(
      'select (select count(*)::int from tenants) as tenants, (select count(*)::int from tenant_hosts) as hosts',
    );
    expect(row).toEqual({
      tenants: SEED_DATA.tenants.length,
      hosts: SEED_DATA.tenants.flatMap((tenant) => tenant.hosts).length,
    });
  });

  test('seeding keeps what a shop owner changed', async () => {
    await handle.db.query(
      `update products set payload = jsonb_set(payload, '{name}', '"Flyers premium"') where id = 'flyers'`,
    );
    await handle.db.query(`update currencies set units_per_euro = 0.97 where code = 'CHF'`);
    // The shop no longer stocks kraft C4 envelopes, and has received more white DL ones.
    await handle.db.query(
      `delete from product_stock where mcp_sku = 'TIR-ENV' and attributes = '{"format":"c4","paper":"kraft-90"}'::jsonb`,
    );
    await handle.db.query(
      `update product_stock set on_hand = 20000 where attributes = '{"format":"dl","paper":"blanc-90"}'::jsonb`,
    );
    await seed(handle.db);
    expect(await handle.db.query(`select on_hand from product_stock order by on_hand desc limit 1`)).toEqual([
      { on_hand: 20000 },
    ]);
    expect(await handle.db.query(`select count(*)::int as rows from product_stock`)).toEqual([
      { rows: DEMO_STOCK.length - 1 },
    ]);
    expect(
      await handle.db.query(`select payload->>'name' as name from products where id = 'flyers'`),
    ).toEqual([{ name: 'Flyers premium' }]);
    expect(
      await handle.db.query(`select units_per_euro::float8 as rate from currencies where code = 'CHF'`),
    ).toEqual([{ rate: 0.97 }]);
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

  test('in a transaction, parameters of every kind round-trip, and a failed statement runs again later', async () => {
    await handle.db.exec(
      'create table param_kinds (id int primary key, label text, flag boolean, at timestamptz, doc jsonb, blob bytea, big bigint)',
    );
    const insert = `insert into param_kinds (id, label, flag, at, doc, blob, big) values ($1, $2, $3, $4, $5, $6, $7)
      returning id, label, flag, at, doc, encode(blob, 'hex') as blob, big::text as big`;
    const at = new Date('2026-01-02T03:04:05.678Z');
    const values = (id: number) => [
      id,
      "l'été",
      true,
      at,
      '{"a": [1, "é"]}',
      new Uint8Array([0, 255]),
      2n ** 60n,
    ];
    const expected = (id: number) => ({
      id,
      label: "l'été",
      flag: true,
      at,
      doc: { a: [1, 'é'] },
      blob: '00ff',
      big: (2n ** 60n).toString(),
    });
    expect(await handle.db.transaction((tx) => tx.query(insert, values(1)))).toEqual([expected(1)]);
    await expect(handle.db.transaction((tx) => tx.query(insert, values(1)))).rejects.toMatchObject({
      code: '23505',
    });
    const again = await handle.db.transaction(async (tx) => [
      ...(await tx.query(insert, values(2))),
      ...(await tx.query(insert, [3, null, null, null, null, null, null])),
    ]);
    expect(again).toEqual([
      expected(2),
      { id: 3, label: null, flag: null, at: null, doc: null, blob: null, big: null },
    ]);
    await handle.db.exec('drop table param_kinds');
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
    expect(codes.map((row) => row.code)).toEqual(['be', 'ch', 'committed', 'fr', 'kept']);
    handle = { ...handle, db: reopened };
  });
});
