import { describe, expect, it } from 'vitest';
import { quoteResponseSchema } from './product.js';
import { routeExamples } from './test-support/route-examples.js';

const example = (
  routeExamples['product.quote'].response as { data: { priceSets: Record<string, unknown>[] } }
).data;
const withArrival = (arrivalDate: unknown) => ({
  ...example,
  priceSets: example.priceSets.map((set) => ({ ...set, arrivalDate })),
});

describe('a quote price set carries its arrival date', () => {
  it('keeps a DD-MM-YYYY arrival date through parsing', () => {
    const parsed = quoteResponseSchema.parse(withArrival('27-11-2026'));
    expect(parsed.priceSets[0]?.arrivalDate).toBe('27-11-2026');
  });

  it('accepts a delivery option the server could not date', () => {
    expect(quoteResponseSchema.parse(withArrival(null)).priceSets[0]?.arrivalDate).toBeNull();
  });

  it.each(['31-02-2026', '2026-11-27', 'demain'])('refuses %s as an arrival date', (date) => {
    const result = quoteResponseSchema.safeParse(withArrival(date));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['priceSets', 0, 'arrivalDate']);
  });
});
