import type { Migration } from '../migration.js';

/**
 * The offline sandbox gateway's own records (docs/payments.md, "The sandbox gateway"). It plays
 * another company: no table here references the shop's tables, nor is referenced by them.
 *
 * - `sandbox_gateway_client_tokens`: the client tokens it issued; its pages accept no other.
 * - `sandbox_gateway_nonces`: one-time nonces of a card or a PayPal approval, with the card's
 *   outcome class (a test card decides it), its 3-D Secure state and whether to save the card;
 *   `consumed_at` marks the one charge a nonce allows.
 * - `sandbox_gateway_transactions`: the charges, one per shop reference (the shop's payment id).
 * - `sandbox_gateway_saved_methods`: the cards customers asked to keep, at most one default each.
 */
export const SANDBOX_GATEWAY: Migration = {
  id: '0017-sandbox-gateway',
  sql: `
    create table sandbox_gateway_client_tokens (
      id text primary key,
      customer_reference text,
      created_at timestamptz not null
    );
    create table sandbox_gateway_nonces (
      nonce text primary key,
      kind text not null check (kind in ('card', 'paypal')),
      brand text not null,
      last4 char(4),
      expiry text,
      outcome text not null check (outcome in ('accepted', 'declined')),
      three_ds text not null check (three_ds in ('required', 'authenticated', 'failed', 'none')),
      customer_reference text,
      vault boolean not null default false,
      created_at timestamptz not null,
      consumed_at timestamptz,
      check ((kind = 'card') = (last4 is not null and expiry is not null))
    );
    create table sandbox_gateway_transactions (
      id text primary key,
      reference text not null unique,
      nonce text not null references sandbox_gateway_nonces (nonce),
      order_number text not null,
      amount_cents integer not null check (amount_cents >= 0),
      currency char(3) not null,
      status text not null
        check (status in ('submittedForSettlement', 'settled', 'declined', 'voided')),
      created_at timestamptz not null
    );
    create table sandbox_gateway_saved_methods (
      token text primary key,
      customer_reference text not null,
      kind text not null check (kind in ('card', 'paypal')),
      label text not null,
      is_default boolean not null default false,
      created_at timestamptz not null
    );
    create index sandbox_gateway_saved_methods_customer
      on sandbox_gateway_saved_methods (customer_reference);
    create unique index sandbox_gateway_saved_methods_one_default
      on sandbox_gateway_saved_methods (customer_reference) where is_default;
  `,
};
