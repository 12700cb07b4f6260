import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
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
