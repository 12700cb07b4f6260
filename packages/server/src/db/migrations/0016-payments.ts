import type { Migration } from '../migration.js';

/**
 * Paying orders through the card payment provider, by bank transfer and on invoice
 * (docs/payments.md).
 *
 * - `payments.method` also takes 'deferred' (paid later on invoice).
 * - `payments.gateway` and `gateway_transaction_id`: which provider charged a card/PayPal payment
 *   and its transaction there; one transaction settles one payment at most.
 * - `payments.failure` (and `failure_detail`, the provider's words for staff): why a payment
 *   failed — a decline reason of the provider, or 'abandoned' when reconciliation found no
 *   transaction once the nonce had expired.
 * - `payments.idempotency_key`: the Idempotency-Key of the request that made the payment, so
 *   that whoever settles it (the request itself, or reconciliation after a crash) records the
 *   answer a retry of that request gets.
 * - At most one card/PayPal payment of an order is 'pending' at a time: the row lock of the
 *   payment call already sees to it, the unique index makes it a fact of the schema.
 * - `bank_transfer_mandates`: each acceptance of the bank transfer mandate — when, from which
 *   address, which text — and the account the shopper was told to pay into.
 */
export const PAYMENTS: Migration = {
  id: '0016-payments',
  sql: `
    alter table payments drop constraint payments_method_check;
    alter table payments
      add constraint payments_method_check
        check (method in ('card', 'paypal', 'bankTransfer', 'wallet', 'deferred')),
      add column gateway text check (gateway in ('braintree', 'sandbox')),
      add column gateway_transaction_id text,
      add column failure text
        check (failure in ('declined', 'authenticationFailed', 'invalidNonce', 'abandoned')),
      add column failure_detail text check (length(failure_detail) <= 1000),
      add column idempotency_key uuid,
      add column updated_at timestamptz not null default now(),
      add constraint payments_failure_only_when_failed check (failure is null or status = 'failed'),
      add constraint payments_transaction_has_gateway
        check (gateway_transaction_id is null or gateway is not null);
    update payments set updated_at = created_at;
    create unique index payments_one_pending_gateway_charge on payments (order_id)
      where status = 'pending' and method in ('card', 'paypal');
    create unique index payments_gateway_transaction on payments (gateway, gateway_transaction_id)
      where gateway_transaction_id is not null;

    create table bank_transfer_mandates (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null references orders (id) on delete cascade,
      customer_id uuid not null references customers (id) on delete cascade,
      payment_id uuid not null references payments (id) on delete cascade,
      accepted_at timestamptz not null,
      client_address text not null,
      mandate_version text not null,
      mandate_text text not null,
      account_holder text not null,
      iban text not null,
      bic text not null
    );
    create index bank_transfer_mandates_order on bank_transfer_mandates (order_id, accepted_at);
  `,
};
