import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The embedded database takes a few seconds to open the first time in each file.
    hookTimeout: 90_000,
    testTimeout: 60_000,
    // Most of a file's time is spent waiting on PostgreSQL, Chromium or argon2's threads, not on
    // this process: three files at a time keep two cores busy (Vitest's default is cores - 1).
    maxWorkers: 3,
  },
});
