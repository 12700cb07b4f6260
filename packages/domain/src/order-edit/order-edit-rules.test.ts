import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isOrderEditable, ORDER_STATUSES, type OrderStatus } from '../model/order.js';
import {
  draftApplyRefusal,
  fileCheckEditRefusal,
  lineEditRefusal,
  withEditedLine,
} from './order-edit-rules.js';

const order = (status: OrderStatus) => ({ orderNumber: 'TIR-7', status, lines: [{ id: 'a' }, { id: 'b' }] });

describe('editing a line of an order', () => {
  test.prop([fc.constantFrom(...ORDER_STATUSES), fc.constantFrom('a', 'b', 'z')])(
    'is allowed exactly on an editable order and one of its lines',
    (status, lineId) => {
      const result = lineEditRefusal(order(status), lineId);
      const expected = !isOrderEditable(status)
        ? 'order.notEditable'
        : lineId === 'z'
          ? 'order.lineNotFound'
          : 'ok';
      expect(result.ok ? 'ok' : result.error.kind).toBe(expected);
    },
  );

  it('applies a draft only once, while the order can still change', () => {
    expect(draftApplyRefusal(order('paid'), undefined)).toEqual({
      ok: false,
      error: { kind: 'order.editNotFound' },
    });
    expect(draftApplyRefusal(order('paid'), { lineId: 'a', status: 'finalized' })).toEqual({
      ok: false,
      error: { kind: 'order.editNotDraft', status: 'finalized' },
    });
    expect(draftApplyRefusal(order('shipped'), { lineId: 'a', status: 'draft' })).toEqual({
      ok: false,
      error: { kind: 'order.notEditable', orderNumber: 'TIR-7', status: 'shipped' },
    });
    expect(draftApplyRefusal(order('paid'), { lineId: 'a', status: 'draft' })).toEqual({
      ok: true,
      value: undefined,
    });
  });
});

describe('an order with an edited line', () => {
  const lineArb = fc.record({ id: fc.constantFrom('a', 'b', 'c'), total: fc.nat({ max: 1_000_000 }) });
  test.prop([
    fc.uniqueArray(lineArb, { selector: (line) => line.id, minLength: 1 }),
    fc.nat({ max: 1_000_000 }),
  ])('replaces only that line and adds up again', (lines, newTotal) => {
    const [first] = lines;
    if (first === undefined) return;
    const replacement = { id: first.id, total: newTotal };
    const edited = withEditedLine(lines, replacement, (line) => ({
      totalCents: line.total,
      taxedCents: line.total * 2,
    }));
    expect(edited.lines.map((line) => line.id)).toEqual(lines.map((line) => line.id));
    expect(edited.lines[0]).toBe(replacement);
    const expected = newTotal + lines.slice(1).reduce((sum, line) => sum + line.total, 0);
    expect(edited.totalCents).toBe(expected);
    expect(edited.taxedCents).toBe(expected * 2);
  });
});

describe('the professional file check of an edited line', () => {
  test.prop([fc.boolean(), fc.boolean(), fc.boolean()])(
    'changes only while no file of the line was reviewed',
    (editable, before, after) => {
      const stored = {
        id: 'line-1',
        isFileCheckEditable: editable,
        documentPreferences: { fileCheck: before },
      };
      const refusal = fileCheckEditRefusal(stored, { documentPreferences: { fileCheck: after } });
      expect(refusal.ok).toBe(editable || before === after);
      if (!refusal.ok) expect(refusal.error).toEqual({ kind: 'order.fileCheckReviewed', lineId: 'line-1' });
    },
  );
});
