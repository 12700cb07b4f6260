import { fc, test } from '@fast-check/vitest';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TTL,
  DEFAULT_TTL_MS,
  parseTtl,
  readEntry,
  ttlToMilliseconds,
  wrapEntry,
} from './expiring-storage.js';
import { instantArb, jsonValueArb } from './support.arb.js';

const instantAtZero = Temporal.Instant.fromEpochMilliseconds(0);
const UNITS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const unitArb = fc.constantFrom(...(Object.keys(UNITS) as (keyof typeof UNITS)[]));
const validTtl = fc.tuple(fc.integer({ min: 1, max: 10_000 }), unitArb);

describe('parseTtl', () => {
  test.prop([validTtl])('reads a whole number of s, m, h or d', ([amount, unit]) => {
    expect(parseTtl(`${amount}${unit}`)).toBe(amount * UNITS[unit]);
  });

  test.prop([fc.string()])('anything it accepts is a positive whole number of milliseconds', (text) => {
    const ms = parseTtl(text);
    if (ms !== null) expect(Number.isSafeInteger(ms) && ms > 0).toBe(true);
    if (ms !== null) expect(text).toMatch(/^\d+[smhd]$/);
  });

  it.each(['30s', '5m', '2h', '7d'])('reads %s', (ttl) => {
    expect(parseTtl(ttl)).not.toBeNull();
  });

  it.each(['0s', '5', 'm', '5M', '1.5h', '-1d', ' 5m', '5w', '99999999999999999d'])('refuses %j', (ttl) => {
    expect(parseTtl(ttl)).toBeNull();
  });

  test.prop([fc.string().filter((text) => !/^\d+[smhd]$/.test(text))])(
    'an invalid TTL falls back to five minutes',
    (ttl) => {
      expect(ttlToMilliseconds(ttl)).toBe(DEFAULT_TTL_MS);
    },
  );

  it('defaults to five minutes', () => {
    expect(DEFAULT_TTL_MS).toBe(300_000);
    expect(parseTtl(DEFAULT_TTL)).toBe(DEFAULT_TTL_MS);
    expect(ttlToMilliseconds(undefined)).toBe(DEFAULT_TTL_MS);
  });
});

describe('wrapEntry / readEntry', () => {
  test.prop([
    jsonValueArb,
    validTtl,
    instantArb,
    fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  ])('a wrapped value reads back until its TTL has passed', (value, [amount, unit], now, fraction) => {
    const ttlMs = amount * UNITS[unit];
    const raw = wrapEntry(value, `${amount}${unit}`, now);
    const before = now.add({ milliseconds: Math.floor(ttlMs * fraction) });
    expect(readEntry(raw, before)).toEqual(value);
  });

  test.prop([jsonValueArb, validTtl, instantArb, fc.nat({ max: 10 ** 9 })])(
    'a wrapped value is null once its TTL has passed',
    (value, [amount, unit], now, extra) => {
      const raw = wrapEntry(value, `${amount}${unit}`, now);
      expect(readEntry(raw, now.add({ milliseconds: amount * UNITS[unit] + extra }))).toBeNull();
    },
  );

  test.prop([jsonValueArb, fc.string().filter((text) => !/^\d+[smhd]$/.test(text)), instantArb])(
    'an invalid TTL keeps the entry five minutes',
    (value, ttl, now) => {
      const raw = wrapEntry(value, ttl, now);
      expect(readEntry(raw, now.add({ milliseconds: DEFAULT_TTL_MS - 1 }))).toEqual(value);
      expect(readEntry(raw, now.add({ milliseconds: DEFAULT_TTL_MS }))).toBeNull();
    },
  );

  test.prop([fc.string(), instantArb])(
    'text that is not an entry reads as null, never throws',
    (raw, now) => {
      const value = readEntry(raw, now);
      // The only strings that read as something are entries, which random text practically never is.
      expect(value === null || /expiresAt/.test(raw)).toBe(true);
    },
  );

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"value":'],
    ['a bare value', '42'],
    ['JSON null', 'null'],
    ['no expiry', '{"value":1}'],
    ['no value', '{"expiresAt":99999999999999}'],
    ['a textual expiry', '{"value":1,"expiresAt":"2999-01-01"}'],
  ])('reads %s as null', (_name, raw) => {
    expect(readEntry(raw, instantAtZero)).toBeNull();
  });
});
