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
