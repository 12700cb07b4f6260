import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { insertCustomer } from '../auth/customer-store.js';
import { MIGRATIONS, migrate } from '../db/migrations.js';
import type { TestDatabase } from '../test-support/databases.js';
import { eachDatabase, reportPostgresSkipped } from '../test-support/databases.js';
import { creditWallet } from './credit-wallet.js';

const NOW = Temporal.Instant.from('2026-11-18T08:00:00Z');

reportPostgresSkipped('crediting a wallet (npm run wallet:credit)');

describe.each(eachDatabase)('crediting a wallet (npm run wallet:credit) on %s', (_name, target) => {
  let handle: TestDatabase;
  let counter = 0;

  beforeAll(async () => {
    handle = await target.open();
    await migrate(handle.db);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });

  async function customer(): Promise<{ email: string; id: string }> {
    const email = `portefeuille.${++counter}@example.fr`;
    const id = await insertCustomer(
      handle.db,
      { email, passwordHash: 'not a hash', newsletter: false, userCategory: 2 },
      NOW,
    );
    if (id === undefined) throw new Error('the customer was not created');
    return { email, id };
  }

  const walletOf = async (id: string) => {
    const [row] = await handle.db.query(
      `select c.wallet_credit_cents as balance, trim(c.wallet_currency) as currency,
              coalesce(json_agg(json_build_object('kind', m.kind, 'amount', m.amount_cents, 'currency', trim(m.currency),
                'note', m.note) order by m.position) filter (where m.id is not null), '[]') as movements
       from customers c left join wallet_movements m on m.customer_id = c.id
       where c.id = $1 group by c.id`,
      [id],
    );
    return row;
  };

  test('adds the amount as typed, exactly, as one credit movement with its note', async () => {
    const { email, id } = await customer();
    const first = await creditWallet(
      handle.db,
      { email: email.toUpperCase(), amount: '25.00', note: ' Geste ' },
      NOW,
    );
    expect(first).toMatchObject({
      ok: true,
      email,
      credited: { cents: 2_500, currency: 'EUR' },
      balance: { cents: 2_500, currency: 'EUR' },
    });
    const second = await creditWallet(handle.db, { email, amount: '0,10' }, NOW);
    expect(second).toMatchObject({ ok: true, balance: { cents: 2_510, currency: 'EUR' } });
    expect(await walletOf(id)).toEqual({
      balance: 2_510,
      currency: 'EUR',
      movements: [
        { kind: 'credit', amount: 2_500, currency: 'EUR', note: 'Geste' },
        { kind: 'credit', amount: 10, currency: 'EUR', note: null },
      ],
    });
  });

  test('refuses, writing nothing, what is not a positive amount, an unknown email or a long note', async () => {
    const { email, id } = await customer();
    await creditWallet(handle.db, { email, amount: '5' }, NOW);
    const before = await walletOf(id);
    const refusals = [
      [
        { email, amount: '12.345' },
        'Not an amount: "12.345" (write it in EUR with at most two decimals, e.g. 25.00)',
      ],
      [
        { email, amount: 'vingt' },
        'Not an amount: "vingt" (write it in EUR with at most two decimals, e.g. 25.00)',
      ],
      [{ email, amount: '0' }, 'The amount to credit must be positive'],
      [{ email, amount: '-5.00' }, 'The amount to credit must be positive'],
      [{ email, amount: '21474837' }, 'A wallet holds at most 21474836.47'],
      [{ email: 'personne@example.fr', amount: '5' }, 'No customer has the email personne@example.fr'],
      [{ email, amount: '5', note: 'x'.repeat(501) }, 'The note must have at most 500 characters'],
      [{ email, amount: '5', currency: 'USD' }, 'Unknown currency USD: use EUR, CHF or GBP'],
      [{ email, amount: '5', currency: 'CHF' }, `The wallet of ${email} holds EUR: credit it in EUR`],
    ] as const;
    for (const [request, message] of refusals) {
      expect(await creditWallet(handle.db, request, NOW)).toEqual({ ok: false, message });
    }
    expect(await walletOf(id)).toEqual(before);
  });

  test('a wallet that never held credit takes the currency it is first credited in', async () => {
    const { email, id } = await customer();
    // Refused amounts do not switch the currency either.
    expect((await creditWallet(handle.db, { email, amount: 'abc', currency: 'chf' }, NOW)).ok).toBe(false);
    expect(await walletOf(id)).toMatchObject({ currency: 'EUR', movements: [] });
    expect(await creditWallet(handle.db, { email, amount: '40', currency: 'chf' }, NOW)).toMatchObject({
      ok: true,
      balance: { cents: 4_000, currency: 'CHF' },
    });
    expect(await walletOf(id)).toEqual({
      balance: 4_000,
      currency: 'CHF',
      movements: [{ kind: 'credit', amount: 4_000, currency: 'CHF', note: null }],
    });
  });

  test('concurrent credits all count: the balance is their sum and equals the ledger', async () => {
    const { email, id } = await customer();
    const amounts = Array.from({ length: 12 }, (_, i) => `${i + 1}.0${i % 10}`);
    const outcomes = await Promise.all(
      amounts.map((amount) => creditWallet(handle.db, { email, amount }, NOW)),
    );
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const expected = amounts.reduce((total, amount) => total + Math.round(Number(amount) * 100), 0);
    const wallet = (await walletOf(id)) as { balance: number; movements: { amount: number }[] };
    expect(wallet.balance).toBe(expected);
    expect(wallet.movements.reduce((total, movement) => total + movement.amount, 0)).toBe(expected);
  });

  test('credit held before the ledger existed becomes its opening movement', async () => {
    const old = await target.open();
    try {
      const ledger = MIGRATIONS.findIndex((migration) => migration.id === '0014-wallet-ledger');
      await migrate(old.db, MIGRATIONS.slice(0, ledger));
      await old.db.query(
        `insert into customers (email, password_hash, wallet_credit_cents, wallet_currency)
         values ('ancien@example.fr', 'x', 4200, 'CHF'), ('vide@example.fr', 'x', 0, 'EUR')`,
      );
      await migrate(old.db);
      expect(
        await old.db.query(
          `select c.email, m.kind, m.amount_cents, trim(m.currency) as currency, m.note
           from wallet_movements m join customers c on c.id = m.customer_id`,
        ),
      ).toEqual([
        {
          email: 'ancien@example.fr',
          kind: 'credit',
          amount_cents: 4_200,
          currency: 'CHF',
          note: 'Opening balance',
        },
      ]);
      const outcome = await creditWallet(old.db, { email: 'ancien@example.fr', amount: '0.58' }, NOW);
      expect(outcome).toMatchObject({ ok: true, balance: { cents: 4_258, currency: 'CHF' } });
    } finally {
      await old.cleanup();
    }
  });
});
