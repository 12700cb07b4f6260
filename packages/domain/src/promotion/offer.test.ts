import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { countdown, offerEndInShopTime, offerState } from './offer.js';

const at = (iso: string) => Temporal.Instant.from(iso);

/** Instants around Paris's clock changes of 2026 and 2027 (last Sundays of March and October), a week either side. */
const DST_CHANGES = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2027-03-28T01:00:00Z',
  '2027-10-31T01:00:00Z',
].map(at);
const WEEK_S = 7 * 86_400;
const nearDstChangeArb = fc
  .tuple(fc.constantFrom(...DST_CHANGES), fc.integer({ min: -WEEK_S, max: WEEK_S }))
  .map(([change, offset]) => change.add({ seconds: offset }));

/** A Paris wall-clock time within a week of a clock change, as a shop owner types an end. */
const parisEndArb = fc
  .tuple(
    fc.constantFrom(
      Temporal.PlainDate.from('2026-03-29'),
      Temporal.PlainDate.from('2026-10-25'),
      Temporal.PlainDate.from('2027-10-31'),
    ),
    fc.integer({ min: -7, max: 7 }),
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
  )
  .map(([date, days, hour, minute]) =>
    date.add({ days }).toPlainDateTime({ hour, minute, second: 59 }).toZonedDateTime('Europe/Paris'),
  );

describe('offerState', () => {
  const window = { start: at('2026-11-16T00:00:00+01:00'), end: at('2026-11-30T23:59:59+01:00') };

  it('is upcoming before the start, running from start to end (both included), ended after', () => {
    expect(offerState(window, at('2026-11-15T23:59:59+01:00'))).toBe('upcoming');
    expect(offerState(window, window.start)).toBe('running');
    expect(offerState(window, window.end)).toBe('running');
    expect(offerState(window, window.end.add({ nanoseconds: 1 }))).toBe('ended');
  });
});

describe('countdown', () => {
  test.prop([nearDstChangeArb, nearDstChangeArb])(
    'counts the exact time left, across the clocks changing: a day is always 24 hours of waiting',
    (now, end) => {
      const left = countdown(end, now);
      const exactSeconds = (end.epochNanoseconds - now.epochNanoseconds) / 1_000_000_000n;
      if (end.epochNanoseconds < now.epochNanoseconds) {
        expect(left).toEqual({ ended: true });
        return;
      }
      if (left.ended) throw new Error('a countdown before its end is not ended');
      expect(left.days * 86_400 + left.hours * 3_600 + left.minutes * 60 + left.seconds).toBe(
        Number(exactSeconds),
      );
      expect(left.hours).toBeLessThan(24);
      expect(left.minutes).toBeLessThan(60);
      expect(left.seconds).toBeLessThan(60);
    },
  );

  test.prop([parisEndArb])(
    'ends at the Paris time the shop set, summer or winter time, and says so in that time',
    (parisEnd) => {
      const end = parisEnd.toInstant();
      expect(countdown(end, end).ended).toBe(false);
      expect(countdown(end, end.add({ seconds: 1 }))).toEqual({ ended: true });
      const shown = offerEndInShopTime(end);
      expect([shown.year, shown.month, shown.day, shown.hour, shown.minute]).toEqual([
        parisEnd.year,
        parisEnd.month,
        parisEnd.day,
        parisEnd.hour,
        parisEnd.minute,
      ]);
    },
  );

  it('shows the night the clocks go back as 25 hours of waiting', () => {
    // From Saturday noon to Sunday noon, Paris time, on the last Sunday of October 2026.
    const left = countdown(at('2026-10-25T12:00:00+01:00'), at('2026-10-24T12:00:00+02:00'));
    expect(left).toEqual({ ended: false, days: 1, hours: 1, minutes: 0, seconds: 0 });
  });
});
