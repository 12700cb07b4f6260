import type { editOrderItemRequestSchema } from '@tirage/api-client/contract';
import {
  draftApplyRefusal,
  err,
  fileCheckEditRefusal,
  lineEditRefusal,
  type OrderEditRefusal,
  ok,
  type Result,
  withEditedLine,
} from '@tirage/domain';
import type * as z from 'zod';
import type { WireLine } from '../cart/line-pricing.js';
import { type PriceInputContext, priceInput } from '../cart/price-input.js';
import type { Database } from '../db/database.js';
import type { RouteOutcome } from '../http/route.js';
import { findOrderEdit, insertOrderEditDraft, settleOrderEdits } from './order-edit-store.js';
import { findCustomerOrder, type OrderOwner, type OrderRow, updateOrderLines } from './order-store.js';

/** A line's amounts: the job's price plus its services (a coupon counts negative), and with VAT. */
const lineAmounts = (line: WireLine) => ({
  totalCents: line.services.reduce(
    (total, service) => total + service.unitPrice.centAmount,
    line.price.centAmount,
  ),
  taxedCents: line.taxedTotalPriceWithServices.centAmount,
});

export type OrderEditFailure =
  | OrderEditRefusal
  | { readonly kind: 'order.notFound' }
  /** The edited line could not be priced (its refusal is the pricing's own answer). */
  | { readonly kind: 'order.linePriceRefused'; readonly outcome: RouteOutcome<never> };

/**
 * Prices an edited line of the customer's order and keeps it as a draft; the order itself does
 * not change until the draft is applied. Answers the draft's id and the order as it would be.
 */
export async function draftLineEdit(
  db: Database,
  owner: OrderOwner,
  request: z.output<typeof editOrderItemRequestSchema>,
  pricing: Omit<PriceInputContext, 'currency' | 'shipTo' | 'billTo'>,
): Promise<Result<{ readonly draftId: string; readonly order: OrderRow }, OrderEditFailure>> {
  const order = await findCustomerOrder(db, request.orderId, owner);
  if (order === undefined) return err({ kind: 'order.notFound' });
  const { id: lineId, ...requested } = request.lineItem;
  const allowed = lineEditRefusal(order, lineId);
  if (!allowed.ok) return allowed;
  const stored = order.lines.find((line) => line.id === lineId);
  if (stored === undefined) return err({ kind: 'order.lineNotFound', lineId });
  const priced = await priceInput(db, requested, {
    ...pricing,
    designOwner: { tenantCode: owner.tenantCode, customerId: owner.customerId },
    currency: order.currency,
    shipTo:
      order.shippingAddress === null
        ? undefined
        : { country: order.shippingAddress.country, postalCode: order.shippingAddress.postalCode },
    billTo:
      order.billingAddress === null
        ? undefined
        : { country: order.billingAddress.country, vatNumber: order.billingAddress.vatNumber ?? null },
  });
  if (!priced.ok) return err({ kind: 'order.linePriceRefused', outcome: priced.outcome });
  const line: WireLine = {
    ...priced.priced.line,
    id: lineId,
    lineItemCreationTimestamp: stored.lineItemCreationTimestamp,
    isFileCheckEditable: stored.isFileCheckEditable,
  };
  const fileCheck = fileCheckEditRefusal(stored, line);
  if (!fileCheck.ok) return fileCheck;
  const draftId = await insertOrderEditDraft(db, {
    orderId: order.id,
    lineId,
    input: priced.input,
    line,
    totalCents: priced.priced.total.cents,
    taxedCents: priced.priced.taxedTotal.cents,
    refererUrl: request.refererUrl,
  });
  return ok({ draftId, order: { ...order, ...withEditedLine(order.lines, line, lineAmounts) } });
}

/** Thrown inside the transaction so that a refused edit rolls back and writes nothing. */
class EditRefused extends Error {
  constructor(readonly failure: OrderEditFailure) {
    super(failure.kind);
  }
}

/**
 * Applies a draft to the order, under the order's row lock: the line is replaced, the totals
 * added up again, and the order's other drafts made void.
 */
export async function applyOrderEdit(
  db: Database,
  owner: OrderOwner,
  request: { readonly orderId: string; readonly orderEditId: string },
): Promise<Result<OrderRow, OrderEditFailure>> {
  try {
    return ok(
      await db.transaction(async (tx) => {
        const order = await findCustomerOrder(tx, request.orderId, owner, { lock: true });
        if (order === undefined) throw new EditRefused({ kind: 'order.notFound' });
        const draft = await findOrderEdit(tx, order.id, request.orderEditId);
        const allowed = draftApplyRefusal(order, draft);
        if (!allowed.ok) throw new EditRefused(allowed.error);
        if (draft === undefined) throw new Error('draftApplyRefusal lets only an existing draft through');
        const edited = withEditedLine(order.lines, draft.line, lineAmounts);
        await updateOrderLines(tx, order.id, edited.lines, edited);
        await settleOrderEdits(tx, order.id, request.orderEditId);
        return { ...order, ...edited };
      }),
    );
  } catch (error) {
    if (error instanceof EditRefused) return err(error.failure);
    throw error;
  }
}
