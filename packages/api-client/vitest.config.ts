import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Contract tests hold no global state: share one module graph per worker (zod, fast-check).
    isolate: false,
    testTimeout: 60_000,
  },
});
