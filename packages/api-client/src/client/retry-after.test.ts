import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retry-after.js';

const NOW = Date.parse('2026-03-02T08:00:00Z');

describe('the wait a Retry-After header asks for', () => {
  test.prop([fc.nat()])('a delay in seconds is that many seconds', (seconds) => {
    expect(retryAfterSeconds(String(seconds), NOW)).toBe(seconds);
    expect(retryAfterSeconds(` ${seconds} `, NOW)).toBe(seconds);
  });

  test.prop([fc.integer({ min: -86_400, max: 86_400 })])(
    'a date is the whole seconds from now to it, rounded up, and none once it has passed',
    (offset) => {
      const date = new Date(NOW + offset * 1000).toUTCString();
      expect(retryAfterSeconds(date, NOW)).toBe(Math.max(0, offset));
    },
  );

  it('reads the date of RFC 9110 as servers write it', () => {
    expect(retryAfterSeconds('Mon, 02 Mar 2026 08:02:00 GMT', NOW)).toBe(120);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 08:00:00 GMT', NOW + 1)).toBe(0);
  });

  it.each([
    null,
    undefined,
    '',
    '  ',
    '-5',
    '1.5',
    '2m',
    'soon',
    '1e3',
    '99999999999999999999',
    'Mon, 99 Foo',
  ])('says nothing for %j', (header) => {
    expect(retryAfterSeconds(header, NOW)).toBeUndefined();
  });
});
