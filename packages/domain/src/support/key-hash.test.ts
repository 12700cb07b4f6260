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

  it('keeps its values across releases (stored keys must still match)', () => {
    expect(cyrb53('a')).toBe(7929297801672961);
    expect(keyHash('')).toBe('wvjl67o803');
    expect(keyHash('flyers-a5')).not.toBe(keyHash('flyers-a6'));
    expect(keyHash('flyers-a5', 1)).not.toBe(keyHash('flyers-a5'));
  });
});
