import type { Queryable } from '../db/database.js';

/** Whether the customer is a premium reseller (who may ship under their own sender name). */
export async function isPremiumReseller(q: Queryable, customerId: string): Promise<boolean> {
  const [customer] = await q.query<{ is_premium: boolean }>(
    'select is_premium from customers where id = $1',
    [customerId],
  );
  return customer?.is_premium === true;
}

/** A customer with an order is no longer a new customer (promotions for new customers). */
export async function endNewCustomer(q: Queryable, customerId: string): Promise<void> {
  await q.query('update customers set new_client = false, updated_at = now() where id = $1', [customerId]);
}
