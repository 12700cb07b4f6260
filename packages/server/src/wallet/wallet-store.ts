import { type CurrencyCode, cents, type Money } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';

/** A customer's wallet: the running balance kept on `customers`, in the wallet's currency. */
export interface WalletRow {
  readonly customerId: string;
  readonly credit: Money;
}

/** What a movement of the ledger is: credit added by staff, a payment taken, a refund given back. */
export type WalletMovementKind = 'credit' | 'payment' | 'refund';

/** The longest note kept with a movement (it says why credit was given). */
export const WALLET_NOTE_MAX_LENGTH = 500;

/** The highest balance a wallet can hold: the column is a 32-bit integer of hundredths. */
export const MAX_WALLET_CENTS = 2_147_483_647;

interface WalletRecord {
  id: string;
  wallet_credit_cents: number;
  wallet_currency: string;
}

const asWallet = (row: WalletRecord): WalletRow => ({
  customerId: row.id,
  credit: cents(row.wallet_credit_cents, row.wallet_currency as CurrencyCode),
});

/** The customer's wallet as it is now, without a lock (for answers that only show it). */
export async function readWallet(q: Queryable, customerId: string): Promise<WalletRow | undefined> {
  const [row] = await q.query<WalletRecord>(
    `select id::text as id, wallet_credit_cents, trim(wallet_currency) as wallet_currency
     from customers where id = $1`,
    [customerId],
  );
  return row === undefined ? undefined : asWallet(row);
}

/**
 * The customer's wallet under a row lock, held until the transaction ends: every change of the
 * balance takes it first, so two payments never both spend the same credit.
 */
export async function lockWallet(
  tx: Queryable,
  by: { readonly customerId: string } | { readonly email: string },
): Promise<WalletRow | undefined> {
  const [row] = await tx.query<WalletRecord>(
    `select id::text as id, wallet_credit_cents, trim(wallet_currency) as wallet_currency
     from customers where ${'email' in by ? 'email' : 'id'} = $1 for update`,
    ['email' in by ? by.email : by.customerId],
  );
  return row === undefined ? undefined : asWallet(row);
}

/**
 * Writes a movement of the ledger and the new balance, in the caller's transaction, which holds
 * the wallet's lock (`lockWallet`). A balance that would go below zero is refused by the
 * database's CHECK; one that no longer equals its ledger, by the check at commit.
 */
export async function recordWalletMovement(
  tx: Queryable,
  wallet: WalletRow,
  movement: {
    readonly kind: WalletMovementKind;
    /** Signed: a payment takes (negative), a credit or a refund adds (positive). */
    readonly amountCents: number;
    readonly orderId?: string;
    readonly paymentId?: string;
    readonly note?: string;
    readonly at: Temporal.Instant;
  },
): Promise<{ readonly movementId: string; readonly balance: Money }> {
  const [written] = await tx.query<{ id: string }>(
    `insert into wallet_movements (customer_id, amount_cents, currency, kind, order_id, payment_id, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz)
     returning id::text as id`,
    [
      wallet.customerId,
      movement.amountCents,
      wallet.credit.currency,
      movement.kind,
      movement.orderId ?? null,
      movement.paymentId ?? null,
      movement.note ?? null,
      movement.at.toString(),
    ],
  );
  const [balance] = await tx.query<{ wallet_credit_cents: number }>(
    `update customers set wallet_credit_cents = wallet_credit_cents + $2, updated_at = $3::timestamptz
     where id = $1
     returning wallet_credit_cents`,
    [wallet.customerId, movement.amountCents, movement.at.toString()],
  );
  if (written === undefined || balance === undefined) throw new Error('the wallet movement was not written');
  return {
    movementId: written.id,
    balance: cents(balance.wallet_credit_cents, wallet.credit.currency),
  };
}

/** Whether the wallet ever held credit: only a wallet without a movement may change its currency. */
export async function hasWalletMovements(q: Queryable, customerId: string): Promise<boolean> {
  const rows = await q.query('select 1 from wallet_movements where customer_id = $1 limit 1', [customerId]);
  return rows.length > 0;
}
