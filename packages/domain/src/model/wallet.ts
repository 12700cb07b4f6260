import type { MoneyError, WalletPaymentError } from '../errors/errors.js';
import type { Money } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';

/** An order's amount still due and the customer's wallet credit, as read when the wallet pays. */
export interface WalletPaymentState {
  /** What is still to be paid on the order, including VAT. */
  readonly due: Money;
  /** The credit left in the customer's wallet. */
  readonly credit: Money;
}

const shown = (amount: Money) => `${(amount.cents / 100).toFixed(2)} ${amount.currency}`;

/** Why the wallet cannot pay at all, whatever the shopper agreed to. */
function walletRefusal({ due, credit }: WalletPaymentState): WalletPaymentError | undefined {
  if (credit.currency !== due.currency) {
    return {
      kind: 'wallet.currencyMismatch',
      message: `The wallet holds ${credit.currency} and the order is in ${due.currency}: it cannot pay this order`,
    };
  }
  if (due.cents <= 0) return { kind: 'wallet.nothingDue', message: 'Nothing is left to pay on this order' };
  if (credit.cents <= 0) return { kind: 'wallet.noCredit', message: 'The wallet has no credit left' };
  return undefined;
}

/**
 * What the payment page offers to take from the wallet, and sends as the payment's `maxAmount`:
 * all that is due when the credit covers it, else all the credit (the rest is paid another way).
 */
export function walletOffer(state: WalletPaymentState): Result<Money, WalletPaymentError> {
  const refusal = walletRefusal(state);
  if (refusal !== undefined) return err(refusal);
  return ok(state.credit.cents < state.due.cents ? state.credit : state.due);
}

/**
 * What a wallet payment takes, given the most the shopper agreed to (`agreed`, the `walletOffer`
 * they saw): the smallest of that, the credit left and the amount due. Taking less than agreed is
 * always fine (the due or the credit shrank). But when less than the due was agreed although the
 * credit now covers more, the shopper agreed to an offer made for a smaller due: the due grew
 * since (an order edit) and they must see the new amount first (`wallet.dueGrew`).
 */
export function walletPaymentAmount(
  state: WalletPaymentState,
  agreed: Money,
): Result<Money, WalletPaymentError | MoneyError> {
  const { due, credit } = state;
  if (agreed.currency !== due.currency) {
    return err({
      kind: 'money.currencyMismatch',
      message: `The order is in ${due.currency}, not ${agreed.currency}`,
    });
  }
  if (agreed.cents <= 0) {
    return err({ kind: 'money.notAnAmount', message: 'The amount to take from the wallet must be positive' });
  }
  const refusal = walletRefusal(state);
  if (refusal !== undefined) return err(refusal);
  if (agreed.cents < due.cents && credit.cents > agreed.cents) {
    return err({
      kind: 'wallet.dueGrew',
      message: `The order now needs ${shown(due)}, more than the ${shown(agreed)} agreed: show the new amount first`,
    });
  }
  return ok({ cents: Math.min(agreed.cents, credit.cents, due.cents), currency: due.currency });
}
