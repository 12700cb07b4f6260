import { isOrderEditable, type OrderStatus } from '../model/order.js';
import { err, ok, type Result } from '../shared/result.js';

/** Why a line of an order cannot be edited, or an edit of it not applied. */
export type OrderEditRefusal =
  /** Printing has started or the order is closed: the paper is spent. */
  | { readonly kind: 'order.notEditable'; readonly orderNumber: string; readonly status: OrderStatus }
  | { readonly kind: 'order.lineNotFound'; readonly lineId: string }
  | { readonly kind: 'order.editNotFound' }
  /** The draft was already applied, or another edit applied first made it void. */
  | { readonly kind: 'order.editNotDraft'; readonly status: string }
  /** The line's file was reviewed by the professional check: the check can no longer be added or dropped. */
  | { readonly kind: 'order.fileCheckReviewed'; readonly lineId: string };

/** The order as an edit needs to see it. */
export interface EditedOrder {
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly lines: readonly { readonly id: string }[];
}

/** Whether this line of the order may be edited now (a draft is then priced and kept). */
export function lineEditRefusal(order: EditedOrder, lineId: string): Result<void, OrderEditRefusal> {
  if (!isOrderEditable(order.status))
    return err({ kind: 'order.notEditable', orderNumber: order.orderNumber, status: order.status });
  if (!order.lines.some((line) => line.id === lineId)) return err({ kind: 'order.lineNotFound', lineId });
  return ok(undefined);
}

/** A line's file check as an edit sees it: whether the shopper took it, and whether it may still change. */
interface LineFileCheck {
  readonly id: string;
  readonly isFileCheckEditable: boolean;
  readonly documentPreferences: { readonly fileCheck: boolean };
}

/**
 * Whether the edit keeps the line's professional file check as the rule allows: once a file of the
 * line was reviewed (`isFileCheckEditable` false), the check is done and paid for, so it is
 * neither dropped nor taken again.
 */
export function fileCheckEditRefusal(
  stored: LineFileCheck,
  edited: Pick<LineFileCheck, 'documentPreferences'>,
): Result<void, OrderEditRefusal> {
  return stored.isFileCheckEditable ||
    stored.documentPreferences.fileCheck === edited.documentPreferences.fileCheck
    ? ok(undefined)
    : err({ kind: 'order.fileCheckReviewed', lineId: stored.id });
}

/**
 * Whether a draft may be applied to the order: it must exist and still be a draft, the order
 * must still be editable, and the draft's line must still be in it.
 */
export function draftApplyRefusal(
  order: EditedOrder,
  draft: { readonly lineId: string; readonly status: string } | undefined,
): Result<void, OrderEditRefusal> {
  if (draft === undefined) return err({ kind: 'order.editNotFound' });
  if (draft.status !== 'draft') return err({ kind: 'order.editNotDraft', status: draft.status });
  return lineEditRefusal(order, draft.lineId);
}

/** The order's lines with one replaced, and the totals they now add up to. */
export function withEditedLine<Line extends { readonly id: string }>(
  lines: readonly Line[],
  replacement: Line,
  amounts: (line: Line) => { readonly totalCents: number; readonly taxedCents: number },
): { readonly lines: readonly Line[]; readonly totalCents: number; readonly taxedCents: number } {
  const replaced = lines.map((line) => (line.id === replacement.id ? replacement : line));
  return replaced.reduce(
    (totals, line) => {
      const amount = amounts(line);
      return {
        lines: totals.lines,
        totalCents: totals.totalCents + amount.totalCents,
        taxedCents: totals.taxedCents + amount.taxedCents,
      };
    },
    { lines: replaced, totalCents: 0, taxedCents: 0 },
  );
}
