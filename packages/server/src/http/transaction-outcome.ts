import type { Database, Queryable } from '../db/database.js';
import { answer, type RouteOutcome } from './route.js';

/**
 * Runs `work` in one transaction and answers its result. A `Refusal` thrown inside rolls the
 * transaction back on its way to `mountRoute`, which answers it: a refused request changes nothing.
 */
export async function transactionOutcome<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
): Promise<RouteOutcome<T>> {
  return answer(await db.transaction(work));
}
