import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fromTransferJson, toTransferJson } from './transfer-json.js';

describe('transfer JSON', () => {
  it('brings Temporal dates and instants back, and plain values as they were', () => {
    const value = {
      arrival: Temporal.PlainDate.from('2026-12-24'),
      createdAt: Temporal.Instant.from('2026-11-24T10:00:00Z'),
      nested: [{ date: Temporal.PlainDate.from('2027-01-04'), cents: 1250 }],
      text: 'Flyers',
    };
    const back = fromTransferJson<typeof value>(toTransferJson(value));
    expect(back.arrival).toBeInstanceOf(Temporal.PlainDate);
    expect(back.arrival.equals(value.arrival)).toBe(true);
    expect(back.createdAt).toBeInstanceOf(Temporal.Instant);
    expect(back.createdAt.equals(value.createdAt)).toBe(true);
    expect(back.nested[0]?.date.toString()).toBe('2027-01-04');
    expect(back.nested[0]?.cents).toBe(1250);
    expect(back.text).toBe('Flyers');
  });

  it('leaves an object that only looks tagged without a string value alone', () => {
    expect(fromTransferJson('{"x":{"$temporal":"PlainDate","value":3}}')).toEqual({
      x: { $temporal: 'PlainDate', value: 3 },
    });
  });
});
