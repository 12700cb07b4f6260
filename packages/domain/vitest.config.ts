import { defineConfig } from 'vitest/config';

// Property tests are CPU-bound and CI machines are shared: a slow run is not a failure.
const testTimeout = 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.isolated.test.ts'],
          testTimeout,
          // Domain modules hold no global state, so test files share one module graph per worker
          // instead of importing xstate, Temporal and fast-check again for every file.
          isolate: false,
        },
      },
      {
        // Tests that replace modules with vi.mock need a module graph of their own.
        test: { name: 'domain-isolated', include: ['src/**/*.isolated.test.ts'], testTimeout },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.arb.ts',
        'src/**/test-support/**',
        'src/**/*.port.ts',
        'src/index.ts',
      ],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
