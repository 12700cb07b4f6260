import { describe, expect, test } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload.js';

describe('reloading after a chunk failed to load', () => {
  test('tells chunk failures from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('The page could not be read'))).toBe(false);
  });

  test('reloads once for a path, not again within 10 s, and another path still may', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadAfterChunkFailure({ storage, path: '/flyers/', reload })).toBe(true);
    expect(reloadAfterChunkFailure({ storage, path: '/flyers/', reload })).toBe(false);
    expect(reloadAfterChunkFailure({ storage, path: '/cart/', reload })).toBe(true);
    expect(reloads).toBe(2);
  });

  test('a guard that cannot be read counts as empty', () => {
    let reloads = 0;
    const storage = memoryStorage({ 'tirage.reloadGuard': '{not json' });
    expect(reloadAfterChunkFailure({ storage, path: '/', reload: () => reloads++ })).toBe(true);
    expect(reloads).toBe(1);
  });
});
