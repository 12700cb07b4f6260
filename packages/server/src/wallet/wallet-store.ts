import { type CurrencyCode, cents, type Money } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import type { Queryable } from '../db/database.js';
import { type QueryBuilder, queryBuilder } from '../db/query-builder.js';

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

/** The wallet columns of `customers`. */
const selectWallet = (qb: QueryBuilder) =>
  qb
    .selectFrom('customers')
    .select((eb) => [
      'id',
      'walletCreditCents',
      eb.fn<string>('trim', ['walletCurrency']).as('walletCurrency'),
    ]);

const asWallet = (row: { id: string; walletCreditCents: number; walletCurrency: string }): WalletRow => ({
  customerId: row.id,
  credit: cents(row.walletCreditCents, row.walletCurrency as CurrencyCode),
});

/** The customer's wallet as it is now, without a lock (for answers that only show it). */
export async function readWallet(q: Queryable, customerId: string): Promise<WalletRow | undefined> {
  const row = await selectWallet(queryBuilder(q)).where('id', '=', customerId).executeTakeFirst();
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
  const row = await selectWallet(queryBuilder(tx))
    .where('email' in by ? 'email' : 'id', '=', 'email' in by ? by.email : by.customerId)
    .forUpdate()
    .executeTakeFirst();
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
  const qb = queryBuilder(tx);
  const written = await qb
    .insertInto('walletMovements')
    .values({
      customerId: wallet.customerId,
      amountCents: movement.amountCents,
      currency: wallet.credit.currency,
      kind: movement.kind,
      orderId: movement.orderId ?? null,
      paymentId: movement.paymentId ?? null,
      note: movement.note ?? null,
      createdAt: movement.at.toString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const balance = await qb
    .updateTable('customers')
    .set((eb) => ({
      walletCreditCents: eb('walletCreditCents', '+', movement.amountCents),
      updatedAt: movement.at.toString(),
    }))
    .where('id', '=', wallet.customerId)
    .returning('walletCreditCents')
    .executeTakeFirstOrThrow();
  return {
    movementId: written.id,
    balance: cents(balance.walletCreditCents, wallet.credit.currency),
  };
}

/** Whether the wallet ever held credit: only a wallet without a movement may change its currency. */
export async function hasWalletMovements(q: Queryable, customerId: string): Promise<boolean> {
  const row = await queryBuilder(q)
    .selectFrom('walletMovements')
    .select('id')
    .where('customerId', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
