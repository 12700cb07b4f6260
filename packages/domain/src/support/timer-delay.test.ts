import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clampTimerDelay, MAX_TIMER_DELAY_MS } from './timer-delay.js';

describe('clampTimerDelay', () => {
  test.prop([fc.double()])('always gives whole milliseconds between 0 and 2147483647', (delay) => {
    const clamped = clampTimerDelay(delay);
    expect(Number.isInteger(clamped)).toBe(true);
    expect(clamped).toBeGreaterThanOrEqual(0);
    expect(clamped).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
  });

  test.prop([fc.integer({ min: 0, max: MAX_TIMER_DELAY_MS })])(
    'leaves a delay timers honour unchanged',
    (delay) => {
      expect(clampTimerDelay(delay)).toBe(delay);
    },
  );

  test.prop([fc.double({ min: MAX_TIMER_DELAY_MS, noNaN: true })])(
    'caps longer delays at the maximum',
    (delay) => {
      expect(clampTimerDelay(delay)).toBe(MAX_TIMER_DELAY_MS);
    },
  );

  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true })])('is monotonic', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(clampTimerDelay(low)).toBeLessThanOrEqual(clampTimerDelay(high));
  });

  it('is the largest signed 32-bit integer', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
    expect(clampTimerDelay(Number.NaN)).toBe(0);
    expect(clampTimerDelay(-5)).toBe(0);
    expect(clampTimerDelay(1500.9)).toBe(1500);
    expect(clampTimerDelay(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_DELAY_MS);
  });
});
