import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { BANNER_REFRESH_MS, isBannerVisible } from './banner.js';
import { instantArb } from './support.arb.js';

const optionalInstant = fc.option(instantArb, { nil: undefined });

describe('isBannerVisible', () => {
  test.prop([optionalInstant, optionalInstant, instantArb])(
    'shows exactly when start <= now < end, a missing bound being open',
    (start, end, now) => {
      const afterStart = start === undefined || Temporal.Instant.compare(start, now) <= 0;
      const beforeEnd = end === undefined || Temporal.Instant.compare(now, end) < 0;
      expect(isBannerVisible({ start, end }, now)).toBe(afterStart && beforeEnd);
    },
  );

  test.prop([instantArb, fc.integer({ min: 1, max: 1_000_000 })])(
    'shows from its start and stops at its end',
    (start, ms) => {
      const end = start.add({ milliseconds: ms });
      expect(isBannerVisible({ start, end }, start)).toBe(true);
      expect(isBannerVisible({ start, end }, end)).toBe(false);
      expect(isBannerVisible({ start, end }, start.subtract({ nanoseconds: 1 }))).toBe(false);
      expect(isBannerVisible({ start, end }, end.subtract({ nanoseconds: 1 }))).toBe(true);
    },
  );

  test.prop([instantArb])('a banner without bounds always shows', (now) => {
    expect(isBannerVisible({}, now)).toBe(true);
    expect(isBannerVisible({ start: null, end: null }, now)).toBe(true);
  });

  it('is re-evaluated every minute', () => {
    expect(BANNER_REFRESH_MS).toBe(60 * 1000);
  });
});
