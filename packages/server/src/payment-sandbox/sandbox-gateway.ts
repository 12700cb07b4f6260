import { randomUUID } from 'node:crypto';
import {
  type CurrencyCode,
  cents,
  type GatewayCharge,
  type GatewayChargeResult,
  type GatewayDeclineReason,
  type GatewayTransaction,
  isCurrencyCode,
  type PaymentGatewayPort,
  type SavedPaymentMethod,
} from '@tirage/domain';
import type { Queryable } from '../db/database.js';
import {
  createSandboxRecords,
  instantOf,
  isPast,
  NONCE_LIFETIME,
  type SandboxDeps,
} from './sandbox-records.js';

interface NonceRecord {
  nonce: string;
  kind: 'card' | 'paypal';
  brand: string;
  last4: string | null;
  expiry: string | null;
  outcome: 'accepted' | 'declined';
  three_ds: 'required' | 'authenticated' | 'failed' | 'none';
  vault: boolean;
  created_at: Date | string;
  consumed_at: Date | string | null;
}

interface TransactionRecord {
  id: string;
  reference: string;
  nonce: string;
  amount_cents: number;
  currency: string;
  status: GatewayTransaction['status'];
}

interface SavedMethodRecord {
  token: string;
  kind: 'card' | 'paypal';
  label: string;
  is_default: boolean;
}

const TRANSACTION_COLUMNS = 'id, reference, nonce, amount_cents, currency, status';

/**
 * The offline sandbox gateway (docs/payments.md): the `PaymentGatewayPort` over its own tables,
 * which its frames (`sandboxGatewayRoutes`) fill with nonces. It charges like a provider would: a
 * nonce once, a declined test card never, a 3-D Secure card only after a passed challenge, and one
 * transaction per reference, so a charge whose answer was lost can be found again.
 */
export function createSandboxGateway(deps: SandboxDeps): PaymentGatewayPort {
  const { db, clock } = deps;
  const newId = deps.newId ?? randomUUID;
  const records = createSandboxRecords({ db, clock, newId });

  return {
    provider: 'sandbox',

    clientToken: ({ customerReference }) => records.issueClientToken(customerReference),

    charge: (charge) => db.transaction((tx) => chargeOnce(tx, charge)),

    async findByReference(reference) {
      const [row] = await db.query<TransactionRecord>(
        `select ${TRANSACTION_COLUMNS} from sandbox_gateway_transactions where reference = $1`,
        [reference],
      );
      return row === undefined ? undefined : asTransaction(row);
    },

    async savedMethods(customerReference) {
      const rows = await db.query<SavedMethodRecord>(
        `select token, kind, label, is_default from sandbox_gateway_saved_methods
          where customer_reference = $1 order by is_default desc, created_at, token`,
        [customerReference],
      );
      return rows.map(asSavedMethod);
    },

    removeSavedMethod: (customerReference, token) =>
      db.transaction(async (tx) => {
        const [removed] = await tx.query<{ is_default: boolean }>(
          `delete from sandbox_gateway_saved_methods where customer_reference = $1 and token = $2
           returning is_default`,
          [customerReference, token],
        );
        if (removed === undefined) return false;
        if (removed.is_default) {
          // The oldest method left becomes the default, as the provider would.
          await tx.query(
            `update sandbox_gateway_saved_methods set is_default = true
              where token = (select token from sandbox_gateway_saved_methods
                              where customer_reference = $1 order by created_at, token limit 1)`,
            [customerReference],
          );
        }
        return true;
      }),
  };

  async function chargeOnce(tx: Queryable, charge: GatewayCharge): Promise<GatewayChargeResult> {
    // The nonce's row first: two charges of one nonce wait for each other here, and the second
    // then finds the first one's transaction under its reference (or the nonce consumed).
    const [nonce] = await tx.query<NonceRecord>(
      `select nonce, kind, brand, last4, expiry, outcome, three_ds, vault, created_at, consumed_at
         from sandbox_gateway_nonces where nonce = $1 for update`,
      [charge.nonce],
    );
    const existing = await transactionOf(tx, charge.reference);
    if (existing !== undefined) return replay(existing, charge);
    if (nonce === undefined) return declined('invalidNonce', 'Unknown payment method nonce');
    if (nonce.consumed_at !== null) return declined('invalidNonce', 'The nonce was already used');
    if (isPast(instantOf(nonce.created_at).add(NONCE_LIFETIME), clock.now())) {
      return declined('invalidNonce', 'The nonce has expired');
    }
    if (nonce.kind !== charge.method) {
      return declined('invalidNonce', `A ${nonce.kind} nonce cannot pay by ${charge.method}`);
    }
    if (nonce.three_ds === 'required' || nonce.three_ds === 'failed') {
      return declined(
        'authenticationFailed',
        `3-D Secure ${nonce.three_ds === 'failed' ? 'failed' : 'was not completed'}`,
      );
    }
    if (nonce.outcome === 'declined') return declined('declined', 'Do Not Honor (sandbox test card)');

    const at = clock.now().toString();
    const [inserted] = await tx.query<TransactionRecord>(
      `insert into sandbox_gateway_transactions
         (id, reference, nonce, order_number, amount_cents, currency, status, created_at)
       values ($1, $2, $3, $4, $5, $6, 'submittedForSettlement', $7::timestamptz)
       on conflict (reference) do nothing
       returning ${TRANSACTION_COLUMNS}`,
      [
        newId(),
        charge.reference,
        charge.nonce,
        charge.orderNumber,
        charge.amount.cents,
        charge.amount.currency,
        at,
      ],
    );
    if (inserted === undefined) {
      // Another charge of this reference, with another nonce, committed meanwhile.
      const winner = await transactionOf(tx, charge.reference);
      if (winner === undefined) throw new Error(`no transaction under ${charge.reference} after a conflict`);
      return replay(winner, charge);
    }
    await tx.query('update sandbox_gateway_nonces set consumed_at = $2::timestamptz where nonce = $1', [
      charge.nonce,
      at,
    ]);
    if (nonce.vault && nonce.kind === 'card' && nonce.last4 !== null && nonce.expiry !== null) {
      await vaultCard(
        tx,
        charge.customerReference,
        `${nonce.brand} •••• ${nonce.last4}, exp. ${nonce.expiry}`,
        at,
      );
    }
    return { status: 'succeeded', transaction: asTransaction(inserted) };
  }

  async function vaultCard(
    tx: Queryable,
    customerReference: string,
    label: string,
    at: string,
  ): Promise<void> {
    await tx.query(
      `insert into sandbox_gateway_saved_methods (token, customer_reference, kind, label, is_default, created_at)
       select $1, $2::text, 'card', $3::text,
              not exists (select 1 from sandbox_gateway_saved_methods where customer_reference = $2::text),
              $4::timestamptz
        where not exists (select 1 from sandbox_gateway_saved_methods
                           where customer_reference = $2::text and label = $3::text)`,
      [newId(), customerReference, label, at],
    );
  }
}

async function transactionOf(tx: Queryable, reference: string): Promise<TransactionRecord | undefined> {
  const [row] = await tx.query<TransactionRecord>(
    `select ${TRANSACTION_COLUMNS} from sandbox_gateway_transactions where reference = $1`,
    [reference],
  );
  return row;
}

/** A second charge of a reference: the same nonce gets the transaction it made, another nonce nothing. */
function replay(existing: TransactionRecord, charge: GatewayCharge): GatewayChargeResult {
  if (existing.nonce !== charge.nonce) {
    return declined(
      'invalidNonce',
      `The reference ${charge.reference} was already charged with another nonce`,
    );
  }
  return { status: 'succeeded', transaction: asTransaction(existing) };
}

const declined = (reason: GatewayDeclineReason, detail: string): GatewayChargeResult => ({
  status: 'declined',
  reason,
  detail,
});

function asTransaction(row: TransactionRecord): GatewayTransaction {
  if (!isCurrencyCode(row.currency)) throw new Error(`Unknown currency in the sandbox: ${row.currency}`);
  return {
    id: row.id,
    reference: row.reference,
    amount: cents(row.amount_cents, row.currency as CurrencyCode),
    status: row.status,
  };
}

const asSavedMethod = (row: SavedMethodRecord): SavedPaymentMethod => ({
  token: row.token,
  kind: row.kind,
  label: row.label,
  isDefault: row.is_default,
});
