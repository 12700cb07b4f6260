import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BANNER_REFRESH_MS, isBannerVisible } from './banner.js';
import { instantArb } from './support.arb.js';

const optionalInstant = fc.option(instantArb, { nil: undefined });

describe('isBannerVisible', () => {
  test.prop([instantArb, fc.integer({ min: 1, max: 1_000_000 })])(
    'shows from its start to its end, both included, like a promotion',
    (start, ms) => {
      const end = start.add({ milliseconds: ms });
      expect(isBannerVisible({ start, end }, start)).toBe(true);
      expect(isBannerVisible({ start, end }, end)).toBe(true);
      expect(isBannerVisible({ start, end }, start.subtract({ nanoseconds: 1 }))).toBe(false);
      expect(isBannerVisible({ start, end }, end.add({ nanoseconds: 1 }))).toBe(false);
    },
  );

  test.prop([optionalInstant, optionalInstant, instantArb])(
    'a missing bound is open on its side',
    (start, end, now) => {
      expect(isBannerVisible({ end }, now)).toBe(isBannerVisible({ start: now, end }, now));
      expect(isBannerVisible({ start }, now)).toBe(isBannerVisible({ start, end: now }, now));
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
