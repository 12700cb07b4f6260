import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The embedded database takes a few seconds to open the first time in each file.
    hookTimeout: 90_000,
    testTimeout: 60_000,
  },
});
