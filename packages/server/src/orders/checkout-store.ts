import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { queryBuilder } from '../db/query-builder.js';

/** Whether the customer is a premium reseller (who may ship under their own sender name). */
export async function isPremiumReseller(q: Queryable, customerId: string): Promise<boolean> {
  const customer = await queryBuilder(q)
    .selectFrom('customers')
    .select('isPremium')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return customer?.isPremium === true;
}

/** A customer with an order is no longer a new customer (promotions for new customers). */
export async function endNewCustomer(q: Queryable, customerId: string): Promise<void> {
  await queryBuilder(q)
    .updateTable('customers')
    .set({ newClient: false, updatedAt: sql`now()` })
    .where('id', '=', customerId)
    .execute();
}
