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
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';
import {
  createSandboxRecords,
  instantOf,
  isPast,
  NONCE_LIFETIME,
  type SandboxDeps,
} from './sandbox-records.js';

interface TransactionRecord {
  readonly id: string;
  readonly reference: string;
  readonly nonce: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: GatewayTransaction['status'];
}

const TRANSACTION_COLUMNS = ['id', 'reference', 'nonce', 'amountCents', 'currency', 'status'] as const;

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
      const row = await transactionOf(db, reference);
      return row === undefined ? undefined : asTransaction(row);
    },

    async savedMethods(customerReference) {
      return queryBuilder(db)
        .selectFrom('sandboxGatewaySavedMethods')
        .select(['token', 'kind', 'label', 'isDefault'])
        .where('customerReference', '=', customerReference)
        .orderBy('isDefault', 'desc')
        .orderBy('createdAt')
        .orderBy('token')
        .$narrowType<{ kind: SavedPaymentMethod['kind'] }>()
        .execute();
    },

    removeSavedMethod: (customerReference, token) =>
      db.transaction(async (tx) => {
        const qb = queryBuilder(tx);
        const removed = await qb
          .deleteFrom('sandboxGatewaySavedMethods')
          .where('customerReference', '=', customerReference)
          .where('token', '=', token)
          .returning('isDefault')
          .executeTakeFirst();
        if (removed === undefined) return false;
        if (removed.isDefault) {
          // The oldest method left becomes the default, as the provider would.
          await qb
            .updateTable('sandboxGatewaySavedMethods')
            .set({ isDefault: true })
            .where('token', '=', (eb) =>
              eb
                .selectFrom('sandboxGatewaySavedMethods')
                .select('token')
                .where('customerReference', '=', customerReference)
                .orderBy('createdAt')
                .orderBy('token')
                .limit(1),
            )
            .execute();
        }
        return true;
      }),
  };

  async function chargeOnce(tx: Queryable, charge: GatewayCharge): Promise<GatewayChargeResult> {
    // The nonce's row first: two charges of one nonce wait for each other here, and the second
    // then finds the first one's transaction under its reference (or the nonce consumed).
    const qb = queryBuilder(tx);
    const nonce = await qb
      .selectFrom('sandboxGatewayNonces')
      .select(['kind', 'brand', 'last4', 'expiry', 'outcome', 'threeDs', 'vault', 'createdAt', 'consumedAt'])
      .where('nonce', '=', charge.nonce)
      .forUpdate()
      .executeTakeFirst();
    const existing = await transactionOf(tx, charge.reference);
    if (existing !== undefined) return replay(existing, charge);
    if (nonce === undefined) return declined('invalidNonce', 'Unknown payment method nonce');
    if (nonce.consumedAt !== null) return declined('invalidNonce', 'The nonce was already used');
    if (isPast(instantOf(nonce.createdAt).add(NONCE_LIFETIME), clock.now())) {
      return declined('invalidNonce', 'The nonce has expired');
    }
    if (nonce.kind !== charge.method) {
      return declined('invalidNonce', `A ${nonce.kind} nonce cannot pay by ${charge.method}`);
    }
    if (nonce.threeDs === 'required' || nonce.threeDs === 'failed') {
      return declined(
        'authenticationFailed',
        `3-D Secure ${nonce.threeDs === 'failed' ? 'failed' : 'was not completed'}`,
      );
    }
    if (nonce.outcome === 'declined') return declined('declined', 'Do Not Honor (sandbox test card)');

    const at = clock.now().toString();
    const inserted = await qb
      .insertInto('sandboxGatewayTransactions')
      .values({
        id: newId(),
        reference: charge.reference,
        nonce: charge.nonce,
        orderNumber: charge.orderNumber,
        amountCents: charge.amount.cents,
        currency: charge.amount.currency,
        status: 'submittedForSettlement',
        createdAt: at,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning(TRANSACTION_COLUMNS)
      .$castTo<TransactionRecord>()
      .executeTakeFirst();
    if (inserted === undefined) {
      // Another charge of this reference, with another nonce, committed meanwhile.
      const winner = await transactionOf(tx, charge.reference);
      if (winner === undefined) throw new Error(`no transaction under ${charge.reference} after a conflict`);
      return replay(winner, charge);
    }
    await qb
      .updateTable('sandboxGatewayNonces')
      .set({ consumedAt: at })
      .where('nonce', '=', charge.nonce)
      .execute();
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
    // One statement: a card saved twice is kept once, and the customer's first card is the default.
    const qb = queryBuilder(tx);
    const saved = qb
      .selectFrom('sandboxGatewaySavedMethods')
      .select('token')
      .where('customerReference', '=', customerReference);
    await qb
      .insertInto('sandboxGatewaySavedMethods')
      .columns(['token', 'customerReference', 'kind', 'label', 'isDefault', 'createdAt'])
      .expression(
        qb
          .selectNoFrom((eb) => [
            eb.val(newId()).as('token'),
            sql<string>`${customerReference}::text`.as('customerReference'),
            eb.val('card').as('kind'),
            sql<string>`${label}::text`.as('label'),
            eb.not(eb.exists(saved)).as('isDefault'),
            sql<Date>`${at}::timestamptz`.as('createdAt'),
          ])
          .where((eb) => eb.not(eb.exists(saved.where('label', '=', label)))),
      )
      .execute();
  }
}

function transactionOf(q: Queryable, reference: string): Promise<TransactionRecord | undefined> {
  return queryBuilder(q)
    .selectFrom('sandboxGatewayTransactions')
    .select(TRANSACTION_COLUMNS)
    .where('reference', '=', reference)
    .$castTo<TransactionRecord>()
    .executeTakeFirst();
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
    amount: cents(row.amountCents, row.currency as CurrencyCode),
    status: row.status,
  };
}
