import type { Queryable } from '../db/database.js';
import { awaitedTransferAccount } from '../payments/bank-transfer-store.js';
import { readWallet } from '../wallet/wallet-store.js';
import { type OrderRow, orderToWire } from './order-store.js';
import { orderPayments } from './payment-store.js';

/**
 * The order as the contract answers it: with its payments, what the customer's wallet allows,
 * and where to send the bank transfer the shopper chose.
 */
export async function orderAnswer(q: Queryable, order: OrderRow) {
  const wallet = await readWallet(q, order.customerId);
  const payments = await orderPayments(q, order.id);
  const bankTransferAccount = payments.some(
    (payment) => payment.method === 'bankTransfer' && payment.status === 'pending',
  )
    ? await awaitedTransferAccount(q, order.id)
    : undefined;
  return orderToWire(order, {
    walletCredit: wallet?.credit ?? { cents: 0, currency: order.currency },
    payments,
    bankTransferAccount,
  });
}
