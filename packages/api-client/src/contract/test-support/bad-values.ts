import { fc } from '@fast-check/vitest';

/** Quantities a shop must refuse: zero, negative, or finer than a hundredth. */
export const badQuantityArb: fc.Arbitrary<number> = fc.oneof(
  fc.constant(0),
  fc.integer({ min: -1_000_000, max: -1 }).map((hundredths) => hundredths / 100),
  fc
    .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 }))
    .map(([whole, thousandth]) => whole + thousandth / 1000),
  fc.double({ min: 1e-6, max: 0.0099, noNaN: true }),
);

/** Amounts that are not whole hundredths, or not numbers at all. */
export const badCentAmountArb: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 })
    .filter((n) => !Number.isInteger(n)),
  fc.integer().map(String),
);

function isRealDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** DD-MM-YYYY strings of days that do not exist, and dates written the wrong way. */
export const badDateArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 1000, max: 9999 }),
    )
    .filter(([day, month, year]) => month < 1 || month > 12 || !isRealDate(day, month, year))
    .map(([day, month, year]) => `${pad(day, 2)}-${pad(month, 2)}-${year}`),
  fc.constantFrom('31-02-2026', '29-02-2027', '31-04-2026', '2026-11-27', '27/11/2026', '1-1-2026', ''),
);

export { isRealDate };
