import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cyrb53, KEY_HASH_LENGTH, keyHash } from './key-hash.js';

describe('keyHash', () => {
  test.prop([fc.string({ unit: 'binary' }), fc.integer()])(
    'is always exactly 10 characters of [0-9a-z]',
    (key, seed) => {
      expect(keyHash(key, seed)).toMatch(/^[0-9a-z]{10}$/);
      expect(KEY_HASH_LENGTH).toBe(10);
    },
  );

  test.prop([fc.string()])('is deterministic', (key) => {
    expect(keyHash(key)).toBe(keyHash(`${key}`));
  });

  test.prop([fc.string({ unit: 'binary' })])('cyrb53 is a non-negative 53-bit integer', (key) => {
    const hash = cyrb53(key);
    expect(Number.isSafeInteger(hash) && hash >= 0).toBe(true);
  });

  test.prop([fc.uniqueArray(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 50, maxLength: 200 })])(
    'distinct keys practically never collide',
    (keys) => {
      expect(new Set(keys.map((key) => keyHash(key))).size).toBe(keys.length);
    },
  );

  test.prop([fc.string({ unit: 'binary' }), fc.integer()])(
    'is the 53-bit hash truncated: its last base-36 digit dropped, nothing reduced',
    (key, seed) => {
      expect(Number.parseInt(keyHash(key, seed), 36)).toBe(Math.floor(cyrb53(key, seed) / 36));
    },
  );

  it('changes for nearly every single-character edit', () => {
    const edits = fc.sample(
      fc
        .tuple(
          fc.string({ minLength: 1, maxLength: 40 }),
          fc.nat(),
          fc.string({ minLength: 1, maxLength: 1 }),
        )
        .map(([key, at, unit]) => {
          const index = at % key.length;
          return { key, edited: key.slice(0, index) + unit + key.slice(index + 1) };
        })
        .filter(({ key, edited }) => key !== edited),
      { numRuns: 2_000, seed: 42 },
    );
    const unchanged = edits.filter(({ key, edited }) => keyHash(key) === keyHash(edited));
    expect(edits.length).toBeGreaterThan(1_000);
    expect(unchanged.length).toBeLessThanOrEqual(edits.length / 1_000);
  });

  it('keeps its values across releases (stored keys must still match)', () => {
    expect(cyrb53('a')).toBe(7929297801672961);
    expect(keyHash('')).toBe('0wvjl67o80');
    expect(keyHash('a')).toBe('262p94epp1');
    expect(keyHash('flyers-a5')).not.toBe(keyHash('flyers-a6'));
    expect(keyHash('flyers-a5', 1)).not.toBe(keyHash('flyers-a5'));
  });
});
