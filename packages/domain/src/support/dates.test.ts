import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate, SHOP_TIME_ZONE } from './dates.js';
import { instantArb, plainDateArb } from './support.arb.js';

describe('formatDate / parseDate', () => {
  test.prop([plainDateArb])('parseDate(formatDate(d)) == d', (date) => {
    const parsed = parseDate(formatDate(date));
    expect(parsed?.equals(date)).toBe(true);
  });

  test.prop([plainDateArb])('writes DD-MM-YYYY', (date) => {
    expect(formatDate(date)).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  test.prop([instantArb])('an instant is the calendar day it is in Paris', (instant) => {
    const inParis = instant.toZonedDateTimeISO(SHOP_TIME_ZONE);
    expect(parseDate(formatDate(instant))?.equals(inParis.toPlainDate())).toBe(true);
    expect(formatDate(inParis.withTimeZone('Asia/Tokyo'))).toBe(formatDate(instant));
  });

  test.prop([instantArb, fc.constantFrom('UTC', 'America/New_York', 'Asia/Tokyo')])(
    'a given time zone is honoured',
    (instant, timeZone) => {
      expect(formatDate(instant, timeZone)).toBe(
        formatDate(instant.toZonedDateTimeISO(timeZone).toPlainDate()),
      );
    },
  );

  test.prop([fc.string({ maxLength: 12 })])('anything parsed formats back to the same text', (text) => {
    const parsed = parseDate(text);
    if (parsed !== null) expect(formatDate(parsed)).toBe(text);
  });

  test.prop([
    fc.integer({ min: 1, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 29, max: 99 }),
  ])('a day past the end of its month is refused', (year, month, day) => {
    const daysInMonth = Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
    const text = `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year).padStart(4, '0')}`;
    expect(parseDate(text) === null).toBe(day > daysInMonth);
  });

  it('puts 23:30 UTC on a summer evening on the next day in Paris', () => {
    expect(formatDate(Temporal.Instant.from('2025-07-14T23:30:00Z'))).toBe('15-07-2025');
    expect(formatDate(Temporal.Instant.from('2025-07-14T23:30:00Z'), 'UTC')).toBe('14-07-2025');
  });

  it('puts 23:30 UTC in winter on the next day too (UTC+1) but not 22:59', () => {
    expect(formatDate(Temporal.Instant.from('2025-01-14T23:30:00Z'))).toBe('15-01-2025');
    expect(formatDate(Temporal.Instant.from('2025-01-14T22:59:00Z'))).toBe('14-01-2025');
  });

  it('reads leap days only in leap years', () => {
    expect(parseDate('29-02-2024')?.toString()).toBe('2024-02-29');
    expect(parseDate('29-02-2023')).toBeNull();
  });

  it.each([
    '2024-02-01',
    '1-2-2024',
    '01-13-2024',
    '00-01-2024',
    '01-00-2024',
    '01-02-24',
    ' 01-02-2024',
    '',
  ])('refuses %j', (text) => {
    expect(parseDate(text)).toBeNull();
  });

  it('writes years outside 0000–9999 with their sign and digits', () => {
    expect(formatDate(Temporal.PlainDate.from({ year: -44, month: 3, day: 15 }))).toBe('15-03--0044');
    expect(parseDate('15-03--0044')).toBeNull();
  });

  it('throws on something that is not a Temporal date, a bug of the caller', () => {
    expect(() => formatDate({} as Temporal.PlainDate)).toThrow(TypeError);
  });
});
