import type {
  GatewayCharge,
  GatewayChargeResult,
  GatewayDeclineReason,
  GatewayTransaction,
  PaymentGatewayPort,
  SavedPaymentMethod,
} from '@tirage/domain';

/** What the next charges do, until told otherwise. */
type FakeChargeBehaviour =
  | { readonly kind: 'succeed' }
  | { readonly kind: 'decline'; readonly reason: GatewayDeclineReason }
  /** The provider cannot be reached: nothing is charged, the call rejects. */
  | { readonly kind: 'throw' }
  /** The provider charges (its record holds the transaction), then the answer is lost: the call rejects. */
  | { readonly kind: 'crashAfterCharging' };

export interface FakeGateway extends PaymentGatewayPort {
  /** Every call of `charge`, in order, whatever came of it. */
  readonly calls: readonly GatewayCharge[];
  /** The transactions the provider holds, by our reference. */
  readonly transactions: ReadonlyMap<string, GatewayTransaction>;
  /** How many transactions took money. */
  chargedCount(): number;
  /** Sets what the next charges do. */
  behave(behaviour: FakeChargeBehaviour): void;
  /** Makes every charge wait this long first, so that concurrent calls overlap. */
  delayCharges(ms: number): void;
  /** Makes client tokens and saved methods fail as an unreachable provider would. */
  setUnreachable(unreachable: boolean): void;
  /** Keeps a method for a customer, as the provider's vault would after a payment. */
  saveMethod(customerReference: string, method: SavedPaymentMethod): void;
  /** Puts a transaction in the provider's record directly (one the shop never heard of). */
  recordTransaction(transaction: GatewayTransaction): void;
}

/**
 * An in-memory card payment provider for the server's tests: it keeps its own record of
 * transactions by reference (as the real one does), so reconciliation can ask it after a crash;
 * a nonce is charged once, like the provider's single-use nonces.
 */
export function createFakeGateway(): FakeGateway {
  const calls: GatewayCharge[] = [];
  const transactions = new Map<string, GatewayTransaction>();
  const usedNonces = new Set<string>();
  const vault = new Map<string, SavedPaymentMethod[]>();
  let behaviour: FakeChargeBehaviour = { kind: 'succeed' };
  let delayMs = 0;
  let unreachable = false;
  let sequence = 0;

  const reachable = () => {
    if (unreachable) throw new Error('fake gateway: connection refused');
  };

  return {
    provider: 'sandbox',
    calls,
    transactions,
    chargedCount: () =>
      [...transactions.values()].filter((t) => t.status === 'submittedForSettlement').length,
    behave(next) {
      behaviour = next;
    },
    delayCharges(ms) {
      delayMs = ms;
    },
    setUnreachable(value) {
      unreachable = value;
    },
    saveMethod(customerReference, method) {
      vault.set(customerReference, [...(vault.get(customerReference) ?? []), method]);
    },
    recordTransaction(transaction) {
      transactions.set(transaction.reference, transaction);
    },

    async clientToken({ customerReference }) {
      reachable();
      return `fake-client-token:${customerReference ?? 'guest'}`;
    },

    async charge(charge): Promise<GatewayChargeResult> {
      calls.push(charge);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const now = behaviour;
      if (now.kind === 'throw') throw new Error('fake gateway: connection reset');
      if (transactions.has(charge.reference)) {
        return {
          status: 'declined',
          reason: 'invalidNonce',
          detail: `reference ${charge.reference} charged already`,
        };
      }
      if (usedNonces.has(charge.nonce)) {
        return { status: 'declined', reason: 'invalidNonce', detail: 'nonce used already' };
      }
      usedNonces.add(charge.nonce);
      if (now.kind === 'decline') {
        const declined: GatewayTransaction = {
          id: `fake-tx-${++sequence}`,
          reference: charge.reference,
          amount: charge.amount,
          status: 'declined',
        };
        transactions.set(charge.reference, declined);
        return { status: 'declined', reason: now.reason, detail: `fake ${now.reason}` };
      }
      const transaction: GatewayTransaction = {
        id: `fake-tx-${++sequence}`,
        reference: charge.reference,
        amount: charge.amount,
        status: 'submittedForSettlement',
      };
      transactions.set(charge.reference, transaction);
      if (now.kind === 'crashAfterCharging') throw new Error('fake gateway: answer lost after charging');
      return { status: 'succeeded', transaction };
    },

    async findByReference(reference) {
      reachable();
      return transactions.get(reference);
    },

    async savedMethods(customerReference) {
      reachable();
      return [...(vault.get(customerReference) ?? [])];
    },

    async removeSavedMethod(customerReference, token) {
      reachable();
      const methods = vault.get(customerReference) ?? [];
      const left = methods.filter((method) => method.token !== token);
      if (left.length === methods.length) return false;
      vault.set(customerReference, left);
      return true;
    },
  };
}
