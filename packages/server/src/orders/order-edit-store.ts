import type { LineItemInput } from '@tirage/api-client/contract';
import { isUuid } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import type { Queryable } from '../db/database.js';
import { jsonb, queryBuilder } from '../db/query-builder.js';

/** A priced line kept as a draft of an order edit, until the customer applies it. */
export interface OrderEditDraft {
  readonly orderId: string;
  readonly lineId: string;
  readonly input: LineItemInput;
  readonly line: WireLine;
  readonly totalCents: number;
  readonly taxedCents: number;
  readonly refererUrl: string;
}

export async function insertOrderEditDraft(q: Queryable, draft: OrderEditDraft): Promise<string> {
  const row = await queryBuilder(q)
    .insertInto('orderEdits')
    .values({
      orderId: draft.orderId,
      lineId: draft.lineId,
      input: jsonb(draft.input),
      line: jsonb(draft.line),
      totalCents: draft.totalCents,
      taxedCents: draft.taxedCents,
      refererUrl: draft.refererUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An edit of the order, by its id (an id that is not a UUID finds none). */
export async function findOrderEdit(
  q: Queryable,
  orderId: string,
  editId: string,
): Promise<{ readonly lineId: string; readonly line: WireLine; readonly status: string } | undefined> {
  if (!isUuid(editId)) return undefined;
  return queryBuilder(q)
    .selectFrom('orderEdits')
    .select(['lineId', 'line', 'status'])
    .where('id', '=', editId)
    .where('orderId', '=', orderId)
    .$castTo<{ readonly lineId: string; readonly line: WireLine; readonly status: string }>()
    .executeTakeFirst();
}

/**
 * Marks the applied edit finalized and the order's other drafts superseded: they were made from
 * the order before this edit, so they are void.
 */
export async function settleOrderEdits(q: Queryable, orderId: string, appliedEditId: string): Promise<void> {
  await queryBuilder(q)
    .updateTable('orderEdits')
    .set((eb) => ({
      status: eb.case().when('id', '=', appliedEditId).then('finalized').else('superseded').end(),
    }))
    .where('orderId', '=', orderId)
    .where('status', '=', 'draft')
    .execute();
}
