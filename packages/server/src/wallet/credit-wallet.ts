import { isCurrencyCode, type Money, parseMoney } from '@tirage/domain';
import type { Temporal } from 'temporal-polyfill';
import { normaliseEmail } from '../auth/customer-store.js';
import type { Database } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import {
  hasWalletMovements,
  lockWallet,
  MAX_WALLET_CENTS,
  recordWalletMovement,
  WALLET_NOTE_MAX_LENGTH,
} from './wallet-store.js';

export interface WalletCreditRequest {
  readonly email: string;
  /** As typed: "25", "25.00" or "25,00", in the wallet's currency. */
  readonly amount: string;
  readonly note?: string | undefined;
  /**
   * The wallet's currency, to say it explicitly. A wallet that never held credit takes this one
   * (a Swiss customer's wallet in CHF); any other wallet must be credited in its own.
   */
  readonly currency?: string | undefined;
}

export type WalletCreditOutcome =
  | {
      readonly ok: true;
      readonly email: string;
      readonly movementId: string;
      readonly credited: Money;
      readonly balance: Money;
    }
  | { readonly ok: false; readonly message: string };

/**
 * Adds credit to a customer's wallet: one 'credit' movement of the ledger and the new balance,
 * in one transaction under the wallet's row lock. Staff do it with `npm run wallet:credit`; there
 * is no staff page for it. Nothing is written when anything is refused.
 */
export async function creditWallet(
  db: Database,
  request: WalletCreditRequest,
  now: Temporal.Instant,
): Promise<WalletCreditOutcome> {
  const email = normaliseEmail(request.email);
  const note = request.note?.trim() || undefined;
  if (note !== undefined && note.length > WALLET_NOTE_MAX_LENGTH)
    return { ok: false, message: `The note must have at most ${WALLET_NOTE_MAX_LENGTH} characters` };
  const currency = request.currency?.trim().toUpperCase();
  if (currency !== undefined && !isCurrencyCode(currency))
    return { ok: false, message: `Unknown currency ${request.currency}: use EUR, CHF or GBP` };

  try {
    return await db.transaction(async (tx) => {
      let wallet = await lockWallet(tx, { email });
      if (wallet === undefined) throw new CreditRefused(`No customer has the email ${email}`);
      if (currency !== undefined && currency !== wallet.credit.currency) {
        if (await hasWalletMovements(tx, wallet.customerId)) {
          throw new CreditRefused(
            `The wallet of ${email} holds ${wallet.credit.currency}: credit it in ${wallet.credit.currency}`,
          );
        }
        await queryBuilder(tx)
          .updateTable('customers')
          .set({ walletCurrency: currency })
          .where('id', '=', wallet.customerId)
          .execute();
        wallet = { ...wallet, credit: { cents: wallet.credit.cents, currency } };
      }
      const amount = parseMoney(request.amount, wallet.credit.currency);
      // Thrown, a refusal rolls back the currency just switched: nothing is written.
      if (!amount.ok) throw new CreditRefused(amount.error.message);
      if (amount.value.cents <= 0) throw new CreditRefused('The amount to credit must be positive');
      if (wallet.credit.cents + amount.value.cents > MAX_WALLET_CENTS)
        throw new CreditRefused(`A wallet holds at most ${(MAX_WALLET_CENTS / 100).toFixed(2)}`);
      const written = await recordWalletMovement(tx, wallet, {
        kind: 'credit',
        amountCents: amount.value.cents,
        ...(note === undefined ? {} : { note }),
        at: now,
      });
      return {
        ok: true,
        email,
        movementId: written.movementId,
        credited: amount.value,
        balance: written.balance,
      } as const;
    });
  } catch (error) {
    if (error instanceof CreditRefused) return { ok: false, message: error.message };
    throw error;
  }
}

/** A refusal thrown out of the transaction so that it rolls back. */
class CreditRefused extends Error {}
