import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** What the first request with a key answered: a replay answers the same. */
export type IdempotencyClaim =
  | { readonly kind: 'new' }
  /**
   * `statusCode` is what the first request answered, 0 while it has not answered yet (a call
   * that commits its claim before its work is done, such as a card payment).
   */
  | { readonly kind: 'replay'; readonly statusCode: number; readonly data: unknown }
  | { readonly kind: 'mismatch' };

export interface IdempotencyScope {
  readonly customerId: string;
  readonly key: string;
  /** The call the key was used for, e.g. `cart.checkout`. */
  readonly operation: string;
}

/** A digest of what makes two requests "the same": a key reused for another request is refused. */
export const requestFingerprint = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Claims an idempotency key inside the caller's transaction. The first claim inserts the key's
 * row; a concurrent claim of the same key waits on that row until the first transaction ends,
 * then reads the answer it recorded. A key used before for another request is a mismatch.
 */
export async function claimIdempotencyKey(
  q: Queryable,
  scope: IdempotencyScope,
  fingerprint: string,
): Promise<IdempotencyClaim> {
  const qb = queryBuilder(q);
  const inserted = await qb
    .insertInto('idempotencyKeys')
    .values({
      customerId: scope.customerId,
      key: scope.key,
      operation: scope.operation,
      fingerprint,
      statusCode: 0,
      response: sql`'null'::jsonb`,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted !== undefined) return { kind: 'new' };
  const row = await qb
    .selectFrom('idempotencyKeys')
    .select(['operation', 'fingerprint', 'statusCode', 'response'])
    .where('customerId', '=', scope.customerId)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (row === undefined || row.operation !== scope.operation || row.fingerprint !== fingerprint) {
    return { kind: 'mismatch' };
  }
  return { kind: 'replay', statusCode: row.statusCode, data: row.response };
}

/**
 * Records what a claimed key answered (a success's data, or a refusal's envelope that a retry
 * must get again), in the same transaction as the work it did.
 */
export async function recordIdempotentAnswer(
  q: Queryable,
  scope: IdempotencyScope,
  statusCode: number,
  data: unknown,
): Promise<void> {
  await queryBuilder(q)
    .updateTable('idempotencyKeys')
    .set({ statusCode, response: jsonb(data) })
    .where('customerId', '=', scope.customerId)
    .where('key', '=', scope.key)
    .execute();
}
