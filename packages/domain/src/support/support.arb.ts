import { fc } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';

/** Instants between 1970 and 2100, at millisecond precision. */
export const instantArb = fc
  .integer({ min: 0, max: 4_102_444_800_000 })
  .map((ms) => Temporal.Instant.fromEpochMilliseconds(ms));

const EPOCH = Temporal.PlainDate.from('1970-01-01');

/** Calendar dates in the years DD-MM-YYYY can write (0000 to 9999). */
export const plainDateArb = fc.integer({ min: -719_528, max: 2_932_896 }).map((days) => EPOCH.add({ days }));

/**
 * Any JSON value, including strings with emoji and other astral characters, in the form JSON
 * itself gives back (JSON has no -0).
 */
export const jsonValueArb = fc
  .jsonValue({ stringUnit: 'binary' })
  .map((value): unknown => JSON.parse(JSON.stringify(value)));

/** Inserts characters at random places of a text. */
export function sprinkle(text: string, noise: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.nat({ max: text.length }), noise), { maxLength: 6 })
    .map((insertions) =>
      insertions
        .sort(([a], [b]) => b - a)
        .reduce((result, [at, piece]) => result.slice(0, at) + piece + result.slice(at), text),
    );
}

/** Flips the case of letters at random. */
export function randomCase(text: string): fc.Arbitrary<string> {
  return fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
}
