import type { Temporal } from 'temporal-polyfill';
import type { BankTransferAccount } from '../config/config.js';
import type { Queryable } from '../db/database.js';

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
  const [row] = await q.query<{ id: string }>(
    `insert into bank_transfer_mandates (order_id, customer_id, payment_id, accepted_at, client_address,
       mandate_version, mandate_text, account_holder, iban, bic)
     values ($1, $2, $3, $4::timestamptz, $5, $6, $7, $8, $9, $10)
     returning id::text as id`,
    [
      acceptance.orderId,
      acceptance.customerId,
      acceptance.paymentId,
      acceptance.acceptedAt.toString(),
      acceptance.clientAddress,
      BANK_TRANSFER_MANDATE.version,
      BANK_TRANSFER_MANDATE.text,
      acceptance.account.holder,
      acceptance.account.iban,
      acceptance.account.bic,
    ],
  );
  if (row === undefined) throw new Error('insert into bank_transfer_mandates returned no row');
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
  const [row] = await q.query<{ holder: string; iban: string; bic: string }>(
    `select m.account_holder as holder, m.iban, m.bic
     from bank_transfer_mandates m join payments p on p.id = m.payment_id
     where m.order_id = $1 and p.status = 'pending'
     order by m.accepted_at desc, m.id desc limit 1`,
    [orderId],
  );
  return row;
}
