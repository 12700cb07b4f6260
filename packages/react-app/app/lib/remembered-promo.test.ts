import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';
import { rememberedPromoCode, rememberPromoCode } from './remembered-promo.js';

describe('the promo code remembered per variant', () => {
  test('comes back for the same variant only', () => {
    const storage = memoryStorage();
    rememberPromoCode(storage, 'flyers-std', 'BIENVENUE10');
    expect(rememberedPromoCode(storage, 'flyers-std')).toBe('BIENVENUE10');
    expect(rememberedPromoCode(storage, 'cards-std')).toBeUndefined();
  });

  test('a stored value that is not ours, or storage that throws, remembers nothing', () => {
    const storage = memoryStorage();
    rememberPromoCode(storage, 'flyers-std', 'X');
    for (let index = 0; index < storage.length; index++) storage.setItem(storage.key(index) ?? '', '{broken');
    expect(rememberedPromoCode(storage, 'flyers-std')).toBeUndefined();
    const refusing = {
      ...storage,
      getItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(rememberedPromoCode(refusing, 'flyers-std')).toBeUndefined();
  });
});
