import type { LineItemInput } from '@tirage/api-client/contract';
import { isUuid } from '../cart/cart-store.js';
import type { WireLine } from '../cart/line-pricing.js';
import type { Queryable } from '../db/database.js';

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
  const [row] = await q.query<{ id: string }>(
    `insert into order_edits (order_id, line_id, input, line, total_cents, taxed_cents, referer_url)
     values ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7)
     returning id::text as id`,
    [
      draft.orderId,
      draft.lineId,
      JSON.stringify(draft.input),
      JSON.stringify(draft.line),
      draft.totalCents,
      draft.taxedCents,
      draft.refererUrl,
    ],
  );
  if (row === undefined) throw new Error('insert into order_edits returned no row');
  return row.id;
}

/** An edit of the order, by its id (an id that is not a UUID finds none). */
export async function findOrderEdit(
  q: Queryable,
  orderId: string,
  editId: string,
): Promise<{ readonly lineId: string; readonly line: WireLine; readonly status: string } | undefined> {
  if (!isUuid(editId)) return undefined;
  const [row] = await q.query<{ line_id: string; line: WireLine; status: string }>(
    'select line_id, line, status from order_edits where id = $1 and order_id = $2',
    [editId, orderId],
  );
  return row === undefined ? undefined : { lineId: row.line_id, line: row.line, status: row.status };
}

/**
 * Marks the applied edit finalized and the order's other drafts superseded: they were made from
 * the order before this edit, so they are void.
 */
export async function settleOrderEdits(q: Queryable, orderId: string, appliedEditId: string): Promise<void> {
  await q.query(
    `update order_edits set status = case when id = $2 then 'finalized' else 'superseded' end
     where order_id = $1 and status = 'draft'`,
    [orderId, appliedEditId],
  );
}
