import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Property tests are CPU-bound and CI machines are shared: a slow run is not a failure.
    testTimeout: 60_000,
    // Domain modules hold no global state, so test files can share one module graph per worker
    // instead of importing xstate, Temporal and fast-check again for every file.
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/*.arb.ts', 'src/**/test-support/**', 'src/**/*.port.ts', 'src/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
