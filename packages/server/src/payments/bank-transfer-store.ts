import type { Temporal } from 'temporal-polyfill';
import type { BankTransferAccount } from '../config/config.js';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/**
 * The mandate a shopper accepts when paying by bank transfer, kept word for word with each
 * acceptance (the shop's record of what was agreed). The payment screen shows the same text: a
 * change of wording is a new version here and in the storefront's dictionary.
 */
export const BANK_TRANSFER_MANDATE = {
  version: '2026-11',
  text:
    "J'autorise Tirage à enregistrer ma commande et je m'engage à régler son montant par virement " +
    'bancaire, en indiquant le numéro de commande en référence. La commande sera préparée dès ' +
    'réception du virement.',
} as const;

export interface MandateAcceptance {
  readonly orderId: string;
  readonly customerId: string;
  readonly paymentId: string;
  readonly acceptedAt: Temporal.Instant;
  /** The address the shopper's request came from. */
  readonly clientAddress: string;
  /** The account the shopper was told to send the transfer to. */
  readonly account: BankTransferAccount;
}

/** Records one acceptance of the mandate, with its text and version. */
export async function recordMandate(q: Queryable, acceptance: MandateAcceptance): Promise<string> {
  const row = await queryBuilder(q)
    .insertInto('bankTransferMandates')
    .values({
      orderId: acceptance.orderId,
      customerId: acceptance.customerId,
      paymentId: acceptance.paymentId,
      acceptedAt: acceptance.acceptedAt.toString(),
      clientAddress: acceptance.clientAddress,
      mandateVersion: BANK_TRANSFER_MANDATE.version,
      mandateText: BANK_TRANSFER_MANDATE.text,
      accountHolder: acceptance.account.holder,
      iban: acceptance.account.iban,
      bic: acceptance.account.bic,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The account the shopper was last told to send a transfer to for this order, while that
 * transfer is still awaited (its payment pending); undefined otherwise.
 */
export async function awaitedTransferAccount(
  q: Queryable,
  orderId: string,
): Promise<BankTransferAccount | undefined> {
  return queryBuilder(q)
    .selectFrom('bankTransferMandates as m')
    .innerJoin('payments as p', 'p.id', 'm.paymentId')
    .select(['m.accountHolder as holder', 'm.iban', 'm.bic'])
    .where('m.orderId', '=', orderId)
    .where('p.status', '=', 'pending')
    .orderBy('m.acceptedAt', 'desc')
    .orderBy('m.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
