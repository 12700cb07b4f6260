import type { TokenPair } from '@tirage/domain';

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the client keeps the session's tokens between calls: memory in tests, the auth cookie in
 * the app. Methods may answer synchronously or with a promise.
 */
export interface TokenStore {
  get(): MaybePromise<TokenPair | null>;
  set(tokens: TokenPair): MaybePromise<void>;
  clear(): MaybePromise<void>;
}

/** A token store held in memory, one per client (or per test). */
export function createMemoryTokenStore(initial: TokenPair | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}
