import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { instantArb } from './support.arb.js';
import { isWithinWindow } from './time-window.js';

const boundArb = fc.option(instantArb, { nil: undefined });
const stepArb = fc.bigInt({ min: 1n, max: 10n ** 15n });

describe('isWithinWindow', () => {
  test.prop([instantArb, stepArb, stepArb])(
    'includes both of its bounds and every instant between',
    (start, a, b) => {
      const end = start.add({ nanoseconds: Number(a + b) });
      const inside = start.add({ nanoseconds: Number(a) });
      expect(isWithinWindow(start, start, end)).toBe(true);
      expect(isWithinWindow(end, start, end)).toBe(true);
      expect(isWithinWindow(inside, start, end)).toBe(true);
    },
  );

  test.prop([instantArb, instantArb, stepArb])(
    'excludes instants before its start or after its end',
    (start, end, step) => {
      expect(isWithinWindow(start.subtract({ nanoseconds: Number(step) }), start, end)).toBe(false);
      expect(isWithinWindow(end.add({ nanoseconds: Number(step) }), start, end)).toBe(false);
    },
  );

  test.prop([instantArb, boundArb, boundArb])('a missing bound is open on its side', (now, start, end) => {
    expect(isWithinWindow(now)).toBe(true);
    expect(isWithinWindow(now, null, null)).toBe(true);
    expect(isWithinWindow(now, undefined, end)).toBe(isWithinWindow(now, now, end));
    expect(isWithinWindow(now, start, undefined)).toBe(isWithinWindow(now, start, now));
  });

  it('holds to the nanosecond', () => {
    const start = Temporal.Instant.from('2026-11-27T00:00:00Z');
    const end = Temporal.Instant.from('2026-11-30T23:59:59Z');
    expect(isWithinWindow(end, start, end)).toBe(true);
    expect(isWithinWindow(end.add({ nanoseconds: 1 }), start, end)).toBe(false);
    expect(isWithinWindow(start.subtract({ nanoseconds: 1 }), start, end)).toBe(false);
    expect(isWithinWindow(Temporal.Instant.from('2026-11-28T12:00:00Z'), start, end)).toBe(true);
  });
});
