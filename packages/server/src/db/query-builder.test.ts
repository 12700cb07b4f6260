import { PostgresQueryCompiler } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test, vi } from 'vitest';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import type { Queryable, SqlParam } from './database.js';
import { migrate } from './migrations.js';
import { preparedQuery, queryBuilder } from './query-builder.js';
import { seed } from './seed.js';

// The PostgreSQL variant needs a server; it runs only where DATABASE_URL is set (as in CI).
reportPostgresSkipped('prepared queries');

interface Sent {
  readonly sql: string;
  readonly params: readonly SqlParam[];
}

/** A queryable that records what it is sent before passing it on. */
function recording(q: Queryable): { readonly q: Queryable; readonly sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    q: {
      query: (sql, params = []) => {
        sent.push({ sql, params: [...params] });
        return q.query(sql, params);
      },
      exec: (sql) => q.exec(sql),
    },
  };
}

const GUEST_A = '9c1f4f7e-0d4a-4c43-9a53-7a0f1b2c3d4a';
const GUEST_B = '9c1f4f7e-0d4a-4c43-9a53-7a0f1b2c3d4b';
const GUEST_C = '9c1f4f7e-0d4a-4c43-9a53-7a0f1b2c3d4c';

const CART_COLUMNS = ['id', 'tenantCode', 'anonymousId', 'status', 'currency', 'country', 'locale'] as const;

const cartById = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('carts').select(CART_COLUMNS).where('id', '=', params.id),
);

const cartByIdLocked = preparedQuery((qb, params: { id: string }) =>
  qb.selectFrom('carts').select(CART_COLUMNS).where('id', '=', params.id).forUpdate(),
);

// The parameters are bound in the order the builder meets them, not the order of the object's keys;
// a constant of the query ('open') sits between them.
const openCartsOf = preparedQuery(
  (qb, params: { locale: string; anonymousId: string; tenantCode: string; country: string }) =>
    qb
      .selectFrom('carts')
      .select(CART_COLUMNS)
      .where('tenantCode', '=', params.tenantCode)
      .where('status', '=', 'open')
      .where('anonymousId', '=', params.anonymousId)
      .where('country', '=', params.country)
      .where('locale', '=', params.locale)
      .orderBy('id'),
);

// One parameter, two places in the statement.
const cartsNamed = preparedQuery((qb, params: { name: string }) =>
  qb
    .selectFrom('carts')
    .select(CART_COLUMNS)
    .where((eb) => eb.or([eb('anonymousId', '=', params.name), eb('locale', '=', params.name)]))
    .orderBy('id'),
);

describe('preparedQuery', () => {
  test('builds and compiles once, when it is defined', () => {
    const compile = vi.spyOn(PostgresQueryCompiler.prototype, 'compileQuery');
    try {
      const build = vi.fn((qb: Parameters<Parameters<typeof preparedQuery>[0]>[0], params: { id: string }) =>
        qb.selectFrom('carts').select('id').where('id', '=', params.id),
      );
      const prepared = preparedQuery(build);
      expect(build).toHaveBeenCalledTimes(1);
      expect(compile).toHaveBeenCalledTimes(1);
      expect(prepared.sql).toBe('select "id" from "carts" where "id" = $1');
    } finally {
      compile.mockRestore();
    }
  });

  test('answers the row type of its builder', () => {
    expectTypeOf(cartById.executeTakeFirst).returns.resolves.toEqualTypeOf<
      | {
          id: string;
          tenantCode: string;
          anonymousId: string | null;
          status: string;
          currency: string;
          country: string;
          locale: string;
        }
      | undefined
    >();
  });

  test('a stand-in is only a value: written into the SQL text, it fails', () => {
    expect(() =>
      preparedQuery((qb, params: { column: string }) =>
        qb.selectFrom('carts').select('id').where('id', '=', `${params.column}`),
      ),
    ).toThrow('Parameter column of a prepared query can only be bound as a value');
  });
});

describe.each(eachDatabase)('prepared queries on %s', (_name, target) => {
  let handle: TestDatabase;
  const ids: string[] = [];

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
    await seed(handle.db);
    const carts = [
      { anonymousId: GUEST_A, country: 'FR', locale: 'fr-FR', status: 'open' },
      { anonymousId: GUEST_B, country: 'FR', locale: 'fr-FR', status: 'open' },
      { anonymousId: GUEST_B, country: 'BE', locale: 'fr-BE', status: 'merged' },
      // A locale no cart has, but the text of a guest's id: found by one place of a parameter only.
      { anonymousId: GUEST_C, country: 'FR', locale: GUEST_A, status: 'abandoned' },
    ];
    for (const cart of carts) {
      const row = await queryBuilder(handle.db)
        .insertInto('carts')
        .values({ tenantCode: 'fr', currency: 'EUR', ...cart })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  test('answers the rows the plain builder answers', async () => {
    const { db } = handle;
    for (const id of [...ids, '00000000-0000-4000-8000-000000000000']) {
      const plain = await queryBuilder(db)
        .selectFrom('carts')
        .select(CART_COLUMNS)
        .where('id', '=', id)
        .execute();
      expect(await cartById.execute(db, { id })).toEqual(plain);
      expect(await cartById.executeTakeFirst(db, { id })).toEqual(plain[0]);
    }
  });

  test('runs in a transaction, row locks included', async () => {
    const { db } = handle;
    const [first] = ids as [string];
    const locked = await db.transaction((tx) => cartByIdLocked.executeTakeFirst(tx, { id: first }));
    expect(locked).toEqual(await cartById.executeTakeFirst(db, { id: first }));
    expect(cartByIdLocked.sql).toMatch(/ for update$/);
  });

  test('binds the parameters in the order the statement uses them', async () => {
    const { db } = handle;
    const { q, sent } = recording(db);
    const rows = await openCartsOf.execute(q, {
      locale: 'fr-FR',
      anonymousId: GUEST_B,
      tenantCode: 'fr',
      country: 'FR',
    });
    expect(rows.map((row) => row.id)).toEqual([ids[1]]);
    expect(sent).toEqual([{ sql: openCartsOf.sql, params: ['fr', 'open', GUEST_B, 'FR', 'fr-FR'] }]);
    const plain = queryBuilder(db)
      .selectFrom('carts')
      .select(CART_COLUMNS)
      .where('tenantCode', '=', 'fr')
      .where('status', '=', 'open')
      .where('anonymousId', '=', GUEST_B)
      .where('country', '=', 'FR')
      .where('locale', '=', 'fr-FR')
      .orderBy('id');
    expect(plain.compile().sql).toBe(openCartsOf.sql);
    expect(rows).toEqual(await plain.execute());
  });

  test('binds a parameter used twice in both places', async () => {
    const { db } = handle;
    const { q, sent } = recording(db);
    const rows = await cartsNamed.execute(q, { name: GUEST_A });
    expect(cartsNamed.sql).toContain('"anonymous_id" = $1 or "locale" = $2');
    expect(sent).toEqual([{ sql: cartsNamed.sql, params: [GUEST_A, GUEST_A] }]);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set([ids[0], ids[3]]));
    expect(rows).toEqual(
      await queryBuilder(db)
        .selectFrom('carts')
        .select(CART_COLUMNS)
        .where((eb) => eb.or([eb('anonymousId', '=', GUEST_A), eb('locale', '=', GUEST_A)]))
        .orderBy('id')
        .execute(),
    );
  });

  test('sends the same SQL text on every run, compiling nothing', async () => {
    const { db } = handle;
    const { q, sent } = recording(db);
    const inTransactions: Sent[] = [];
    const compile = vi.spyOn(PostgresQueryCompiler.prototype, 'compileQuery');
    try {
      for (const id of ids) {
        await db.transaction(async (tx) => {
          const recorder = recording(tx);
          await cartByIdLocked.execute(recorder.q, { id });
          inTransactions.push(...recorder.sent);
        });
      }
      for (const id of ids) await cartById.execute(q, { id });
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
    expect(sent).toEqual(ids.map((id) => ({ sql: cartById.sql, params: [id] })));
    expect(inTransactions).toEqual(ids.map((id) => ({ sql: cartByIdLocked.sql, params: [id] })));
  });

  test('refuses a missing parameter', async () => {
    await expect(cartById.execute(handle.db, {} as { id: string })).rejects.toThrow(
      'Parameter id of a prepared query is missing',
    );
  });
});
