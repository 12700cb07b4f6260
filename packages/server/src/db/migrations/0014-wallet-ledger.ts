import type { Migration } from '../migration.js';

/**
 * Payments of orders, and the wallet's ledger.
 *
 * - `payments`: every payment of an order, whatever its method, as the order's `payments` answers
 *   them. `orders.paid_cents` stays the sum of its paid payments, written in the same transaction.
 * - `wallet_movements`: every change of a customer's wallet credit, signed (a credit or a refund
 *   adds, a payment takes). `customers.wallet_credit_cents` is kept as the running balance, so
 *   reading it stays one row; a deferred constraint trigger checks at commit that it equals the
 *   sum of the customer's movements, so a transaction that changes one without the other fails
 *   whole. The balance can never go below zero (a CHECK, behind the row lock the payment takes).
 * - Credit held before the ledger existed becomes an opening 'credit' movement, so every
 *   balance equals its ledger from the start.
 */
export const WALLET_LEDGER: Migration = {
  id: '0014-wallet-ledger',
  sql: `
    create table payments (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      method text not null check (method in ('card', 'paypal', 'bankTransfer', 'wallet')),
      amount_cents integer not null check (amount_cents > 0),
      currency char(3) not null,
      status text not null check (status in ('pending', 'authorized', 'paid', 'failed', 'refunded')),
      created_at timestamptz not null default now()
    );
    create index payments_order on payments (order_id, created_at);

    create table wallet_movements (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references customers (id) on delete cascade,
      amount_cents integer not null check (amount_cents <> 0),
      currency char(3) not null,
      kind text not null check (kind in ('credit', 'payment', 'refund')),
      order_id uuid references orders (id) on delete set null,
      payment_id uuid references payments (id) on delete set null,
      note text check (length(note) <= 500),
      created_at timestamptz not null default now(),
      position bigint generated always as identity,
      check ((kind = 'payment') = (amount_cents < 0))
    );
    create index wallet_movements_customer on wallet_movements (customer_id, position);

    alter table customers
      add constraint customers_wallet_credit_not_negative check (wallet_credit_cents >= 0);

    insert into wallet_movements (customer_id, amount_cents, currency, kind, note)
      select id, wallet_credit_cents, wallet_currency, 'credit', 'Opening balance'
      from customers where wallet_credit_cents > 0;

    create function check_wallet_balance(customer uuid) returns void language plpgsql as $$
    declare
      balance integer;
      ledger bigint;
    begin
      select wallet_credit_cents into balance from customers where id = customer;
      -- A deleted customer takes its movements along: nothing left to compare.
      if not found then return; end if;
      select coalesce(sum(amount_cents), 0) into ledger from wallet_movements where customer_id = customer;
      if balance <> ledger then
        raise exception 'The wallet of customer % holds % but its movements add up to %', customer, balance, ledger
          using errcode = 'check_violation';
      end if;
    end
    $$;
    create function wallet_movement_written() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform check_wallet_balance(old.customer_id);
      else
        perform check_wallet_balance(new.customer_id);
      end if;
      if tg_op = 'UPDATE' and old.customer_id <> new.customer_id then
        perform check_wallet_balance(old.customer_id);
      end if;
      return null;
    end
    $$;
    create function wallet_balance_written() returns trigger language plpgsql as $$
    begin
      perform check_wallet_balance(new.id);
      return null;
    end
    $$;
    create constraint trigger wallet_movements_match_balance
      after insert or update or delete on wallet_movements
      deferrable initially deferred
      for each row execute function wallet_movement_written();
    create constraint trigger customers_balance_matches_ledger
      after update of wallet_credit_cents on customers
      deferrable initially deferred
      for each row when (old.wallet_credit_cents is distinct from new.wallet_credit_cents)
      execute function wallet_balance_written();
    create constraint trigger new_customers_balance_matches_ledger
      after insert on customers
      deferrable initially deferred
      for each row when (new.wallet_credit_cents <> 0)
      execute function wallet_balance_written();
  `,
};
