import type { Queryable } from '../db/database.js';
import { readWallet } from '../wallet/wallet-store.js';
import { type OrderRow, orderToWire } from './order-store.js';
import { orderPayments } from './payment-store.js';

/** The order as the contract answers it: with its payments, and what the customer's wallet allows. */
export async function orderAnswer(q: Queryable, order: OrderRow) {
  const wallet = await readWallet(q, order.customerId);
  const payments = await orderPayments(q, order.id);
  return orderToWire(order, {
    walletCredit: wallet?.credit ?? { cents: 0, currency: order.currency },
    payments,
  });
}
