import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect } from 'vitest';
import { type Inventory, stockStatus } from './stock.js';

const day = (text: string) => Temporal.PlainDate.from(text);

const stocked = (immediateQuantity: number, restocks: [string, number][] = []): Inventory => ({
  hasInventory: true,
  immediateQuantity,
  futureAvailability: restocks.map(([date, quantity]) => ({ date: day(date), quantity })),
});

describe('stockStatus', () => {
  test('a configuration printed to order has no stock status', () => {
    expect(
      stockStatus({ hasInventory: false, immediateQuantity: 0, futureAvailability: [] }, 500),
    ).toBeUndefined();
  });

  test('the whole quantity in stock leaves at once', () => {
    expect(stockStatus(stocked(500), 500)).toEqual({ kind: 'inStock', immediateQuantity: 500 });
  });

  test('part in stock: the date by which restocks make up the rest', () => {
    const status = stockStatus(
      stocked(300, [
        ['2026-12-10', 100],
        ['2026-12-20', 1000],
      ]),
      500,
    );
    expect(status?.kind).toBe('partial');
    expect(status?.kind === 'partial' && status.immediateQuantity).toBe(300);
    expect(status?.kind === 'partial' && status.completeOn?.toString()).toBe('2026-12-20');
  });

  test('restocks are counted in date order, whatever order they come in', () => {
    const status = stockStatus(
      stocked(0, [
        ['2027-01-15', 1000],
        ['2026-12-10', 600],
      ]),
      500,
    );
    expect(status).toEqual({ kind: 'outOfStock', completeOn: day('2026-12-10') });
  });

  test('no planned restock makes up the quantity: no date', () => {
    expect(stockStatus(stocked(0, [['2026-12-10', 100]]), 500)).toEqual({
      kind: 'outOfStock',
      completeOn: undefined,
    });
    expect(stockStatus(stocked(0), 1)).toEqual({ kind: 'outOfStock', completeOn: undefined });
  });

  test.prop([
    fc.nat(10_000),
    fc.array(
      fc.record({
        offset: fc.nat(365),
        quantity: fc.integer({ min: 1, max: 5_000 }),
      }),
      { maxLength: 6 },
    ),
    fc.integer({ min: 1, max: 20_000 }),
  ])('the completion date is the first one at which stock covers the quantity', (now, restocks, quantity) => {
    const start = day('2026-12-01');
    const inventory: Inventory = {
      hasInventory: true,
      immediateQuantity: now,
      futureAvailability: restocks.map((r) => ({
        date: start.add({ days: r.offset }),
        quantity: r.quantity,
      })),
    };
    const status = stockStatus(inventory, quantity);
    const availableBy = (date: Temporal.PlainDate) =>
      now +
      inventory.futureAvailability
        .filter((r) => Temporal.PlainDate.compare(r.date, date) <= 0)
        .reduce((sum, r) => sum + r.quantity, 0);
    if (now >= quantity) {
      expect(status?.kind).toBe('inStock');
      return;
    }
    expect(status?.kind).toBe(now > 0 ? 'partial' : 'outOfStock');
    const completeOn = status?.kind === 'inStock' ? undefined : status?.completeOn;
    if (completeOn === undefined) {
      expect(now + restocks.reduce((sum, r) => sum + r.quantity, 0)).toBeLessThan(quantity);
    } else {
      expect(availableBy(completeOn)).toBeGreaterThanOrEqual(quantity);
      expect(availableBy(completeOn.subtract({ days: 1 }))).toBeLessThan(quantity);
    }
  });
});
