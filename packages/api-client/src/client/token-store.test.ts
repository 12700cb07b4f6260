import { describe, expect, it } from 'vitest';
import { liveTokens } from './test-support/fake-fetch.js';
import { createMemoryTokenStore } from './token-store.js';

describe('createMemoryTokenStore', () => {
  it('holds the tokens it is given until cleared', () => {
    const store = createMemoryTokenStore();
    expect(store.get()).toBeNull();
    store.set(liveTokens);
    expect(store.get()).toBe(liveTokens);
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('keeps one session per store', () => {
    const first = createMemoryTokenStore(liveTokens);
    const second = createMemoryTokenStore();
    expect(first.get()).toBe(liveTokens);
    expect(second.get()).toBeNull();
  });
});
